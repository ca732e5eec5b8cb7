import type { Language } from '../../shared'
import { datesIn } from '../dates-in'
import { lowerFirst } from '../text/first-letter'
import { tokenize } from '../text/tokenize'
import type { Passage } from './collect-passages'

// A row names its action in a few words ("Second evaluation report"); this share of them in a list item, with the
// same date, is the same action.
const SHARED_WORDS = 0.5
// A next-steps row's cells after its action, as ingest reads them: "Owner: …; Date: …".
export const ROW_CELLS = /^[^:;]{1,40}: [^;]+(?:; [^:;]{1,40}: [^;]+)+$/u

/**
 * An action slide that states its actions twice, as a list and as a table of owners and dates ("2. Submit the
 * business case … by 31 July 2026." and "Business case … — Owner: Director of Strategy; Date: 31 July 2026"),
 * gives each action once (issue 24 item 5, reader r-s1): the list item, which says what is done, with what the
 * row adds to it (its owner; the date it already states). A row and an item are one action when they state the
 * same date and the item holds most of the row's words. Returns the chosen lines, the rows so joined left out,
 * and sets the joined items' texts.
 */
export function joinActionRows(
  indices: number[],
  texts: Map<number, string>,
  passages: readonly Passage[],
  language: Language,
): number[] {
  const joined = new Set<number>()
  for (const row of indices) {
    const passage = passages[row]!
    const at = passage.text.indexOf(' — ')
    // A row as ingest reads it, "action — Owner: …; Date: …", whether or not the section was read as a table.
    if (at < 0 || !ROW_CELLS.test(passage.text.slice(at + 3))) continue
    const rowDates = new Set(datesIn(passage.text).map((date) => date.time))
    const words = tokenize(passage.text.slice(0, at), language)
    const item = indices.find((index) => {
      const other = passages[index]!
      if (other.unit !== passage.unit || other.text.includes(' — ') || joined.has(index)) return false
      if (!datesIn(texts.get(index) ?? other.brief).some((date) => rowDates.has(date.time))) return false
      const said = new Set(other.tokens)
      return words.length > 0 && words.filter((word) => said.has(word)).length >= SHARED_WORDS * words.length
    })
    if (item === undefined) continue
    const text = (texts.get(item) ?? passages[item]!.brief).trim().replace(/[.;]$/u, '')
    const added = passage.text
      .slice(at + 3)
      .split('; ')
      .map((cell) => cell.replace(/^[^:]{1,40}: /u, '').trim())
      .filter((cell) => cell !== '' && datesIn(cell).length === 0 && !text.includes(cell))
    // A row that names another deed than the item ("Second evaluation report" beside "Commission a second
    // evaluation") gives the owner of that deed, not of the item's: its name goes with its owner (issue 24, reader
    // r-z1: "Commission a second evaluation …: Marlowe Street" named the report's author as who commissions it).
    // The deed follows its owner in brackets, so the action reads "action: owner (deed)" and the row's label is not
    // glued on as if it were the next action (decision 201, reader r-a1: "…by March 2028; digital inclusion scheme
    // live: Virtual ward clinical lead…").
    const said = new Set(passages[item]!.tokens)
    const deed = passage.text.slice(0, at).trim()
    const namesOtherDeed = words.some((word) => !said.has(word))
    if (added.length > 0)
      texts.set(
        item,
        namesOtherDeed
          ? `${text}: ${added.join('; ')} (${language === 'de' ? deed : lowerFirst(deed)})`
          : `${text}: ${added.join('; ')}`,
      )
    joined.add(row)
  }
  return indices.filter((index) => !joined.has(index))
}

// A word that names what is done, not a figure or a filler ("tilleggsbevilgning", "business case").
const MIN_NAMING = 4

/**
 * An ask stated outside the action slides that one of their actions states already: the same date and a word
 * naming the same thing ("Kommunestyret må ta stilling til en tilleggsbevilgning 18. juni 2026" in the summary
 * beside the next-steps row "Vedtak om tilleggsbevilgning på 19 millioner kroner — Frist: 18. juni 2026"). The
 * row is said, where its owner and amount are; the summary's line would say it again without them.
 */
export function repeatsDatedAction(text: string, stated: readonly string[], language: Language): boolean {
  const dates = new Set(datesIn(text).map((date) => date.time))
  if (dates.size === 0) return false
  const naming = (line: string) =>
    tokenize(line, language).filter((word) => word.length >= MIN_NAMING && /^\p{L}+$/u.test(word))
  const words = new Set(naming(text))
  return stated.some(
    (other) =>
      datesIn(other).some((date) => dates.has(date.time)) && naming(other).some((word) => words.has(word)),
  )
}
