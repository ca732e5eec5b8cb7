import { z } from 'zod'
import { missing, words } from './words-schema'

/**
 * One language's cue words and abbreviations, part of its deck-words file and checked against this schema
 * when it is loaded (issue 24, item 6). text/language-cues.ts compiles the cue words into LanguageCues, whose
 * comments say what each list finds; here is how each list matches:
 * - `cue` lists match where a word starts ("increas" finds "increased"); a trailing '$' asks for the whole word;
 * - `lineStart` lists match the line's first words (with `imperativeAtEnd`, also its last, for languages that
 *   close an action with its infinitive: "Ausschreibung starten");
 * - `talkLead` lists match a speaker's cue at the start of a line, up to its colon ("If asked about churn:");
 * - `questionStart` lists match a question word that opens a line and is followed by another word;
 * - `wholeTitle` lists match the whole title, numbering and punctuation aside ("1. Agenda", "Questions?").
 * Case does not matter, and a space matches any run of spaces.
 */
const cue = words
const lineStart = words
const talkLead = words
const questionStart = words
const wholeTitle = words
// Fixed words the summary writes. No digits: every figure comes from a slide.
const text = z
  .string(missing)
  .min(1, 'no empty text')
  .regex(/^\D*$/u, 'no digits: figures come from the deck')
// A template with every one of its placeholders, which the deck's own words and figures fill.
const template = (placeholders: string[]) =>
  text.refine((value) => placeholders.every((placeholder) => value.includes(placeholder)), {
    message: `needs ${placeholders.join(', ')}`,
  })
// A chart item keeps each figure's label in its own clause for the label check: no comma or semicolon.
const chartTemplate = (placeholders: string[]) =>
  template(placeholders).regex(/^[^,;]*$/u, 'no comma or semicolon: one clause per figure')
const question = template(['{topic}'])

export const cueWordsSchema = z.strictObject(
  {
    action: cue,
    imperative: lineStart,
    imperativeAtEnd: z.boolean(missing),
    dutyVerb: lineStart,
    actionTitle: cue,
    supplementTitle: cue,
    modal: cue,
    obligation: cue,
    deadlineLead: lineStart,
    requirement: cue,
    howTo: lineStart,
    anaphor: lineStart,
    talk: cue,
    talkLead,
    housekeeping: cue,
    questionOpener: questionStart,
    copula: cue,
    bioTitle: wholeTitle,
    summaryTitle: cue,
    insight: z.strictObject({ risk: cue, growth: cue, market: cue, money: cue, comparison: cue }, missing),
    questions: z.strictObject(
      { risk: question, growth: question, market: question, money: question, general: question },
      missing,
    ),
    boilerplate: cue,
    footnoteLabel: cue,
    frameTitle: wholeTitle,
    chart: z.strictObject(
      {
        extremes: chartTemplate(['{high}', '{highValue}', '{low}', '{lowValue}']),
        fromTo: chartTemplate(['{first}', '{firstLabel}', '{last}', '{lastLabel}']),
        againstPlan: chartTemplate(['{category}', '{actual}', '{plan}']),
      },
      missing,
    ),
    sectionLabel: wholeTitle,
    labels: z.strictObject(
      {
        notes: text,
        noText: text,
        titleOnly: text,
        code: text,
        noTextPages: text,
        picture: text,
        pictureOnly: text,
        chartOnly: text,
        diagramOnly: text,
        drawing: text,
      },
      missing,
    ),
  },
  missing,
)

/**
 * Abbreviations after which a full stop does not end a sentence: lower case, without the final point; a
 * multi-part one like "z. b" keeps its inner points.
 */
export const abbreviationsSchema = z
  .array(
    z
      .string()
      .min(1, 'no empty abbreviation')
      .refine((value) => value === value.toLowerCase(), 'lower case')
      .refine((value) => !value.endsWith('.'), 'without the final point'),
    missing,
  )
  .min(1, 'at least one abbreviation')

/**
 * The words after which a number with a full stop is an ordinal, not a sentence’s end ("des 55. Lebensjahres",
 * "den 3. mai"; decision 205): articles and words that need a noun after them, lower case; no preposition ("von 50
 * bis 100." ends its sentence). Empty where the language writes no ordinal with a full stop ("55th", "55e", "55.º").
 */
export const ordinalLeadsSchema = z.array(
  z
    .string()
    .min(1, 'no empty word')
    .refine((value) => value === value.toLowerCase(), 'lower case'),
  missing,
)

/** The cue words and abbreviations that each language's deck-words file holds besides its structure words. */
export const cuesAndAbbreviationsSchema = z.strictObject({
  cues: cueWordsSchema,
  abbreviations: abbreviationsSchema,
  ordinalLeads: ordinalLeadsSchema,
})
