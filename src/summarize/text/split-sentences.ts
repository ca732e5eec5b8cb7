import type { Language } from '../../shared'
import { ABBREVIATIONS, ORDINAL_LEADS } from './abbreviations'

const segmenters = new Map<Language, Intl.Segmenter>()
const abbreviationEnds = new Map<Language, RegExp>()

function endsInAbbreviation(language: Language): RegExp {
  let pattern = abbreviationEnds.get(language)
  if (!pattern) {
    // "z. B." comes as "z." then "B.": the first part of a multi-part abbreviation holds the sentence open too.
    const words = ABBREVIATIONS[language].flatMap((word) => [word, ...word.split(/\.\s*/).slice(0, 1)])
    const alternatives = [...new Set(words)]
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.\s*/g, '\\.\\s*'))
    // The abbreviation must stand as a word of its own. Not one pattern with an inline `(?i:…)` group for the
    // words beside a case-sensitive initial: in a long-running process V8 came to match that group case-sensitively
    // ("el Sr." no longer held open) depending on what had run before (decision 130).
    // An elided article before it ("l’art. 24") leaves it a word of its own too (decision 205).
    pattern = new RegExp(`(?:^|[\\s(«"“]|(?<!\\p{L})l['’])(?:${alternatives.join('|')})\\.$`, 'iu')
    abbreviationEnds.set(language, pattern)
  }
  return pattern
}

const ordinalEnds = new Map<Language, RegExp | null>()

// A number with a full stop after an article ("des 55.", "den 3.") is an ordinal: the noun it
// counts follows ("Lebensjahres", "mai"), so the sentence goes on (decision 205). Null where the language has none.
function endsInOrdinal(language: Language): RegExp | null {
  if (!ordinalEnds.has(language)) {
    const leads = ORDINAL_LEADS[language]
    ordinalEnds.set(
      language,
      leads.length === 0
        ? null
        : new RegExp(
            `(?:^|[\\s(«"“])(?:${leads.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s+\\d{1,3}\\.$`,
            'iu',
          ),
    )
  }
  return ordinalEnds.get(language)!
}

// A single capital ("J. Smith") is an initial; case-sensitive, unlike the abbreviations.
const endsInInitial = /(?:^|[\s(«"“])\p{Lu}\.$/u

function endsInAbbreviationOrInitial(text: string, language: Language): boolean {
  return (
    endsInAbbreviation(language).test(text) ||
    endsInInitial.test(text) ||
    (endsInOrdinal(language)?.test(text) ?? false)
  )
}

/**
 * Sentences of `text` by the language's own rules, trimmed, empty ones dropped. Intl.Segmenter cuts after
 * any point it does not know as an abbreviation ("7,9 Mio." | "€ im Jahr", "z." | "B."); a segment that ends
 * in one of the language's abbreviations is joined to the next.
 */
export function splitSentences(text: string, language: Language): string[] {
  let segmenter = segmenters.get(language)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })
    segmenters.set(language, segmenter)
  }
  const sentences: string[] = []
  let pending = ''
  for (const { segment } of segmenter.segment(text)) {
    pending += segment
    const trimmed = pending.trim()
    if (trimmed !== '' && !endsInAbbreviationOrInitial(trimmed, language) && !isHeldOpen(trimmed)) {
      sentences.push(trimmed)
      pending = ''
    }
  }
  if (pending.trim() !== '') sentences.push(pending.trim())
  return joinDates(sentences, language)
}

// A quotation is held open at most this long: past it, an unmatched mark is the file's, not a quotation.
const MAX_QUOTATION = 400

/**
 * A segment that cannot end its sentence: inside a quotation still open ("“It’s a Sputnik moment." |
 * "Communities are going to rise…”"), or after an initialism written with points ("U.S.", "U.K.", "e.U.").
 */
function isHeldOpen(text: string): boolean {
  if (/(?:^|[\s(])(?:\p{L}\.){2,}$/u.test(text)) return true
  // A straight mark opens at a word's start and closes at its end ("Is it in the 3rd line? It is, but…"): one
  // after a figure (12" screens) is an inch, neither.
  const opened = (text.match(/[“«„]/gu)?.length ?? 0) + (text.match(/(?:^|[\s(])"(?=\p{L})/gu)?.length ?? 0)
  const closed =
    (text.match(/[”»]/gu)?.length ?? 0) +
    (text.match(/(?<=[\p{L}\p{N}.!?,…])"(?=[\s.,;:!?)]|$)/gu)?.length ?? 0)
  return opened > closed && text.length < MAX_QUOTATION
}

const monthStarts = new Map<Language, RegExp>()

// A day written as an ordinal ("30. Juni", "1. Mai", "18. juni") ends no sentence: the month follows it.
function joinDates(sentences: string[], language: Language): string[] {
  let months = monthStarts.get(language)
  if (!months) {
    const names = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((month) =>
      (['long', 'short'] as const).map((width) =>
        new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' })
          .format(Date.UTC(2026, month - 1, 15))
          .replace(/\.$/u, ''),
      ),
    )
    months = new RegExp(`^(?:${[...new Set(names)].join('|')})\\.?(?![\\p{L}])`, 'iu')
    monthStarts.set(language, months)
  }
  const joined: string[] = []
  for (const sentence of sentences) {
    const previous = joined.at(-1)
    if (previous !== undefined && /(?:^|\s)\d{1,2}\.$/u.test(previous) && months.test(sentence))
      joined[joined.length - 1] = `${previous} ${sentence}`
    else joined.push(sentence)
  }
  return joined
}

// A question mark at the end, before a closing quote or trailing space ("… or will we have to pay?”").
const QUESTION_END = /\?[”"’»“]?\s*$/u

/** Whether a line or sentence ends as a question. */
export function endsAsQuestion(text: string): boolean {
  return QUESTION_END.test(text)
}
