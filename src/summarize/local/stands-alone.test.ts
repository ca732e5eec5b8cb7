import { describe, expect, test } from 'vitest'
import { standsAlone } from './stands-alone'

describe('a talk takes by centrality only lines a reader can use alone', () => {
  test.each([
    ['en', '4 Developers on the Same Open Source Project'],
    ['de', '4 Entwickler im Gleichen Open Source Projekt'],
    ['fr', '4 Développeurs sur le Même Projet Open Source'],
  ] as const)('a caption in %s is no statement', (language, text) => {
    expect(standsAlone(text, language)).toBe(false)
  })

  test.each([
    ['en', '17 “with refactorings”. 65% of commits (that contained any refactoring).'],
    ['de', '17 „mit Refactorings“. 65 % der Commits (die ein Refactoring enthielten).'],
    ['fr', '17 « avec refactorings ». 65 % des commits (qui contenaient un refactoring).'],
  ] as const)('pieces glued in %s are no statement', (language, text) => {
    expect(standsAlone(text, language)).toBe(false)
  })

  test.each([
    ['en', 'If many refactorings are done without tools, then refactoring is even more frequent.'],
    ['de', 'Werden viele Refactorings ohne Werkzeug gemacht, ist Refactoring noch häufiger.'],
    ['fr', 'Les développeurs utilisent les outils de refactoring dans 11 % des cas seulement.'],
  ] as const)('a whole sentence in %s stands alone', (language, text) => {
    expect(standsAlone(text, language)).toBe(true)
  })

  test.each([
    ['en', 'Risk Assessment & Control Group — Professionals: 126', true],
    ['de', 'Anrechnungszeitraum: 10 Jahre', true],
    ['fr', 'Avril 2005: 11 grandes villes', false],
  ] as const)(
    'a figure in %s stands alone with its subject for label, not with a date',
    (language, text, alone) => {
      expect(standsAlone(text, language)).toBe(alone)
    },
  )
})
