import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24 (READER.md a, decision 157): a briefing or talk with no summary, recommendation or conclusion slide
// states its point in its own terms somewhere in its body. The point is its title with the line that speaks most
// in the deck's terms, a commitment or a figure before a line that sets the scene.

interface Briefing {
  cover: [string, string]
  context: [string, string[]]
  how: [string, string[]]
  prepare: [string, string[]]
  after: [string, string[]]
  commitment: string
}

const BRIEFINGS: Record<'en' | 'de' | 'fr', Briefing> = {
  en: {
    cover: ['The talent review', 'Briefing for HR partners'],
    context: [
      'Why people matter to us',
      ['Markets change quickly and skills age fast.', 'Many teams grow their own leaders.'],
    ],
    how: [
      'How the talent review works',
      [
        'Our commitment is to hold a talent review for every employee once a year.',
        'Managers meet with their peers to discuss each person.',
      ],
    ],
    prepare: [
      'Preparing the talent review',
      [
        'Book the rooms early and send the agenda out.',
        'Managers complete their notes before the talent review.',
      ],
    ],
    after: [
      'After the talent review',
      ['Every employee gets feedback from the manager.', 'The manager records the outcome in the system.'],
    ],
    commitment: 'Our commitment is to hold a talent review',
  },
  de: {
    cover: ['Die Talentrunde', 'Briefing für die Personalabteilung'],
    context: [
      'Warum Menschen zählen',
      [
        'Märkte ändern sich schnell und Fähigkeiten veralten.',
        'Viele Teams entwickeln ihre eigenen Führungskräfte.',
      ],
    ],
    how: [
      'So läuft die Talentrunde für Mitarbeiter',
      [
        'Unser Ziel ist eine Talentrunde für jeden Mitarbeiter einmal im Jahr.',
        'Führungskräfte sprechen mit ihren Kollegen über jede Person.',
      ],
    ],
    prepare: [
      'Die Talentrunde für Mitarbeiter vorbereiten',
      [
        'Räume früh buchen und die Agenda versenden.',
        'Führungskräfte schreiben ihre Notizen vor der Talentrunde.',
      ],
    ],
    after: [
      'Nach der Talentrunde',
      [
        'Jeder Mitarbeiter erhält Feedback vom Vorgesetzten.',
        'Der Vorgesetzte hält das Ergebnis im System fest.',
      ],
    ],
    commitment: 'Unser Ziel ist eine Talentrunde',
  },
  fr: {
    cover: ['La revue des talents', 'Note pour les partenaires RH'],
    context: [
      'Pourquoi les personnes comptent',
      [
        'Les marchés changent vite et les compétences vieillissent.',
        'Beaucoup d’équipes forment leurs propres responsables.',
      ],
    ],
    how: [
      'Comment se déroule la revue des talents',
      [
        'Notre engagement est de tenir une revue des talents pour chaque salarié une fois par an.',
        'Les managers échangent avec leurs pairs sur chaque personne.',
      ],
    ],
    prepare: [
      'Préparer la revue des talents',
      [
        'Réserver les salles tôt et envoyer l’ordre du jour.',
        'Les managers rédigent leurs notes avant la revue des talents.',
      ],
    ],
    after: [
      'Après la revue des talents',
      ['Chaque salarié reçoit un retour de son manager.', 'Le manager consigne le résultat dans le système.'],
    ],
    commitment: 'Notre engagement est de tenir une revue des talents',
  },
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

const briefing = (language: 'en' | 'de' | 'fr'): TestSlide[] => {
  const deck = BRIEFINGS[language]
  const slide = ([title, lines]: [string, string[]]): TestSlide => ({ title, text: bullets(lines) })
  return [
    { title: deck.cover[0], text: deck.cover[1], role: 'cover' },
    slide(deck.context),
    slide(deck.how),
    slide(deck.prepare),
    slide(deck.after),
    { title: deck.cover[0], text: deck.cover[1] },
  ]
}

describe('the point of a deck that states it on no summary slide', () => {
  test.each<['en' | 'de' | 'fr']>([['en'], ['de'], ['fr']])(
    '%s: the title with the line in the deck’s terms that states its commitment',
    (language) => {
      const lines = overallLinesOf(briefing(language), language as Language)
      const point = pointOf(lines, language)
      expect(point?.text.startsWith(BRIEFINGS[language].cover[0])).toBe(true)
      expect(point?.text).toContain(BRIEFINGS[language].commitment)
      expect(point?.text).not.toMatch(/Markets change|Märkte ändern|Les marchés changent/u)
    },
  )
})
