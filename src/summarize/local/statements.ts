import { SUPPORTED_LANGUAGES, type Language } from '../../shared'
import { canonicalFigure, extractFigures } from '../figures'
import { isStopWord } from '../text/tokenize'
import { countFigures } from './collect-passages'

/**
 * A line that reads as a statement of its own, not a piece of one cut by the layout (a PDF column, a
 * wrapped PPT line): it opens with a capital or a figure, does not end on a comma, a colon, a hyphen or a
 * stop word ("… mit der"), and holds at least one grammatical word of the deck's language.
 */
export function isWholeStatement(text: string, language: Language, caseless = false): boolean {
  // A bullet glyph the layout left in front ("○ contributed to…") hides where the line really opens.
  const trimmed = text.trim().replace(/^[○•▪◦●■□‣–*-]\s+/u, '')
  // In a deck written all in lower case (`isCaselessDeck`) a line's first letter says nothing about its start.
  if ((!caseless && opensMidSentence(trimmed)) || /[,;:(–-]$/u.test(trimmed)) return false
  // A quotation's closing mark with no opening one: the quote began on an earlier line.
  if (/[”»]\W*$/u.test(trimmed) && !/[“«]/u.test(trimmed)) return false
  const words = trimmed.split(/\s+/).map((word) => word.replace(/[^\p{L}'’]/gu, '').toLowerCase())
  if (words.filter((word) => word.length > 0).length < 4) return false
  if (!words.some((word) => isStopWord(word, language))) return false
  // The last word or figure: "… de marzo de 2027" ends on its year, not on "de".
  const last = (/([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u.exec(trimmed)?.[1] ?? '').toLowerCase()
  return !isStopWord(last, language) || /[.!?]$/.test(trimmed) || OBJECT_PRONOUNS[language].has(last)
}

/**
 * Whether a line opens with a small letter, the rest of a line the layout cut: a name written in camel case opens
 * small and is whole ("inCommon needs to up its policy", "iPhone sales doubled", "eBay listings"; reader r-x2 saw the
 * first of two parallel asks dropped for it).
 */
export function opensMidSentence(text: string): boolean {
  return /^\p{Ll}/u.test(text) && !/^\p{Ll}{1,3}\p{Lu}/u.test(text)
}

// A deck is written in lower case when nearly all its lines of a few words open with a small letter: a style
// (cncf's "verticalization will fail"), not lines cut by the layout, which a deck has a few of at most.
const CASELESS_SHARE = 0.8
const MIN_CASELESS_LINES = 8

/** Whether a deck's lines (titles and text) are written all in lower case, so no line is cut for opening small. */
export function isCaselessDeck(units: { title: string; text: string }[]): boolean {
  const openings = units
    .flatMap((unit) => [unit.title, ...unit.text.split('\n')])
    .map((line) => line.trim().replace(/^[○•▪◦●■□‣–*-]\s+/u, ''))
    .filter((line) => line.split(/\s+/u).length >= 3)
    .map((line) => /^\P{L}*(\p{L})/u.exec(line)?.[1])
    .filter((letter) => letter !== undefined)
  const small = openings.filter((letter) => /\p{Ll}/u.test(letter)).length
  return openings.length >= MIN_CASELESS_LINES && small >= CASELESS_SHARE * openings.length
}

// A sentence may end on its object ("It has bullet points on it"); where an object pronoun is also an article
// ("la", "les", "het") an ending on it is more often a cut line, so only English and German count them.
const OBJECT_PRONOUNS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['it', 'them', 'us', 'me', 'him', 'her']),
  de: new Set(['es', 'ihn', 'ihm', 'uns', 'mich', 'dich', 'euch']),
  es: new Set(),
  pt: new Set(),
  fr: new Set(),
  it: new Set(),
  nl: new Set(),
  nb: new Set(),
}

// Not a measure: identifiers ("CWE-611", "ISO 27001", "A8:2017"), section numbers, ranks ("#11"), bare
// years, and a number that is part of a name ("Top 10", "Phase 2": a capitalised word and a bare small number).
// "ARR 7,9 Mio. €" is an amount after its label, not a code: a decimal comma ends no code.
const NOT_A_MEASURE =
  /\p{Lu}\p{Ll}+\s\d{1,2}(?![\p{N}.,%$€£\p{L}])(?!\s*(?:%|[kmb]\b))|\p{Lu}{2,}[- ]?\d[\w.-]*(?![,\d])|\p{Lu}\d+:\d{4}|\d+(?:\.\d+){2,}|#\d+|(?<![\p{N}.,$€£%-])(?:19|20)\d{2}(?![\p{N}%])/gu

// The month names of the eight languages, long and short ("October", "Oct", "oktober", "févr.", "de marzo"),
// from the runtime's own locale data rather than a list of our own.
const MONTH_NAMES = [
  ...new Set(
    SUPPORTED_LANGUAGES.flatMap((language) =>
      (['long', 'short'] as const).flatMap((width) => {
        const format = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' })
        return Array.from({ length: 12 }, (_, month) =>
          format
            .format(Date.UTC(2026, month, 15))
            .toLowerCase()
            .replace(/\.$/, ''),
        )
      }),
    ),
  ),
]
  .filter((name) => /^\p{L}{3,}$/u.test(name))
  .sort((a, b) => b.length - a.length)
const MONTH = `(?:${MONTH_NAMES.join('|')})\\.?`
// A day of a month is a date, not a measure: "9 October", "October 17", "15. November", "1 de junio", "1er juin".
const DAY_OF_MONTH = new RegExp(
  `(?<![\\p{N}.,])\\d{1,2}(?:\\.|er|º|st|nd|rd|th)?\\s+(?:de\\s+)?${MONTH}(?!\\p{L})|(?<!\\p{L})${MONTH}\\s+\\d{1,2}(?![\\p{N}%.,]\\d|\\s*%)`,
  'giu',
)

// The same, without the global flag that `replace` needs: `test` on a global pattern would carry its position over.
const DATE = new RegExp(DAY_OF_MONTH.source, 'iu')

// Units of time in the eight languages ("days", "Wochen", "semaines"), from the runtime's relative-time data;
// a German case ending or plural ("Tage", "Monate") may follow the form it gives.
const TIME_UNITS = [
  ...new Set(
    SUPPORTED_LANGUAGES.flatMap((language) => {
      const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
      return (['hour', 'day', 'week', 'month'] as const).flatMap((unit) =>
        [1, 2, 5].flatMap((count) => {
          const parts = format.formatToParts(count, unit)
          const after = parts[parts.findIndex((part) => part.type === 'integer') + 1]?.value ?? ''
          return /\p{L}+/u.exec(after)?.[0]?.toLowerCase() ?? []
        }),
      )
    }),
  ),
]
// A time limit: a date, or a count of hours, days, weeks or months ("within 7 days", "binnen 2 weken").
const TIME_LIMIT = new RegExp(
  `\\d+\\s+(?:\\p{L}+\\s+)?(?:${TIME_UNITS.join('|')})\\p{L}{0,2}(?!\\p{L})`,
  'iu',
)

/** Whether a line names a day of a month ("4 December 2026", "30. Juni"): a date, not a duration. */
export function hasDate(text: string): boolean {
  return DATE.test(text)
}

/** Whether a line sets a time limit: a day of a month, or a number of hours, days, weeks or months. */
export function hasTimeLimit(text: string): boolean {
  return DATE.test(text) || TIME_LIMIT.test(text)
}

/** A figure that measures something: an amount, a share, a count, not only a code, a rank, a year or a date. */
export function hasMeasure(text: string): boolean {
  return countMeasures(text) > 0
}

/** How many figures of a text measure something (see hasMeasure). */
export function countMeasures(text: string): number {
  return countFigures(withoutNonMeasures(text))
}

/** The figures of a text that measure something, one spelling per value ("1,460" and "1460" are one). */
export function measuresOf(text: string): Set<string> {
  return new Set(extractFigures(withoutNonMeasures(text)).map(canonicalFigure))
}

/** `text` with its dates, cardinalities, codes, ranks and years blanked out, each by `blank` (one space by default). */
function withoutNonMeasures(text: string, blank: (match: string) => string = () => ' '): string {
  return text.replace(DAY_OF_MONTH, blank).replace(CARDINALITY, blank).replace(NOT_A_MEASURE, blank)
}

/** A cardinality of a diagram ("1...n", "0..*"): it counts nothing. */
export const CARDINALITY = /\d+\.{2,}[\p{L}*]/gu

/** The first figure of a text that measures something, with its unit or currency ("$3.4M", "36 %"). */
export function headlineFigure(text: string): string | undefined {
  // Blanked to their own length, so that positions in `cleaned` stand for the same characters in `text`.
  const cleaned = withoutNonMeasures(text, (match) => ' '.repeat(match.length))
  const figure = extractFigures(cleaned.replace(/^\s*\d{1,2}[.)]\s+/, '    '))[0]
  if (!figure) return undefined
  const at = cleaned.indexOf(figure)
  const before = /(?:[$€£¥]|R\$|US\$)\s?$/u.exec(text.slice(0, at))?.[0] ?? ''
  const after =
    /^(?:\s?(?:%|‰|x|×|M€|k€|€|m³\/s|m³|m²|[kKMB]\b(?![³²])|bn\b|mn\b|mln\b|mio\.?|mrd\.?|pp\b|p\.p\.|prosent|procent|prozent|percent))?/iu.exec(
      text.slice(at + figure.length),
    )?.[0] ?? ''
  return `${before}${figure}${after}`.trim()
}
