import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'
import { itemText } from './say-columns'

/** A half is one line of a sentence's length: a longer passage is a paragraph, not a side of a comparison. */
const MAX_HALF_WORDS = 25
/** Two lines are parallel when they share this many content words, and this share of the shorter one's. */
const MIN_SHARED = 2
const MIN_SHARED_SHARE = 0.6
/** One half is at most this many times as long as the other. */
const MAX_LENGTH_RATIO = 1.5
/** Words are compared by their first letters: "perspective" and "perspectives", "understand" and "understanding". */
const STEM = 5

/**
 * A slide that contrasts two things says them in two parallel lines, one slot apart ("A tool user interface
 * optimized for “root canals”" beside "… for “flossings”"; "we study it from one perspective" before "When we
 * study from different perspectives, our understanding grows richer"). An entry that keeps one of them says the
 * opposite of the slide (issue 24, reader r-m1: the root-canal caption alone, "one perspective" alone): the
 * other half joins it, in the same bullet, in slide order. Only a pair: a third parallel line beside them makes
 * a list, said as lists are.
 */
export function keepBothHalves(picks: Pick[], indices: number[], passages: Passage[]): Pick[] {
  const picked = new Set(picks.map((pick) => pick.index))
  const joined = new Set<number>()
  const out: Pick[] = []
  for (const pick of picks) {
    if (joined.has(pick.index)) continue
    const other = otherHalf(pick.index, indices, passages)
    // A block said whole under its label (`sayColumns`) already holds its other lines.
    const said = other !== undefined && pick.text.includes(itemText(passages[other]!))
    if (other === undefined || picked.has(other) || joined.has(other) || said) {
      out.push(pick)
      continue
    }
    joined.add(other)
    const half = passages[other]!
    // What the speaker says is one paragraph; on the slide the two halves share a bullet.
    const [first, wholeSecond] = other < pick.index ? [half.text, pick.text] : [pick.text, half.text]
    // Two lines under one label say it once: "Carrier — L1 1575.42 MHz; L2 1227.60 MHz" (decision 173).
    const label = half.column !== undefined && half.column === pick.passage.column ? `${half.column} — ` : ''
    const second =
      label !== '' && wholeSecond.startsWith(label) ? wholeSecond.slice(label.length) : wholeSecond
    const text = pick.passage.fromNotes
      ? `${withStop(first)} ${second}`
      : `${first.replace(/[.;,\s]+$/u, '')}; ${second}`
    out.push({ ...pick, index: Math.min(pick.index, other), text })
  }
  return out
}

/** The line next to this one, in the same part of the slide, that is parallel to it and to no third line. */
export function otherHalf(index: number, indices: number[], passages: Passage[]): number | undefined {
  const at = indices.indexOf(index)
  if (at < 0 || !isHalf(passages[index]!)) return undefined
  const neighbour = (offset: number) => {
    const next = indices[at + offset]
    return next !== undefined && isHalf(passages[next]!) && sameSide(passages[index]!, passages[next]!)
      ? next
      : undefined
  }
  const parallel = [neighbour(-1), neighbour(1)].filter(
    (next): next is number => next !== undefined && isParallel(passages[index]!, passages[next]!),
  )
  if (parallel.length !== 1) return undefined
  const other = parallel[0]!
  // The pair's other side: a line beyond it parallel too makes a series ("Average scores around age 1 … 2 … 4").
  const beyond = indices[indices.indexOf(other) + (other > index ? 1 : -1)]
  if (beyond !== undefined && isHalf(passages[beyond]!) && isParallel(passages[other]!, passages[beyond]!))
    return undefined
  return other
}

function isHalf(passage: Passage): boolean {
  return (
    passage.kind === 'text' &&
    passage.table === undefined &&
    !passage.isAgenda &&
    passage.furniture === undefined &&
    passage.text.split(/\s+/u).length <= MAX_HALF_WORDS
  )
}

function sameSide(a: Passage, b: Passage): boolean {
  return a.unit === b.unit && a.fromNotes === b.fromNotes && a.isBullet === b.isBullet && a.level === b.level
}

function isParallel(a: Passage, b: Passage): boolean {
  // Halves are said alike, at a like length: a heading over the sentence that explains it is no contrast.
  const [shorter, longer] = [a.tokens.length, b.tokens.length].sort((x, y) => x - y)
  if (longer! > MAX_LENGTH_RATIO * shorter!) return false
  const stems = (passage: Passage) => new Set(passage.tokens.map((token) => token.slice(0, STEM)))
  const left = stems(a)
  const right = stems(b)
  const shared = [...left].filter((stem) => right.has(stem)).length
  // The same words said again are a repeat, not a contrast: one side must say something the other does not.
  const differs = [...left].some((stem) => !right.has(stem)) && [...right].some((stem) => !left.has(stem))
  return differs && shared >= MIN_SHARED && shared >= MIN_SHARED_SHARE * Math.min(left.size, right.size)
}

function withStop(text: string): string {
  return /[.!?…:]\s*$/u.test(text) ? text : `${text.trim()}.`
}
