import type { Document, Language, SlideSummary, Summary } from '../../shared'
import { checkFaithfulness } from '../check-faithfulness'
import { groupSections } from '../group-sections'
import type { SummarizeOptions } from '../summary-provider'
import { LANGUAGE_CUES } from '../text/language-cues'
import { tokenize } from '../text/tokenize'
import { buildOverallSummary } from './build-overall-summary'
import { collectPassages, type Passage, type SummaryUnit } from './collect-passages'
import { rankByCentrality, vectorize } from './rank-by-centrality'
import { readLines } from './read-lines'

/** The whole summary (slides, overall, titles) aims at this share of the source text's length. */
const LENGTH_SHARE = 0.3
/** Of what the titles leave, the overall summary may take this share; the slide summaries get the rest. */
const OVERALL_SHARE = 0.4
/** Rows of one slide's tables in its summary. */
const MAX_TABLE_ROWS = 3

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
  const picked = pickForSlides(passages, relevance, units.length, available - overallLength)

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

/**
 * Passages kept for the slide-by-slide list. Every unit with text keeps its densest passage; the rest of
 * the length budget goes to the passages with the most information per character, wherever they stand, so
 * figures with their labels, names and decisions come before generic sentences and notes without facts.
 */
function pickForSlides(
  passages: Passage[],
  relevance: number[],
  unitCount: number,
  budget: number,
): Map<number, Passage[]> {
  const picked = new Map<number, Passage[]>()
  const chosen = new Set<number>()
  let used = 0
  const density = (index: number) => relevance[index]! / Math.pow(passages[index]!.text.length + 10, 0.75)
  const bestOfUnit = new Map<number, number>()
  // A slide's own passage comes from its body; from its notes only when the body has nothing.
  const rankWithin = (index: number) => density(index) + (passages[index]!.fromNotes ? 0 : 1e6)
  passages.forEach((passage, index) => {
    const best = bestOfUnit.get(passage.unit)
    if (best === undefined || rankWithin(index) > rankWithin(best)) bestOfUnit.set(passage.unit, index)
  })
  for (let unit = 0; unit < unitCount; unit += 1) {
    const best = bestOfUnit.get(unit)
    if (best === undefined) continue
    chosen.add(best)
    used += passages[best]!.text.length
  }
  const byDensity = passages
    .map((_, index) => ({ index, density: density(index) }))
    .filter(({ index }) => !chosen.has(index))
    .filter(({ index }) => {
      const passage = passages[index]!
      return (
        !passage.isAgenda &&
        passage.table !== 'header' &&
        (!passage.fromNotes || passage.figures + passage.names > 0)
      )
    })
    .sort((a, b) => b.density - a.density || a.index - b.index)
  const rowsOfUnit = new Map<number, number>()
  for (const index of chosen) if (passages[index]!.table === 'row') rowsOfUnit.set(passages[index]!.unit, 1)
  for (const { index } of byDensity) {
    const passage = passages[index]!
    const length = passage.text.length + 3
    if (used + length > budget) continue
    // A long table is summarised by a few of its rows: every row has figures, and they would crowd out the rest.
    if (passage.table === 'row') {
      const rows = rowsOfUnit.get(passage.unit) ?? 0
      if (rows >= MAX_TABLE_ROWS) continue
      rowsOfUnit.set(passage.unit, rows + 1)
    }
    chosen.add(index)
    used += length
  }
  for (const index of [...chosen].sort((a, b) => a - b)) {
    const passage = passages[index]!
    picked.set(passage.unit, [...(picked.get(passage.unit) ?? []), passage])
  }
  return picked
}

/**
 * One slide's summary in the formats the summary view renders: picked lines as a '- ' list (or one
 * paragraph when a single non-bullet line was picked), then what the speaker notes add under a
 * '**Notes:**' heading in the document's language.
 */
function summarizeUnit(
  unit: SummaryUnit,
  picked: Passage[],
  language: Language,
  isSection: boolean,
): SlideSummary {
  const labels = LANGUAGE_CUES[language].labels
  const body = picked.filter((passage) => !passage.fromNotes)
  const notes = picked.filter((passage) => passage.fromNotes)
  const parts: string[] = []
  if (body.length > 1 || body.some((passage) => passage.isBullet)) {
    parts.push(body.map((passage) => `- ${passage.text}`).join('\n'))
  } else if (body.length === 1) {
    parts.push(body[0]!.text)
  }
  if (notes.length > 0) parts.push(`**${labels.notes}:** ${notes.map((passage) => passage.text).join(' ')}`)
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
