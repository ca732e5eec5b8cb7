import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { describeChart } from './describe-chart'
import type { ChartSeries } from './read-lines'
import { typedLinesOf } from './read-typed-lines'
import { chartPoint } from './test-support/chart-point'

// Readers (2026-11-27, r-g2): "Plan: Line 1 Tin bread highest at 1,020 and Line 4 Flatbreads lowest at 270" says
// nothing; the reader of a plan-and-actual chart wants the entry that missed its plan.

const series = (label: string, values: [string, string][]) => ({
  label,
  points: values.map(([category, value]) => ({ category, value })),
})

const LINES: [string, string][] = [
  ['Line 1', '1,020'],
  ['Line 2', '640'],
  ['Line 3', '520'],
  ['Line 4', '270'],
]
const ACTUALS: [string, string][] = [
  ['Line 1', '1,041'],
  ['Line 2', '652'],
  ['Line 3', '356'],
  ['Line 4', '269'],
]

describe('describeChart of a plan beside its actual', () => {
  test.each<[Language, string, string, string]>([
    ['en', 'Plan', 'Actual', 'Line 3: 356 against a plan of 520'],
    ['de', 'Plan', 'Ist', 'Line 3: 356 bei einem Plan von 520'],
    ['pt', 'Meta', 'Real', 'Line 3: 356 face a um objetivo de 520'],
  ])('a %s chart is said by the entry furthest below its plan', (language, plan, actual, expected) => {
    const chart: ChartSeries = { ...series(plan, LINES), first: true, others: [series(actual, ACTUALS)] }

    expect(describeChart(chart, language)).toBe(expected)
  })

  test('the actual series first and the plan second read the same', () => {
    const chart: ChartSeries = { ...series('Actual', ACTUALS), first: true, others: [series('Plan', LINES)] }

    expect(describeChart(chart, 'en')).toBe('Line 3: 356 against a plan of 520')
  })

  test('with no entry below plan, the one furthest above it', () => {
    const above: [string, string][] = [
      ['North', '110'],
      ['South', '150'],
      ['East', '101'],
    ]
    const plan: [string, string][] = [
      ['North', '100'],
      ['South', '100'],
      ['East', '100'],
    ]
    const chart: ChartSeries = { ...series('Budget', plan), first: true, others: [series('Actual', above)] }

    expect(describeChart(chart, 'en')).toBe('South: 150 against a plan of 100')
  })

  test('two series that are no plan and actual keep their extremes', () => {
    const chart: ChartSeries = { ...series('2024', LINES), first: true, others: [series('2025', ACTUALS)] }

    expect(describeChart(chart, 'en')).toBe('2024: Line 1 highest at 1,020 and Line 4 lowest at 270')
  })
})

describe('typedLinesOf keeps a chart’s further series', () => {
  const point = (category: string, series: string, value: string): SlideLine =>
    chartPoint(category, series, value, 'Output by line')

  test('the first series carries the others, so that its item can read the actual against the plan', () => {
    const lines = typedLinesOf(
      {
        lines: [
          point('Line 1', 'Plan', '1,020'),
          point('Line 1', 'Actual', '1,041'),
          point('Line 3', 'Plan', '520'),
          point('Line 3', 'Actual', '356'),
        ],
      },
      () => false,
    )
    const chart = lines?.find((line) => line.chart?.first)?.chart

    expect(chart?.label).toBe('Plan')
    expect(chart?.others).toEqual([
      series('Actual', [
        ['Line 1', '1,041'],
        ['Line 3', '356'],
      ]),
    ])
    expect(describeChart(chart!, 'en')).toBe('Line 3: 356 against a plan of 520')
  })
})
