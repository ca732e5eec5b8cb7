import type { Language } from '../../shared'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { rankByCentrality, vectorize } from './rank-by-centrality'
import { countMeasures } from './statements'

/**
 * How much each passage deserves a place: TextRank centrality across the deck, biased towards early
 * slides and lines that share words with their slide's title, then weighted by what carries information
 * (figures, names, actions). Notes and hidden slides count, but less than what the audience saw.
 */
export function scorePassages(passages: Passage[], units: SummaryUnit[], language: Language): number[] {
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
