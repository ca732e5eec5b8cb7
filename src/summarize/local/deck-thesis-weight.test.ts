import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { readThesisWeights } from './read-thesis-lines'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Decision 146: a talk that states its point in no executive summary or recommendation makes its case on its
// own slides; the terms it defines on a concepts slide are background and yield the slots to its claims (reader
// r-s2 on the evaluation deck: "decoding", "noise" and two sticky traits took the place of "Under-utilisation =
// a marketing issue").

interface Talk {
  cover: string
  concepts: string
  term: string
  claimTitle: string
  claim: string
  recommendation: string
  advice: string
}

const TALKS: Partial<Record<Language, Talk>> = {
  en: {
    cover: 'How communication helps evaluation',
    concepts: 'Communication concepts',
    term: 'Decoding: the receiver assigns meaning to symbols.',
    claimTitle: 'Why marketing?',
    claim: 'Under-use of evaluation is a marketing issue.',
    recommendation: 'We recommend',
    advice: 'Publish a two-page summary with every report.',
  },
  de: {
    cover: 'Wie Kommunikation der Evaluation hilft',
    concepts: 'Konzepte der Kommunikation',
    term: 'Dekodierung: Der Empfänger gibt den Symbolen eine Bedeutung.',
    claimTitle: 'Warum Marketing?',
    claim: 'Die geringe Nutzung der Evaluation ist ein Marketingproblem.',
    recommendation: 'Unsere Empfehlung',
    advice: 'Jedem Bericht eine zweiseitige Zusammenfassung beilegen.',
  },
  fr: {
    cover: 'Comment la communication aide l’évaluation',
    concepts: 'Concepts de communication',
    term: 'Décodage : le récepteur donne un sens aux symboles.',
    claimTitle: 'Le marketing, pour quoi faire ?',
    claim: 'La sous-utilisation de l’évaluation est une question de marketing.',
    recommendation: 'Nos recommandations',
    advice: 'Joindre une synthèse de deux pages à chaque rapport.',
  },
}

const deckOf = (talk: Talk, language: Language, recommends: boolean) =>
  overallLinesOf(
    [
      { title: talk.cover, text: 'Jane Doe' },
      { title: talk.claimTitle, text: talk.claim },
      { title: talk.concepts, text: talk.term },
      ...(recommends ? [{ title: talk.recommendation, text: talk.advice }] : []),
    ],
    language,
    true,
  )

describe.each(Object.entries(TALKS) as [Language, Talk][])(
  'readThesisWeights on a deck (%s)',
  (language, talk) => {
    test('a concepts slide weighs less than the claim of a deck without a summary or recommendation', () => {
      const lines = deckOf(talk, language, false)
      const weight = readThesisWeights(lines, undefined)
      expect(lines.roles[2]).toBe('concept')
      expect(weight(lineStarting(lines, talk.term.slice(0, 8)))).toBeLessThan(
        weight(lineStarting(lines, talk.claim.slice(0, 8))),
      )
    })

    test('a deck with a recommendation weighs its lines alike: its point is stated there', () => {
      const lines = deckOf(talk, language, true)
      const weight = readThesisWeights(lines, undefined)
      expect(weight(lineStarting(lines, talk.term.slice(0, 8)))).toBe(
        weight(lineStarting(lines, talk.claim.slice(0, 8))),
      )
    })
  },
)
