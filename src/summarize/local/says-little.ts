import { hasMeasure } from './statements'

/**
 * Lines that say little of a slide's point, though they are no fragment of a word or two (decision 202): a
 * slogan, a heading shouted in capitals, a short exclamation. On a slide with claims below them they lose to
 * those claims: an entry of "Easy - Fast - No Confusion - No Lock In" over the three offerings it stands for, or
 * of "DATASET, DATAFRAME, SQL: SQL 2003 COMPLIANCE" over the features listed under it, keeps the banner and
 * drops what the slide says. Said by their form, not their words, so the same in every language.
 */

/** A slogan is at least this many short parts between separators ("Easy - Fast - No Confusion"). */
const SLOGAN_PARTS = 3
/** A slogan's part is a few words: a longer part says something of its own. */
const SLOGAN_PART_WORDS = 3
/** A line in capitals of this many letters or more is shouted (a shorter one may be an acronym, "SLA"). */
const SHOUTED_LETTERS = 8
/** The share of a line's cased letters in capitals that makes it shouted ("SQL 2003 COMPLIANCE"). */
const SHOUTED_SHARE = 0.85
/** An exclamation of this many words or fewer is a cheer ("This is awesome!", "C'est génial !"). */
const CHEER_WORDS = 4

// Separators a slogan's parts stand between, spaced: a dash, a middle dot, a bar, a bullet, a slash.
const SLOGAN_SEPARATOR = /\s+[-–—·|•/]\s+/u

/** Whether a line is a slogan, a shouted heading or a cheer: it says little beside the slide's claims. */
export function saysLittle(line: string): boolean {
  const text = line.trim()
  if (text.length === 0 || hasMeasure(text)) return false
  // A shouted heading may name a year or a part ("SQL 2003 COMPLIANCE"); a chain with digits is a dateline
  // ("Board meeting · 16 July 2026 · Edinburgh") or a course code, and an exclamation with them a claim.
  return isShouted(text) || (!/\d/u.test(text) && (isSlogan(text) || isCheer(text)))
}

/** A chain of short parts between separators, none a sentence ("Easy - Fast - No Confusion - No Lock In"). */
export function isSlogan(text: string): boolean {
  const parts = text.split(SLOGAN_SEPARATOR)
  return (
    parts.length >= SLOGAN_PARTS &&
    parts.every((part) => {
      const words = part
        .trim()
        .split(/\s+/u)
        .filter((word) => /\p{L}/u.test(word))
      return words.length >= 1 && words.length <= SLOGAN_PART_WORDS && !/[.:;?]$/u.test(part.trim())
    })
  )
}

/** A line set in capitals: a heading shouted over the lines under it, not a claim of its own. */
export function isShouted(text: string): boolean {
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0
  // Two words at least: a single word in capitals is an acronym or a name ("KUBERNETES").
  return (
    upper + lower >= SHOUTED_LETTERS &&
    upper / (upper + lower) >= SHOUTED_SHARE &&
    text.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length >= 2
  )
}

/** A short exclamation with no figure: it cheers what the line above says, and adds nothing to it. */
export function isCheer(text: string): boolean {
  return /!\s*$/u.test(text) && text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length <= CHEER_WORDS
}
