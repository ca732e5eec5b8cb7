import { describe, expect, test } from 'vitest'
import type { OverallSummary, SummarySources } from '../../shared'
import { fitWordBudget, wordBudget } from './fit-word-budget'

const words = (count: number, figure = '') =>
  `${Array.from({ length: count }, (_, at) => `w${at}`).join(' ')}${figure}`
const countWords = (summary: OverallSummary) =>
  Object.values(summary).flat().join(' ').split(/\s+/).filter(Boolean).length

function overallOf(summary: OverallSummary): { overallSummary: OverallSummary; sources: SummarySources } {
  const slides = (list: string[]) => list.map(() => [1])
  return {
    overallSummary: summary,
    sources: {
      keyTakeaways: slides(summary.keyTakeaways),
      actionItems: slides(summary.actionItems),
      strategicInsights: slides(summary.strategicInsights),
      keyQuestions: slides(summary.keyQuestions),
    },
  }
}

// Issue 24: 15 of 15 files were over the overall summary's budget (250 words for a deck of up to 25 slides).
describe('fitWordBudget', () => {
  test('keeps the point, every ask and the first insight with its question; a takeaway without a figure goes first', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        words(30, ' 18M'),
        words(40),
        words(40, ' 3.4M'),
        words(40, ' 12%'),
        words(40, ' 7%'),
        words(40, ' 9%'),
      ],
      actionItems: [words(15), words(15), words(15)],
      strategicInsights: [words(25, ' 94.6%'), words(25, ' 2.1%'), words(25, ' 41%')],
      keyQuestions: [words(12), words(12)],
    }

    const fitted = fitWordBudget(overallOf(summary), wordBudget(15, false)).overallSummary

    expect(countWords(fitted)).toBeLessThanOrEqual(300)
    expect(fitted.keyTakeaways[0]).toBe(summary.keyTakeaways[0])
    expect(fitted.actionItems).toEqual(summary.actionItems)
    expect(fitted.strategicInsights[0]).toBe(summary.strategicInsights[0])
    expect(fitted.keyQuestions[0]).toBe(summary.keyQuestions[0])
    // A takeaway without a figure goes before any with one.
    expect(fitted.keyTakeaways).not.toContain(summary.keyTakeaways[1])
  })

  test('meets the budget when what is over it is takeaways without figures and later insights', () => {
    const summary: OverallSummary = {
      keyTakeaways: [words(40, ' 18M'), words(60), words(60), words(40, ' 7%')],
      actionItems: [words(20)],
      strategicInsights: [words(20, ' 94.6%'), words(20, ' 2.1%'), words(20, ' 41%')],
      keyQuestions: [words(12)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(countWords(fitted)).toBeLessThanOrEqual(250)
    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[3])
  })

  test('lets a dense deck run a fifth past its budget rather than lose a headline figure', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        words(50, ' 18M'),
        words(50, ' 3.4M'),
        words(50, ' 12%'),
        words(50, ' 7%'),
        words(40, ' 9%'),
      ],
      actionItems: [words(10)],
      strategicInsights: [words(10, ' 94.6%')],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toHaveLength(5)
    expect(countWords(fitted)).toBeLessThanOrEqual(300)
  })

  // Issue 24 / decision 049: facts in the overall summary fell from 78 % to 66 % when the budget dropped takeaways
  // from the last, whatever they stated; an item restating figures stated elsewhere now goes first.
  test('drops a takeaway restating the point before a later one with a figure stated nowhere else (en)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Approve £1.45M capital for a new Oven 3 ${words(60)}`,
        `The new oven needs £1.45M of capital ${words(50)}`,
        `Output was 2,318 t against plan ${words(60)}`,
        `Excluding Oven 3, plant OEE was 73.1% ${words(60)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [words(20, ' 94.6%')],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).not.toContain(summary.keyTakeaways[1])
    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[3])
    expect(countWords(fitted)).toBeLessThanOrEqual(300)
  })

  test('takes a bare number with what it counts: "9 escuelas" restates no "9 años" (es)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Pedimos 312.000 € para los niños de 9 años ${words(50)}`,
        `La Fundación aporta 312.000 € en tres cursos ${words(60)}`,
        `La asistencia media fue del 88 % ${words(60)}`,
        `Clubes de lectura en 9 escuelas ${words(60)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [words(20, ' 62 %')],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[3])
    expect(fitted.keyTakeaways).not.toContain(summary.keyTakeaways[1])
  })

  test('trims the part of a takeaway that restates a figure, keeping a volume written with a space (fr)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Solution retenue : bassin enterré de 1 200 m³ ${words(60)}`,
        `Résultat pour les Tanneurs : un volume utile de 1 850 m³; Bassin enterré de 1 200 m³ ${words(40)}`,
        `Débit de pointe décennal : 2,37 m³/s ${words(50)}`,
        `Capacité du collecteur : 1,10 m³/s ${words(50)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [words(20, ' 74 mm/h')],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toContain('Résultat pour les Tanneurs : un volume utile de 1 850 m³')
    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[3])
  })

  // Issue 24: the words went to an insight's parts and a stat strip's cards saying again what a takeaway says.
  test('trims the part of an insight whose figure a takeaway states, keeping the insight (en)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Raising an $18M Series A ${words(70)}`,
        `Annual recurring revenue: $3.4M ${words(70)}`,
        `Paying clinics: 418 ${words(70)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [
        `Payments: 0.7% of card volume; Annual recurring revenue: $3.4M; Paying clinics: 418 ${words(30)}`,
        `Net revenue retention: 128% ${words(10)}`,
      ],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.strategicInsights[0]).toBe('Payments: 0.7% of card volume')
    expect(fitted.strategicInsights).toContain(summary.strategicInsights[1])
    expect(fitted.keyTakeaways).toEqual(summary.keyTakeaways)
  })

  test("trims a stat card that another item states, keeping the strip's own joiner (es)", () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Mejor trimestre desde 2019 ${words(60)}`,
        `Ingresos: 2,84 M€ · Ocupación media: 81 % · EBITDA: 609 k€ ${words(20)}`,
        `Nuevo competidor con precios un 15 % más bajos ${words(70)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [`El EBITDA de 609 k€ incluye 48 k€ de costes no recurrentes ${words(50)}`],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways[1]).toBe('Ingresos: 2,84 M€ · Ocupación media: 81 %')
    expect(fitted.strategicInsights).toEqual(summary.strategicInsights)
  })

  test("never trims the part that holds the insight's subject, nor a part with a figure of its own (de)", () => {
    const summary: OverallSummary = {
      keyTakeaways: [`Umsatz im Quartal: 2,1 Mio. € ${words(80)}`, `ARR: 7,9 Mio. € ${words(80)}`],
      actionItems: [words(20)],
      strategicInsights: [`ARR: 7,9 Mio. € ${words(60)}; Churn: 1,2 %; Umsatz: 2,1 Mio. €`],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.strategicInsights[0]).toBe(`ARR: 7,9 Mio. € ${words(60)}; Churn: 1,2 %`)
  })

  test('keeps a card whose figure another item states without its label (fr)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Bassin enterré de 1 200 m³ ${words(70)}`,
        `Les Tanneurs — surface: 14 ha · coefficient C pondéré: 0,78 ${words(70)}`,
        `Débit de pointe : 2,37 m³/s, avec C = 0,78 ${words(70)}`,
      ],
      actionItems: [words(20)],
      strategicInsights: [words(20, ' 74 mm/h')],
      keyQuestions: [words(10)],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[1])
  })

  // Decision 092: r-j2 read Pebblestack's Adjusted EBITDA three times and Wrenfield's overtime row beside the
  // relation that explains it.
  test('drops an insight another states with more, handing its question to that one, within budget (en)', () => {
    const summary: OverallSummary = {
      keyTakeaways: ['Q2 net revenue £6.8M, 10% above budget', 'Cash of £14.2M at 30 June'],
      actionItems: ['Approve the Cinderfall budget increase of £1.8M'],
      strategicInsights: [
        'Adjusted EBITDA: Q2 actual 1.1 against Q2 budget 0.3 (+0.8)',
        'Adjusted EBITDA — Q2 budget: 0.3; Q2 actual: 1.1; Variance: +0.8; H1 actual: 0.8 — Adjusted EBITDA ' +
          'excludes £0.9M of development capitalised on Cinderfall in Q2.',
      ],
      keyQuestions: ['How much of Adjusted EBITDA (1.1 against 0.3) is the summer update?'],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.strategicInsights).toEqual([summary.strategicInsights[1]])
    expect(fitted.keyQuestions).toEqual(summary.keyQuestions)
    expect(fitted.keyTakeaways).toEqual(summary.keyTakeaways)
  })

  test('drops a takeaway a relation states with its cause, but not for a row of labels of another subject (de)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        'Drei Wetten für 2027',
        'Monatlicher Churn: 1,4 % (Ziel: unter 1,0 %)',
        'Zahlende Betriebe: 8.600',
      ],
      actionItems: ['Budget freigeben'],
      strategicInsights: [
        'Monatlicher Churn — Ist: 1,4 %; Ziel: 1,0 % — 68 % aller Kündigungen kommen im ersten Vertragsjahr.',
        'ARR: 7,9 Mio. €; Zahlende Betriebe: 8.600',
      ],
      keyQuestions: [],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toEqual([summary.keyTakeaways[0], summary.keyTakeaways[2]])
    expect(fitted.strategicInsights).toEqual(summary.strategicInsights)
  })

  test('over budget, drops a lone row whose subject a relation gives as its reason, with its question (en)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Oven 3 cost October its plan: output 2,318 t ${words(60)}`,
        `Line 3: 356 t ${words(60)}`,
      ],
      actionItems: [`Approve £1.45M ${words(40)}`],
      strategicInsights: [
        'Labour cost per tonne — Plan: £212; Actual: £229 — Labour cost per tonne is up mainly because of the ' +
          'extra overtime, paid at time and a half.',
        'Overtime hours: Actual 2,640 against Plan 1,800 (+840, 46.7% over plan)',
      ],
      keyQuestions: [`How much of £229 is overtime ${words(20)}`, `Overtime hours 2,640: why ${words(20)}`],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary
    const roomy = fitWordBudget(overallOf(summary), 400).overallSummary

    expect(fitted.strategicInsights).toEqual([summary.strategicInsights[0]])
    expect(fitted.keyQuestions).toEqual([summary.keyQuestions[0]])
    expect(roomy.strategicInsights).toEqual(summary.strategicInsights)
  })

  test("trims a stat strip's first card when another item states it with its label (pt)", () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `Pedimos 312.000 € ${words(80)}`,
        'Crianças acompanhadas: 1.240 · Subiram um nível de leitura: 62 %',
      ],
      actionItems: [words(90)],
      strategicInsights: [`Crianças acompanhadas: 1.240 — ${words(70)} 9 escolas`],
      keyQuestions: [],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways[1]).toBe('Subiram um nível de leitura: 62 %')
  })

  test('cuts from a takeaway the insight it opens with, keeping the lead and the rest (en)', () => {
    const insight = 'Cinderfall — Closed beta with 8,000 players: day-7 retention 31% against a target of 40%'
    const summary: OverallSummary = {
      keyTakeaways: ['Q2 net revenue £6.8M', `${insight}; Budget rises from £7.5M to £9.3M`],
      actionItems: ['Approve £1.8M'],
      strategicInsights: [insight],
      keyQuestions: ['The Cinderfall slip: what must hold before the £1.8M is spent?'],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways[1]).toBe('Cinderfall — Budget rises from £7.5M to £9.3M')
    expect(fitted.strategicInsights).toEqual([insight])
  })

  test('gives longer decks and documents 400 words', () => {
    expect(wordBudget(25, false)).toBe(250)
    expect(wordBudget(26, false)).toBe(400)
    expect(wordBudget(12, true)).toBe(400)
  })
  // Decision 086: a relation quotes its figure line or its sentence whole; the takeaway stating it alone is the
  // restatement, not the relation that adds what explains the figure.
  test.each<[string, string, string]>([
    [
      'en',
      'Labour cost per tonne — Plan: £212; Actual: £229; Variance: +£17',
      'Labour cost per tonne is up mainly because of the extra overtime, paid at time and a half.',
    ],
    [
      'nl',
      'Vergelijkbare transacties in de mondzorg: 8,5x tot 11,0x EBITDA.',
      'Ondernemingswaarde — x EBITDA 2025: 9,5x — Vergelijkbare transacties in de mondzorg: 8,5x tot 11,0x EBITDA',
    ],
    [
      'nb',
      'Forsinkelsen skyldes i hovedsak fjellsprengningen i mars, som tok 3 uker lenger enn planlagt.',
      'Forsinkelse på råbygget: 7 uker — Forsinkelsen skyldes i hovedsak fjellsprengningen i mars, som tok 3 uker lenger enn planlagt',
    ],
  ])('drops the takeaway an insight quotes whole before any other (%s)', (_language, quoted, relation) => {
    const insight = relation.includes(quoted.replace(/[.]$/u, '')) ? relation : `${quoted} — ${relation}`
    const summary: OverallSummary = {
      keyTakeaways: [words(40, ' 18M'), words(40, ' 3.4M'), quoted, words(40, ' 12%'), words(40, ' 7%')],
      actionItems: [words(15), words(15)],
      strategicInsights: [words(20, ' 94.6%'), insight],
      keyQuestions: [words(12)],
    }

    const fitted = fitWordBudget(overallOf(summary), wordBudget(15, false)).overallSummary

    expect(fitted.keyTakeaways).not.toContain(quoted)
    expect(fitted.keyTakeaways).toContain(summary.keyTakeaways[3])
    expect(fitted.strategicInsights).toContain(insight)
  })
  test.each<[string, string]>([
    [
      'pt',
      'No distrito, 26 % dos alunos do 4.º ano não leem com fluência adequada e faltam mais vezes às aulas — Nas escolas onde trabalhamos, 43 % não leem com fluência adequada e faltam mais vezes',
    ],
    [
      'en',
      'Labour cost per tonne rose to £229 in October, well above the plan for the month — Labour cost per tonne is up mainly because of the 2,640 hours of overtime paid at time and a half',
    ],
    [
      'fr',
      'Le bassin enterré coûte environ 1 400 € par m³ stocké dans le quartier des Tanneurs — Les noues et les toitures végétalisées coûtent 470 € par m³ stocké, trois fois moins',
    ],
    // A relation that opens on a label ("Forslag: 12 …") is no label-and-value debris (decision 089).
    [
      'nb',
      'Forslag: 12 millioner kroner fra disposisjonsfondet og 7 millioner kroner i økt låneopptak — Økt låneopptak gir 0,4 millioner kroner mer i årlige renter og avdrag',
    ],
    [
      'es',
      'Preventa de puestos: 61 de 190; 32 % reservado — Cerrar la preventa de Valencia con 100 puestos reservados',
    ],
    [
      'en',
      'Proposal: £12M from reserves and £7M in extra borrowing — Extra borrowing adds £0.4M a year in interest and repayments',
    ],
  ])(
    'past the dense limit, keeps an insight joining two statements with a figure each (%s)',
    (_language, joined) => {
      const takeaway = (n: number) => `${words(16)} ${n}1% and ${n}2M`
      const summary: OverallSummary = {
        keyTakeaways: [words(40, ' 18M'), words(40, ' 3.4M'), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(takeaway)],
        actionItems: [words(15), words(15)],
        strategicInsights: [words(20, ' 94.6%'), joined],
        keyQuestions: [words(12)],
      }

      const fitted = fitWordBudget(overallOf(summary), wordBudget(15, false)).overallSummary

      expect(countWords(fitted)).toBeLessThanOrEqual(300)
      expect(fitted.strategicInsights).toContain(joined)
    },
  )
})
