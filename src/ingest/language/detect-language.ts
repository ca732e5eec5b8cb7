import { franc } from 'franc'
import type { Language } from '../../shared'
import { IngestError } from '../ingest-error'

/** franc's ISO 639-3 codes for the eight accepted languages; both written Norwegians are recorded as Bokmål. */
export const LANGUAGE_BY_FRANC_CODE: Readonly<Record<string, Language>> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  nob: 'nb',
  nno: 'nb',
}

/**
 * Latin-script languages franc may answer besides the accepted ones, so that e.g. a Polish deck is refused
 * rather than forced into the nearest accepted language. Deliberately left out: varieties that franc
 * confuses with an accepted language on technical text (Scots for English, Galician for Portuguese,
 * Afrikaans and Frisian for Dutch, Low German for German), where a wrong refusal is the worse mistake.
 */
const OTHER_LATIN = [
  'dan', 'swe', 'fin', 'est', 'isl', 'pol', 'ces', 'slk', 'slv', 'hrv', 'bos', 'hun', 'ron', 'lit', 'lvs',
  'tur', 'azj', 'uzn', 'vie', 'ind', 'zlm', 'tgl', 'ceb', 'swh', 'som', 'hau', 'yor', 'ibo', 'zul', 'xho',
  'cat', 'eus', 'mlt', 'sqi', 'kin', 'epo', 'lat',
] // prettier-ignore

/**
 * Scripts whose characters stand for a syllable or a word rather than a sound: one of them carries about
 * as much text as this many Latin letters, so a Chinese deck full of English terms still reads as Chinese.
 */
const LOGOGRAPHIC_WEIGHT = 3
const LOGOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER = /\p{L}/u
const LATIN = /\p{Script=Latin}/u
const NON_LATIN_LETTERS = /[^\P{L}\p{Script=Latin}]+/gu

/** Below this many Latin letters franc cannot tell languages apart; the spec's default language stands. */
const MIN_LETTERS_TO_DETECT = 40
/** Letters are counted on a sample spread over the document: as good as all of it, and bounded in time. */
const SAMPLE_CHARS = 60_000
const SAMPLE_SLICES = 20
/**
 * franc reads the first 2,048 characters it is given and ignores the rest, so it is given that many,
 * taken from across the sample: a deck whose cover and agenda are in English and whose body is in
 * German reads as German.
 */
const FRANC_CHARS = 2048
const FRANC_SLICES = 8

/**
 * The document's dominant language, or `unsupported_language`. First by script: text mostly in a
 * non-Latin script is refused whatever Latin words it carries. Then franc picks among Latin-script
 * languages, and anything but the eight accepted ones is refused.
 */
export function detectLanguage(text: string): Language {
  const sample = spreadSlices(text, SAMPLE_CHARS, SAMPLE_SLICES).join(' ')
  const { latinLetters, otherLetters } = countLetters(sample)
  if (otherLetters > latinLetters) throw unsupported()
  if (latinLetters < MIN_LETTERS_TO_DETECT) return 'en'

  const code = franc(francInput(sample), {
    only: [...Object.keys(LANGUAGE_BY_FRANC_CODE), ...OTHER_LATIN],
    minLength: MIN_LETTERS_TO_DETECT,
  })
  if (code === 'und') return 'en'
  const language = LANGUAGE_BY_FRANC_CODE[code]
  if (!language) throw unsupported()
  return language
}

/** Latin letters, and other letters weighted by how much text each carries. ASCII, most of it, is quick. */
function countLetters(sample: string): { latinLetters: number; otherLetters: number } {
  let latinLetters = 0
  let otherLetters = 0
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index)
    if (code < 0x80) {
      const lower = code | 0x20
      if (lower >= 0x61 && lower <= 0x7a) latinLetters++
      continue
    }
    const point = sample.codePointAt(index) ?? code
    if (point > 0xffff) index++
    const char = String.fromCodePoint(point)
    if (!LETTER.test(char)) continue
    if (LATIN.test(char)) latinLetters++
    else otherLetters += LOGOGRAPHIC.test(char) ? LOGOGRAPHIC_WEIGHT : 1
  }
  return { latinLetters, otherLetters }
}

/** The Latin-script words of the sample, from across it, without the letters of other scripts. */
function francInput(sample: string): string {
  // Twice as much as each slice's share is cut, as collapsing whitespace and other scripts shortens it.
  const slices = spreadSlices(sample, FRANC_CHARS * 2, FRANC_SLICES)
  const share = Math.floor(FRANC_CHARS / slices.length)
  return slices
    .map((slice) => slice.replace(NON_LATIN_LETTERS, ' ').replace(/\s+/g, ' ').slice(0, share))
    .join(' ')
}

function unsupported(): IngestError {
  // The default message names the eight supported languages.
  return new IngestError('unsupported_language')
}

/** Evenly spaced slices: the whole text is represented, not just its beginning. */
function spreadSlices(text: string, length: number, slices: number): string[] {
  if (text.length <= length) return [text]
  const sliceLength = Math.floor(length / slices)
  const step = Math.floor(text.length / slices)
  return Array.from({ length: slices }, (_, index) => text.slice(index * step, index * step + sliceLength))
}

/**
 * The language of a summary's text among the eight, by the same reading as `detectLanguage`, or undefined
 * when it cannot tell (too short, undetermined, another language): the LLM summariser checks each answer
 * with it (issue 23), and an answer it cannot place is not re-asked.
 */
export function guessLanguage(text: string): Language | undefined {
  const sample = spreadSlices(text, SAMPLE_CHARS, SAMPLE_SLICES).join(' ')
  const { latinLetters, otherLetters } = countLetters(sample)
  if (otherLetters > latinLetters || latinLetters < MIN_LETTERS_TO_DETECT) return undefined
  const code = franc(francInput(sample), {
    only: [...Object.keys(LANGUAGE_BY_FRANC_CODE), ...OTHER_LATIN],
    minLength: MIN_LETTERS_TO_DETECT,
  })
  return LANGUAGE_BY_FRANC_CODE[code]
}
