import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../shared'
import { boxedBullet, boxedParagraph, documentOf } from '../shared/test-support/document-of'
import { findMislabelledFigures } from './check-faithfulness'

// Decision 121: a figure keeps the label its own line, row, column or chart point gives it. The title names
// it only where the line names it by nothing of the title's; a word the line sets before another of its
// figures does not name it.

const row = (label: string, headers: string[], cells: string[]): SlideLine => ({
  kind: 'table-row',
  text: `${label} — ${headers.map((header, index) => `${header}: ${cells[index]}`).join('; ')}`,
  cells: [label, ...cells],
  headers: ['', ...headers],
})
const point = (category: string, series: string, value: string): SlideLine => ({
  kind: 'chart-point',
  text: `${category} — ${series}: ${value}`,
  category,
  series,
  value,
})

describe('findMislabelledFigures: the title names a figure only where its line does not pick another word', () => {
  test.each([
    {
      language: 'en' as Language,
      title: 'Revenue and costs',
      lines: ['Costs: 4.2M', 'Headcount: 35'],
      right: 'Costs of 4.2M',
      wrong: 'Revenue 4.2M',
    },
    {
      language: 'de' as Language,
      title: 'Umsatz und Kosten',
      lines: ['Kosten: 4,2 Mio.', 'Mitarbeitende: 35'],
      right: 'Kosten von 4,2 Mio.',
      wrong: 'Umsatz 4,2 Mio.',
    },
    {
      language: 'fr' as Language,
      title: "Chiffre d'affaires et coûts",
      lines: ['Coûts : 4,2 M', 'Effectif : 35'],
      right: 'Des coûts de 4,2 M',
      wrong: "Chiffre d'affaires 4,2 M",
    },
  ])(
    'a line labelled by one of the title words is no other ($language)',
    ({ language, title, lines, right, wrong }) => {
      const deck = documentOf([{ title, lines: lines.map((line, box) => boxedParagraph(box, line)) }], {
        language,
      })

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).not.toEqual([])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      title: 'Revenue by region',
      line: 'North: 4.2M',
      item: 'Revenue of 4.2M in the North',
      subject: 'Project Alder: why the launch moves',
      budget: 'Budget rises from £7.5M to £9.3M',
      paraphrase: 'Project Alder now costs £9.3M instead of £7.5M',
    },
    {
      language: 'es' as Language,
      title: 'Ingresos por región',
      line: 'Norte: 4,2 M',
      item: 'Ingresos de 4,2 M en el Norte',
      subject: 'Proyecto Alder: por qué se retrasa',
      budget: 'El presupuesto sube de 7,5 M€ a 9,3 M€',
      paraphrase: 'Proyecto Alder cuesta ahora 9,3 M€ en lugar de 7,5 M€',
    },
    {
      language: 'nl' as Language,
      title: 'Omzet per regio',
      line: 'Noord: 4,2 mln',
      item: 'Omzet van 4,2 mln in Noord',
      subject: 'Project Alder: waarom de lancering schuift',
      budget: 'Het budget stijgt van € 7,5 mln naar € 9,3 mln',
      paraphrase: 'Project Alder kost nu € 9,3 mln in plaats van € 7,5 mln',
    },
  ])(
    'a title still names what its lines measure or whose they are ($language)',
    ({ language, title, line, item, subject, budget, paraphrase }) => {
      const deck = documentOf(
        [
          { title, lines: [boxedParagraph(0, line)] },
          { title: subject, lines: [boxedBullet(0, budget)] },
        ],
        { language },
      )

      expect(findMislabelledFigures(item, [1], deck)).toEqual([])
      expect(findMislabelledFigures(paraphrase, [2], deck)).toEqual([])
    },
  )
})

describe("findMislabelledFigures: a table's cell is named by its row and its column", () => {
  test.each([
    {
      language: 'en' as Language,
      headers: ['Plan', 'Actual', 'Variance'],
      rows: [
        ['OEE', '72.0%', '68.4%', '−3.6 pts'],
        ['Waste', '3.5%', '4.6%', '+1.1 pts'],
      ],
      right: ['OEE: 68.4% against a plan of 72.0% (−3.6 pts)', 'Actual waste 4.6%, above its 3.5% plan'],
      wrong: ['OEE plan: 68.4%', 'Actual OEE 72.0%'],
    },
    {
      language: 'de' as Language,
      headers: ['Plan', 'Ist', 'Abweichung'],
      rows: [
        ['OEE', '72,0 %', '68,4 %', '−3,6 Pkt.'],
        ['Ausschuss', '3,5 %', '4,6 %', '+1,1 Pkt.'],
      ],
      right: ['OEE: 68,4 % gegenüber Plan 72,0 %', 'Ausschuss Ist 4,6 %'],
      wrong: ['OEE Plan: 68,4 %', 'Ausschuss Ist: 3,5 %'],
    },
    {
      language: 'fr' as Language,
      headers: ['Objectif', 'Réel', 'Écart'],
      rows: [
        ['TRS', '72,0 %', '68,4 %', '−3,6 pts'],
        ['Rebuts', '3,5 %', '4,6 %', '+1,1 pt'],
      ],
      right: ['TRS réel : 68,4 % pour un objectif de 72,0 %', 'Rebuts : 4,6 %'],
      wrong: ['TRS objectif : 68,4 %', 'Rebuts réels 3,5 %'],
    },
  ])(
    "another column's header does not name a cell ($language)",
    ({ language, headers, rows, right, wrong }) => {
      const deck = documentOf(
        [{ title: 'Plan / actual', lines: rows.map(([label, ...cells]) => row(label!, headers, cells)) }],
        { language },
      )

      for (const item of right) expect(findMislabelledFigures(item, [1], deck)).toEqual([])
      for (const item of wrong) expect(findMislabelledFigures(item, [1], deck)).not.toEqual([])
    },
  )
})

describe("findMislabelledFigures: a chart's points lend no label to each other", () => {
  test.each([
    {
      language: 'en' as Language,
      points: [
        ['Buns', 'Plan', '520'],
        ['Buns', 'Actual', '356'],
        ['Rolls', 'Actual', '652'],
      ],
      right: ['Buns: 356 tonnes against a plan of 520', 'Rolls 652'],
      wrong: ['Rolls: 356 tonnes', 'Buns plan 356'],
    },
    {
      language: 'it' as Language,
      points: [
        ['Panini', 'Piano', '520'],
        ['Panini', 'Effettivo', '356'],
        ['Focacce', 'Effettivo', '652'],
      ],
      right: ['Panini: 356 tonnellate contro un piano di 520', 'Focacce 652'],
      wrong: ['Focacce: 356 tonnellate', 'Panini piano 356'],
    },
    {
      language: 'pt' as Language,
      points: [
        ['Pães', 'Plano', '520'],
        ['Pães', 'Real', '356'],
        ['Bolos', 'Real', '652'],
      ],
      right: ['Pães: 356 toneladas face a um plano de 520', 'Bolos 652'],
      wrong: ['Bolos: 356 toneladas', 'Pães plano 356'],
    },
  ])('a point is named by its own category and series ($language)', ({ language, points, right, wrong }) => {
    const deck = documentOf(
      [
        {
          title: 'Output',
          lines: points.map(([category, series, value]) => point(category!, series!, value!)),
        },
      ],
      { language },
    )

    for (const item of right) expect(findMislabelledFigures(item, [1], deck)).toEqual([])
    for (const item of wrong) expect(findMislabelledFigures(item, [1], deck)).not.toEqual([])
  })
})

describe('findMislabelledFigures: two figures of one line keep their own labels', () => {
  test.each([
    {
      language: 'en' as Language,
      lines: [
        'Absence 4.0%, turnover 5.2%',
        'OEE: 68.4% (plan 72.0%)',
        'Escalations from 9.1% on frailty to 3.1% on therapy',
      ],
      right: [
        'Turnover was 5.2%',
        'Absence 4.0%',
        'OEE plan 72.0%',
        'Escalations fell from 9.1% on frailty to 3.1% on therapy',
      ],
      wrong: ['Absence 5.2%', 'OEE 72.0%'],
    },
    {
      language: 'de' as Language,
      lines: [
        'Krankenstand 4,0 %, Fluktuation 5,2 %',
        'OEE: 68,4 % (Plan 72,0 %)',
        'Eskalationen von 9,1 % bei Geriatrie bis 3,1 % bei Therapie',
      ],
      right: [
        'Die Fluktuation lag bei 5,2 %',
        'Krankenstand 4,0 %',
        'OEE Plan 72,0 %',
        'Eskalationen von 9,1 % bei Geriatrie bis 3,1 % bei Therapie',
      ],
      wrong: ['Krankenstand 5,2 %', 'OEE 72,0 %'],
    },
    {
      language: 'nb' as Language,
      lines: [
        'Sykefravær 4,0 %, turnover 5,2 %',
        'OEE: 68,4 % (plan 72,0 %)',
        'Eskaleringer fra 9,1 % i geriatri til 3,1 % i terapi',
      ],
      right: [
        'Turnover var 5,2 %',
        'Sykefravær 4,0 %',
        'OEE plan 72,0 %',
        'Eskaleringer falt fra 9,1 % i geriatri til 3,1 % i terapi',
      ],
      wrong: ['Sykefravær 5,2 %', 'OEE 72,0 %'],
    },
  ])(
    'a word set before one figure does not name the other ($language)',
    ({ language, lines, right, wrong }) => {
      const deck = documentOf(
        [{ title: 'People', lines: lines.map((line, box) => boxedBullet(box, line)) }],
        {
          language,
        },
      )

      for (const item of right) expect(findMislabelledFigures(item, [1], deck)).toEqual([])
      for (const item of wrong) expect(findMislabelledFigures(item, [1], deck)).not.toEqual([])
    },
  )
})

describe('findMislabelledFigures keeps paraphrases where the new rules apply', () => {
  test('spelled numbers, "or more", a bracketed qualifier and a heading over a list stay', () => {
    const deck = documentOf([
      {
        title: 'Readmission and occupancy',
        lines: [
          row('Thirty-day readmission', ['Virtual ward', 'Comparison'], ['11.8%', '14.9%']),
          boxedParagraph(1, 'Rates are for step-down episodes only.'),
          boxedParagraph(2, 'Target: occupancy of 80% or more'),
          boxedParagraph(3, 'Option A: keep the beds'),
          boxedBullet(4, 'Running cost: £10.2M'),
        ],
      },
    ])

    for (const item of [
      '30-day readmission (step-down): 11.8% on the virtual ward against 14.9%',
      'Occupancy target 80%+',
      'Option A, keep the beds: £10.2M running cost',
    ])
      expect(findMislabelledFigures(item, [1], deck)).toEqual([])
    expect(findMislabelledFigures('30-day readmission on the comparison: 11.8%', [1], deck)).not.toEqual([])
  })
})

describe('findMislabelledFigures: a word is named elsewhere only as itself, not by its first five letters', () => {
  test.each([
    {
      language: 'en' as Language,
      lines: ['I know which patients the ward can accept 86% 58%', 'I would choose the ward again: 88%'],
      right: 'Patients the ward can accept: 58% in general practice, against 86% on the wards',
      wrong: 'Accept again 86%',
    },
    {
      language: 'de' as Language,
      lines: ['Ich weiß, welche Patienten die Station aufnimmt: 86 % 58 %', 'Versuche: 88 %'],
      right: 'Patienten, welche die Station aufnimmt: 58 % der Praxen versus 86 % der Station',
      wrong: 'Versuche 86 %',
    },
    {
      language: 'fr' as Language,
      lines: ['Je sais quels patients le service accepte : 86 % 58 %', 'Contrôles : 88 %'],
      right: 'Patients que le service accepte : 58 % en ville, contre 86 % au service',
      wrong: 'Patients contrôles 86 %',
    },
  ])(
    'a comparison word is no rival label sharing its stem ($language)',
    ({ language, lines, right, wrong }) => {
      const deck = documentOf(
        [{ title: 'Survey', lines: lines.map((line, box) => boxedParagraph(box, line)) }],
        {
          language,
        },
      )

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).toEqual(['86'])
    },
  )
})
