import { describe, expect, test } from 'vitest'
import { subjectOf } from './ask-about'

describe('subjectOf', () => {
  test.each([
    ['en', 'Net revenue retention: 128% (trailing 12 months)', 'net revenue retention'],
    ['fr', 'Coût total du projet : 1,2 M€', 'coût total du projet'],
    ['de', 'Umsatz im Quartal: 2,84 Mio. €', 'Umsatz im Quartal'],
  ] as const)('names the %s label of "%s" as its subject', (language, text, subject) => {
    expect(subjectOf(text, language)).toBe(subject)
  })

  test.each([
    // The virtual-wards report: "What is driving considered four options (120)…" came from this line.
    [
      'en',
      'We considered four options for the service from October 2027: closing it, keeping it at 120 beds',
    ],
    ['fr', 'Nous avons étudié quatre options pour 2027 : fermer le service ou le garder à 120 lits'],
    ['de', 'Wir haben vier Optionen für 2027 geprüft: schließen oder bei 120 Betten bleiben'],
  ] as const)('finds no %s subject in a clause that opens with a pronoun ("%s")', (language, text) => {
    expect(subjectOf(text, language)).toBe('')
  })
})
