import { describe, expect, test } from 'vitest'
import type { TestSlide } from '../../shared/test-support/document-of'
import { splitGlued, takesStance } from './state-talk-stance'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Decision 162, amended: a stance addressed to the audience is an ask of them, not the talk's point ("We want and
// need your feedback"); a stance without a figure gives way to the deck's rule stated with one ("feedback within 2
// weeks"); and two sentences a PDF glued are split where the second opens on a cue ("… foundation’ We want …").

describe('a stance addressed to the audience is no stance', () => {
  test.each([
    ['en', 'We want and need your feedback.', 'We must keep the platform boring.'],
    ['de', 'Wir brauchen Ihr Feedback zum Entwurf.', 'Wir müssen die Plattform langweilig halten.'],
    ['fr', 'Nous voulons votre avis sur le brouillon.', 'Nous devons garder une plateforme ennuyeuse.'],
  ] as const)('%s', (language, ask, stance) => {
    expect(takesStance(ask, language)).toBe(false)
    expect(takesStance(`The list is final, the text is a draft. ${ask}`, language)).toBe(false)
    expect(takesStance(stance, language)).toBe(true)
  })

  // Decision 174 reads the speaker's want of what the audience gives as the talk's ask, said as an action: it is no
  // stance (a PDF read with its lines apart had made it the point and lost the action).
  test.each([
    ['en', 'We want lots more projects.'],
    ['de', 'Wir wollen viel mehr Projekte.'],
    ['fr', 'Nous voulons beaucoup plus de projets.'],
  ] as const)('%s: a want of what the audience gives is an ask, no stance', (language, ask) => {
    expect(takesStance(ask, language)).toBe(false)
  })

  test('de: a polite form is the audience only as written after a word ("Ihre" opening a line is also "her")', () => {
    expect(takesStance('Wir wollen, dass Ihre Zahl steigt.', 'de')).toBe(false)
    expect(takesStance('Wir müssen mehr Projekte starten. Ihre Zahl steigt.', 'de')).toBe(true)
    expect(takesStance('Wir müssen Projekte wählen, die ihre Ziele erreichen.', 'de')).toBe(true)
  })
})

describe('a glued stance is split at its cue', () => {
  test.each([
    [
      'en',
      'This is NOT a ‘Kubernetes foundation’ We want lots more projects',
      'This is NOT a ‘Kubernetes foundation’. We want lots more projects',
    ],
    [
      'de',
      'Das ist KEINE Kubernetes-Stiftung Wir wollen mehr Projekte',
      'Das ist KEINE Kubernetes-Stiftung. Wir wollen mehr Projekte',
    ],
    [
      'fr',
      'Ce n’est PAS une fondation Kubernetes Nous voulons plus de projets',
      'Ce n’est PAS une fondation Kubernetes. Nous voulons plus de projets',
    ],
  ] as const)('%s', (language, glued, split) => {
    expect(splitGlued(glued, language)).toBe(split)
  })

  test('en: a name in capitals is not split', () => {
    const names = 'Preferred path - School joins an Identity Federation that has agreements'
    expect(splitGlued(names, 'en')).toBe(names)
    expect(splitGlued('We buy through the Preferred Supplier list', 'en')).toBe(
      'We buy through the Preferred Supplier list',
    )
  })
})

type Lang = 'en' | 'de' | 'fr'

// A briefing whose speaker states a belief without a figure, and whose process slides state the rule with one.
const BRIEFINGS: Record<Lang, { cover: string; slides: [string, string[]][]; rule: string }> = {
  en: {
    cover: 'Talent review 2026',
    slides: [
      [
        'Why we review talent',
        ['We believe that everyone deserves honest feedback on their growth and their future.'],
      ],
      [
        'Planning the talent review',
        ['Book the talent review with every line manager.', 'Send the pre-work to managers.'],
      ],
      [
        'Running the talent review',
        ['Show each talent card in the meeting.', 'Record the succession pools live.'],
      ],
      [
        'Feedback after the talent review',
        ['Employees receive their talent review feedback within 2 weeks of the review meeting.'],
      ],
    ],
    rule: 'within 2 weeks',
  },
  de: {
    cover: 'Talentprüfung und Feedback 2026',
    slides: [
      [
        'Warum wir Talente prüfen',
        ['Wir glauben, dass jeder ehrliches Feedback zu seinem Wachstum verdient.'],
      ],
      [
        'Planung der Talentprüfung',
        ['Die Talentprüfung mit jeder Führungskraft buchen.', 'Die Vorarbeit senden.'],
      ],
      [
        'Ablauf der Talentprüfung',
        ['Jede Talentkarte im Termin zeigen.', 'Die Nachfolgepools live erfassen.'],
      ],
      [
        'Feedback nach der Talentprüfung',
        ['Mitarbeitende erhalten das Feedback der Talentprüfung innerhalb von 2 Wochen nach dem Termin.'],
      ],
    ],
    rule: 'innerhalb von 2 Wochen',
  },
  fr: {
    cover: 'Revue des talents 2026',
    slides: [
      [
        'Pourquoi nous évaluons les talents',
        ['Nous croyons que chacun mérite un retour honnête sur sa croissance.'],
      ],
      [
        'Préparer la revue des talents',
        ['Réserver la revue des talents avec chaque manager.', 'Envoyer le travail préalable.'],
      ],
      [
        'Conduire la revue des talents',
        ['Montrer chaque fiche de talent en réunion.', 'Noter les viviers en direct.'],
      ],
      [
        'Le retour après la revue des talents',
        ['Les salariés reçoivent le retour de la revue des talents sous 2 semaines après la réunion.'],
      ],
    ],
    rule: 'sous 2 semaines',
  },
}

describe('a stance without a figure gives way to the rule stated with one', () => {
  test.each<[Lang]>([['en'], ['de'], ['fr']])('%s', (language) => {
    const deck = BRIEFINGS[language]
    const slides: TestSlide[] = [
      { title: deck.cover, text: 'HR business partners', role: 'cover' },
      ...deck.slides.map(([title, lines]) => ({ title, text: lines.map((line) => `- ${line}`).join('\n') })),
    ]
    const point = pointOf(overallLinesOf(slides, language), language)
    expect(point?.text).toContain(deck.rule)
  })
})
