import type { Passage } from './collect-passages'

// A kicker is a label of a few words, without a sentence's end.
const KICKER_WORDS = 6
// A parameter set to a value: "p=0", "n = 11", "α=.05" (decision 202).
const SETTING = /(?<![\p{L}\d])\p{L}[\p{L}\d_]{0,3}\s*=\s*[-−]?(?:\d|[.,]\d)/u

/**
 * Kickers: a short label atop several slides ("TUNGSTEN PHASE 2", "The Familiar Eight") names the section they
 * belong to, not what any one of them says. Too few slides to be page furniture, it still is no slide's point.
 */
export function findKickers(passages: Passage[]): Set<number> {
  const keyOf = (passage: Passage) => passage.brief.toLowerCase().replace(/\s+/gu, ' ').trim()
  const isLabel = (passage: Passage) =>
    !passage.fromNotes &&
    !passage.isBullet &&
    passage.kind === 'text' &&
    !passage.table &&
    passage.brief.trim().split(/\s+/u).length <= KICKER_WORDS &&
    !/[.!?:;]\s*$/u.test(passage.brief) &&
    // A question with its answer ("Do programmers refactor often? Yes") repeated on a summing-up slide is
    // that slide's content, not a section's label.
    !/[?!]/u.test(passage.brief) &&
    // A label that sets a parameter ("Round to Nearest (p=0)", "Unrestricted Faithful (p=.5)") names a series a
    // figure compares, the same on each slide of a run of frames: the comparison is what the slide shows.
    !SETTING.test(passage.brief)
  const slides = new Map<string, Set<number>>()
  for (const passage of passages) {
    if (!isLabel(passage)) continue
    const units = slides.get(keyOf(passage)) ?? new Set<number>()
    slides.set(keyOf(passage), units.add(passage.unit))
  }
  const kickers = new Set<number>()
  passages.forEach((passage, index) => {
    if (isLabel(passage) && (slides.get(keyOf(passage))?.size ?? 0) >= 2) kickers.add(index)
  })
  return kickers
}
