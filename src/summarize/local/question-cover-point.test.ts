import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 177 (reader r-y1, CNCF "What is Cloud Native and why should I care?"): a talk whose cover asks a
// question and that states no point in a summary or conclusion led with the question, alone or before another
// slide's line. A question is never the point: the heading that answers it is.

type Lang = 'en' | 'de' | 'fr'

interface Talk {
  cover: [string, string]
  answer: string
  slides: [string, string[]][]
}

const TALKS: Record<Lang, Talk> = {
  en: {
    cover: ['What is cloud computing and why should I care?', 'Open Source Summit 2016'],
    answer: 'Cloud computing is a set of patterns',
    slides: [
      ['Patterns for teams', ['Teams deploy many times a day.', 'Services scale on demand.']],
      ['Tools we use', ['Monitoring tools watch every service.', 'Tracing shows slow calls.']],
      ['Foundations', ['A foundation keeps the code open.', 'Members fund the shared work.']],
    ],
  },
  de: {
    cover: [
      'Was ist Cloud Computing und warum sollte sich ein Team darum kümmern?',
      'Open Source Summit 2016',
    ],
    answer: 'Cloud Computing ist eine Sammlung von Mustern',
    slides: [
      ['Muster für Teams', ['Teams liefern viele Male am Tag aus.', 'Dienste wachsen nach Bedarf.']],
      [
        'Unsere Werkzeuge',
        ['Überwachung beobachtet jeden Dienst.', 'Die Ablaufverfolgung zeigt langsame Aufrufe.'],
      ],
      [
        'Stiftungen',
        ['Eine Stiftung hält den Code offen.', 'Die Mitglieder bezahlen die gemeinsame Arbeit.'],
      ],
    ],
  },
  fr: {
    cover: ['Qu’est-ce que le cloud computing et pourquoi s’en soucier ?', 'Open Source Summit 2016'],
    answer: 'Le cloud computing est un ensemble de modèles',
    slides: [
      [
        'Des modèles pour les équipes',
        ['Les équipes livrent plusieurs fois par jour.', 'Les services grandissent à la demande.'],
      ],
      ['Nos outils', ['La supervision surveille chaque service.', 'Le traçage montre les appels lents.']],
      ['Les fondations', ['Une fondation garde le code ouvert.', 'Les membres financent le travail commun.']],
    ],
  },
}

function talkOf(language: Lang): TestSlide[] {
  const talk = TALKS[language]
  return [
    { title: talk.cover[0], text: talk.cover[1], role: 'cover' },
    { title: talk.answer, text: '' },
    ...talk.slides.map(([title, lines]) => ({ title, text: lines.map((line) => `- ${line}`).join('\n') })),
  ]
}

describe('a cover that asks a question', () => {
  test.each<[Lang]>([['en'], ['de'], ['fr']])(
    '%s: the point is the heading that answers it, not the question',
    async (language) => {
      const document = documentOf(talkOf(language), { language: language as Language })

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      const [first] = summary.overallSummary.keyTakeaways
      expect(first).toContain(TALKS[language].answer)
      expect(summary.overallSummary.keyTakeaways.join('\n')).not.toContain(TALKS[language].cover[0])
    },
  )
})

// A talk that argues in titles alone builds to the last of the run: "Without a commons, we risk Cloud Lock In".
const RUNS: Record<Lang, string[]> = {
  en: [
    'Software is eating the world',
    'Open source is eating software',
    'Cloud is eating open source',
    'Without a commons, we risk lock-in to one cloud',
  ],
  de: [
    'Software frisst die Welt',
    'Offene Software frisst die Software',
    'Die Cloud frisst die offene Software',
    'Ohne Gemeingut droht uns die Bindung an eine Cloud',
  ],
  fr: [
    'Le logiciel dévore le monde',
    'Le logiciel libre dévore le logiciel',
    'Le cloud dévore le logiciel libre',
    'Sans bien commun, nous risquons l’enfermement dans un cloud',
  ],
}

// Decision 184 (reader r-z2: "no definition of cloud native"): a cover that asks what its subject is and why it
// matters is answered by both, the heading that defines the subject before the claim the run builds to.
describe('a cover that asks a question, answered by a run of titles', () => {
  test.each<[Lang]>([['en'], ['de'], ['fr']])(
    '%s: the point is the heading defining the subject, then the claim the run builds to',
    async (language) => {
      const [cover, answer, ...rest] = talkOf(language)
      const run = RUNS[language].map((title) => ({ title, text: '' }))
      const document = documentOf([cover!, answer!, ...rest, ...run], { language: language as Language })

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      expect(summary.overallSummary.keyTakeaways[0]).toBe(
        `${TALKS[language].answer}. ${RUNS[language].at(-1)}`,
      )
    },
  )

  test.each<[Lang]>([['en'], ['de'], ['fr']])(
    '%s: without a heading on the subject, the run’s claim is the point alone',
    async (language) => {
      const [cover, , ...rest] = talkOf(language)
      const run = RUNS[language].map((title) => ({ title, text: '' }))
      const document = documentOf([cover!, ...rest, ...run], { language: language as Language })

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      expect(summary.overallSummary.keyTakeaways[0]).toBe(RUNS[language].at(-1))
    },
  )
})
