import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { leansOnTheLineBefore, readThesisLines } from './read-thesis-lines'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Decision 113: an essay's takeaways are its argument's figures, not its anecdotes' (reader r-n1 on the BoE speech:
// "hotel occupancy in Hong Kong" and "Memphis 1878" took the slots of "nodes ×14" and "public support > £5 tn").

interface Essay {
  thesis: string
  anecdote: string
  lead: string
  figure: string
  leaning: string
  example: string
}

const ESSAYS: Partial<Record<Language, Essay>> = {
  en: {
    thesis: 'This paper argues that the banking network has become complex and fragile.',
    anecdote: 'Hotel occupancy rates in Hong Kong fell from over 80% to less than 15%.',
    lead: 'First, the banking network has grown much denser over two decades.',
    figure: 'Nodes have ballooned, increasing roughly 14-fold.',
    leaning: 'By 2008, it had risen to around 0.35.',
    example: 'For example, the response to the epidemic was to stay at home.',
  },
  de: {
    thesis: 'Dieser Bericht zeigt, dass das Bankennetzwerk komplex und fragil geworden ist.',
    anecdote: 'Die Auslastung der Hotels in Hongkong fiel von über 80 % auf unter 15 %.',
    lead: 'Erstens ist das Bankennetzwerk in zwei Jahrzehnten viel dichter geworden.',
    figure: 'Die Knoten sind etwa auf das 14-Fache gewachsen.',
    leaning: 'Er war bis 2008 auf etwa 0,35 gestiegen.',
    example: 'Zum Beispiel blieben die Menschen während der Epidemie zu Hause.',
  },
  fr: {
    thesis: 'Ce rapport montre que le réseau bancaire est devenu complexe et fragile.',
    anecdote: 'Le taux d’occupation des hôtels de Hong Kong est tombé de 80 % à moins de 15 %.',
    lead: 'D’abord, le réseau bancaire est devenu bien plus dense en deux décennies.',
    figure: 'Les nœuds ont été multipliés par 14 environ.',
    leaning: 'En 2008, il avait atteint environ 0,35.',
    example: 'Par exemple, la réponse à l’épidémie fut de rester chez soi.',
  },
}

const linesOf = (essay: Essay, language: Language) =>
  overallLinesOf(
    [
      { title: 'Introduction', text: essay.thesis },
      { title: 'An epidemic', text: essay.anecdote },
      { title: 'The network', text: `${essay.lead}\n${essay.figure}` },
    ],
    language,
    false,
    true,
  )

describe('the lines of an essay’s argument', () => {
  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s figure after a sentence on the thesis’s subject is the argument’s, an anecdote’s is not',
    (language) => {
      const essay = ESSAYS[language]!
      const lines = linesOf(essay, language)
      const point = {
        text: essay.thesis,
        slides: [1],
        indices: [lineStarting(lines, essay.thesis.slice(0, 12))],
      }

      const onThesis = readThesisLines(lines, point)

      expect(onThesis(lineStarting(lines, essay.figure.slice(0, 10)))).toBe(true)
      expect(onThesis(lineStarting(lines, essay.anecdote.slice(0, 10)))).toBe(false)
    },
  )

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s document without a thesis has every line its own',
    (language) => {
      const essay = ESSAYS[language]!
      const lines = linesOf(essay, language)

      const onThesis = readThesisLines(lines, undefined)

      expect(onThesis(lineStarting(lines, essay.anecdote.slice(0, 10)))).toBe(true)
    },
  )

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s sentence whose subject points back or that gives an example leans on the line before; one that names its subject does not',
    (language) => {
      const essay = ESSAYS[language]!
      const lines = linesOf(essay, language)

      expect(leansOnTheLineBefore(essay.leaning, lines)).toBe(true)
      expect(leansOnTheLineBefore(essay.example, lines)).toBe(true)
      expect(leansOnTheLineBefore(essay.figure, lines)).toBe(false)
    },
  )
})
