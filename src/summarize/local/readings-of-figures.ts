import type { Passage } from './collect-passages'

/** A statement beside a slide's figures has this many words at least (fewer make a label) and at most (more, a paragraph). */
const READING_WORDS = 4
const MAX_READING_WORDS = 25
/** Bullets an entry keeps for those statements at most, on a dense slide: the figures are the slide's point. */
export const MAX_RESERVED = 2
/** A figure under its label ("Objetivo de ocupación para 2026: 84 %") is one more figure, not what they mean. */
const LABELLED_FIGURE = /^[^:]{1,80}:\s*[-+−(]?\d/u

/**
 * What a slide whose point is its figures (stats, a chart, a table) says they mean, in its own lines ("Best
 * quarter since 2019", "Triana up 7 points thanks to corporate deals", "Marketing includes 22 k€ of the
 * Valencia launch"), in slide order. The figures alone leave out why the slide is there (issue 24, reader r-n3:
 * Espacios slides 3, 4 and 5, Eaux pluviales 4 and 6), so the entry keeps bullets for them. None when the point
 * is a statement: its other lines are picked as any slide's are.
 */
export function readingsOfFigures(
  point: number | undefined,
  candidates: number[],
  passages: Passage[],
): number[] {
  if (point === undefined || !isFigures(passages[point]!)) return []
  return candidates.filter((index) => isReading(passages[index]!))
}

function isFigures(passage: Passage): boolean {
  return passage.table === 'row' || passage.kind === 'stat' || passage.kind === 'chart'
}

/** A statement of the slide's own: a sentence's start of a few words, not a labelled figure, notes or furniture. */
function isReading(passage: Passage): boolean {
  const words = passage.brief.split(/\s+/u).length
  return (
    passage.kind === 'text' &&
    !passage.table &&
    !passage.fromNotes &&
    !passage.isAgenda &&
    passage.furniture === undefined &&
    words >= READING_WORDS &&
    words <= MAX_READING_WORDS &&
    /^\p{Lu}/u.test(passage.brief) &&
    /\p{Ll}{3}/u.test(passage.brief) &&
    !LABELLED_FIGURE.test(passage.brief)
  )
}
