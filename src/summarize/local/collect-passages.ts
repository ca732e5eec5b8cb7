import { findNavigationStrips } from './navigation-strip'
import {
  isListNumber,
  type Language,
  type SlideLine as TypedLine,
  type SlideRole,
  type SlideVisual,
} from '../../shared'
import { extractFigures } from '../figures'
import { furnitureKind, type FurnitureKind } from '../text/is-furniture'
import { isBoilerplate } from '../text/is-boilerplate'
import { findFootnotes } from './find-footnotes'
import { joinNoteLines } from '../text/join-note-lines'
import { markHomeCategories } from './mark-home-categories'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'
import { rateStockPhrasing } from './rate-stock-phrasing'
import { typedLinesOf } from './read-typed-lines'
import { isSelfNote, isUnfinished } from './is-self-note'
import { readNotes } from './read-notes'
import { sayCheckboxMarks } from './checkbox-marks'
import { enumeratedLines } from './enumerated-lines'
import { readLines, type ChartSeries } from './read-lines'
import { compactRow, sayTickedColumns } from './read-table-lines'
import { upperFirst } from '../text/first-letter'

/** What the local summariser summarises: a slide, or for a document a section of pages. */
export interface SummaryUnit {
  number: number
  title: string
  text: string
  notes: string
  hidden: boolean
  pages: number[]
  /** The slide model's typed lines, when ingest wrote them (see `typedLinesOf`). */
  lines?: TypedLine[]
  role?: SlideRole
  /** Pictures, and charts or diagrams without words, that ingest found on the slide. */
  visuals?: SlideVisual[]
  /** Each line is a paragraph its author ended (PPT, PPTX), not a line the layout wrapped (PDF). */
  isParagraphed?: boolean
  /** The words of a chart or diagram drawn with text boxes, set apart from the lines (see `setDrawnLabelsApart`). */
  drawnLabels?: string[]
}

/** A line or sentence of a unit: the smallest piece the local summariser copies, never rewrites. */
export interface Passage {
  unit: number
  /** Position within its unit, to put picked passages back in slide order. */
  order: number
  text: string
  /** The text as the summary copies it: a stock tail ("… as we move into the next phase") cut off, a table row without its column names. */
  brief: string
  fromNotes: boolean
  isBullet: boolean
  tokens: string[]
  figures: number
  names: number
  isAction: boolean
  /** The passage stands for an agenda (a list of the deck's own slide titles), not for content. */
  isAgenda: boolean
  /** Part of a table: its header, or a row read against the header. */
  table: 'header' | 'row' | undefined
  /** Share of the passage that is the deck's stock phrasing (0 to 1), see rateStockPhrasing. */
  stock: number
  /** The passage is on an appendix or backup slide. */
  isSupplement: boolean
  insightKind: 'risk' | 'growth' | 'market' | 'money' | 'comparison' | undefined
  /** What the line is on the slide: figures joined to labels (stats, chart points), a caption, or text. */
  kind: 'stat' | 'chart' | 'caption' | 'chart-title' | 'text'
  /** Why the line can never be an overall item (legal, code, reference, contents, contact, a list of labels). */
  furniture: FurnitureKind | undefined
  /** The line is a question the deck itself asks (not a "Questions?" frame). */
  isQuestion: boolean
  /** A chart's points: the whole series the line belongs to (typed lines only). */
  chart?: ChartSeries
  /** The heading of the side-by-side column the line is an item of ("Risks" beside "Mitigation"). */
  column?: string
  /** A bullet's depth in its list (0 at the top), where the slide gives it: a sub-point belongs to the item above. */
  level?: number
}

// Longer lines are paragraphs (documents, notes): they are cut into sentences.
const LONG_LINE = 220

/**
 * Passages of every unit, in deck order. Page furniture is left out: a line found on many slides
 * (footer, header, confidentiality mark, with or without its page number) says nothing about any of them,
 * and an agenda (lines that are the titles of other slides) becomes one short passage.
 */
export function collectPassages(units: SummaryUnit[], language: Language): Passage[] {
  const cues = LANGUAGE_CUES[language]
  const passages: Passage[] = []
  const rawLines = units.map((unit) => withoutPageNumber(unit.text, unit.pages))
  // Furniture goes before the lines are read: a footer ending in its page number would read as a table row.
  // A drawing's labels set apart (a diagram's "R" boxes on many slides) still count where they repeat.
  const furniture = findFurniture(
    rawLines.map((lines, index) => [...lines, ...(units[index]!.drawnLabels ?? [])]),
  )
  const { strips, onlyStrip } = findNavigationStrips(
    rawLines.map((lines) => lines.map(furnitureKey)),
    units.map((unit) => unit.title),
  )
  for (const key of strips) furniture.add(key)
  // A list's item is the slide's content even when its words run as a kicker across later slides ("Structured
  // Streaming" as the third of "Three major changes", then atop each streaming slide).
  // So is a navigation strip on the slide that holds only it: the diagram it abbreviates.
  const listItems = units.map(
    (unit, index) =>
      new Set([
        ...(unit.lines ?? []).flatMap((line, _, all) =>
          line.kind === 'bullet' && all.filter((other) => other.kind === 'bullet').length >= 3
            ? [furnitureKey(line.text)]
            : [],
        ),
        ...(onlyStrip.has(index) ? strips : []),
      ]),
  )
  const linesOfUnits = rawLines.map(
    (lines, index) =>
      typedLinesOf(
        units[index]!,
        (text) => furniture.has(furnitureKey(text)) && !listItems[index]!.has(furnitureKey(text)),
        language,
      ) ??
      readLines(
        lines
          .filter((line) => !furniture.has(furnitureKey(line)) || listItems[index]!.has(furnitureKey(line)))
          .join('\n'),
        { isParagraphed: units[index]!.isParagraphed === true, language },
      ),
  )
  const titles = new Set(units.map((unit) => unit.title.trim().toLowerCase()).filter((title) => title !== ''))
  const actionSlides = units.map((unit) => cues.actionTitle.test(unit.title))
  const { narratesDrawing } = DECK_WORDS[language].entries
  const isActionText = (text: string, fromNotes: boolean, onActionSlide: boolean) =>
    (!fromNotes && (onActionSlide || cues.imperative.test(text))) || cues.action.test(text)
  units.forEach((unit, unitIndex) => {
    let order = 0
    const onActionSlide = actionSlides[unitIndex]!
    const isSupplement = cues.supplementTitle.test(unit.title)
    const add = (
      text: string,
      fromNotes: boolean,
      isBullet: boolean,
      {
        isAgenda = false,
        table = undefined as Passage['table'],
        kind = 'text' as Passage['kind'],
        chart = undefined as ChartSeries | undefined,
        column = undefined as string | undefined,
        level = undefined as number | undefined,
        furniture = undefined as FurnitureKind | undefined,
      } = {},
    ) => {
      // "If asked about churn: logo churn was 2.1%": the speaker's cue goes, the fact stays.
      // A list's number standing alone ("8.", a numbered list drawn as boxes) is no item: it says nothing.
      if (isListNumber(text)) return
      if (fromNotes) text = withoutTalkLead(text, cues.talkLead)
      const isAction = isActionText(text, fromNotes, onActionSlide)
      passages.push({
        unit: unitIndex,
        order: order++,
        text,
        brief: table === 'row' ? compactRow(text) : text,
        fromNotes,
        isBullet,
        tokens: tokenize(text, language),
        figures: countFigures(text),
        names: countNames(text),
        isAction: isAction && !isAgenda && table !== 'header',
        isAgenda,
        table,
        stock: 0,
        isSupplement,
        insightKind: findInsightKind(text, cues.insight),
        kind,
        // A stat, chart point or table row is a label with values, not a list of labels, but it can still be
        // code, a citation or a contents line.
        furniture:
          furniture ??
          furnitureKind(text, language, {
            labelled: kind !== 'text' || table !== undefined,
            row: table === 'row',
          }),
        isQuestion:
          (/[?¿]\s*$/.test(text) || isUnmarkedQuestion(text, cues.questionOpener)) &&
          !cues.frameTitle.test(text) &&
          tokenize(text, language).length >= 3,
        ...(chart ? { chart } : {}),
        ...(column !== undefined ? { column } : {}),
        ...(level !== undefined ? { level } : {}),
      })
    }
    const title = unit.title.trim().toLowerCase()
    const lines = linesOfUnits[unitIndex]!.filter((line) => line.text.toLowerCase() !== title)
    const typedAgenda = lines.filter((line) => line.kind === 'agenda')
    const agenda =
      typedAgenda.length > 0 ? typedAgenda : lines.filter((line) => titles.has(line.text.toLowerCase()))
    // A ranked list whose items each get a slide ("A01:2025 Broken Access Control", then a slide on it) is the
    // slide's content, not its deck's agenda: an item not among the titles ("A03:2025 … Greatly Expanded!") shows it.
    const isEnumerated = enumeratedLines(lines.map((line) => line.text))
    const isRanking = lines.some((line) => isEnumerated(line.text) && !agenda.includes(line))
    const isAgenda =
      (typedAgenda.length > 0 || unit.role === 'agenda' || (agenda.length >= 3 && !isRanking)) &&
      agenda.length >= 0.6 * lines.length &&
      agenda.length > 0
    if (isAgenda) {
      // Its items' numbers are the layout's: "October at a glance; Plan versus actual; …" says the same in fewer words.
      const shown = agenda.slice(0, AGENDA_ITEMS).map((line) => line.text.replace(/^\s*\d{1,2}[.)]\s+/u, ''))
      add(shown.join('; '), false, false, { isAgenda: true })
    }
    const footnotes = findFootnotes(lines, language)
    // A legal notice's slide ("LF Antitrust Policy Notice", "Haftungsausschluss") is legal text line by line.
    const legalSlide = isBoilerplate(unit.title, language)
    for (const line of lines) {
      if (isAgenda && agenda.includes(line)) continue
      if (line.kind === 'contents' || line.kind === 'agenda') continue
      const kind = line.kind ?? 'text'
      const text = line.table === 'row' ? sayTickedColumns(line.text) : sayCheckboxMarks(line.text, language)
      if (text === undefined) continue
      const furniture = legalSlide ? 'legal' : footnotes.has(line) ? 'footnote' : undefined
      if (text.length <= LONG_LINE || kind !== 'text')
        add(text, false, line.isBullet, {
          table: line.table,
          kind,
          chart: line.chart,
          column: line.column,
          level: line.level,
          furniture,
        })
      else for (const sentence of splitSentences(text, language)) add(sentence, false, false, { furniture })
    }
    const notes = readNotes(joinNoteLines(unit.notes, language, unit.text.split('\n')), language)
    // A presenter's note to themself ("Add space after class name?") is no statement of the deck. On a slide of a
    // drawn chart or diagram, the speaker's walk through it ("Here we have a Stateful Service running in 5
    // Partitions…") narrates the picture from its first such sentence on: no point of the slide's.
    let narrates = false
    if (notes)
      for (const sentence of splitSentences(notes, language)) {
        if (isSelfNote(sentence, language) || isUnfinished(sentence, language)) continue
        narrates ||= Boolean(unit.drawnLabels?.length) && narratesDrawing(sentence)
        add(sentence, true, false, narrates || legalSlide ? { furniture: narrates ? 'talk' : 'legal' } : {})
      }
  })
  const ratings = rateStockPhrasing(
    passages.map((passage) => passage.text),
    passages.map((passage) => passage.unit),
    language,
  )
  passages.forEach((passage, index) => {
    const { share, trimmed } = ratings[index]!
    // A fact said twice is still a fact (an executive summary repeats the slides it sums up): a line with
    // figures is never stock phrasing.
    const isFact = passage.isAgenda || passage.table || passage.kind !== 'text' || passage.figures > 0
    passage.stock = isFact ? 0 : share
    if (!isFact && trimmed !== passage.text && !isNameTail(passage.text, trimmed)) {
      passage.brief = trimmed
      // An action cue in the stock tail only ("… as we take the next step") does not make an action.
      passage.isAction &&= isActionText(trimmed, passage.fromNotes, actionSlides[passage.unit]!)
    }
    if (passage.stock >= STOCK_SHARE) passage.isAction = false
  })
  markHomeCategories(passages, units)
  return passages
}

/**
 * A stock tail of capitalised words ("… include the Service Fabric Explorer.") names the deck's subject, which
 * every slide repeats: cut off, it leaves the sentence without its object.
 */
function isNameTail(text: string, trimmed: string): boolean {
  const tail = text.slice(trimmed.replace(/[.!?…]+$/u, '').length).match(/\p{L}{3,}/gu) ?? []
  return tail.length > 0 && tail.filter((word) => /^\p{Lu}/u.test(word)).length >= 0.5 * tail.length
}

/** A speaker's note without its lead to the speaker ("Worth saying out loud: …"). */
export function withoutTalkLead(text: string, talkLead: RegExp): string {
  const rest = text.replace(talkLead, '')
  return rest === text || rest.length === 0 ? text : upperFirst(rest)
}

/**
 * A question whose slide left out the mark: it opens as a question ("Are the right roles tagged") and ends
 * as no statement does (no full stop); "How it works: …", a short label and its text, is a statement.
 */
function isUnmarkedQuestion(text: string, opener: RegExp): boolean {
  const label = /^([^:]{1,60}):\s/.exec(text)?.[1]
  if (label !== undefined && label.trim().split(/\s+/).length <= 4) return false
  return opener.test(text.trim()) && !/[.!]\s*$/.test(text)
}

/**
 * Lines of the speaker notes that give a figure their slide does not show ("Excluding Oven 3, plant OEE was
 * 73.1%"): what the audience heard and a PDF of the deck would not have. Furniture and stock phrasing aside.
 */
export function notesAddingFigures(passages: Passage[]): Set<number> {
  const shown = figuresOnSlides(passages)
  const adding = new Set<number>()
  passages.forEach((passage, index) => {
    if (!passage.fromNotes || passage.furniture !== undefined || passage.stock >= STOCK_SHARE) return
    const onSlide = shown.get(passage.unit) ?? new Set<string>()
    if (extractFigures(passage.brief).some((figure) => !onSlide.has(figure))) adding.add(index)
  })
  return adding
}

/** The figures each unit's own lines show (its notes aside), by unit: what a note may add to or qualify. */
export function figuresOnSlides(passages: readonly Passage[]): Map<number, Set<string>> {
  const shown = new Map<number, Set<string>>()
  for (const passage of passages) {
    if (passage.fromNotes) continue
    const figures = shown.get(passage.unit) ?? new Set<string>()
    for (const figure of extractFigures(passage.text)) figures.add(figure)
    shown.set(passage.unit, figures)
  }
  return shown
}

/** A passage this much stock phrasing is filler: never an action, a takeaway or a fact. */
export const STOCK_SHARE = 0.5

/**
 * A passage that carries something a reader acts on: a figure with what it measures, a name, a decision or
 * an action. A figure alone (a page number, a code in a list, "9628 (32) Levomoramide ……") measures nothing
 * the passage says: it takes two content words, or a label and its value.
 */
export function isInformative(passage: Passage): boolean {
  const saysWhat = passage.tokens.length >= 2 || passage.table === 'row' || /\p{L}: /u.test(passage.text)
  // A fact said twice is still a fact: only an action can be stock phrasing.
  return saysWhat && !passage.isAgenda && (passage.figures + passage.names > 0 || passage.isAction)
}

// An agenda's summary names its first sections only, "in a few words" (issue 12).
const AGENDA_ITEMS = 3

// A line on at least this many slides, and on a quarter of them, is the page's furniture.
const FURNITURE_MIN_SLIDES = 3

/** A line's identity across slides: case, spacing and a leading or trailing page number ignored. */
function furnitureKey(text: string): string {
  return text
    .replace(/^\s*(?:-|[•▪◦●■‣–])\s+/u, '')
    .toLowerCase()
    .replace(/^\d+\s*[|·•–-]?\s*|\s*[|·•–-]?\s*\d+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function findFurniture(linesOfUnits: string[][]): Set<string> {
  const slidesWith = new Map<string, number>()
  for (const lines of linesOfUnits) {
    for (const key of new Set(lines.map(furnitureKey))) {
      if (key.length >= 3) slidesWith.set(key, (slidesWith.get(key) ?? 0) + 1)
    }
  }
  const threshold = Math.max(FURNITURE_MIN_SLIDES, 0.25 * linesOfUnits.length)
  return new Set([...slidesWith].filter(([, count]) => count >= threshold).map(([key]) => key))
}

// A footer's page number is layout, not content, and must not be paired with a label as if it were a value.
function withoutPageNumber(text: string, pages: number[]): string[] {
  return text.split('\n').filter((line) => !pages.includes(Number(line.trim())))
}

/** Figures a reader acts on; a list's own numbering ("1.", "2)") is not one. */
export function countFigures(text: string): number {
  return extractFigures(text.replace(/^\s*\d{1,2}[.)]\s+/, '')).length
}

// Two capitalised words in a row (not opening the line) read as a name: "Maria López", "Banco Itaú"; so do
// a first name and a surname with its particle anywhere: "Sanne de Vries", "Ana dos Santos".
const NAME =
  /(?<=\S\s+)\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}[\p{L}'’-]+|\p{Lu}\p{Ll}+\s+(?:de|van|der|den|von|da|do|dos|das|di|del|della|du|le|la)(?:\s+(?:der|den|la))?\s+\p{Lu}\p{Ll}+|\b\p{Lu}{2,}\b/gu

function countNames(text: string): number {
  return Array.from(text.matchAll(NAME)).length
}

function findInsightKind(
  text: string,
  insight: (typeof LANGUAGE_CUES)[Language]['insight'],
): Passage['insightKind'] {
  for (const kind of ['risk', 'growth', 'market', 'money', 'comparison'] as const) {
    if (insight[kind].test(text)) return kind
  }
  return undefined
}
