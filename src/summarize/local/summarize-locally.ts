import type { Document, Language, Slide, SlideSummary, Summary } from '../../shared'
import { checkFaithfulness } from '../check-faithfulness'
import { groupSections } from '../group-sections'
import { keepLabelled } from '../keep-labelled'
import type { SummarizeOptions } from '../summary-provider'
import { LANGUAGE_CUES } from '../text/language-cues'
import { firstStatement } from '../text/first-statement'
import { describeChart } from './describe-chart'
import { tokenize } from '../text/tokenize'
import { buildOverallSummary } from './build-overall-summary'
import {
  collectPassages,
  isInformative,
  notesAddingFigures,
  STOCK_SHARE,
  type Passage,
  type SummaryUnit,
} from './collect-passages'
import { rankByCentrality, vectorize } from './rank-by-centrality'
import { readDeckStructure } from './read-deck-structure'
import { computeInsights } from './compute-insights'
import { relateFigures } from './relate-figures'
import { mergeComputedInsights } from './merge-computed-insights'
import { fitWordBudget, wordBudget } from './fit-word-budget'
import { countMeasures, hasMeasure, measuresOf } from './statements'

/** The whole summary (slides and overall, titles aside) aims at this share of the source text's length. */
const LENGTH_SHARE = 0.25
/** A long document (over LONG_DOCUMENT pages) is summarised in at most this share of its text. */
const DOCUMENT_SHARE = 0.08
const LONG_DOCUMENT = 20
/** Rows of one slide's tables in its summary. */
const MAX_TABLE_ROWS = 6
/** Bullets of one slide's summary (a table's rows, a row of stats count as one); a document section's sentences. */
const MAX_BULLETS = 3
const MAX_SECTION_SENTENCES = 5
/** A fact from the speaker notes kept with its slide is one sentence, not a paragraph of the script. */
const MAX_NOTES_FACT = 220

/**
 * The offline summariser: extractive, so every word (and so every figure) it writes stands on the slide
 * it cites, except the fixed labels and question templates of the document's language, which hold no digits.
 */
export function summarizeLocally(document: Document, options: SummarizeOptions): Summary {
  const language = document.language
  const isDocument = options.documentType === 'document'
  const { units, passages, relevance, overall } = readDocument(document, options.documentType)

  // What the audience reads: notes are the speaker's, and a PDF of the deck would not have them.
  const sourceLength = document.slides.reduce((sum, s) => sum + s.title.length + s.text.length, 0)
  const isLong = isDocument && document.slides.length > LONG_DOCUMENT
  const available = sourceLength * (isLong ? DOCUMENT_SHARE : LENGTH_SHARE)
  const overallLength = Object.values(overall.overallSummary).reduce(
    (sum, items) => sum + items.reduce((total, item) => total + item.length, 0),
    0,
  )
  const picked = pickForSlides(
    passages,
    relevance,
    units.length,
    language,
    Math.max(0, available - overallLength),
    isDocument ? MAX_SECTION_SENTENCES : MAX_BULLETS,
    [
      ...overall.overallSummary.keyTakeaways,
      ...overall.overallSummary.actionItems,
      ...overall.overallSummary.strategicInsights,
    ],
    !isDocument,
  )

  const slideBySlide: SlideSummary[] = []
  units.forEach((unit, index) => {
    options.signal?.throwIfAborted()
    slideBySlide.push(summarizeUnit(unit, picked.get(index) ?? [], language, isDocument))
    options.onProgress?.({ done: index + 1, total: units.length })
  })

  const draft = keepLabelled({ slideBySlide, ...overall }, document)
  return {
    ...draft,
    faithfulness: checkFaithfulness(draft, document),
    language,
    provider: 'local',
    warnings: [],
  }
}

/** A fact the local pass found, with the slides (or pages) it stands on: grounding for an LLM's overall summary. */
export interface CandidateFact {
  text: string
  slides: number[]
}

// Facts handed to an LLM: enough to cover a deck's stats and tables, few enough to keep the prompt short.
const MAX_GROUNDING_FACTS = 24

/**
 * The local pass's candidate facts, for a model that may drop or garble them: the figures with their labels
 * (stats, chart points, table rows such as plan against actual) and the deck's stated actions with their
 * owners and dates, as the local overall summary would take them.
 */
export function candidateFacts(
  document: Document,
  documentType: SummarizeOptions['documentType'],
): { facts: CandidateFact[]; actions: CandidateFact[] } {
  const { units, passages, relevance, overall } = readDocument(document, documentType)
  const labelled = passages
    .map((passage, index) => ({ passage, index }))
    .filter(
      ({ passage }) =>
        passage.figures > 0 &&
        !units[passage.unit]!.hidden &&
        passage.furniture === undefined &&
        passage.table !== 'header' &&
        (passage.kind === 'stat' ||
          passage.kind === 'chart' ||
          passage.table === 'row' ||
          /\p{L}: /u.test(passage.brief)),
    )
    .sort((a, b) => relevance[b.index]! - relevance[a.index]! || a.index - b.index)
    .slice(0, MAX_GROUNDING_FACTS)
    .sort((a, b) => a.index - b.index)
  return {
    facts: labelled.map(({ passage }) => ({ text: passage.text, slides: units[passage.unit]!.pages })),
    actions: overall.overallSummary.actionItems.map((text, index) => ({
      text,
      slides: overall.sources.actionItems[index] ?? [],
    })),
  }
}

/** What both the summary and the LLM's grounding start from: the units, their passages ranked, the overall summary. */
function readDocument(document: Document, documentType: SummarizeOptions['documentType']) {
  const language = document.language
  const units = toUnits(document, documentType)
  const passages = collectPassages(units, language)
  const relevance = scorePassages(passages, units, language)
  // Each unit's role: a slide's own, a section's that of its first page.
  const structure = readDeckStructure(document)
  const roleOf = new Map(structure.roles.map(({ slideNumber, role }) => [slideNumber, role]))
  const roles = units.map((unit) => roleOf.get(unit.number) ?? 'content')
  const stated = buildOverallSummary(units, passages, relevance, language, documentType === 'document', roles)
  // The deck's own relations (a figure and its cause, assumption or comparison) lead the computed ones.
  const point = stated.overallSummary.keyTakeaways[0]
  const insights = [
    ...relateFigures(units, roles, language, point),
    ...computeInsights(units, roles, language),
  ]
  const merged = mergeComputedInsights(stated, insights, language)
  const overall = fitWordBudget(merged, wordBudget(units.length, documentType === 'document'))
  return { units, passages, relevance, overall }
}

function toUnits(document: Document, documentType: SummarizeOptions['documentType']): SummaryUnit[] {
  if (documentType === 'document' && document.sections.length > 0) return sectionUnits(document)
  if (documentType === 'document') {
    return groupSections(document).map((section) => ({
      number: section.pages[0] ?? 1,
      title: section.title,
      text: section.text,
      notes: section.notes,
      hidden: false,
      pages: section.pages,
    }))
  }
  return document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
}

/**
 * The slide model's own sections as units: the pages from each section's first to the page before the
 * next one starts (a sub-section's pages belong to it, not to its parent), every page's lines in order.
 */
function sectionUnits(document: Document): SummaryUnit[] {
  // Of two sections starting on one page, the deeper speaks for it. Pages before the first section (a
  // cover, a contents page) make a unit of their own, so every page is summarised.
  const starts = new Map<number, string>()
  const sorted = [...document.sections].sort((a, b) => a.firstSlide - b.firstSlide || a.level - b.level)
  for (const section of sorted) starts.set(section.firstSlide, section.title)
  const first = document.slides[0]?.number ?? 1
  if (!starts.has(first)) starts.set(first, document.slides[0]?.title ?? '')
  const ordered = [...starts].sort((a, b) => a[0] - b[0])
  return ordered.flatMap(([start, title], index): SummaryUnit[] => {
    const end = ordered[index + 1]?.[0] ?? Number.POSITIVE_INFINITY
    const slides = document.slides.filter((slide) => slide.number >= start && slide.number < end)
    if (slides.length === 0) return []
    const lines = slides.flatMap((slide, n) =>
      slide.lines.filter((line) => !(n === 0 && line.kind === 'title' && line.text === slide.title)),
    )
    return [
      {
        number: slides[0]!.number,
        title: title || slides[0]!.title,
        text: slides.map((slide, n) => (n === 0 ? slide.text : `${slide.title}\n${slide.text}`)).join('\n'),
        notes: slides.map((slide) => slide.notes).join('\n'),
        hidden: false,
        pages: slides.map((slide) => slide.number),
        lines: lines.map((line): Slide['lines'][number] =>
          line.kind === 'title' ? { kind: 'paragraph', text: line.text } : line,
        ),
        role: 'content',
      },
    ]
  })
}

/**
 * How much each passage deserves a place: TextRank centrality across the deck, biased towards early
 * slides and lines that share words with their slide's title, then weighted by what carries information
 * (figures, names, actions). Notes and hidden slides count, but less than what the audience saw.
 */
function scorePassages(passages: Passage[], units: SummaryUnit[], language: Language): number[] {
  const vectors = vectorize(passages.map((passage) => passage.tokens))
  const titleTokens = units.map((unit) => new Set(tokenize(unit.title, language)))
  const priors = passages.map((passage) => {
    const position = 1 - passage.unit / Math.max(1, units.length)
    const overlap = passage.tokens.filter((token) => titleTokens[passage.unit]!.has(token)).length
    return 1 + 0.5 * position + 0.3 * Math.min(overlap, 3)
  })
  const centrality = rankByCentrality(vectors, priors)
  const mean = 1 / Math.max(1, passages.length)
  const specificity = rateSpecificity(passages)
  return passages.map((passage, index) => {
    // Dates are no information of their own, and a table row's plan, actual and variance measure one thing.
    const measures = Math.min(countMeasures(passage.brief), passage.table === 'row' ? 1 : 3)
    const information = 1 + 1.2 * measures + 0.5 * Math.min(passage.names, 3) + (passage.isAction ? 0.8 : 0)
    const weight =
      (passage.fromNotes ? 0.6 : 1) * (units[passage.unit]!.hidden ? 0.7 : 1) * (passage.isAgenda ? 0.3 : 1)
    const brevity =
      passage.figures > 0 ? 1 : passage.tokens.length < 2 ? 0.3 : passage.tokens.length < 3 ? 0.6 : 1
    // Centrality is capped: wording repeated across many slides (generic filler) is central without being informative.
    const central = 0.5 + Math.min(centrality[index]! / mean, 3) / 2
    return central * information * weight * brevity * specificity[index]!
  })
}

/**
 * How specific a passage's words are to it, against the deck's average: mean inverse document frequency
 * of its content words. Stock phrasing that recurs across slides ("our teams continue to work closely with
 * customers") rates low; a line with its own names and terms rates high. Bounded, so it tilts, not rules.
 */
function rateSpecificity(passages: Passage[]): number[] {
  const frequency = new Map<string, number>()
  for (const passage of passages)
    for (const token of new Set(passage.tokens)) frequency.set(token, (frequency.get(token) ?? 0) + 1)
  const idf = (token: string) => Math.log(passages.length / (frequency.get(token) ?? 1))
  const means = passages.map((passage) =>
    passage.tokens.length === 0
      ? undefined
      : passage.tokens.reduce((sum, token) => sum + idf(token), 0) / passage.tokens.length,
  )
  const known = means.filter((mean): mean is number => mean !== undefined)
  const average = known.reduce((sum, mean) => sum + mean, 0) / Math.max(1, known.length) || 1
  return means.map((mean) => (mean === undefined ? 1 : Math.min(1.5, Math.max(0.5, mean / average))))
}

/** A passage kept for a slide's summary, with the text the summary copies (its brief, or a gist of it). */
interface Pick {
  passage: Passage
  index: number
  text: string
}

/**
 * Passages kept for the slide-by-slide list. Every unit with text keeps one passage: its densest fact (a
 * figure with its label, a name, a decision), or, on a slide without any, a gist of its best sentence in a
 * few words, so that legal, values and team-building slides cost little. A deck's figure lines that the
 * overall summary does not state are kept with their slides whatever the budget (each figure once, in the
 * overall summary or with its slide). The rest of the budget goes to facts by information per character,
 * wherever they stand, then, if any is left, to plain statements.
 */
function pickForSlides(
  passages: Passage[],
  relevance: number[],
  unitCount: number,
  language: Language,
  budget: number,
  maxBullets: number,
  overallItems: string[],
  keepsUnstatedFigures: boolean,
): Map<number, Pick[]> {
  const overallText = overallItems.join('\n')
  const overallMeasures = overallItems.map(measuresOf)
  // Stated: the overall summary has the line, or one of its items has every figure the line measures.
  const isStated = (passage: Passage) => {
    if (overallText.includes(passage.brief)) return true
    const measures = [...measuresOf(passage.brief)]
    return measures.length > 0 && overallMeasures.some((item) => measures.every((figure) => item.has(figure)))
  }
  const chosen = new Map<number, Pick>()
  let used = 0
  const rowsOfUnit = new Map<number, number>()
  // Bullets of each unit: a table's rows share one, so does each group of stats (already one passage).
  const bulletsOfUnit = new Map<number, number>()
  const countBullet = (passage: Passage) => {
    if (passage.table === 'row' && (rowsOfUnit.get(passage.unit) ?? 0) > 0) return true
    if ((bulletsOfUnit.get(passage.unit) ?? 0) >= maxBullets) return false
    bulletsOfUnit.set(passage.unit, (bulletsOfUnit.get(passage.unit) ?? 0) + 1)
    return true
  }
  const densities = levelTableRows(
    passages,
    passages.map((passage, index) => {
      const weight = (1 - passage.stock) * (passage.isSupplement ? 0.5 : 1)
      return (relevance[index]! * weight) / Math.pow(passage.brief.length + 10, 0.75)
    }),
  )
  const density = (index: number) => densities[index]!
  const byUnit = new Map<number, number[]>()
  passages.forEach((passage, index) => {
    const list = byUnit.get(passage.unit)
    if (list) list.push(index)
    else byUnit.set(passage.unit, [index])
  })
  const best = (indices: number[]) =>
    indices.reduce<number | undefined>(
      (top, index) => (top === undefined || density(index) > density(top) ? index : top),
      undefined,
    )
  for (let unit = 0; unit < unitCount; unit += 1) {
    const indices = byUnit.get(unit) ?? []
    // A slide's own passage comes from its body; from its notes only when the body has nothing. References and
    // contents lines say nothing of the slide's point: only a slide of nothing else is named by one.
    const body = indices.filter((index) => !passages[index]!.fromNotes)
    const some = body.length > 0 ? body : indices
    const content = some.filter((index) => !isCitation(passages[index]!))
    const own = content.length > 0 ? content : some
    // A slide's stats are its point when it has them; else its densest fact.
    // A table's header names its columns: the first row shown names them again (see summarizeUnit).
    const facts = own.filter(
      (index) =>
        isInformative(passages[index]!) &&
        passages[index]!.kind !== 'caption' &&
        passages[index]!.table !== 'header',
    )
    const stats = facts.filter((index) => passages[index]!.kind === 'stat')
    const fact = best(stats.length > 0 ? stats : facts)
    if (fact !== undefined) {
      const passage = passages[fact]!
      countBullet(passage)
      if (passage.table === 'row') rowsOfUnit.set(passage.unit, 1)
      // A sentence the overall summary states in full is named here in brief, whatever the budget: the reader
      // has it there. A "label: value" line and a slide's stats are kept whole; past the budget, a long table
      // row or series is cut to two parts.
      const text =
        isStated(passage) && passage.kind === 'text' && !passage.table && !/\p{L}: /u.test(passage.brief)
          ? firstStatement(passage.brief, language)
          : used + passage.brief.length <= budget ||
              passage.kind === 'stat' ||
              /\p{L}: /u.test(passage.brief.split(' · ')[1] ?? '')
            ? passage.brief
            : // A chart's series past its first two points is said as what it shows, not cut to them.
              (passage.chart &&
                passage.brief.split(' · ').length > 2 &&
                describeChart(passage.chart, language)) ||
              headlineOf(passage.brief, 2)
      chosen.set(fact, { passage, index: fact, text })
      used += text.length
      continue
    }
    // A gist opens a sentence, not a line the layout cut from the middle of one.
    const plain = best(own.filter((index) => !/^\p{Ll}/u.test(passages[index]!.brief))) ?? best(own)
    if (plain === undefined) continue
    const passage = passages[plain]!
    const text = passage.isAgenda ? passage.brief : firstStatement(passage.brief, language)
    countBullet(passage)
    chosen.set(plain, { passage, index: plain, text })
    used += text.length
  }
  // What the notes add: a figure the speaker gives and the slide does not show is kept with the slide, whatever
  // the budget (the audience heard it; a PDF of the deck would not have it).
  const addsToSlide = notesAddingFigures(passages)
  for (let unit = 0; unit < unitCount; unit += 1) {
    const added = (byUnit.get(unit) ?? []).filter(
      (index) =>
        addsToSlide.has(index) &&
        !chosen.has(index) &&
        isInformative(passages[index]!) &&
        passages[index]!.brief.length <= MAX_NOTES_FACT,
    )
    const top = best(added)
    if (top === undefined) continue
    chosen.set(top, { passage: passages[top]!, index: top, text: passages[top]!.brief })
    used += passages[top]!.brief.length
  }
  const add = (index: number, withinBudget = true) => {
    const passage = passages[index]!
    const previous = chosen.get(index)
    const rows = rowsOfUnit.get(passage.unit) ?? 0
    // The first row shown of a table names its columns (see summarizeUnit).
    const text = passage.table === 'row' && rows === 0 ? passage.text : passage.brief
    const cost = text.length + 3 - (previous ? previous.text.length + 3 : 0)
    if (withinBudget && used + cost > budget) return
    // A long table is summarised by some of its rows: every row has figures, and they would crowd out the rest.
    if (passage.table === 'row' && rows >= MAX_TABLE_ROWS) return
    if (!previous && !countBullet(passage)) return
    if (passage.table === 'row') rowsOfUnit.set(passage.unit, rows + 1)
    chosen.set(index, { passage, index, text: passage.brief })
    used += cost
  }
  const candidates = passages
    .map((_, index) => index)
    .filter((index) => {
      const passage = passages[index]!
      return !chosen.has(index) && !passage.isAgenda && passage.table !== 'header' && !isCitation(passage)
    })
    .sort((a, b) => density(b) - density(a) || a - b)
  // A deck's figure that the overall summary does not state stays with its slide whatever the budget: left out
  // of both, it would be lost to the reader ("Total downtime: 103 hours" under "What happened on Oven 3").
  if (keepsUnstatedFigures)
    for (const index of candidates) {
      const passage = passages[index]!
      if (
        !passage.fromNotes &&
        !passage.isSupplement &&
        passage.kind !== 'caption' &&
        passage.furniture === undefined &&
        // A table's header the layout left as text ("Rubrica | 2026/27 | 2027/28") names columns, not figures.
        !/ \| /.test(passage.brief) &&
        isInformative(passage) &&
        hasMeasure(passage.brief) &&
        !isStated(passage)
      )
        add(index, false)
    }
  // Appendix and backup slides wait for the second round: they support the deck, they are not its content.
  for (const index of candidates)
    if (isInformative(passages[index]!) && !passages[index]!.isSupplement) add(index)
  // What is left of the budget goes to plain statements of the slides, never to stock phrasing or small talk.
  const plain = passages
    .map((_, index) => index)
    .filter((index) => {
      const passage = passages[index]!
      const current = chosen.get(index)
      return (
        (!current || current.text !== passage.brief) &&
        (!isInformative(passage) || passage.isSupplement) &&
        !passage.fromNotes &&
        !passage.isAgenda &&
        passage.table !== 'header' &&
        passage.stock < STOCK_SHARE
      )
    })
    .sort((a, b) => density(b) - density(a) || a - b)
  for (const index of plain) add(index)
  const picked = new Map<number, Pick[]>()
  for (const pick of [...chosen.values()].sort((a, b) => a.index - b.index)) {
    const list = picked.get(pick.passage.unit)
    if (list) list.push(pick)
    else picked.set(pick.passage.unit, [pick])
  }
  return picked
}

/** A line of a bibliography or a contents page: never a slide's or a section's point (issue 12, Documents). */
function isCitation(passage: Passage): boolean {
  return passage.furniture === 'reference' || passage.furniture === 'contents'
}

/** A labelled line cut to its first parts ("ARR: $3.4M · Clinics: 418"), a sentence left whole; no "…" (issue 24). */
function headlineOf(text: string, keep: number): string {
  const parts = text.split(/ · |; /)
  if (parts.length <= keep) return text
  const separator = text.includes(' · ') ? ' · ' : '; '
  return parts.slice(0, keep).join(separator)
}

/**
 * The rows of a table rank alike, in table order: the graph cannot tell a row that matters from one that
 * does not (a row naming a place found all over the deck looks central), so a tight budget keeps the
 * first rows, and a table that fits is kept whole.
 */
function levelTableRows(passages: Passage[], density: number[]): number[] {
  const levelled = density.slice()
  for (let start = 0; start < passages.length;) {
    let end = start
    while (
      end < passages.length &&
      passages[end]!.table === 'row' &&
      passages[end]!.unit === passages[start]!.unit
    )
      end += 1
    if (end === start) {
      start += 1
      continue
    }
    const mean = density.slice(start, end).reduce((sum, value) => sum + value, 0) / (end - start)
    for (let i = start; i < end; i += 1) levelled[i] = mean * (1 - 0.01 * (i - start))
    start = end
  }
  return levelled
}

/**
 * One slide's summary in the formats the summary view renders: picked lines as a '- ' list (or one
 * paragraph when a single line was picked), then what the speaker notes add under a '**Notes:**' heading
 * in the document's language.
 */
function summarizeUnit(
  unit: SummaryUnit,
  picked: Pick[],
  language: Language,
  isSection: boolean,
): SlideSummary {
  const labels = LANGUAGE_CUES[language].labels
  const firstRow = picked.find((pick) => pick.passage.table === 'row')
  if (firstRow) firstRow.text = firstRow.passage.text
  const notes = picked.filter((pick) => pick.passage.fromNotes)
  // A table's picked rows make one bullet: the first names the columns, the rest follow it.
  const body: string[] = []
  let rowsAt = -1
  for (const pick of picked) {
    if (pick.passage.fromNotes) continue
    if (pick.passage.table === 'row' && rowsAt >= 0) body[rowsAt] += ` · ${pick.text}`
    else {
      if (pick.passage.table === 'row') rowsAt = body.length
      body.push(pick.text)
    }
  }
  const parts: string[] = []
  if (body.length > 1) parts.push(body.map((text) => `- ${text}`).join('\n'))
  else if (body.length === 1) parts.push(body[0]!)
  if (notes.length > 0) parts.push(`**${labels.notes}:** ${notes.map((pick) => pick.text).join(' ')}`)
  if (parts.length === 0) {
    parts.push(isSection ? labels.noTextPages : unit.title.trim() ? labels.titleOnly : labels.noText)
  }
  const summary: SlideSummary = {
    slideNumber: unit.number,
    title: unit.title.trim(),
    summary: parts.join('\n'),
  }
  if (unit.hidden) summary.hidden = true
  if (isSection) summary.pages = unit.pages
  return summary
}
