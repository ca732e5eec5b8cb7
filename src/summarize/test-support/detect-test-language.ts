import { franc } from 'franc'
import type { Language } from '../../shared'

const CODES: Record<string, Language> = {
  eng: 'en', spa: 'es', por: 'pt', fra: 'fr', deu: 'de', ita: 'it', nld: 'nl', nob: 'nb',
} // prettier-ignore

/**
 * The language of a text by franc, as ingest's detection reads it, for the summariser's tests (summarize
 * may not import ingest; the product passes ingest's own `guessLanguage`).
 */
export function detectTestLanguage(text: string): Language | undefined {
  return CODES[franc(text, { only: Object.keys(CODES), minLength: 40 })]
}
