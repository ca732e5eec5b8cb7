import type { DeckRole, Language } from '../../shared'
import { datesIn } from '../dates-in'
import { splitSentences } from '../text/split-sentences'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { mayRelate, sentenceLines } from './relation-lines'

// A fact a reader takes in beside the point: a short sentence, not a paragraph's argument.
const MAX_WORDS = 14

/**
 * Why a recommendation must be decided now (decision 201): a short sentence stating that something ends on a date
 * ("National virtual ward funding ends on 30 September 2027.", "Tilskuddet utløper 1. juni 2027.") is the
 * deadline that forces the choice, and a reader expects it beside the point. Only for a point that opens as a
 * verdict or recommendation ("Recommendation: adopt Option 3 …"): a status report's ends belong to its actions.
 * The first such sentence of the content (no cover, agenda or appendix; no table row, whose cells are a risk's
 * or a plan's), quoted whole; none when the point already states its date. Returns the point, with it when found,
 * and the pages it comes from.
 */
export function withWhyNow(
  point: string,
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): { text: string; pages?: number[] } {
  const words = DECK_WORDS[language]
  if (!words.thesis.verdicts(point)) return { text: point }
  const stated = new Set(datesIn(point).map((date) => date.time))
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    for (const line of sentenceLines(unit)) {
      if (line.includes(' — ') || line.includes(' | ')) continue
      const sentence = splitSentences(line, language).find(
        (one) =>
          words.endsOn.test(one) &&
          one.split(/\s+/u).length <= MAX_WORDS &&
          datesIn(one).length > 0 &&
          !words.thesis.verdicts(one),
      )
      if (sentence === undefined) continue
      if (datesIn(sentence).some((date) => stated.has(date.time))) return { text: point }
      const closed = /[.!?]$/u.test(point.trim()) ? point.trim() : `${point.trim()}.`
      const said = /[.!?]$/u.test(sentence.trim()) ? sentence.trim() : `${sentence.trim()}.`
      return { text: `${closed} ${said}`, pages: unit.pages }
    }
  }
  return { text: point }
}
