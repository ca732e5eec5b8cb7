import type { Language } from '../../shared'
import { DECK_WORDS, DECK_WORDS_DATA } from '../local/deck-words'
import { splitSentences } from './split-sentences'

// A slide entry's sentence up to this length is stated whole; a longer one to its last clause break before it.
const MAX_STATEMENT = 220
const MIN_CLAUSE = 60
// A numbered list's marker opening the line: "8. ", "3) ".
const LIST_MARKER = /^\(?\d{1,2}[.)]\s+/u

/**
 * What a slide entry states of a line without figures (issue 24, item 1: never a stub ending in "…"): its
 * first sentence, whole, by the language's own sentence ends ("7,9 Mio. €", "30. Juni", "z. B." hold it
 * open). A sentence too long for an entry ends at its last clause break (";", ":", " — ", ",") before the
 * limit, with its full stop, never with an ellipsis; one without a break stays whole. A list of names is
 * never cut: a comma between names is no clause break.
 */
export function firstStatement(text: string, language: Language): string {
  // A numbered item's "8." ends no sentence: split there, the entry was the bare number (issue 24, r24).
  const body = text.trim().replace(LIST_MARKER, '')
  const [first, second] = splitSentences(body, language)
  // One word is no statement: an abbreviation the language's list lacks ("App. Specific Exploitability:3").
  const sentence =
    first === undefined ? body : second && !/\s/u.test(first.trim()) ? `${first} ${second}` : first
  if (sentence.length <= MAX_STATEMENT) return sentence
  const head = sentence.slice(0, MAX_STATEMENT)
  // A comma before a capitalised word parts the items of a list of names ("…, Seonah Lee, Peng Li, Chuan-kai
  // Lin…"): cut there, the entry states part of the list as if it were the whole. A comma before a lower-case
  // word opens a clause ("…, that needs a technician"), which goes whole.
  const breaks = [...head.matchAll(/[;:](?=\s)|,(?=\s+\P{Lu})|\s[—–]\s/gu)].map((match) => match.index)
  // A cut after a clause that opens with "when" or "if" keeps the condition and drops what it conditions
  // ("… one perspective When we study from different perspectives." , issue 24, reader r-l): cut before it.
  const { subordinate } = DECK_WORDS[language]
  // Where a clause closes on its verb (German), a head that ends on a capitalised word, a noun, has not reached its
  // verb yet: "Einem Arbeitnehmer kann nach Vollendung des 55. Lebensjahres … bis zur Bewilligung des
  // Altersruhegeldes, längstens …, nur aus wichtigem Grund gekündigt werden" cut at the comma loses what it rules
  // (reader r-b2, decision 205). In a language that writes its nouns in lower case this tells nothing.
  const verbLast = DECK_WORDS_DATA[language].cues.imperativeAtEnd
  const beforeVerb = (index: number) => verbLast && /\p{Lu}[\p{L}\p{N}-]*[)"”»]?$/u.test(head.slice(0, index))
  const at = breaks
    .filter(
      (index, n) =>
        index >= MIN_CLAUSE &&
        !subordinate.test(head.slice(n === 0 ? 0 : breaks[n - 1]! + 1, index)) &&
        !(head[index] === ',' && beforeVerb(index)),
    )
    .at(-1)
  if (at === undefined) return sentence
  return `${head.slice(0, at).trimEnd()}.`
}
