import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { abbreviationsSchema, cueWordsSchema } from './cue-words-schema'
import { de } from './de'
import { deckWordsSchema } from './deck-words-schema'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nb } from './nb'
import { nl } from './nl'
import { pt } from './pt'

// Each issue as "path: message", so a test reads like the error a new language's author sees.
const issuesOf = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('cueWordsSchema', () => {
  test.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
    ['fr', fr],
    ['de', de],
    ['it', it],
    ['nl', nl],
    ['nb', nb],
  ])('accepts the %s data file as a whole', (_language, data) => {
    expect(issuesOf(deckWordsSchema, data)).toEqual([])
  })

  test('rejects a missing key, naming it', () => {
    const { talk: _missing, ...cues } = de.cues

    expect(issuesOf(cueWordsSchema, cues)).toEqual(['talk: missing: every language lists it'])
  })

  test('rejects an empty word list', () => {
    expect(issuesOf(cueWordsSchema, { ...fr.cues, modal: [] })).toEqual(['modal: at least one word'])
  })

  test('names an empty or missing word list of any part of the deck words the same way', () => {
    const { cues: _missing, ...stances } = nl.stances

    expect(issuesOf(deckWordsSchema, { ...nl, stances })).toEqual([
      'stances.cues: missing: every language lists it',
    ])
    expect(
      issuesOf(deckWordsSchema, { ...it, deckQuestions: { ...it.deckQuestions, questionSlides: [] } }),
    ).toEqual(['deckQuestions.questionSlides: at least one word'])
  })

  test('rejects digits in a question template, and a template without its placeholder', () => {
    const questions = {
      ...es.cues.questions,
      risk: '¿Qué pasa si {topic} cae un 5 %?',
      money: '¿Y el dinero?',
    }

    expect(issuesOf(cueWordsSchema, { ...es.cues, questions })).toEqual([
      'questions.risk: no digits: figures come from the deck',
      'questions.money: needs {topic}',
    ])
  })

  test('rejects a chart template that joins two figures in one clause', () => {
    const chart = { ...en.cues.chart, extremes: '{high} at {highValue}, {low} at {lowValue}' }

    expect(issuesOf(cueWordsSchema, { ...en.cues, chart })).toEqual([
      'chart.extremes: no comma or semicolon: one clause per figure',
    ])
  })

  test('rejects a key no language has, so a misspelt key is not silently ignored', () => {
    expect(issuesOf(cueWordsSchema, { ...nl.cues, imperativeAtTheEnd: true })).toHaveLength(1)
  })

  test('a new language file without cue words or abbreviations is rejected as a whole', () => {
    const { cues: _cues, abbreviations: _abbreviations, ...structure } = it

    expect(issuesOf(deckWordsSchema, structure)).toEqual([
      'cues: missing: every language lists it',
      'abbreviations: missing: every language lists it',
    ])
  })
})

describe('abbreviationsSchema', () => {
  test('rejects a capital, a final point and an empty list', () => {
    expect(issuesOf(abbreviationsSchema, ['mio', 'Mrd', 'z. b.'])).toEqual([
      '1: lower case',
      '2: without the final point',
    ])
    expect(issuesOf(abbreviationsSchema, [])).toEqual([': at least one abbreviation'])
  })
})
