import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { valueOf } from './ask-about-result-rows'
import { compareResultRows } from './compare-result-rows'

// Decision 179: the comparison a slide's text table makes (decision 175) has its question: what the deck's own
// result gives up for its advantage over the closest alternative; why one row of a before and after moves far less
// than the one that moves most; else what the largest change was measured on. The figures are the slide's.

const questionOf = (lines: string[], language: Language) => {
  const slides: TestSlide[] = [{ title: 'Results', lines: lines.map(paragraph) }]
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  const [insight] = compareResultRows(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
  expect(insight).toBeDefined()
  return insight?.question
}

describe('the question of a result against its alternatives', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'Table Requirements for 32-bit Addition',
        'Proposed\tUnrestricted Faithful\t234      (words)',
        'Coleman et al.\tRestricted Faithful\t≈1500',
        'Lewis\tRestricted Faithful\t768',
        'Swartzlander\tRound to Nearest\t≈ 2^28',
      ],
      'Proposed (Unrestricted Faithful): 234 (words) against 768 for Lewis (Restricted Faithful). What does it give up for that advantage, and when does it not hold?',
    ],
    [
      'es',
      ['Tiempo de entrega', 'Nuestro servicio\t2 días', 'Correos\t5 días', 'Mensajería local\t4 días'],
      'Nuestro servicio: 2 días frente a 4 días de Mensajería local. ¿Qué cuesta esa ventaja y en qué casos deja de valer?',
    ],
    [
      'nb',
      ['Energibruk per år', 'Foreslått løsning\t41 MWh', 'Dagens anlegg\t96 MWh', 'Varmepumpe\t63 MWh'],
      'Foreslått løsning: 41 MWh mot 63 MWh for Varmepumpe. Hva koster den fordelen, og når gjelder den ikke?',
    ],
  ])('asks the price of the advantage over the closest alternative (%s)', (language, lines, question) => {
    expect(questionOf(lines, language)).toBe(question)
  })

  test.each<[Language, string[]]>([
    // An own figure between its alternatives has no one advantage to ask the price of.
    ['fr', ['Latence', 'Notre moteur\t40 ms', 'Moteur A\t12 ms', 'Moteur B\t90 ms']],
    ['en', ['Memory per table', 'Proposed\t900 words', 'Lewis\t768 words', 'Coleman\t1500 words']],
  ])('asks nothing when the own figure is neither the lowest nor the highest (%s)', (language, lines) => {
    expect(questionOf(lines, language)).toBeUndefined()
  })
})

describe('the question of a before and after', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'Operation Spark 1.6 Spark 2.0',
        'filter 15ns 1.1ns',
        'hash join 115ns 4.0ns',
        'sort-merge join 750ns 700ns',
      ],
      'Why does sort-merge join move only 750ns → 700ns while hash join moves 115ns → 4.0ns: what holds it back?',
    ],
    [
      'de',
      [
        'Vorgang Version 2019 Version 2024',
        'Sortieren 620 ms 41 ms',
        'Laden 300 ms 280 ms',
        'Suchen 90 ms 12 ms',
      ],
      'Laden: nur 300 ms → 280 ms, während Sortieren 620 ms → 41 ms erreicht. Was bremst es?',
    ],
    [
      'fr',
      [
        'Mesure Notre moteur Moteur concurrent',
        'Latence 12 ms 40 ms',
        'Démarrage 2,0 s 2,2 s',
        'Mémoire 210 Mo 900 Mo',
      ],
      'Démarrage : seulement 2,0 s contre 2,2 s, quand Mémoire donne 210 Mo contre 900 Mo. Qu’est-ce qui le freine ?',
    ],
  ])('asks why one row moves far less than the one that moves most (%s)', (language, lines, question) => {
    expect(questionOf(lines, language)).toBe(question)
  })

  test.each<[Language, string[], string]>([
    [
      'de',
      ['Vorgang Version 2019 Version 2024', 'Sortieren 620 ms 41 ms', 'Suchen 90 ms 12 ms'],
      'Sortieren 620 ms → 41 ms: gemessen mit welcher Last und welchem Aufbau, und gilt das auch außerhalb dieses Tests?',
    ],
    [
      'en',
      ['Operation Spark 1.6 Spark 2.0', 'filter 15ns 1.1ns', 'hash join 115ns 4.0ns'],
      'hash join 115ns → 4.0ns: measured on what workload and setup, and does it hold beyond that test?',
    ],
    [
      'nb',
      ['Steg Versjon 2022 Versjon 2025', 'Innlesing 40 s 9 s', 'Eksport 25 s 7 s'],
      'Innlesing 40 s → 9 s: målt med hvilken last og hvilket oppsett, og holder det utenfor den testen?',
    ],
  ])('asks what an even change was measured on (%s)', (language, lines, question) => {
    expect(questionOf(lines, language)).toBe(question)
  })
})

describe('valueOf', () => {
  test.each<[Language, string, number]>([
    ['en', '15ns', 15],
    ['en', '≈ 2^28', 2 ** 28],
    ['en', '1,500', 1500],
    ['de', '1,5 s', 1.5],
    ['de', '1.500 ms', 1500],
    ['fr', '234 (mots)', 234],
  ])('reads a row figure for ranking (%s %s)', (language, figure, value) => {
    expect(valueOf(figure, language)).toBe(value)
  })
})
