import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { en } from '../local/deck-words/en'
import { ABBREVIATIONS } from './abbreviations'
import { compileLanguageCues, LANGUAGE_CUES, type LanguageCues } from './language-cues'

type Matcher = Exclude<keyof LanguageCues, 'insight' | 'questions' | 'labels' | 'chart'>

// The cues are compiled from each language's data file: these pin what the compiled patterns find.
describe('LANGUAGE_CUES', () => {
  test.each<[Language, Matcher, string, boolean]>([
    ['en', 'action', 'We must close the round by June', true],
    ['en', 'action', 'Mustard sales rose', false],
    ['en', 'imperative', 'Roll  out the pilot to 3 clinics', true],
    ['en', 'imperative', 'Launched in May', false],
    ['en', 'frameTitle', '1. Agenda', true],
    ['en', 'frameTitle', 'Agenda for growth', false],
    ['en', 'talkLead', 'If asked about churn: say 2%', true],
    ['es', 'action', 'Hay que firmar el contrato', true],
    ['es', 'questionOpener', '¿Cómo crecerá el margen', false],
    ['es', 'questionOpener', 'Cómo crecerá el margen', true],
    ['es', 'bioTitle', '¿Quién soy?', true],
    ['pt', 'obligation', 'A equipa deve entregar', true],
    ['pt', 'anaphor', 'Isso reduz o custo', true],
    ['fr', 'imperative', 'Lancer le pilote en mars', true],
    ['fr', 'copula', 'La marge est stable', true],
    ['fr', 'supplementTitle', 'Annexe B : hypothèses', true],
    ['de', 'imperative', 'Ausschreibung für 40 Lkw starten', true],
    ['de', 'imperative', 'Starten wir', true],
    ['de', 'modal', 'Das Team muss liefern', true],
    ['de', 'modal', 'Mussten wir?', false],
    ['it', 'talk', 'In questa presentazione vediamo', true],
    ['it', 'action', 'Occorre approvare il budget', true],
    ['nl', 'imperative', 'Een werkplaats openen.', true],
    ['nl', 'imperative', 'De werkplaats is open', false],
    ['nb', 'boilerplate', 'Alle rettigheter reservert', true],
    ['nb', 'summaryTitle', 'Oppsummering', true],
  ])('%s %s: "%s" is %s', (language, key, text, expected) => {
    const pattern = LANGUAGE_CUES[language][key]

    expect(pattern.test(text)).toBe(expected)
  })

  test('every language has every cue, and its questions name the topic without a figure', () => {
    const shape = (cues: LanguageCues) => Object.keys(cues).join()

    for (const cues of Object.values(LANGUAGE_CUES)) {
      expect(shape(cues)).toBe(shape(LANGUAGE_CUES.en))
      expect(Object.values(cues.insight).every((pattern) => pattern instanceof RegExp)).toBe(true)
      expect(Object.values(cues.questions).every((q) => q.includes('{topic}') && !/\d/.test(q))).toBe(true)
    }
    expect(Object.keys(LANGUAGE_CUES)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'nb'])
  })

  test('a new language is a new data file: its words compile into cues', () => {
    const cues = compileLanguageCues('xx', { ...en.cues, action: ['zorg$', 'plim'], imperativeAtEnd: true })

    expect(cues.action.test('We zorg tomorrow')).toBe(true)
    expect(cues.action.test('We zorgen tomorrow')).toBe(false)
    expect(cues.action.test('Plimsoll line')).toBe(true)
    expect(cues.imperative.test('The pilot to launch')).toBe(true)
  })

  test('a malformed data file fails at load, naming its file and key', () => {
    const { talk: _missing, ...cues } = en.cues

    expect(() => compileLanguageCues('xx', cues)).toThrow(/deck-words\/xx\.ts, cues:[\s\S]*talk/)
  })
})

describe('ABBREVIATIONS', () => {
  test.each<[Language, string]>([
    ['en', 'e.g'],
    ['en', 'jan'],
    ['es', 'p. ej'],
    ['pt', 'p. ex'],
    ['fr', 'janv'],
    ['de', 'mio'],
    ['de', 'z. b'],
    ['de', 'sep'],
    ['it', 'ecc'],
    ['nl', 'mrd'],
    ['nl', 'aug'],
    ['nb', 'f.eks'],
  ])('%s keeps a sentence open after "%s."', (language, abbreviation) => {
    expect(ABBREVIATIONS[language]).toContain(abbreviation)
  })
})
