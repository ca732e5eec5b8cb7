import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readImplications } from './read-implications'
import { overallLinesOf } from './test-support/overall-lines-of'

// Issue 24: "the overall summary is extracted, not concluded". What a study says its findings imply ("If
// programmers underuse refactoring tools, then there's potential for tool improvements") is a takeaway.

interface Study {
  finding: string
  condition: string
  consequences: [string, string]
  oneLine: string
  comparison: string
}

const STUDIES: Record<'en' | 'de' | 'pt', Study> = {
  en: {
    finding: '89% of refactorings were done without a tool',
    condition: 'If programmers underuse refactoring tools:',
    consequences: [
      'then there’s potential for tool improvements',
      'then programmers are needlessly introducing errors',
    ],
    oneLine: 'If floss refactoring is more common, then tools should support that strategy',
    comparison: 'Tools are used more often than we thought in batches',
  },
  de: {
    finding: '89 % der Refaktorierungen ohne Werkzeug',
    condition: 'Wenn Entwickler Refaktorierungswerkzeuge zu wenig nutzen:',
    consequences: [
      'dann lassen sich die Werkzeuge noch verbessern',
      'dann bauen Entwickler unnötig Fehler ein',
    ],
    oneLine: 'Falls nebenbei refaktoriert wird, daher sollten Werkzeuge das unterstützen',
    comparison: 'Werkzeuge werden öfter genutzt, als wir dachten',
  },
  pt: {
    finding: '89 % das refatorações foram feitas sem ferramenta',
    condition: 'Se os programadores usam pouco as ferramentas:',
    consequences: [
      'então há margem para melhorar as ferramentas',
      'então os programadores introduzem erros sem necessidade',
    ],
    oneLine: 'Se a refatoração de passagem é mais comum, então as ferramentas devem apoiá-la',
    comparison: 'As ferramentas são usadas mais do que pensávamos',
  },
}

const deckOf = (study: Study): TestSlide[] => [
  { title: 'How we refactor', text: 'A study of 4 projects', role: 'cover' },
  { title: 'Tools', text: [study.finding, study.condition, ...study.consequences].join('\n') },
  { title: 'Floss', text: [study.oneLine, study.comparison].map((line) => `- ${line}`).join('\n') },
  { title: 'Method', text: '- We read 3,400 commits of 4 projects\n- We logged 240 developers' },
]

describe('the implications a deck draws', () => {
  test.each<['en' | 'de' | 'pt']>([['en'], ['de'], ['pt']])(
    'a %s condition with its consequences, on one line or over several, is one implication each',
    (language) => {
      const study = STUDIES[language]

      const implications = readImplications(overallLinesOf(deckOf(study), language))

      expect(implications.map(({ text }) => text)).toEqual([
        `${study.condition.replace(/:$/u, '')}, ${study.consequences[0]}`,
        study.oneLine,
      ])
    },
  )

  test.each<['en' | 'de' | 'pt']>([['en'], ['de'], ['pt']])(
    'a %s line that merely compares ("more often than") implies nothing',
    (language) => {
      const study = STUDIES[language]

      const implications = readImplications(overallLinesOf(deckOf(study), language))

      expect(implications.map(({ text }) => text)).not.toContain(study.comparison)
    },
  )

  test.each<[Language]>([['en'], ['de'], ['pt']])(
    'a %s study’s most central implication is one of its takeaways',
    async (language) => {
      const study = STUDIES[language as 'en']

      const { overallSummary } = await createLocalProvider().summarize(
        documentOf(deckOf(study), { language }),
        { documentType: 'presentation' },
      )

      const implications = [`${study.condition.replace(/:$/u, '')}, ${study.consequences[0]}`, study.oneLine]
      expect(overallSummary.keyTakeaways.filter((item) => implications.includes(item))).toHaveLength(1)
    },
  )
})
