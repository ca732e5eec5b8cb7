import { describe, expect, test } from 'vitest'
import { askWhatARuleLeavesOpen } from './ask-what-a-rule-leaves-open'
import { summaryUnit } from './test-support/summary-unit'

// A reader of a process deck (talent review: "data should be updated within 7 days") found no insight and no
// question: the rule's time limit is what its reader asks about (decision 138).
describe('a rule with its time limit', () => {
  test.each([
    [
      'en',
      '- If not updated live in the session then all pool data should be updated within 7 days of the review directly in the system.',
      'All pool data should be updated within 7 days: what happens when that is missed, and who checks?',
    ],
    [
      'de',
      '- Die Pooldaten müssen innerhalb von 7 Tagen aktualisiert werden, wenn sie nicht in der Sitzung erfasst wurden.',
      'Die Pooldaten müssen innerhalb von 7 Tagen aktualisiert werden: Was passiert, wenn das versäumt wird, und wer prüft es?',
    ],
    [
      'nb',
      '- Alle ansatte skal få tilbakemelding innen 2 uker etter møtet.',
      'Alle ansatte skal få tilbakemelding innen 2 uker etter møtet: hva skjer hvis fristen ikke holdes, og hvem følger opp?',
    ],
  ] as const)('asks in %s what happens when the limit is missed', (language, text, question) => {
    const units = [summaryUnit(1, 'Process', '- Overview'), summaryUnit(17, 'After the session', text)]

    expect(askWhatARuleLeavesOpen(units, language)).toEqual([{ text: question, slides: [17] }])
  })

  test.each([
    ['en', '- It should be done within 7 days.'],
    [
      'en',
      '- The process should be visible to employees and the expectation set of receiving feedback within 2 weeks.',
    ],
    ['de', '- Die Daten werden innerhalb von 7 Tagen aktualisiert.'],
  ] as const)('asks nothing in %s of a rule without its own subject or modal: %s', (language, text) => {
    expect(askWhatARuleLeavesOpen([summaryUnit(3, 'Rules', text)], language)).toEqual([])
  })
})

// A reader of a risk deck: an approval ladder ($5 million, $25 million, $75 million) drew no question.
describe('the limits of an approval ladder', () => {
  test.each([
    [
      'en',
      'Transaction Approval Process',
      'DEAL\n$MM\n$5 million\n$75 million\n$75+ million\nCEO / COO\n$25 million\nBOARD OF DIRECTORS\n(>$500,000)',
      'Transaction Approval Process ($5 million, $25 million, $75 million): what stops a request being split to stay under a limit?',
    ],
    [
      'de',
      'Genehmigung von Investitionen',
      'Bereichsleitung\n2 Mio. €\nVorstand\n10 Mio. €\nAufsichtsrat\nüber 10 Mio. €',
      'Genehmigung von Investitionen (2 Mio. €, 10 Mio. €): Was verhindert, dass ein Antrag geteilt wird, um unter einer Grenze zu bleiben?',
    ],
    [
      'es',
      'Niveles de aprobación',
      '- Director: hasta 1 millón €\n- Comité: hasta 5 millones €\n- Consejo: más de 5 millones €',
      'Niveles de aprobación (1 millón €, 5 millones €): ¿qué impide dividir una solicitud para quedar por debajo de un límite?',
    ],
  ] as const)(
    'asks in %s what stops a request being split under a limit',
    (language, title, text, question) => {
      const units = [summaryUnit(7, title, text)]

      expect(askWhatARuleLeavesOpen(units, language)).toEqual([{ text: question, slides: [7] }])
    },
  )

  test('a slide that is no approval asks nothing of its amounts', () => {
    const units = [summaryUnit(4, 'Credit exposure', '- $4 billion in assets\n- $1 billion in receivables')]

    expect(askWhatARuleLeavesOpen(units, 'en')).toEqual([])
  })
})
