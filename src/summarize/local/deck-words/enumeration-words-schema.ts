import { z } from 'zod'
import { words } from './words-schema'

/**
 * How a document announces the programme it argues for (decision 171): `counts`, the number words of a count of
 * things ("three areas", "drei Bereiche", "trois axes"), matched whole; `ordinals`, the words that take the
 * things in turn ("first", "erstens", "premièrement", "finally"), matched where a word starts as deck words are.
 */
export const enumerationWordsSchema = z.strictObject({ counts: words, ordinals: words })
