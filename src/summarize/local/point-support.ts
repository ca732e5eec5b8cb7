import type { DeckRole, Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { asClause } from './state-claim'
import { hasTimeLimit } from './statements'

// What a point rests on, stated with it: an ask's purpose, a recommendation's finding; and the change that marks one.

// A figure with its unit, if any: "55%", "€6,1", "12,1 Mio.", "2.9x".
const FIGURE = String.raw`[-+−]?[$€£]?\d[\d.,]*(?:\s?(?:%|[$€£]|[kKmMx]|bn|mln|[Mm]io\.|[Mm]rd\.)(?!\p{L}))?`
// Two figures joined by the short words of a change, in any of the eight languages: "from 55% to 48%", "De 9 para
// 20", "von 38 auf 12", "da 890 a 578", "van 3,4 naar 7,3", "fra 8 til 12".
const CHANGE = new RegExp(String.raw`(?<![\p{L}\p{N}])\p{L}{2,4}\s+${FIGURE}\s+\p{Ll}{1,4}\s+${FIGURE}`, 'u')

/** Whether a line states a change of a measure from one figure to another. */
export function statesChange(text: string): boolean {
  return CHANGE.test(text)
}

// What an ask is for: a cover's or a divider's subtitle that states the change it pays for ("De 9 para 20 escolas
// em três anos letivos"), the author's own framing of the project.
export function purposeOf(
  units: SummaryUnit[],
  roles: DeckRole[],
): { text: string; slides: number[] } | undefined {
  for (const [at, unit] of units.entries()) {
    if ((roles[at] !== 'cover' && roles[at] !== 'divider') || unit.hidden) continue
    const lines =
      unit.lines?.filter((entry) => entry.kind !== 'title').map((entry) => entry.text) ??
      unit.text.split('\n')
    const purpose = lines
      .map((entry) => entry.trim())
      .find((entry) => statesChange(entry) && !hasTimeLimit(entry))
    if (purpose !== undefined) return { text: purpose.replace(/[.;]$/u, ''), slides: unit.pages }
  }
  return undefined
}

// The finding a recommendation answers: the last change a results or content slide before it states.
export function findingBefore(
  passages: Passage[],
  units: SummaryUnit[],
  line: number,
  isUsable: (index: number) => boolean,
): { text: string; slides: number[] } | undefined {
  const unit = passages[line]!.unit
  for (let at = line - 1; at >= 0; at -= 1) {
    const passage = passages[at]!
    if (passage.unit === unit || passage.fromNotes || passage.table !== undefined || passage.chart) continue
    if (!isUsable(at) || passage.kind !== 'text' || !statesChange(passage.brief)) continue
    return { text: passage.brief.trim().replace(/[.;]$/u, ''), slides: units[passage.unit]!.pages }
  }
  return undefined
}

/**
 * "Dat is 9,5x de EBITDA van 2025", "That is 9.5x…": a line opening on two small words refers back to the line
 * before and restates its figure (moved here from state-point.ts, unchanged).
 */
export function refersBack(text: string, language: Language): boolean {
  const [first, second] = text.trim().toLowerCase().split(/\s+/u)
  return (
    first !== undefined && second !== undefined && isStopWord(first, language) && isStopWord(second, language)
  )
}

/**
 * The point with what it rests on, or undefined when that is said already or does not fit one item. A
 * recommendation is read after the finding it answers, as the deck presents them ("12-month retention fell from 55%
 * to 48%. Launch a 3-bottle box …"; reader r-z1, decision 194); an ask is stated first, its purpose after it.
 */
export function withSupport(
  text: string,
  support: { text: string } | undefined,
  findingFirst: boolean,
  language: Language,
  maxLength: number,
): string | undefined {
  if (
    support === undefined ||
    text.includes(support.text) ||
    text.length + support.text.length + 3 > maxLength
  )
    return undefined
  const point = text.replace(/[.;:]$/u, '')
  return findingFirst
    ? `${support.text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())}. ${point}`
    : `${point}; ${asClause(support.text, language)}`
}
