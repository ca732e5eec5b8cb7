import { describe, expect, test } from 'vitest'
import type { OverallSummary } from '../../shared'
import { namesMeasure } from './describe-chart'
import { fitWordBudget, isLabelDebris } from './fit-word-budget'

// Issue 24 (readers' costliest pattern): takeaways filled with table rows, stat strips and chart extremes push a
// short deck past its 250 words. Past the dense limit (300), label-and-value debris goes before a statement, and a
// table row keeps its label.

const filler = (count: number) => Array.from({ length: count }, (_, at) => `w${at}`).join(' ')

const CASES = {
  en: {
    statement: 'Revenue grew 24% to $3.4M as 118 clinics went live',
    row: 'Multi-site — Price per clinic per month: $990; Clinics: 52; Share of ARR: 18%',
    strip: 'Paying clinics: 418 · Net revenue retention: 128%',
    year: '2005',
    measure: 'College completion (%)',
  },
  es: {
    statement: 'Mejor trimestre desde 2019: los ingresos crecen un 6 % hasta 2,84 M€',
    row: 'Preventa de puestos — Fecha o cifra: 61 de 190; Estado: 32 %',
    strip: 'Ocupación media: 81 % · EBITDA: 609 k€',
    year: '1990-1995',
    measure: 'Ocupación media por centro (%)',
  },
  nl: {
    statement: 'De omzet steeg met 12 % naar € 4,1 mln door 35 nieuwe klanten',
    row: 'Eigen vermogen fonds — € mln: 31,0; Aandeel: 70 %',
    strip: 'Klanten: 1.240 · Churn: 3,1 %',
    year: 'Q3 2025',
    measure: 'Omzet per regio (€ mln)',
  },
} as const

describe.each(Object.entries(CASES))('label debris and the word budget (%s)', (_language, words) => {
  test('a table row or a strip of stats is label debris; a sentence with a figure is not', () => {
    expect(isLabelDebris(words.row)).toBe(true)
    expect(isLabelDebris(words.strip)).toBe(true)
    expect(isLabelDebris(words.statement)).toBe(false)
  })

  test('past the dense limit, label debris goes before a statement, even one adding new figures', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        `${filler(100)} 1%`,
        `${filler(100)} 2%`,
        `${words.statement} ${filler(60)}`,
        `${words.row} ${filler(40)}`,
      ],
      actionItems: [],
      strategicInsights: [],
      keyQuestions: [],
    }
    const slides = summary.keyTakeaways.map(() => [1])
    const fitted = fitWordBudget(
      {
        overallSummary: summary,
        sources: { keyTakeaways: slides, actionItems: [], strategicInsights: [], keyQuestions: [] },
      },
      250,
    ).overallSummary
    expect(fitted.keyTakeaways).toHaveLength(3)
    expect(fitted.keyTakeaways[2]).toContain(words.statement)
  })

  // Decision 081: an insight that is one labelled figure is no insight; a stat strip among the takeaways carries
  // the headline figures, so the insight goes first.
  test('past the dense limit, label debris goes from the insights before the takeaways', () => {
    const summary: OverallSummary = {
      keyTakeaways: [`${filler(135)} 1%`, `${filler(135)} 2%`, words.strip],
      actionItems: [],
      strategicInsights: [words.statement, words.row],
      keyQuestions: ['Why?'],
    }
    const fitted = fitWordBudget(
      {
        overallSummary: summary,
        sources: {
          keyTakeaways: [[1], [1], [2]],
          actionItems: [],
          strategicInsights: [[3], [4]],
          keyQuestions: [[3]],
        },
      },
      250,
    ).overallSummary
    expect(fitted.keyTakeaways).toContain(words.strip)
    expect(fitted.strategicInsights).toEqual([words.statement])
  })

  test('trimming a takeaway never drops its first part, the row label with its cells', () => {
    const [label] = words.row.split(' — ')
    const summary: OverallSummary = {
      keyTakeaways: [`${filler(120)} 1%`, `${filler(100)} 2%`, `${words.row}; Total: 7; ${filler(30)}`],
      actionItems: [],
      strategicInsights: [],
      keyQuestions: [],
    }
    // The row's figures are stated elsewhere, so only the row's label could make a part worth cutting.
    summary.keyTakeaways[1] = `${summary.keyTakeaways[1]} ${words.row.replace(/^[^—]*— /u, '')}`
    const slides = summary.keyTakeaways.map(() => [1])
    const fitted = fitWordBudget(
      {
        overallSummary: summary,
        sources: { keyTakeaways: slides, actionItems: [], strategicInsights: [], keyQuestions: [] },
      },
      250,
    ).overallSummary
    for (const text of fitted.keyTakeaways.slice(2)) expect(text.startsWith(label!)).toBe(true)
  })

  test('a chart series named only by a period names no measure', () => {
    expect(namesMeasure(words.year)).toBe(false)
    expect(namesMeasure(words.measure)).toBe(true)
  })
})
