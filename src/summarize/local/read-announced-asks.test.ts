import { describe, expect, test } from 'vitest'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { overallOf } from './test-support/overall-of'

// Decision 189: asks said as an event announcement, as a heading of what others ask for, or in a quoted call are
// actions (readers r-z2 fault 5, r-z3 fault 7: a meetup's Summit date and discount code, "What the ecosystem is
// asking for" and a quoted "I call on the CNCF to …" were no actions).

type AskLanguage = 'en' | 'fr' | 'de'

interface Talk {
  cover: string
  /** Slides of the talk's subject, a title and a line each. */
  topics: [string, string][]
  eventTitle: string
  eventLines: string[]
  askedForHeading: string
  asks: string[]
  callTitle: string
  quotedCall: string
  /** A lesson in the speaker's own voice with a list under it: a claim, not others' asks. */
  lessonHeading: string
}

const TALKS: Record<AskLanguage, Talk> = {
  en: {
    cover: 'Container runtimes in practice',
    topics: [
      ['Why runtimes matter', 'Every orchestrator starts containers through a runtime'],
      ['What breaks today', 'Images built for one runtime fail on another'],
    ],
    eventTitle: 'Container Days Berlin, June 6-8',
    eventLines: ['containerdays.example.org/2026/', 'Discount code: MEETUP26 for 20% off'],
    askedForHeading: 'What the operators are asking for',
    asks: ['A standard image format', 'Long-term support releases', 'An open governance model'],
    callTitle: 'Jane Roe, Example Corp: “A Plea For Boring”',
    quotedCall: '“I call on the foundation to back one shared runtime project for all orchestrators.',
    lessonHeading: 'Lesson learnt: We need good patterns',
  },
  fr: {
    cover: 'Les moteurs de conteneurs en pratique',
    topics: [
      ['Pourquoi le moteur compte', 'Chaque orchestrateur lance les conteneurs par un moteur'],
      ["Ce qui casse aujourd'hui", 'Une image construite pour un moteur échoue sur un autre'],
    ],
    eventTitle: 'Journées Conteneurs Paris, 6 juin',
    eventLines: ['conteneurs.example.org/2026/', 'Code de réduction : MEETUP26 pour 20 %'],
    askedForHeading: 'Ce que réclament les exploitants',
    asks: ["Un format d'image standard", 'Des versions à support long', 'Une gouvernance ouverte'],
    callTitle: 'Jeanne Roux, Exemple SA : « Éloge de l’ennui »',
    quotedCall:
      '« Nous appelons la fondation à soutenir un seul projet de moteur partagé par tous les orchestrateurs.',
    lessonHeading: 'Leçon apprise : nous avons besoin de bons modèles',
  },
  de: {
    cover: 'Container-Laufzeiten in der Praxis',
    topics: [
      ['Warum die Laufzeit zählt', 'Jeder Orchestrator startet Container über eine Laufzeit'],
      ['Was heute bricht', 'Ein Image für eine Laufzeit scheitert auf einer anderen'],
    ],
    eventTitle: 'Container-Tage Berlin, 6. Juni',
    eventLines: ['containertage.example.org/2026/', 'Rabattcode: MEETUP26 für 20 %'],
    askedForHeading: 'Was die Betreiber fordern',
    asks: ['Ein einheitliches Image-Format', 'Versionen mit Langzeit-Support', 'Eine offene Steuerung'],
    callTitle: 'Jana Roth, Beispiel AG: „Lob der Langeweile“',
    quotedCall:
      '„Ich fordere die Stiftung auf, ein gemeinsames Laufzeit-Projekt für alle Orchestratoren zu tragen.',
    lessonHeading: 'Gelernt: Wir brauchen gute Muster',
  },
}

function talkOf(talk: Talk, { lesson = false } = {}): TestSlide[] {
  return [
    { title: talk.cover, role: 'cover', lines: [paragraph('Chicago, 18 May 2016')] },
    ...talk.topics.map(([title, line]) => ({ title, lines: [bullet(line)] })),
    { title: talk.eventTitle, lines: talk.eventLines.map(bullet) },
    {
      title: lesson ? talk.lessonHeading : talk.askedForHeading,
      lines: talk.asks.map(bullet),
    },
    { title: talk.callTitle, lines: [paragraph(talk.quotedCall)] },
  ]
}

describe('asks said without an order', () => {
  test.each<[AskLanguage]>([['en'], ['fr'], ['de']])(
    'a %s event dated in its title, with a link and a discount code, is an action',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(talkOf(talk), language)

      const event = overall.actionItems.find((item) => item.startsWith(talk.eventTitle))
      expect(event).toContain(talk.eventLines[0])
      expect(event).toContain(talk.eventLines[1])
    },
  )

  test.each<[AskLanguage]>([['en'], ['fr'], ['de']])(
    'a %s heading that says what others ask for makes its list an action',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(talkOf(talk), language)

      const asks = overall.actionItems.find((item) => item.startsWith(talk.askedForHeading))
      for (const ask of talk.asks) expect(asks).toContain(ask)
    },
  )

  test.each<[AskLanguage]>([['en'], ['fr'], ['de']])(
    'a %s quoted call on someone is an action, said with who calls',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(talkOf(talk), language)

      const who = talk.callTitle.split(/\s*:/u)[0]!
      expect(overall.actionItems).toContainEqual(expect.stringContaining(`${who}: ${talk.quotedCall}`))
    },
  )

  test.each<[AskLanguage]>([['en'], ['fr'], ['de']])(
    "a %s lesson in the speaker's own voice over a list is no one's ask",
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(talkOf(talk, { lesson: true }), language)

      expect(overall.actionItems.join('\n')).not.toContain(talk.asks[0])
    },
  )
})
