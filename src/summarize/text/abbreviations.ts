import { z } from 'zod'
import type { Language } from '../../shared'
import { DECK_WORDS_DATA } from '../local/deck-words'
import { abbreviationsSchema, ordinalLeadsSchema } from '../local/deck-words/cue-words-schema'

/**
 * Abbreviations after which a full stop does not end a sentence, per language (lower case, without the
 * final point; a multi-part one like "z. b." is written with its inner points). Intl.Segmenter knows a few
 * English ones only: "7,9 Mio. €", "Sr. López" and "e.g. Excel" were cut in two. Each language's list is in
 * its data file (local/deck-words/<language>.ts), checked against its schema once when this module loads.
 */
export const ABBREVIATIONS: Record<Language, readonly string[]> = Object.fromEntries(
  Object.entries(DECK_WORDS_DATA).map(([language, data]) => [language, check(language, data.abbreviations)]),
) as Record<Language, readonly string[]>

/**
 * Words after which a number with a full stop is an ordinal ("des 55. Lebensjahres", "den 3. mai"), per language;
 * empty where the language writes ordinals otherwise ("55th", "55e"). Intl.Segmenter ended the sentence at "55."
 * when a capitalised noun followed (decision 205).
 */
export const ORDINAL_LEADS: Record<Language, readonly string[]> = Object.fromEntries(
  Object.entries(DECK_WORDS_DATA).map(([language, data]) => [
    language,
    check(language, data.ordinalLeads, ordinalLeadsSchema, 'ordinalLeads'),
  ]),
) as Record<Language, readonly string[]>

function check(
  language: string,
  data: unknown,
  schema: z.ZodType<string[]> = abbreviationsSchema,
  name = 'abbreviations',
): readonly string[] {
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new Error(`deck-words/${language}.ts, ${name}: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
