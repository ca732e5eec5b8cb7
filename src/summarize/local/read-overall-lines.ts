import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isEnumeration, isTableDebris } from '../text/is-fragment'
import { countFigures, STOCK_SHARE, type Passage, type SummaryUnit } from './collect-passages'
import { describeChart, hasRawPrecision, MAX_LABEL, namesMeasure, namesSeries } from './describe-chart'
import { rowText } from './entry-line-text'
import { vectorize, type TermVector } from './rank-by-centrality'
import { isCutList } from './read-announced-list'
import { pointsBackIn } from './points-back-in'
import { isNoTakeaway, pointsAtNothing } from './is-no-takeaway'
import { isExampleLine } from './is-example-line'
import { isRowOfSection } from './section-entry-lines'
import { CARDINALITY, hasMeasure, isCaselessDeck, isWholeStatement } from './statements'

// An item is one statement: past this it is a paragraph or a list.
const MAX_ITEM = 260
// A row of stat cards ("ARR: 7,9 Mio. € (+36 % zum Vorjahr) · …") is one item up to this length.
const MAX_STATS_ITEM = 340
/** A line shorter than this says too little alone: it is read under its slide's title (`itemPhraser`). */
export const SHORT_PASSAGE = 60
// An overall item states at most this many stats: a longer row of stat cards keeps its first ones.
export const MAX_STATS = 3
export const STAT_JOINER = ' · '
// A caption above a chart names it in an item up to this length.
const MAX_CAPTION = 160

/** A line as the stages of the overall summary choose from it: its vector and how relevant it is. */
export interface Candidate {
  index: number
  vector: TermVector
  relevance: number
}

/**
 * The deck's lines as the overall summary's stages read them (the "candidates" stage): which may be an item
 * at all, which read as a statement, how each reads as an item. Every later stage selects among these.
 */
export interface OverallLines {
  units: SummaryUnit[]
  passages: Passage[]
  language: Language
  isDocument: boolean
  roles: DeckRole[]
  /** A talk or explainer, not a business deck (`isTalk`). */
  isTalk: boolean
  /** The deck is written all in lower case: a line opening small is no cut line (`isCaselessDeck`). */
  caseless: boolean
  /** How each line reads as an overall item; undefined: never an item (a chart's further lines, raw figures). */
  phrased: (string | undefined)[]
  /** A line a reader may act on, from the deck's own content (no frame, bio, furniture or debris). */
  lineOk: boolean[]
  /** `lineOk`, and it reads as a statement of its own or a figure with its label. */
  eligible: boolean[]
  /** A document's sentence left out of `eligible` only for needing the one before it: it may follow that one. */
  followsBefore: boolean[]
  isFrameUnit: (unit: SummaryUnit) => boolean
  isDebris: (passage: Passage, index: number) => boolean
  candidate: (index: number, boost?: number) => Candidate
  /** As the reader reads it: a table row with its column names, a chart as what it shows. */
  readable: (index: number) => string
}

/**
 * Never an item: frames (cover, agenda, divider, closing), hidden slides, illustrations, bios, appendices, captions, table
 * headers, any line `furnitureKind` names, and what no reader takes for a statement (a table's or a chart's
 * labels read as text, a line that trails off).
 */
export function readOverallLines(
  units: SummaryUnit[],
  passages: Passage[],
  relevance: number[],
  language: Language,
  isDocument = false,
  roles: DeckRole[] = [],
  isTalk = false,
): OverallLines {
  const cues = LANGUAGE_CUES[language]
  const caseless = isCaselessDeck(units)
  // How each line reads as an overall item: a chart as what it shows (once per chart), a row of stat cards
  // as its first few stats.
  const phrased = passages.map((passage) => phraseForOverall(passage, language))
  passages.forEach((passage, index) => {
    if (phrased[index] === undefined || !passage.chart || namesMeasure(passage.chart.label)) return
    // A chart without a name for its measure (none, or only a year) says what it measures by its slide's title
    // or the caption above it; the caption is then part of the chart's item, not an item of its own. Without
    // either, its extremes measure nothing a reader can name and are no item.
    const context = chartContext(index, passages, units[passage.unit]!, cues.frameTitle)
    const joiner = namesSeries(passage.chart.label) ? ' — ' : ': '
    phrased[index] = context?.text ? `${context.text}${joiner}${phrased[index]}` : undefined
    if (context?.caption !== undefined) phrased[context.caption] = undefined
  })
  const vectors = vectorize(passages.map((passage) => passage.tokens))
  const candidate = (index: number, boost = 1): Candidate => ({
    index,
    vector: vectors[index]!,
    relevance: relevance[index]! * boost,
  })
  const bioUnits = findBioUnits(units, cues.bioTitle)
  // Until ingest marks roles, a deck's first slide is taken for its cover (a document's first section is content).
  const hasRoles = units.some((unit) => unit.role !== undefined && unit.role !== 'content')
  // A first slide without a title is a cover too: ingest names a cover by its title.
  const isCover = (unit: SummaryUnit) =>
    (!hasRoles || unit.title.trim() === '') && units.length > 3 && unit === units[0] && !isDocument
  const housekeeping = findHousekeepingUnits(units, cues.housekeeping)
  const isFrameUnit = (unit: SummaryUnit) =>
    unit.hidden ||
    housekeeping.has(unit) ||
    isCover(unit) ||
    (unit.role !== undefined && unit.role !== 'content') ||
    cues.frameTitle.test(unit.title) ||
    cues.supplementTitle.test(unit.title)
  const cellDebris = statsReadFromTable(passages)
  const sampleFields = fieldsOfSamples(passages)
  // What no reader takes for a statement, whatever else the deck offers: a table or a chart's labels read as
  // text, a question, a line that trails off ("a big nope….").
  const isDebris = (passage: Passage, index: number): boolean => {
    const isChart = passage.chart !== undefined
    return (
      cellDebris.has(index) ||
      sampleFields.has(index) ||
      (!isChart && (isFigureDump(passage) || repeatsItself(passage.brief))) ||
      isTableDebris(passage.brief) ||
      /(?:[?]|…|\.\.\.)\s*\.?$/u.test(passage.brief)
    )
  }
  const lineOk = passages.map((passage, index) => {
    const unit = units[passage.unit]!
    const isChart = passage.chart !== undefined
    return (
      phrased[index] !== undefined &&
      !isFrameUnit(unit) &&
      // An example's made-up deal or report illustrates a form: a reader takes it for the deck's own (decision 093).
      roles[passage.unit] !== 'illustration' &&
      !isExampleLine(passage, roles[passage.unit], language, isTalk) &&
      !bioUnits.has(passage.unit) &&
      !passage.isAgenda &&
      !passage.isSupplement &&
      passage.kind !== 'caption' &&
      // A chart's title is an item when it states the chart's finding with its figure.
      (passage.kind !== 'chart-title' ||
        (/[.!]$/.test(passage.brief) &&
          hasMeasure(passage.brief) &&
          isWholeStatement(passage.brief, language, caseless))) &&
      passage.table !== 'header' &&
      passage.furniture === undefined &&
      !cues.housekeeping.test(passage.brief) &&
      passage.stock < STOCK_SHARE &&
      (isChart || passage.brief.length <= (passage.kind === 'stat' ? MAX_STATS_ITEM : MAX_ITEM)) &&
      !isDebris(passage, index) &&
      // A chart is judged by what its item says, not by the run of points it stands for; a row by its cells, names
      // few stop words join ("Digital inclusion scheme live — Owner: Virtual ward clinical lead and county council
      // digital team; Date: 1 November 2026", issue 24, reader r-z1: the action lost its owner).
      (isChart || isRowOfSection(passage) || !isEnumeration(passage.brief, language)) &&
      // "There are actually 3 upgrade modes – Monitored Mode …" names one of three: the entry finishes it. A row
      // or a stat ("Opening of the 3 new clubs: owner; date") announces no list.
      (passage.kind !== 'text' || passage.table !== undefined || !isCutList(phrased[index]!, language)) &&
      // A link is a reference, not a statement; on an action slide it is where the ask sends the reader
      // ("please visit cncf.io for details"), and the ask keeps it.
      (!/https?:\/\/|www\./i.test(passage.text) || cues.actionTitle.test(unit.title))
    )
  })
  // Elsewhere than on an action slide ("Hire 15 field engineers"), a line is a statement or a labelled figure.
  // A line whose subject points back ("It is, but if the -a option is used …", "And now, for 2025, this is …";
  // decision 095, r-u1) or a document's sentence needing the one before ("Yet the scale…"; r-p1) goes only beside it.
  const orphan = passages.map(
    (passage) => !isDocument && pointsAtNothing(passage.brief, units[passage.unit]!.title, language),
  )
  const needsBefore = (passage: Passage, index: number) => {
    const before = passages[index - 1]
    return (
      before !== undefined &&
      before.unit === passage.unit &&
      before.fromNotes === passage.fromNotes &&
      before.kind === 'text' &&
      (orphan[index]! ||
        (isDocument &&
          !passage.isBullet &&
          /[.!?…]["”»’)]*\s*$/u.test(before.brief) &&
          pointsBackIn(language, true)(passage.brief, before.brief)))
    )
  }
  const statement = passages.map(
    (passage, index) =>
      lineOk[index]! &&
      !isNoTakeaway(passage.brief, language, caseless) &&
      (isLabelled(passage) || isWholeStatement(passage.brief, language, caseless)),
  )
  const followsBefore = passages.map((passage, index) => statement[index]! && needsBefore(passage, index))
  const eligible = statement.map((ok, index) => ok && !followsBefore[index] && !orphan[index])
  return {
    units,
    passages,
    language,
    isDocument,
    roles,
    isTalk,
    caseless,
    phrased,
    lineOk,
    eligible,
    followsBefore,
    isFrameUnit,
    isDebris,
    candidate,
    readable: (index) => phrased[index] ?? passages[index]!.brief,
  }
}

/**
 * The fields of a sample a slide shows (a log line, a request, a config line) read out beside it ("Status Code:
 * 200", "Content Bytes: 22992"): lines whose every figure is one of the sample's own. They illustrate a format;
 * no reader takes them away as the deck's figures.
 */
function fieldsOfSamples(passages: Passage[]): Set<number> {
  // The figures of each unit's samples, read once per unit: a document's section holds many passages.
  const samples = new Map<number, Set<string>>()
  for (const passage of passages) {
    if (passage.furniture !== 'code') continue
    const figures = samples.get(passage.unit) ?? new Set<string>()
    for (const figure of passage.text.match(/\d[\d.,:/]*/gu) ?? []) figures.add(figure)
    samples.set(passage.unit, figures)
  }
  const fields = new Set<number>()
  passages.forEach((passage, index) => {
    const sampleFigures = samples.get(passage.unit)
    if (sampleFigures === undefined || passage.furniture !== undefined || passage.fromNotes) return
    const figures = passage.brief.match(/\d[\d.,:/]*/gu) ?? []
    if (figures.length > 0 && figures.every((figure) => sampleFigures.has(figure))) fields.add(index)
  })
  return fields
}

/**
 * A line as an overall item states it, or undefined when it cannot be one: a chart says what it shows (its
 * first line only: one item per chart), a row of stat cards keeps its first `MAX_STATS` stats, a table row
 * names its columns. A figure with more than three decimals or a stat whose value is a bare list marker
 * ("Peers: 4.") is no figure a reader takes away, and is never rounded (the rounded figure is not in the source).
 */
function phraseForOverall(passage: Passage, language: Language): string | undefined {
  if (passage.chart) return passage.chart.first ? describeChart(passage.chart, language) : undefined
  if (hasRawPrecision(passage.brief)) return undefined
  if (passage.kind === 'stat' || passage.kind === 'chart') {
    const parts = passage.brief.split(STAT_JOINER)
    if (parts.some((part) => /:\s*\d{1,3}\.$/.test(part.trim()))) return undefined
    return parts.slice(0, MAX_STATS).join(STAT_JOINER)
  }
  return passage.table === 'row' ? rowText(passage) : passage.brief
}

/**
 * What a chart without a series name measures: its slide's title when that is a short name, else the short
 * caption line just above its points ("Percentage Non-Hispanic White … in 2009."), with that line's index.
 * Undefined when neither exists.
 */
function chartContext(
  index: number,
  passages: Passage[],
  unit: SummaryUnit,
  frameTitle: RegExp,
): { text: string; caption?: number } | undefined {
  const title = unit.title.trim()
  if (title && title.length <= MAX_LABEL && !/[?!]$/.test(title) && !frameTitle.test(title))
    return { text: title }
  for (let at = index - 1; at >= 0 && passages[at]!.unit === passages[index]!.unit; at -= 1) {
    const before = passages[at]!
    if (before.chart || before.kind === 'stat' || before.table !== undefined) continue
    const caption = before.brief.trim().replace(/[.:]$/, '')
    if (before.fromNotes || before.furniture !== undefined) return undefined
    // A caption too long to name the chart still belongs to it: neither is an item then.
    return caption.length > 0 && caption.length <= MAX_CAPTION
      ? { text: caption, caption: at }
      : { text: '', caption: at }
  }
  return undefined
}

/** A figure with the words that give it its meaning, by the slide model's type or by its "label: value" form. */
export function isLabelled(passage: Passage): boolean {
  if (passage.figures === 0) return false
  if (passage.kind === 'stat' || passage.kind === 'chart') return true
  // The figure stands in the value: "(PreK-18): Community" labels a word with a figure, it measures nothing.
  // A cardinality ("Business Logic: 1...n") is no figure either.
  const value = passage.brief.slice(passage.brief.indexOf(':') + 1).replace(CARDINALITY, '')
  return LABEL_VALUE.test(passage.brief) && /\d/.test(value)
}

// "Label: value": a label with letters, not ending in a figure ("Feb. 1, 15:01" is a time, not a label).
export const LABEL_VALUE = /^[^:]*\p{L}[^:]{1,78}(?<![\d.])\s*:\s+\S/u

/**
 * A run of figures with hardly a word between them (a rate table's row, "Payroll Period: 101 · 76 · 59 ·
 * 43 · 27"): no reader takes it away from an overall summary.
 */
function isFigureDump(passage: Passage): boolean {
  const words = passage.brief.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length
  if (passage.figures >= 5 && words < passage.figures) return true
  // Three amounts side by side with no word between them are a table's cells read as a line ("Riduzione scorte
  // in 12 mesi 3,0 M€ 5,7 M€ 1,5 M€"); a sentence lists figures with words or commas between them.
  // French and Norwegian group thousands with a space: "1 250 000 €" is one amount.
  if (ADJACENT_FIGURES.test(passage.brief.replace(/(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))/gu, ''))) return true
  // A stat whose label holds figures of its own or a second label is a chart's labels read into it
  // ("14,8 • Cassa liberata: 5,7 milioni di: 13,2 euro").
  return (
    passage.kind === 'stat' &&
    passage.brief.split(STAT_JOINER).some((part) => {
      const label = part.slice(0, Math.max(0, part.indexOf(': ')))
      const colons = part.replace(/\([^)]*\)/gu, '').split(': ').length - 1
      return colons > 1 || /[•▪●]/u.test(label) || countFigures(label) >= 2
    })
  )
}

const AMOUNT = String.raw`[-+−]?(?:[$€£¥]\s?)?\d[\d.,]*(?:\s?(?:%|(?:mio\.?|mrd\.?|mln|bn|[km])?\s?[$€£¥]|(?:mio\.?|mrd\.?|mln|bn|[kmb])(?!\p{L})))?`
const ADJACENT_FIGURES = new RegExp(`(?<![\\p{L}\\p{N}])${AMOUNT}(?:\\s+${AMOUNT}){2}(?![\\p{N}])`, 'iu')

// Stat cards have labels of their own: one label on this many "stats" of a slide is a table read cell by cell.
const REPEATED_LABEL = 3

/**
 * The lines of a slide whose "stats" are a table's cells read as label and value ("approach: 5", "approach: 7",
 * "approac: 7", "sec: 6"): a slide where a label, or the start of one, is shared by several stats.
 */
function statsReadFromTable(passages: Passage[]): Set<number> {
  const labelsOfUnit = new Map<number, string[]>()
  for (const passage of passages) {
    if (passage.kind !== 'stat') continue
    const labels = passage.brief.split(STAT_JOINER).map((part) =>
      part
        .slice(0, Math.max(0, part.indexOf(': ')))
        .trim()
        .toLowerCase(),
    )
    labelsOfUnit.set(passage.unit, [...(labelsOfUnit.get(passage.unit) ?? []), ...labels])
  }
  const debris = new Set<number>()
  for (const [unit, labels] of labelsOfUnit) {
    const shared = (label: string) =>
      labels.filter((other) => other.startsWith(label) || label.startsWith(other)).length
    // Once a slide's stats are found to be a table's cells, nothing read from that slide is trusted as an item.
    if (labels.some((label) => label !== '' && shared(label) >= REPEATED_LABEL)) debris.add(unit)
  }
  return new Set(passages.flatMap((passage, index) => (debris.has(passage.unit) ? [index] : [])))
}

const REPEATED_RUN = 4

/**
 * A line that says the same words twice ("Number of counterparties 0.2 Number of counterparties 0.2: 30"):
 * a chart's axis labels read as text, not a statement.
 */
function repeatsItself(text: string): boolean {
  // Four words with their figures: "milioni di euro" may well come twice in one sentence.
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '')
  const seen = new Set<string>()
  for (let at = 0; at + REPEATED_RUN <= words.length; at += 1) {
    const run = words.slice(at, at + REPEATED_RUN).join(' ')
    if (seen.has(run)) return true
    seen.add(run)
  }
  return false
}

// A slide whose title, or this share of its lines, is the event's housekeeping is about the meeting.
const HOUSEKEEPING_SHARE = 0.4

/**
 * Slides about the meeting rather than the deck's subject (a meetup's announcements: thanks to the host, a
 * greeting, discount codes, a call for speakers): their other lines ("reynold16 20%") are the same notices.
 */
function findHousekeepingUnits(units: SummaryUnit[], housekeeping: RegExp): Set<SummaryUnit> {
  return new Set(
    units.filter((unit) => {
      const lines = (
        unit.lines?.filter((line) => line.kind !== 'title').map((line) => line.text) ?? unit.text.split('\n')
      ).filter((line) => line.trim() !== '')
      const notices = lines.filter((line) => housekeeping.test(line)).length
      return housekeeping.test(unit.title) || (notices > 0 && notices >= HOUSEKEEPING_SHARE * lines.length)
    }),
  )
}

/**
 * Slides about people: a team, speaker or "about me" slide, or a slide titled with a name that the cover
 * also names (the speaker's bio). Their lines describe people, not the deck's findings.
 */
function findBioUnits(units: SummaryUnit[], bioTitle: RegExp): Set<number> {
  const bios = new Set<number>()
  // The cover names the speaker; an agenda naming "Nächste Schritte" names no one.
  const coverUnit = units.find((unit) => unit.role === 'cover') ?? units[0]
  const cover = coverUnit ? `${coverUnit.title}\n${coverUnit.text}` : ''
  units.forEach((unit, index) => {
    const title = unit.title.trim()
    const isName = /^\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){1,2}$/u.test(title)
    if (bioTitle.test(title) || (units[index] !== coverUnit && isName && cover.includes(title)))
      bios.add(index)
  })
  return bios
}
