import type { SlideLine } from './read-lines'

// A list's heading is a few words: "Risks", "What did not work".
const MAX_HEADING_WORDS = 6
// A number that belongs to a name: joined to letters by a hyphen ("IEEE-754", "MPEG-1"), or one or two digits
// after a word in capitals ("Phase 2", "Option 1"), with no unit, sign or decimal after it.
const NAME_NUMBER = /(?<=\p{L}-)\d+(?![\d.,%])|(?<=\p{Lu}\p{Ll}*\s)\d{1,2}(?![\d.,%\p{L}])/gu

/** A line that can head a list: short, no bullet, no figure, no sentence (a lead-in with a colon carries its list). */
export function isListHeading(line: SlideLine): boolean {
  return (
    !line.isBullet &&
    line.text.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    // A year names a column too ("Heute" beside "Ziel Ende 2027"), and so does a number that is part of a name
    // ("IEEE-754", "MPEG-1") or numbers a part ("Phase 2", "Stufe 3"); other digits make a value.
    !/\d/u.test(line.text.replace(/(?<!\d)(?:19|20)\d\d(?!\d)/gu, '').replace(NAME_NUMBER, '')) &&
    !/[.!?;,:]$/u.test(line.text) &&
    // "Option B: replace the oven" states something of its own: a heading only names.
    !/:\s/u.test(line.text)
  )
}
