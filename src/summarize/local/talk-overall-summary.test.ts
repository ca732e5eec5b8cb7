import { describe, expect, test } from 'vitest'
import type { Document } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readDefinition } from './read-definition'
import { overallLinesOf } from './test-support/overall-lines-of'

// Decision 095: a talk's overall summary says what its subject is, takes its lessons as actions and never
// quotes its examples (readers: "COUNTER never defined", "Select-Object Examples — a.txt: 24").

type TalkLanguage = 'en' | 'fr' | 'de'

interface Talk {
  cover: string
  introTitle: string
  definition: string
  finding: string
  exampleTitle: string
  exampleLines: string[]
  exampleNote: string
  lessonsTitle: string
  lesson: string
}

const TALKS: Record<TalkLanguage, Talk> = {
  en: {
    cover: 'How we refactor, and how we know it',
    introTitle: 'Introduction to refactoring',
    definition: 'Refactoring is: a code change where the behaviour of the code is preserved',
    finding: 'Most refactorings in the open-source project happened during everyday programming work',
    exampleTitle: 'Rename examples',
    exampleLines: [
      'Renamed files in the project: 24',
      'The old names are kept in the history of the repository',
    ],
    exampleNote: 'The third example shows a field being renamed across the whole project by the tool.',
    lessonsTitle: 'Lessons',
    lesson: 'Carry out pilot studies before changing the tools',
  },
  fr: {
    cover: 'Comment nous refactorisons le code',
    introTitle: 'Introduction à la refactorisation',
    definition: 'La refactorisation est une modification du code qui préserve le comportement du programme',
    finding: 'La plupart des refactorisations du projet ont eu lieu pendant le travail quotidien des équipes',
    exampleTitle: 'Exemples de renommage',
    exampleLines: [
      'Fichiers renommés dans le projet : 24',
      "Les anciens noms restent dans l'historique du dépôt",
    ],
    exampleNote: "Le troisième exemple montre un champ renommé dans tout le projet par l'outil.",
    lessonsTitle: 'Leçons',
    lesson: 'Réaliser des études pilotes avant de changer les outils',
  },
  de: {
    cover: 'Wie wir Code refaktorieren',
    introTitle: 'Einführung in die Refaktorierung',
    definition: 'Refaktorierung ist eine Codeänderung, bei der das Verhalten des Programms erhalten bleibt',
    finding: 'Die meisten Refaktorierungen des Projekts geschahen während der täglichen Arbeit der Teams',
    exampleTitle: 'Beispiele zum Umbenennen',
    exampleLines: [
      'Umbenannte Dateien im Projekt: 24',
      'Die alten Namen bleiben in der Historie des Repositorys',
    ],
    exampleNote: 'Das dritte Beispiel zeigt ein Feld, das das Werkzeug im ganzen Projekt umbenennt.',
    lessonsTitle: 'Lehren aus der Studie',
    lesson: 'Pilotstudien vor dem Wechsel der Werkzeuge durchführen',
  },
}

const talkOf = (talk: Talk): TestSlide[] => [
  { title: talk.cover, text: 'Emerson Murphy-Hill\nPortland State', role: 'cover' },
  { title: talk.introTitle, text: 'class Foo {\n}', notes: `Transition\n${talk.definition}` },
  { title: talk.introTitle, text: `- ${talk.finding}` },
  { title: talk.introTitle, text: '- 91% of 240 commits were small\n- 65% of 240 developers used no tool' },
  {
    title: talk.exampleTitle,
    text: talk.exampleLines.map((line) => `- ${line}`).join('\n'),
    notes: talk.exampleNote,
  },
  { title: talk.lessonsTitle, text: `- ${talk.lesson}` },
]

async function overallOf(document: Document) {
  const { overallSummary } = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return overallSummary
}

describe("a talk's overall summary", () => {
  test.each<[TalkLanguage]>([['en'], ['fr'], ['de']])(
    'a %s talk defines its subject from its notes, a line of its own',
    (language) => {
      const talk = TALKS[language]

      const definition = readDefinition(overallLinesOf(talkOf(talk), language, true))

      expect(definition?.text).toBe(talk.definition)
    },
  )

  test.each<[TalkLanguage]>([['en'], ['fr'], ['de']])(
    'a %s talk states its definition among its first takeaways',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(documentOf(talkOf(talk), { language }))

      expect(overall.keyTakeaways.slice(0, 2)).toContain(talk.definition)
    },
  )

  test.each<[TalkLanguage]>([['en'], ['fr'], ['de']])(
    'a %s talk quotes no line of its example slide and no note narrating an example',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(documentOf(talkOf(talk), { language }))

      const items = [...overall.keyTakeaways, ...overall.strategicInsights, ...overall.actionItems].join('\n')
      for (const line of [...talk.exampleLines, talk.exampleNote]) expect(items).not.toContain(line)
    },
  )

  test.each<[TalkLanguage]>([['en'], ['fr'], ['de']])(
    'a %s talk’s lesson in the imperative is an action item',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(documentOf(talkOf(talk), { language }))

      expect(overall.actionItems.some((item) => item.includes(talk.lesson))).toBe(true)
    },
  )

  test('a definition names the subject: a sentence defining something else is none', () => {
    const talk = {
      ...TALKS.en,
      definition: 'Eclipse is a development environment that many Java programmers use daily',
    }

    const definition = readDefinition(overallLinesOf(talkOf(talk), 'en', true))

    expect(definition).toBeUndefined()
  })

  test('a line labelled as an example is no overall item of a business deck either', async () => {
    const deck: TestSlide[] = [
      { title: 'Q2 review', text: 'Board meeting', role: 'cover' },
      {
        title: 'Results',
        text: '- Revenue grew to £4.2M in Q2, 12% above plan\n- Churn fell to 2.1% in June',
      },
      {
        title: 'Pipeline',
        text: '- Example: Acme Ltd renewed for £120,000 in May\n- Pipeline stands at £9.8M for Q3',
      },
    ]

    const overall = await overallOf(documentOf(deck))

    expect(overall.keyTakeaways.join('\n')).not.toContain('Acme')
  })
})
