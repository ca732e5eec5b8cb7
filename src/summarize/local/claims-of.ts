import { isNoClaim } from './is-no-claim'
import type { OverallLines } from './read-overall-lines'

export interface Claims {
  /** Whether a line states a claim; one that does not is recorded as passed over. */
  isClaim: (index: number) => boolean
  /** Whether a line states a claim, without recording it (a companion weighed beside a headline figure). */
  states: (index: number) => boolean
  /** The lines passed over for stating no claim, in the order they were met (the pools' rank order). */
  deferred: () => number[]
}

/**
 * The claims among a deck's overall lines, judged by `isNoClaim` against the other lines of each one's slide, and
 * the lines passed over for stating none, so that the takeaways take them only when no claim is left (decision
 * 200). Kept apart from `selectTakeaways` (at its 400-line limit) as the one place that reads a line's siblings.
 */
export function claimsOf(lines: OverallLines): Claims {
  const { passages, language, readable } = lines
  const siblings = new Map<number, string[]>()
  for (const passage of passages) {
    const list = siblings.get(passage.unit) ?? []
    list.push(passage.brief)
    siblings.set(passage.unit, list)
  }
  const verdicts = new Map<number, boolean>()
  const states = (index: number) => {
    let verdict = verdicts.get(index)
    if (verdict === undefined) {
      const passage = passages[index]!
      verdict = !isNoClaim(readable(index), language, siblings.get(passage.unit) ?? [])
      verdicts.set(index, verdict)
    }
    return verdict
  }
  const passedOver = new Set<number>()
  return {
    isClaim: (index) => {
      const verdict = states(index)
      if (!verdict) passedOver.add(index)
      return verdict
    },
    states,
    deferred: () => [...passedOver],
  }
}
