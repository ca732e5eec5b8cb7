import { LIST_NUMBER } from './list-numbers'
import type { Language } from '../../shared'
import {
  isInformative,
  notesAddingFigures,
  STOCK_SHARE,
  type Passage,
  type SummaryUnit,
} from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { entryLimit } from './entry-limit'
import { lineText, pointText, rowText } from './entry-line-text'
import { findKickers } from './find-kickers'
import { highestScored } from './highest-scored'
import { isAside, isCitation, isCode, PLACEHOLDER } from './is-aside'
import { isLeadInLine } from './lead-in-items'
import { keepFirstInEntry } from './keep-first-in-entry'
import { sayLeftOutRows } from './say-left-out-rows'
import { isCourtesy, verdictLine } from './verdict-lines'
import { notesFactOf, qualifyingNotes } from './qualifying-notes'
import { finishEntry } from './finish-entry'
import { sayAsList } from './say-as-list'
import { isTurnOrStatus, leadInGroups, listLineWeight, subPointsOf, turnedLine } from './weigh-list-lines'
import { levelTableRows } from './level-table-rows'
import { completionOf, isFigureLine } from './continuation-of'
import { isValueOnly } from './pair-figure-labels'
import { byColumn, sayColumns } from './say-columns'
import { readBuildSteps, sayBuildStep } from './build-steps'
import { readingsOfFigures, MAX_RESERVED } from './readings-of-figures'
import { saysAgain } from './says-again'
import { saysLittle } from './says-little'
import { closingQuestion } from './closing-question'
import { sayDiagram } from './say-diagram'
import { sayCodeSlide } from './say-code-slide'
import { readSectionPoints } from './section-point'
import { firstOfEachSubsection, isRowOfSection, readSectionLines, withCaptions } from './section-entry-lines'
import { hasMeasure } from './statements'
import { findingsBeforeStories } from './findings-before-stories'

/** A passage kept for a slide's entry, with the text the entry copies (the passage whole, or a gist of it). */
export interface Pick {
  passage: Passage
  index: number
  text: string
  /** What the entry says of itself as a whole ("first items of a longer list"): said after its last bullet. */
  note?: string
}

/** Bullets of a slide entry; of a dense table or stat slide; a document section's sentences (issue 24). */
const MAX_BULLETS = 3
const MAX_DENSE_BULLETS = 5
const MAX_SECTION_BULLETS = 5
/** A slide of this many table rows, stats or chart points is dense: its entry may show more of them. */
const DENSE_LINES = 4
/** A section of this many references, a third of its lines or more, is a reference list (decision 142). */
const MIN_REFERENCES = 5
const REFERENCE_SHARE = 1 / 3
const LEAD_WEIGHT = 2

/**
 * The lines of each unit's entry, chosen for that unit alone (issue 24, item 1): whatever the overall summary
 * took, an entry keeps its slide's point (its stats, else its densest fact, else its best plain statement)
 * and then its key figures with their labels, in slide order. A fact may be in both the entry and the overall
 * summary: each stands alone. Entries are bounded per slide (bullets, and a share of the slide's own length),
 * never by what other slides or the overall summary used.
 */
export function pickForSlides(
  passages: Passage[],
  relevance: number[],
  units: SummaryUnit[],
  language: Language,
  isDocument: boolean,
  agendaEntries: Map<number, string> = new Map(),
  // A document read by its thesis, not its executive summary (see readSectionPoints).
  argues = false,
): Map<number, Pick[]> {
  const section = readSectionPoints(passages, units, language, argues)
  const densities = levelTableRows(
    passages,
    passages.map((passage, index) => {
      const weight = (1 - passage.stock) * (passage.isSupplement ? 0.5 : 1) * section.weight(index)
      return (relevance[index]! * weight) / Math.pow(passage.brief.length + 10, 0.75)
    }),
  )
  const byUnit = new Map<number, number[]>()
  passages.forEach((passage, index) => {
    const list = byUnit.get(passage.unit)
    if (list) list.push(index)
    else byUnit.set(passage.unit, [index])
  })
  const addsToSlide = notesAddingFigures(passages)
  const qualifying = qualifyingNotes(passages, language)
  const kickers = findKickers(passages)
  const picked = new Map<number, Pick[]>()
  // A later step of an animation build is said by what it adds (see readBuildSteps).
  const steps = isDocument ? new Map() : readBuildSteps(units, passages, byUnit)
  units.forEach((unit, unitIndex) => {
    const step = steps.get(unitIndex)
    const indices: number[] = step?.added ?? byUnit.get(unitIndex) ?? []
    const picks = pickForUnit(
      unit,
      indices,
      passages,
      densities,
      language,
      isDocument,
      agendaEntries.get(unitIndex),
      kickers,
      section.names,
    )
    const notesFact = notesFactOf(
      byUnit.get(unitIndex) ?? [],
      (index) => picks.some((pick) => pick.index === index),
      passages,
      (index) => densities[index]!,
      addsToSlide,
      qualifying,
    )
    if (notesFact !== undefined)
      picks.push({ passage: passages[notesFact]!, index: notesFact, text: passages[notesFact]!.text })
    const said = (entry: Pick[]) =>
      step ? sayBuildStep(step, entry, byUnit.get(unitIndex)!, passages, language) : entry
    if (picks.length === 0) return step && picked.set(unitIndex, said([]))
    const entry = finishEntry(picks, indices, passages, unit, language, isDocument)
    picked.set(unitIndex, said(entry))
  })
  return picked
}

function pickForUnit(
  unit: SummaryUnit,
  indices: number[],
  passages: Passage[],
  levelled: number[],
  language: Language,
  isDocument: boolean,
  agendaEntry: string | undefined,
  kickers: Set<number>,
  namesSection: (index: number) => boolean,
): Pick[] {
  // The entry comes from the slide's body; from its notes only when the body has nothing. References and
  // contents lines say nothing of the slide's point: only a slide of nothing else is named by one.
  // A slide of code or a console session is said by what the code does (decision 185).
  const code = isDocument ? undefined : sayCodeSlide(unit, indices, passages)
  if (code !== undefined) return code
  const body = indices.filter((index) => !passages[index]!.fromNotes)
  const some = body.length > 0 ? body : indices
  // A document's reference list is named, not listed: its entries and the annex tables after them are no point.
  const references = some.filter((index) => passages[index]!.furniture === 'reference')
  if (isDocument && references.length >= MIN_REFERENCES && references.length >= REFERENCE_SHARE * some.length)
    return [
      {
        passage: passages[references[0]!]!,
        index: references[0]!,
        text: DECK_WORDS[language].entries.referenceList,
      },
    ]
  const content = some.filter((index) => !isCitation(passages[index]!))
  const cited = content.length > 0 ? content : some
  // A document section's caption, heading or row of figures without its column names is no bullet (decision 155).
  const sectionLines = readSectionLines(indices, passages, language)
  const own = isDocument ? sectionLines.bulletsOf(cited) : cited
  // A document section's finding is its point, its table's rows support it (decision 155): rows come after.
  const isSectionRow = (index: number) => isDocument && isRowOfSection(passages[index]!)
  // A slide's lead-in is said with the items it announces, as one line (decision 169); a document's section is
  // prose, with no lines grouped.
  const groups = leadInGroups(isDocument ? [] : own, passages)
  const grouped = new Set([...groups.values()].flatMap((group) => group.items))
  const numbered = cited.filter((index) => LIST_NUMBER.test(passages[index]!.brief)).length >= 2
  const picks: Pick[] = []
  let used = 0
  const restOf = (index: number) => completionOf(index, passages, DECK_WORDS[language].endsOpen)
  const take = (index: number, line: string) => {
    const text = groups.get(index)?.text ?? line
    // The completing line is said once.
    if (picks.some((pick) => restOf(pick.index) === index)) return
    const next = restOf(index)
    const isFree = next !== undefined && !picks.some((pick) => pick.index === next)
    const whole = isFree ? `${text} ${passages[next]!.text}` : text
    const clean = numbered ? whole.replace(LIST_NUMBER, '') : whole
    picks.push({ passage: passages[index]!, index, text: clean })
    used += clean.length
  }
  const agenda = own.find((index) => passages[index]!.isAgenda)
  if (agenda !== undefined) take(agenda, agendaEntry ?? passages[agenda]!.brief)
  const lines = own.filter(
    (index) =>
      !passages[index]!.isAgenda &&
      passages[index]!.table !== 'header' &&
      !grouped.has(index) &&
      (groups.has(index) || !isLeadInLine(passages[index]!)),
  )
  // A section's kicker over the title, a template's placeholder, contact details and code say nothing of the
  // slide's point: only a slide of nothing else is said by them (a slide of code or placeholders by none).
  // A document section's thanks and signature are courtesies, no finding (decision 180).
  const isSaid = (index: number) => !isAside(passages[index]!, kickers.has(index))
  const said = lines.filter(
    (index) => isSaid(index) && !(isDocument && isCourtesy(passages[index]!.brief, language)),
  )
  const rest =
    said.length > 0
      ? said
      : lines.filter((index) => !isCode(passages[index]!.brief) && !PLACEHOLDER.test(passages[index]!.brief))
  // A plain line of a word or two is a heading or a fragment ("Key strengths"), said last if at all; so is a
  // bare figure, a value without its label ("2" of a rank pair 2 → 15, issue 24 reader r-m2).
  // Asked of each line many times while the entry is ranked: read once.
  const fragments = new Map<number, boolean>()
  const isFragment = (index: number) => {
    const known = fragments.get(index)
    if (known !== undefined) return known
    const { brief, kind, table } = passages[index]!
    const isShort = brief.trim().split(/\s+/u).length <= 2 && !hasMeasure(brief)
    // A slogan, a heading in capitals or a cheer says little beside the claims under it (decision 202); not a
    // heading the line below goes on with ("KEY RESEARCH-BASED ROLES" / "for: Parents; …").
    const fragment =
      !table &&
      !groups.has(index) &&
      (((isShort || isValueOnly(brief)) && kind === 'text') ||
        (saysLittle(brief) && restOf(index) === undefined))
    fragments.set(index, fragment)
    return fragment
  }
  const facts = rest.filter(
    (index) => isInformative(passages[index]!) && passages[index]!.kind !== 'caption' && !isFragment(index),
  )
  // A slide's first fact (else its first line) is where its author puts the claim: it leads the ranking.
  // A document's section puts its claim in its first fact in its own terms (see readSectionPoints).
  const lead = facts.find(namesSection) ?? facts[0] ?? rest[0]
  const densities = (index: number) => levelled[index]! * (index === lead ? LEAD_WEIGHT : 1)
  // Side-by-side columns ("Risks" / "Mitigation", "Worked" / "Did not work") are one comparison: an entry of
  // one column's items only would say half of it.
  const columns = new Set(rest.flatMap((index) => passages[index]!.column ?? []))
  const compared = columns.size >= 2
  // A block under a label of its own (decision 173) is said the same way: its label once, then its lines. Not a
  // document's one block: a section is as long as its pages, and said whole its entry was too (a 300-page
  // document's references section became one entry of 1,455 bullets).
  const columnsSaid =
    compared || !isDocument
      ? sayColumns(
          rest,
          passages,
          unit.title.length + unit.text.length,
          DECK_WORDS[language].entries.answersColumn,
        )
      : undefined
  if (columnsSaid !== undefined) return columnsSaid
  const { diagram } = DECK_WORDS[language].entries
  const diagramSaid =
    isDocument || agenda !== undefined ? undefined : sayDiagram(rest, passages, unit, diagram)
  if (diagramSaid !== undefined) return diagramSaid
  // A table, a run of stats or chart points, a slide of figure lines or a comparison is dense: it says more.
  const dense =
    rest.filter((index) => passages[index]!.table === 'row' || passages[index]!.kind !== 'text').length >=
      DENSE_LINES ||
    facts.filter((index) => hasMeasure(passages[index]!.brief)).length >= DENSE_LINES ||
    (compared && rest.filter((index) => passages[index]!.column !== undefined).length >= DENSE_LINES)
  const maxBullets = isDocument ? MAX_SECTION_BULLETS : dense ? MAX_DENSE_BULLETS : MAX_BULLETS
  const limit = entryLimit(unit, isDocument)

  // The point: a slide's stats when it has them, else its densest fact, else a plain statement that opens a
  // sentence (not a line the layout cut from the middle of one). It is kept whole, whatever its length.
  const stats = facts.filter((index) => passages[index]!.kind === 'stat')
  const plain = rest.filter(
    (index) =>
      passages[index]!.stock < STOCK_SHARE &&
      (!/^\p{Ll}/u.test(passages[index]!.brief) || isFigureLine(passages[index]!)),
  )
  // A document section that states its verdict leads its entry with it, not the background (decision 180).
  const verdict = isDocument ? verdictLine(facts, passages, language) : undefined
  const point =
    agenda !== undefined
      ? undefined
      : (verdict ??
        highestScored(stats.length > 0 ? stats : facts.filter((index) => !isSectionRow(index)), densities) ??
        highestScored(facts, densities) ??
        highestScored(
          plain.filter((index) => !isFragment(index)),
          densities,
        ) ??
        highestScored(plain, densities) ??
        highestScored(rest, densities) ??
        highestScored(
          own.filter((index) => !isCode(passages[index]!.brief) && !PLACEHOLDER.test(passages[index]!.brief)),
          densities,
        ))
  if (point !== undefined) take(point, pointText(passages[point]!, language))
  // A slide whose point is its figures (stats, a chart, a table) says in its own lines what they mean ("Best
  // quarter since 2019", "Triana up 7 points thanks to corporate deals"): those have bullets kept for them, and
  // are said past the entry's share, since the figures alone leave out why the slide is there (reader r-n3,
  // Espacios 3 and 5).
  const readings = readingsOfFigures(point, rest, passages).filter((index) => !isFragment(index))
  // Only beside stats or a chart, said in a bullet or two: a table's rows are a bullet each, and a reading there
  // would cost a row (Wrenfield's labour cost per tonne); it takes a bullet the rows leave free.
  const isTable = rest.some((index) => passages[index]!.table === 'row')
  const reserved = dense && !isTable ? Math.min(readings.length, MAX_RESERVED) : 0
  // Then the slide's other facts by information per character, then its plain statements, while the entry
  // stays within its bullets and its share of the slide.
  // Within each kind of line, a list line's weight (it turns, states a status, holds figures or the title's words)
  // comes before its density (decision 169); a sub-point of the item the entry says comes after every other line.
  const words = DECK_WORDS[language].entries
  const weight = (index: number) =>
    isDocument || passages[index]!.table ? 0 : listLineWeight(passages[index]!, unit.title, words)
  const detail = new Set(point === undefined || isDocument ? [] : subPointsOf(point, rest, passages))
  const byDensity = (list: number[]) =>
    list
      .filter((index) => !picks.some((pick) => pick.index === index) && !detail.has(index))
      .sort((a, b) => weight(b) - weight(a) || densities(b) - densities(a) || a - b)
  // A table's rows go together, in table order: a milestone's date is as much its row's point as an amount.
  const measured = facts.filter(
    (index) => passages[index]!.table === 'row' || hasMeasure(passages[index]!.brief),
  )
  // A table's bottom line, a footnote on one of its rows and a contrast come first: cut at a fixed depth, a
  // table or list loses what its slide is for.
  // On a slide of statements without figures, its first line is where it says what it is about ("Il se veut
  // un standard pour vérifier la sécurité des applications Web"): it is said before the lines under it.
  const opening = rest[0] !== undefined && measured.length === 0 && !isFragment(rest[0]) ? [rest[0]] : []
  const first = [...keepFirstInEntry(rest, passages, language, isDocument), ...opening].filter(
    (index) => !picks.some((pick) => pick.index === index),
  )
  const others = [
    ...first.filter((index) => !isSectionRow(index)),
    ...byDensity(
      rest.filter((index) => groups.has(index) || (!isDocument && isTurnOrStatus(passages[index]!, words))),
    ),
    ...(isDocument ? firstOfEachSubsection(byDensity(measured), sectionLines, passages, picks) : []),
    ...first.filter(isSectionRow),
    ...byDensity(measured),
    ...byDensity(facts.filter((index) => !measured.includes(index) && !isFragment(index))),
    ...byDensity(plain.filter((index) => !passages[index]!.isSupplement && !isFragment(index))),
    ...byDensity(facts.filter((index) => !measured.includes(index) && isFragment(index))),
    ...byDensity(plain.filter((index) => !passages[index]!.isSupplement && isFragment(index))),
    ...detail,
  ]
  // A document section says its tables' headline rows after its findings, its case stories last (decision 172).
  const ordered = isDocument ? findingsBeforeStories(others, rest, sectionLines, passages, picks) : others
  // Beside a statement, a line of a word or two ("Node 1", a diagram's box) adds nothing; a slide that is a
  // list of such names is said by a few of them.
  const takesFragments = point !== undefined && isFragment(point)
  for (const index of compared ? byColumn(new Set(ordered), picks, passages) : new Set(ordered)) {
    if (picks.length >= maxBullets - reserved) break
    const passage = passages[index]!
    if (isFragment(index) && !takesFragments) continue
    // A line opening in lower case is the rest of a sentence the layout broke ("flight in transmitting…").
    // A figure line ("filter 15ns 1.1ns", a table the reader took as text) may open as it likes.
    if (passage.kind === 'text' && !passage.table && /^\p{Ll}/u.test(passage.brief) && !isFigureLine(passage))
      continue
    // A diagram's label drawn twice is said once, and so is a name said again without its article ("Le Code
    // Review Guide", then "Code Review Guide").
    if (picks.some((pick) => saysAgain(pick.passage.brief, passage.brief))) continue
    // A chart's series said as a whole already holds this point.
    if (
      passage.chart &&
      picks.some(
        (pick) => pick.passage.chart?.points === passage.chart!.points && pick.text !== pick.passage.brief,
      )
    )
      continue
    // A table row says its column names when there is room for them; the row's own label always.
    const options =
      passage.table === 'row' ? [rowText(passage), passage.brief] : [lineText(passage, language)]
    const text = options.find((option) => used + option.length <= limit)
    if (text !== undefined) take(index, text)
  }
  // A line that turns ("But this is NOT a 'Kubernetes foundation'") keeps the line it turns, within the slide.
  const turned = isDocument
    ? undefined
    : turnedLine(
        picks.map((pick) => pick.index),
        rest,
        passages,
        words,
      )
  if (turned !== undefined && used + passages[turned]!.text.length <= unit.text.length && !isFragment(turned))
    take(turned, lineText(passages[turned]!, language))
  // The slide's closing question is said when a bullet is free, within the slide (decision 202).
  const closing = isDocument
    ? undefined
    : closingQuestion(
        picks.map((pick) => pick.index),
        rest,
        passages,
        isFragment,
      )
  if (closing !== undefined && picks.length < maxBullets - reserved) {
    const text = lineText(passages[closing]!, language)
    if (used + text.length < unit.text.length) take(closing, text)
  }
  for (const index of readings)
    if (picks.length < maxBullets && !picks.some((pick) => pick.index === index))
      take(index, lineText(passages[index]!, language))
  sayLeftOutRows(picks, rest, point, first, maxBullets, passages, language)
  if (isDocument) return withCaptions(picks, sectionLines)
  if (agenda !== undefined) return picks
  // A slide that is a list of parallel items is said whole, in list order (see keepListItems).
  const candidates = [...rest, ...grouped].sort((a, b) => a - b)
  return sayAsList(picks, candidates, passages, limit, language, unit.text.length, numbered)
}
