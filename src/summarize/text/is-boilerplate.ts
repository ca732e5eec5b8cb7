import type { Language } from '../../shared'
import { LANGUAGE_CUES } from './language-cues'

// In every language: the copyright sign, "(c) 2017", a line that is only an address, a "Slide 4 of 20" mark.
const UNIVERSAL =
  /©|\(c\)\s*\d{4}|^\s*(?:https?:\/\/|www\.)\S+\s*$|^\s*(?:slide|folie|diapositiva|diapositive|diapositivo|dia|lysbilde|page|página|pagina|seite|side)\s+\d+(?:\s*(?:\/|of|de|von|di|van|av|sur|sur|из)\s*\d+)?\s*$/iu

/**
 * Legal and page furniture: copyright and licence notices, confidentiality marks, bare addresses, slide
 * numbers. They stand on a slide but say nothing about the deck, so they are never among its conclusions.
 */
export function isBoilerplate(text: string, language: Language): boolean {
  return UNIVERSAL.test(text) || LANGUAGE_CUES[language].boilerplate.test(text)
}
