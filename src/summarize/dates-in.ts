import { SUPPORTED_LANGUAGES, type Language } from '../shared'
import { upperFirst } from './text/first-letter'

const DAY_MS = 86_400_000

// The month names of the eight languages, from the runtime's own locale data (ICU), so no list is kept by hand.
const NAMES_BY_LANGUAGE = new Map(
  SUPPORTED_LANGUAGES.map((language) => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' })
    return [
      language,
      Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1)))),
    ]
  }),
)
const MONTHS = new Map<string, number>()
for (const names of NAMES_BY_LANGUAGE.values())
  names.forEach((name, month) => MONTHS.set(name.toLowerCase(), month))
// Each language's month names as its texts write them ("December", "décembre", "Dezember"), for `mentionsMonth`.
const MONTH_NAMES = new Map(
  [...NAMES_BY_LANGUAGE].map(([language, names]) => {
    const forms = names.flatMap((name) => [name, upperFirst(name)])
    return [language, new RegExp(`(?<![\\p{L}])(?:${forms.join('|')})(?![\\p{L}])`, 'u')] as const
  }),
)
const MONTH = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|')
// "14 de abril de 2026", "14. April 2026", "14 avril 2026", "April 14, 2026": a day, its month by name, a year.
const DAY_FIRST = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2})\\.?\\s+(?:\\p{L}{1,3}\\s+)?(${MONTH})\\s+(?:\\p{L}{1,3}\\s+)?(\\d{4})(?!\\d)`,
  'giu',
)
const MONTH_FIRST = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH})\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`, 'giu')

/** A full date as a text writes it, with where it stands. */
export interface StatedDate {
  text: string
  index: number
  time: number
}

/**
 * The full dates (day, month by name, year) a text states, in order, in any of the eight languages. A date
 * without its day or year ("May 2026", "18 May") is no point in time a span can be counted from.
 */
export function datesIn(text: string): StatedDate[] {
  const found: StatedDate[] = []
  for (const match of text.matchAll(DAY_FIRST))
    add(found, match, Number(match[1]), match[2]!, Number(match[3]))
  for (const match of text.matchAll(MONTH_FIRST))
    add(found, match, Number(match[2]), match[1]!, Number(match[3]))
  return found.sort((a, b) => a.index - b.index)
}

function add(found: StatedDate[], match: RegExpMatchArray, day: number, month: string, year: number) {
  const index = MONTHS.get(month.toLowerCase())
  if (index === undefined || day < 1 || day > 31) return
  const time = Date.UTC(year, index, day)
  if (new Date(time).getUTCDate() !== day) return
  found.push({ text: match[0], index: match.index!, time })
}

/**
 * Whether a text names a month as its language writes it ("on 01 December", "In February", "im März"): a dated
 * line, a deadline or a step in a schedule. Case counts where the language capitalises its months, so that
 * English "may" (a verb) is none.
 */
export function mentionsMonth(text: string, language: Language): boolean {
  return MONTH_NAMES.get(language)?.test(text) ?? false
}

/** The days from one stated date to another. */
export function daysBetween(from: StatedDate, to: StatedDate): number {
  return Math.round((to.time - from.time) / DAY_MS)
}
