import { z } from 'zod'

const words = z.array(z.string().min(1)).min(1)

/**
 * How a document announces the programme it argues for (decision 171): `counts`, the number words of a count of
 * things ("three areas", "drei Bereiche", "trois axes"), matched whole; `ordinals`, the words that take the
 * things in turn ("first", "erstens", "premièrement", "finally"), matched where a word starts as deck words are.
 */
export const enumerationWordsSchema = z.strictObject({ counts: words, ordinals: words })
