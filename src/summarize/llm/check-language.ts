import { LANGUAGE_NAMES, type Language } from '../../shared'

/**
 * The language a text is written in, by the detection ingest uses (passed in: summarize may not import
 * ingest); undefined when it cannot tell.
 */
export type DetectLanguage = (text: string) => Language | undefined

// Below this many letters a detector guesses: names, figures and a few words are no evidence of a language.
const MIN_LETTERS = 120

/**
 * The language `texts` are written in when it is not `expected`, undefined when it is or cannot be told.
 * Quotes and names in the document's own language are no reason to re-ask: only the answer as a whole counts.
 */
export function findWrongLanguage(
  texts: readonly string[],
  expected: Language,
  detect: DetectLanguage | undefined,
): Language | undefined {
  if (!detect) return undefined
  const text = texts.join('\n')
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return undefined
  const found = detect(text)
  return found && found !== expected ? found : undefined
}

/** What a retry tells the model about its language, naming both. */
export function describeWrongLanguage(found: Language, expected: Language): string {
  return `Write in ${LANGUAGE_NAMES[expected]}: the previous answer was in ${LANGUAGE_NAMES[found]}.`
}
