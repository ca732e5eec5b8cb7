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

/** Below this many Latin letters franc cannot tell languages apart; the spec's default language stands. */
const MIN_LETTERS_TO_DETECT = 40
/** franc reads trigrams: a sample spread over the document is as good as all of it, and bounded in time. */
const SAMPLE_CHARS = 60_000

/**
 * The document's dominant language, or `unsupported_language`. First by script: text mostly in a
 * non-Latin script is refused whatever Latin words it carries. Then franc picks among Latin-script
 * languages, and anything but the eight accepted ones is refused.
 */
export function detectLanguage(text: string): Language {
  const sample = sampleText(text)
  let latinLetters = 0
  let otherLetters = 0
  let latinText = ''
  for (const char of sample) {
    if (!LETTER.test(char)) {
      latinText += char
      continue
    }
    if (LATIN.test(char)) {
      latinLetters++
      latinText += char
    } else {
      otherLetters += LOGOGRAPHIC.test(char) ? LOGOGRAPHIC_WEIGHT : 1
      latinText += ' '
    }
  }
  if (otherLetters > latinLetters) throw unsupported()
  if (latinLetters < MIN_LETTERS_TO_DETECT) return 'en'

  const code = franc(latinText.replace(/\s+/g, ' '), {
    only: [...Object.keys(LANGUAGE_BY_FRANC_CODE), ...OTHER_LATIN],
    minLength: MIN_LETTERS_TO_DETECT,
  })
  if (code === 'und') return 'en'
  const language = LANGUAGE_BY_FRANC_CODE[code]
  if (!language) throw unsupported()
  return language
}

function unsupported(): IngestError {
  // The default message names the eight supported languages.
  return new IngestError('unsupported_language')
}

/** Evenly spaced slices: the whole document is represented, not just its opening pages. */
function sampleText(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text
  const slices = 20
  const sliceLength = Math.floor(SAMPLE_CHARS / slices)
  const step = Math.floor(text.length / slices)
  const parts: string[] = []
  for (let index = 0; index < slices; index++)
    parts.push(text.slice(index * step, index * step + sliceLength))
  return parts.join(' ')
}
