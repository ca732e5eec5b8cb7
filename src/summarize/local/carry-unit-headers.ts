import { DECK_WORDS_DATA } from './deck-words'
import { wordStarts } from './word-patterns'
import type { SlideLine } from './read-lines'

// A scale is a unit, whatever the deck's language: "($ Thousands)" in a German deck still scales.
const SCALE = wordStarts(Object.values(DECK_WORDS_DATA).flatMap((words) => words.scales))
const BRACKETED = /\(([^()]{1,40})\)/gu
// An amount as a form or a table prints it: digits with a currency, nothing else (no %, no date, no word).
const AMOUNT = /^[+\-−]?\s?[$€£¥₹]?\s?\(?\d[\d.,\s\u00a0\u202f]*\)?\s?[$€£¥₹]?$/u
// A sentence is no row under the header: it ends the header's reach.
const MAX_ROW_WORDS = 12

/**
 * The unit a header line states in brackets ("SOURCES AND USES OF FUNDS ($ Thousands)", "($000)"), if any: the
 * last one, as a form read line by line may have glued the header to the text beside it.
 */
function unitOf(text: string): string | undefined {
  const units = [...text.matchAll(BRACKETED)]
    .map((match) => match[1]!.trim())
    .filter((unit) => SCALE.test(unit))
  return units.at(-1)
}

/**
 * Amounts under a unit header carry its unit: "Uses: $140,000" under "SOURCES AND USES OF FUNDS ($ Thousands)"
 * is $140 million, and stated bare it is a wrong figure (issue 24, reader r-b2). Each amount of the "label:
 * value" lines after the header is read "$140,000 ($ Thousands)", as the source scales it (no figure is
 * computed: see decision 067). A label that states its own unit ("Risk free rate (%)") keeps it; a sentence
 * ends the header's reach.
 */
export function carryUnitHeaders(lines: SlideLine[]): SlideLine[] {
  let unit: string | undefined
  return lines.map((line) => {
    const own = unitOf(line.text)
    if (own !== undefined) {
      unit = own
      return line
    }
    if (unit === undefined) return line
    if (/[.!?]$/u.test(line.text) || line.text.split(/\s+/u).length > MAX_ROW_WORDS) {
      unit = undefined
      return line
    }
    const scale = unit
    const text = line.text.replace(
      /([^:;·—]+): ([^:;·]+?)(?=\s*(?:·|;|$))/gu,
      (part: string, label: string, value: string) =>
        AMOUNT.test(value.trim()) && !/\)\s*$/u.test(label) ? `${label}: ${value} (${scale})` : part,
    )
    return text === line.text ? line : { ...line, text }
  })
}

// A title's bracketed unit that a chart's or a strip's bare values are read in: a share, a currency, a scale
// ("Main reason for cancelling (% of former members)", "Net revenue by title (£M)", "(€ Tausend)").
const SHARE_OR_MONEY = /[%$€£¥₹]/u
// A "label: value" card whose value is a bare number: no unit, no currency, no per cent of its own.
const BARE_CARD = /:\s*[+\-−]?\d[\d.,]*(?=\s*(?:·|;|$))/u
const UNIT_CARD = /:\s*[+\-−]?[$€£¥₹]?\s?\d[\d.,]*\s?(?:%|[$€£¥₹]|\p{L})/u

/**
 * Whether `text`'s values are read in a unit only its slide's title states (reader r-z1, decision 187): its cards
 * are bare numbers ("Too expensive: 33 · Too much wine building up: 28") under a title whose brackets give a share,
 * a currency or a scale ("(% of former members)"). Lifted into the overall summary without the title, they are
 * figures of nothing.
 */
export function leansOnTitleUnit(title: string, text: string): boolean {
  const brackets = [...title.matchAll(BRACKETED)].map((match) => match[1]!)
  return (
    brackets.some((unit) => SHARE_OR_MONEY.test(unit) || SCALE.test(unit)) &&
    BARE_CARD.test(text) &&
    !UNIT_CARD.test(text)
  )
}
