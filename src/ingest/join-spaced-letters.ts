/** A word spelt out in letters has at least this many of them ("G o a l s"); fewer are initials or a list. */
const MIN_LETTERS = 4

/**
 * A line set as letters spaced apart ("M o v e m e n t", "G  o  a  l  s") as the words it spells: read letter by
 * letter, it says nothing, and an entry that copies it reads as debris (issue 24, reader r-p2: workforce slide
 * 32). Where the gaps differ, the wider ones part the words ("T h e  g o a l" → "The goal"). Letters all in
 * capitals ("A B C D") may be labels or grades, and stay as they are.
 */
export function joinSpacedLetters(text: string): string {
  const trimmed = text.trim()
  const tokens = trimmed.split(/\s+/u)
  if (tokens.length < MIN_LETTERS || !tokens.every((token) => /^\p{L}$/u.test(token))) return text
  if (!tokens.slice(1).some((token) => /\p{Ll}/u.test(token))) return text
  const gaps = trimmed.match(/\s+/gu)!.map((gap) => gap.length)
  const narrow = Math.min(...gaps)
  return trimmed
    .split(/(\s+)/u)
    .map((part) => (/^\s+$/u.test(part) ? (part.length > narrow ? ' ' : '') : part))
    .join('')
}
