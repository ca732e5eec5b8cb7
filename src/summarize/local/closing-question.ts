import type { Passage } from './collect-passages'

/** A closing question is a sentence of this many words or more, no label ("Why?"). */
const CLOSING_WORDS = 4

/**
 * A slide's closing question, when its entry leaves it out (decision 202): the last line of the slide's body, asked,
 * is the question the lines above lead to and put to the room ("Do we want competition at this layer? Or common
 * plumbing? Or both?"). Cut at the slide's share, an entry kept the slide's first lines and lost it. Undefined when
 * the entry says it already, or when the last line is no question, a fragment, a row or a sub-bullet.
 * Said by its mark alone ("?", and "¿" opening a Spanish one), the same in every language.
 */
export function closingQuestion(
  picked: number[],
  lines: number[],
  passages: Passage[],
  isFragment: (index: number) => boolean,
): number | undefined {
  const body = lines.filter((index) => !passages[index]!.fromNotes)
  const last = body[body.length - 1]
  if (last === undefined || picked.includes(last) || isFragment(last)) return undefined
  const { brief, kind, table, isBullet, level } = passages[last]!
  // A sub-bullet closes its parent's item, not the slide.
  if (kind !== 'text' || table || (isBullet && (level ?? 0) > 0)) return undefined
  // The rest of a sentence the layout broke opens in lower case.
  if (/^\p{Ll}/u.test(brief)) return undefined
  if (!/\?\s*["”»’)]?\s*$/u.test(brief)) return undefined
  return brief.trim().split(/\s+/u).length >= CLOSING_WORDS ? last : undefined
}
