import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readAnsweredQuestions } from './read-answered-questions'
import { overallLinesOf } from './test-support/overall-lines-of'

// Issue 24: a study that answers its research questions states its findings so; the overall summary says them.

const STUDIES = {
  en: {
    title: 'Three research questions',
    pairs: [
      ['Do programmers usually floss refactor?', 'Yes'],
      ['Do programmers refactor often?', 'Yes'],
      ['Do programmers use refactoring tools often?', 'No'],
    ],
  },
  de: {
    title: 'Drei Forschungsfragen',
    pairs: [
      ['Refaktorieren Entwickler meist nebenbei?', 'Ja'],
      ['Refaktorieren Entwickler oft?', 'Ja'],
      ['Nutzen Entwickler oft Refaktorierungswerkzeuge?', 'Nein'],
    ],
  },
  pt: {
    title: 'Três questões de investigação',
    pairs: [
      ['Os programadores refatoram sobretudo de passagem?', 'Sim'],
      ['Os programadores refatoram com frequência?', 'Sim'],
      ['Os programadores usam ferramentas de refatoração?', 'Não'],
    ],
  },
} as const

const deckOf = (study: (typeof STUDIES)[keyof typeof STUDIES], answered: number): TestSlide[] => [
  { title: 'How we refactor', text: 'A study of 4 projects', role: 'cover' },
  { title: 'Method', text: '- We read 3,400 commits of 4 projects\n- We logged 240 developers' },
  {
    title: study.title,
    text: study.pairs
      .flatMap(([question, answer], at) => [question, ...(at < answered ? [answer] : [])])
      .join('\n'),
  },
  { title: 'Results', text: '- 91% of refactorings happened during other changes\n- 89% were done by hand' },
  {
    title: study.title,
    text: study.pairs.flatMap(([question, answer]) => [question, 'R', answer]).join('\n'),
  },
]

describe.each(Object.entries(STUDIES) as [Language, (typeof STUDIES)[keyof typeof STUDIES]][])(
  'a study’s questions answered (%s)',
  (language, study) => {
    const stated = study.pairs.map(([question, answer]) => `${question} ${answer}`).join('; ')

    test('are read from the slide that answers the most of them, each question with its answer', () => {
      const answered = readAnsweredQuestions(overallLinesOf(deckOf(study, 1), language))

      expect(answered?.text).toBe(stated)
    })

    test('are read when each question shares its line with its answer', () => {
      const slides: TestSlide[] = [
        { title: 'How we refactor', text: 'A study of 4 projects', role: 'cover' },
        { title: 'Method', text: '- We read 3,400 commits of 4 projects\n- We logged 240 developers' },
        {
          title: study.title,
          text: study.pairs.map(([question, answer]) => `- ${question} ${answer}`).join('\n'),
        },
      ]

      const answered = readAnsweredQuestions(overallLinesOf(slides, language))

      expect(answered?.text).toBe(stated)
    })

    test('are a takeaway of the overall summary', async () => {
      const summary = await createLocalProvider().summarize(documentOf(deckOf(study, 1), { language }), {
        documentType: 'presentation',
      })

      expect(summary.overallSummary.keyTakeaways.some((item) => item.includes(stated))).toBe(true)
    })

    test('one question answered is no finding', () => {
      const [[question, answer]] = study.pairs
      const slides: TestSlide[] = [
        { title: 'Cover', role: 'cover' },
        { title: study.title, text: `${question}\n${answer}` },
      ]

      expect(readAnsweredQuestions(overallLinesOf(slides, language))).toBeUndefined()
    })
  },
)
