import type { Language } from '../../shared'
import { furnitureKind } from '../text/is-furniture'
import { LANGUAGE_CUES } from '../text/language-cues'

/** A title longer than this, or a sentence, gives a line no context. */
export const SHORT_TITLE = 50

/**
 * A slide's title as the context an overall item is read under ("Supply Chain Failures: It was top-ranked…"), or
 * undefined when it gives none: a question, a frame's or furniture's title, a sentence, a long title. A title's code
 * or section number ("A03:2025 Software Supply Chain Failures", "3.2 Results") is no context.
 */
export function contextTitle(title: string, language: Language): string | undefined {
  const name = title.trim().replace(/^(?:\p{Lu}\d+:\d{4}|\d+(?:\.\d+)*\.?)\s+(?=\p{L})/u, '')
  const usable =
    name !== '' &&
    !/[?.!]$/u.test(name) &&
    name.length <= SHORT_TITLE &&
    !LANGUAGE_CUES[language].frameTitle.test(name) &&
    furnitureKind(name, language) === undefined
  return usable ? name : undefined
}
