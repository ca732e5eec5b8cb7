import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { addQuestions, ensureAQuestion } from './ensure-a-question'
import { summaryUnit } from './test-support/summary-unit'

const overallOf = (strategicInsights: string[], keyQuestions: string[] = []) => ({
  overallSummary: {
    keyTakeaways: ['The point'],
    actionItems: [],
    strategicInsights,
    keyQuestions,
  },
  sources: {
    keyTakeaways: [[1]],
    actionItems: [],
    strategicInsights: strategicInsights.map((_, at) => [at + 2]),
    keyQuestions: keyQuestions.map(() => [2]),
  },
})

const unit = summaryUnit

// Issue 24, item 4 and decision 090: a question the deck grounds, else none ("what explains it…?" was a template).
describe('a summary with insights and no question', () => {
  // Reader r-h2: "If the best tool sees 45 % of flaws, what does a Level 1 certificate actually assure a buyer?"
  test.each([
    [
      'en',
      [
        'Level 1 verification',
        'Automated scanning of the whole application',
        'At best a scanning tool finds 45% of flaws',
      ],
      '“At best a scanning tool finds 45% of flaws”: what does Level 1 verification still assure?',
    ],
    [
      'fr',
      [
        'Vérification de niveau 1 en détail',
        'Un scan automatisé de toute l’application',
        'Au mieux un outil de scan voit 45 % des failles',
      ],
      '« Au mieux un outil de scan voit 45 % des failles » : que garantit encore Vérification de niveau 1 ?',
    ],
    [
      'de',
      [
        'Prüfung der Stufe 1',
        'Automatischer Scan der ganzen Anwendung',
        'Ein Scan findet höchstens 45 % der Lücken',
      ],
      '„Ein Scan findet höchstens 45 % der Lücken“: Was leistet Prüfung der Stufe 1 dann noch?',
    ],
  ] as const)(
    'asks what a %s claim still assures under the limit its next slide states',
    (language, [title, claim, limit], question) => {
      const units = [unit(1, 'Cover', ''), unit(3, title, claim), unit(4, 'Scan tools', limit)]
      const overall = overallOf(['Our members at a glance', claim])

      const { overallSummary, sources } = ensureAQuestion(overall, language as Language, Infinity, units)

      expect(overallSummary.keyQuestions).toEqual([question])
      expect(overallSummary.strategicInsights).toEqual([claim, 'Our members at a glance'])
      expect(sources.keyQuestions).toEqual([[3, 4]])
    },
  )

  test('asks of no limit on a later slide that names nothing of the claim', () => {
    const units = [
      unit(3, 'Choosing a VM size', 'The C series focuses on compute workloads'),
      unit(4, 'Storage disks', 'Up to 1000 IOPS per share'),
    ]
    const overall = overallOf(['x', 'The C series focuses on compute workloads'])

    expect(ensureAQuestion(overall, 'en', Infinity, units).overallSummary.keyQuestions).toEqual([])
  })

  // Reader r-g2: "What does the US$8.5/t rest on…?" — an estimate's basis, not why an actual is what it is.
  test.each([
    [
      'en',
      'Emission savings: estimated 12,400 t CO2 over ten years',
      'What does emission savings (12,400) rest on, and what would change it?',
    ],
    [
      'es',
      'Ahorro de emisiones: estimado en 12.400 t de CO2 en diez años',
      '¿En qué se basa ahorro de emisiones (12.400) y qué lo cambiaría?',
    ],
    [
      'nl',
      'Besparing op uitstoot: geschat op 12.400 t CO2 in tien jaar',
      'Waarop rust besparing op uitstoot (12.400), en wat zou het veranderen?',
    ],
  ] as const)('asks what a %s estimate rests on', (language, insight, question) => {
    const overall = overallOf([insight])

    expect(
      ensureAQuestion(overall, language, Infinity, [unit(2, 'Results', insight)]).overallSummary.keyQuestions,
    ).toEqual([question])
  })

  test('asks no estimate’s basis that its next slide states', () => {
    const insight = 'Emission savings: estimated 12,400 t CO2 over ten years'
    const units = [unit(2, 'Results', insight), unit(3, 'Method', 'Savings assume a 5% fuel efficiency gain')]

    expect(ensureAQuestion(overallOf([insight]), 'en', Infinity, units).overallSummary.keyQuestions).toEqual(
      [],
    )
  })

  // The last resort keeps every summary with insights asked (issue 24, item 4), only of a label and its value.
  test.each([
    [
      'en',
      'Average tenure: 14 months',
      'Average tenure (14 months): what explains it, and what would change it?',
    ],
    [
      'de',
      'Durchschnittliche Laufzeit: 14 Monate',
      'Durchschnittliche Laufzeit (14 Monate): Was erklärt diesen Wert, und was würde ihn ändern?',
    ],
    ['es', 'Antigüedad media: 14 meses', 'Antigüedad media (14 meses): ¿qué lo explica y qué lo cambiaría?'],
  ] as const)(
    'asks a %s label and its value why, when nothing grounds a question',
    (language, insight, question) => {
      const units = [unit(2, 'Members', insight)]

      expect(
        ensureAQuestion(overallOf([insight]), language, Infinity, units).overallSummary.keyQuestions,
      ).toEqual([question])
    },
  )

  // Reader r-h2: "C series focuses on compute (24): what explains it…?", the 24 taken from the names "NC24", "24r".
  test.each([
    ['en', 'C series focuses on compute. (24r is for tightly coupled workloads)'],
    ['de', 'Die C-Serie ist für Rechenlast gedacht (24r für gekoppelte Lasten)'],
    ['es', 'La serie C se centra en cómputo (24r para cargas acopladas)'],
  ] as const)('asks no %s question of a figure inside a sentence', (language, insight) => {
    expect(ensureAQuestion(overallOf([insight]), language, Infinity, []).overallSummary.keyQuestions).toEqual(
      [],
    )
  })

  // Reader r-i: "Anchor standards (12): what explains it…?", the 12 taken from the grade range "K-12".
  test.each([
    [
      'en',
      'Anchor standards (K-12) — Because there are 10 standards for reading, there are ten anchor standards.',
    ],
    ['de', 'Leitstandards (K-12) — Es gibt zehn Standards je Fach.'],
    ['fr', 'Normes communes (K-12) — Il y a dix normes par matière.'],
  ] as const)('asks no %s question of a number inside a name', (language, insight) => {
    expect(ensureAQuestion(overallOf([insight]), language).overallSummary.keyQuestions).toEqual([])
  })

  test.each([
    ['en', 'Margin of error: ±2.0 points for current members', 'We reviewed 14 options in March'],
    ['de', 'Fehlerspanne: ±2,0 Punkte für aktuelle Mitglieder', 'Wir haben 14 Optionen im März geprüft'],
    ['nl', 'Foutmarge: ±2,0 punten voor huidige leden', 'Wij hebben 14 opties in maart bekeken'],
  ] as const)(
    'asks no %s question of a tolerance or of a clause without a subject',
    (language, tolerance, clause) => {
      expect(ensureAQuestion(overallOf([tolerance, clause]), language).overallSummary.keyQuestions).toEqual(
        [],
      )
    },
  )

  test('leaves a summary that has a question as it is', () => {
    const overall = overallOf(['Average tenure: 14 months', 'EBITDA: 609 against 515'], ['Why?'])

    expect(ensureAQuestion(overall, 'en')).toBe(overall)
  })
})

describe('the room a question takes', () => {
  test('comes from the last insights without a question, never from a takeaway', () => {
    const estimate = 'Emission savings: estimated 12,400 t CO2 over ten years'
    const overall = overallOf([
      estimate,
      'Margin of error: ±2.0 points for current members',
      'Our members at a glance — Average tenure: 14 months',
    ])

    const { overallSummary } = ensureAQuestion(overall, 'en', 30, [unit(2, 'Results', estimate)])

    expect(overallSummary.keyTakeaways).toEqual(['The point'])
    expect(overallSummary.strategicInsights).toEqual([estimate])
  })
})

// Decision 096: keyQuestions[i] belongs to strategicInsights[i], so a grounded question meets its insight or stands after all.
describe("questions the deck's lines ground, added to the summary", () => {
  const question = (text: string, slides: number[]) => ({ text, slides })

  test("moves the insight on the question's slide up to meet it", () => {
    const overall = overallOf(['On slide two', 'On slide three'])

    const added = addQuestions(overall, [question('How far does it hold?', [3])], 100)

    expect(added.overallSummary.strategicInsights).toEqual(['On slide three', 'On slide two'])
    expect(added.overallSummary.keyQuestions).toEqual(['How far does it hold?'])
    expect(added.sources.keyQuestions).toEqual([[3]])
  })

  test("asks nothing that would pair with another slide's insight", () => {
    const overall = overallOf(['On slide two'])

    expect(addQuestions(overall, [question('How far does it hold?', [9])], 100)).toBe(overall)
  })

  test('stands after the insights once each has its question, within the words and up to three', () => {
    const overall = overallOf([], ['One?', 'Two?'])
    const asked = [question('Three words here?', [5]), question('Four?', [6])]

    expect(addQuestions(overall, asked, 100).overallSummary.keyQuestions).toEqual([
      'One?',
      'Two?',
      'Three words here?',
    ])
    expect(addQuestions(overall, asked, 5).overallSummary.keyQuestions).toEqual(['One?', 'Two?', 'Four?'])
  })
})

// A reader of the virtual-wards report: once "What explains the gap between £11.7M and £375?" went (a total
// against a rate per bed day), its readmissions against a matched comparison group were asked nothing. Decision 119.
describe('a stated result against its comparison group', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Readmissions: among patients discharged early, 11.8% were readmitted within 30 days, compared with 14.9% in a matched comparison group.',
      'Readmissions: 11.8% against 14.9% in the comparison group.',
    ],
    [
      'de',
      'Wiederaufnahmen: 11,8 % der früh entlassenen Patienten, gegenüber 14,9 % in der Vergleichsgruppe.',
      'Wiederaufnahmen: 11,8 %',
    ],
    [
      'fr',
      'Réadmissions : 11,8 % des patients sortis tôt, contre 14,9 % dans le groupe témoin.',
      'Réadmissions',
    ],
  ])('is asked in %s how comparable the groups are', (language, insight, opening) => {
    const asked = ensureAQuestion(overallOf([insight]), language)

    expect(asked.overallSummary.keyQuestions[0]?.startsWith(opening)).toBe(true)
    expect(asked.overallSummary.keyQuestions[0]).toContain('14,9'.replace(',', language === 'en' ? '.' : ','))
  })
})
