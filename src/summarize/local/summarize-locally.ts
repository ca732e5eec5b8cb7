import type { Document, Language, SlideSummary, Summary } from '../../shared'
import { checkFaithfulness } from '../check-faithfulness'
import { groupSections } from '../group-sections'
import type { SummarizeOptions } from '../summary-provider'
import { LANGUAGE_CUES } from '../text/language-cues'
import { shortenToGist } from '../text/shorten-to-gist'
import { tokenize } from '../text/tokenize'
import { buildOverallSummary } from './build-overall-summary'
import {
  collectPassages,
  isInformative,
  STOCK_SHARE,
  type Passage,
  type SummaryUnit,
} from './collect-passages'
import { rankByCentrality, vectorize } from './rank-by-centrality'

/** The whole summary (slides, overall, titles) aims at this share of the source text's length. */
const LENGTH_SHARE = 0.3
/** Of what the titles leave, the overall summary may take this share; the slide summaries get the rest. */
const OVERALL_SHARE = 0.15
/** Rows of one slide's tables in its summary. */
const MAX_TABLE_ROWS = 8

/**
 * The offline summariser: extractive, so every word (and so every figure) it writes stands on the slide
 * it cites, except the fixed labels and question templates of the document's language, which hold no digits.
 */
export function summarizeLocally(document: Document, options: SummarizeOptions): Summary {
  const language = document.language
  const units = toUnits(document, options.documentType)
  const passages = collectPassages(units, language)
  const relevance = scorePassages(passages, units, language)

  const sourceLength = document.slides.reduce(
    (sum, s) => sum + s.title.length + s.text.length + s.notes.length,
    0,
  )
  const titlesLength = units.reduce((sum, unit) => sum + unit.title.trim().length, 0)
  const available = Math.max(0, sourceLength * LENGTH_SHARE - titlesLength)
  const overall = buildOverallSummary(units, passages, relevance, language, available * OVERALL_SHARE)
  const overallLength = Object.values(overall.overallSummary).reduce(
    (sum, items) => sum + items.reduce((total, item) => total + item.length, 0),
    0,
  )
  const picked = pickForSlides(passages, relevance, units.length, language, available - overallLength)

  const slideBySlide: SlideSummary[] = []
  units.forEach((unit, index) => {
    options.signal?.throwIfAborted()
    slideBySlide.push(
      summarizeUnit(unit, picked.get(index) ?? [], language, options.documentType === 'document'),
    )
    options.onProgress?.({ done: index + 1, total: units.length })
  })

  const draft = { slideBySlide, ...overall }
  return {
    ...draft,
    faithfulness: checkFaithfulness(draft, document),
    language,
    provider: 'local',
    warnings: [],
  }
}

function toUnits(document: Document, documentType: SummarizeOptions['documentType']): SummaryUnit[] {
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
    const information =
      1 + 1.2 * Math.min(passage.figures, 3) + 0.5 * Math.min(passage.names, 3) + (passage.isAction ? 0.8 : 0)
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
 * few words, so that legal, values and team-building slides cost little. The rest of the budget goes to
 * facts by information per character, wherever they stand, then, if any is left, to plain statements.
 */
function pickForSlides(
  passages: Passage[],
  relevance: number[],
  unitCount: number,
  language: Language,
  budget: number,
): Map<number, Pick[]> {
  const chosen = new Map<number, Pick>()
  let used = 0
  const densities = levelTableRows(
    passages,
    passages.map((passage, index) => {
      const weight = (1 - passage.stock) * (passage.isSupplement ? 0.5 : 1)
      return (relevance[index]! * weight) / Math.pow(passage.brief.length + 10, 0.75)
    }),
  )
  const density = (index: number) => densities[index]!
  const byUnit = new Map<number, number[]>()
  passages.forEach((passage, index) => byUnit.set(passage.unit, [...(byUnit.get(passage.unit) ?? []), index]))
  const best = (indices: number[]) =>
    indices.reduce<number | undefined>(
      (top, index) => (top === undefined || density(index) > density(top) ? index : top),
      undefined,
    )
  for (let unit = 0; unit < unitCount; unit += 1) {
    const indices = byUnit.get(unit) ?? []
    // A slide's own passage comes from its body; from its notes only when the body has nothing.
    const body = indices.filter((index) => !passages[index]!.fromNotes)
    const own = body.length > 0 ? body : indices
    const fact = best(own.filter((index) => isInformative(passages[index]!)))
    if (fact !== undefined) {
      chosen.set(fact, { passage: passages[fact]!, index: fact, text: passages[fact]!.brief })
      used += passages[fact]!.brief.length
      continue
    }
    // A gist opens a sentence, not a line the layout cut from the middle of one.
    const plain = best(own.filter((index) => !/^\p{Ll}/u.test(passages[index]!.brief))) ?? best(own)
    if (plain === undefined) continue
    const passage = passages[plain]!
    const text = passage.isAgenda ? passage.brief : shortenToGist(passage.brief, language)
    chosen.set(plain, { passage, index: plain, text })
    used += text.length
  }
  const rowsOfUnit = new Map<number, number>()
  for (const { passage } of chosen.values()) if (passage.table === 'row') rowsOfUnit.set(passage.unit, 1)
  const add = (index: number) => {
    const passage = passages[index]!
    const previous = chosen.get(index)
    const rows = rowsOfUnit.get(passage.unit) ?? 0
    // The first row shown of a table names its columns (see summarizeUnit).
    const text = passage.table === 'row' && rows === 0 ? passage.text : passage.brief
    const cost = text.length + 3 - (previous ? previous.text.length + 3 : 0)
    if (used + cost > budget) return
    // A long table is summarised by some of its rows: every row has figures, and they would crowd out the rest.
    if (passage.table === 'row') {
      if (rows >= MAX_TABLE_ROWS) return
      rowsOfUnit.set(passage.unit, rows + 1)
    }
    chosen.set(index, { passage, index, text: passage.brief })
    used += cost
  }
  const candidates = passages
    .map((_, index) => index)
    .filter((index) => {
      const passage = passages[index]!
      return !chosen.has(index) && !passage.isAgenda && passage.table !== 'header'
    })
    .sort((a, b) => density(b) - density(a) || a - b)
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
    picked.set(pick.passage.unit, [...(picked.get(pick.passage.unit) ?? []), pick])
  }
  return picked
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
  const body = picked.filter((pick) => !pick.passage.fromNotes)
  const notes = picked.filter((pick) => pick.passage.fromNotes)
  const parts: string[] = []
  if (body.length > 1) parts.push(body.map((pick) => `- ${pick.text}`).join('\n'))
  else if (body.length === 1) parts.push(body[0]!.text)
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
