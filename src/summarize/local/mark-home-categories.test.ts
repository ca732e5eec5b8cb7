import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { collectPassages } from './collect-passages'
import { describeChart } from './describe-chart'
import { chartPoint } from './test-support/chart-point'

// Reader r-n2 (workforce-report-charts): "Korea highest at 550 and Mexico lowest at 384" never said where the
// United States, the deck's own subject, stood among the thirty countries (477).

const COUNTRIES: [string, string][] = [
  ['Korea', '550'],
  ['Finland', '544'],
  ['Canada', '527'],
  ['United States', '477'],
  ['Italy', '470'],
  ['Mexico', '384'],
]

function chartEntry(language: Language, slides: TestSlide[]): string | undefined {
  const chart: TestSlide = {
    title: 'Scores',
    lines: COUNTRIES.map(([category, value]) => chartPoint(category, 'Score', value, 'Scores')),
  }
  const units = documentOf([chart, ...slides], { language }).slides.map((slide) => ({
    ...slide,
    pages: [slide.number],
  }))
  const passage = collectPassages(units, language).find((candidate) => candidate.chart !== undefined)
  return passage?.chart && describeChart(passage.chart, language)
}

describe('a comparison chart places the deck’s own subject', () => {
  test.each<[Language, string, string]>([
    ['en', 'The United States fell behind in college completion', 'Graduation in the United States is flat'],
    [
      'de',
      'Die United States fallen beim Studienabschluss zurück',
      'In den United States stagniert die Quote',
    ],
    ['fr', 'Les United States reculent dans la réussite', 'Aux United States le taux stagne'],
  ])('names the category other slides name beside the extremes (%s)', (language, first, second) => {
    const entry = chartEntry(language, [{ title: first }, { title: second }])

    expect(entry).toContain('United States: 477')
    expect(entry).toContain('550')
    expect(entry).toContain('384')
  })

  test.each<Language>(['en', 'de', 'fr'])('names none when no other slide names one (%s)', (language) => {
    const entry = chartEntry(language, [{ title: 'Method' }, { title: 'Sources' }])

    expect(entry).not.toContain('United States')
  })

  test('names none when two categories are named as often', () => {
    const entry = chartEntry('en', [
      { title: 'Italy and Canada compared' },
      { title: 'Canada and Italy again' },
    ])

    expect(entry).not.toMatch(/; (Italy|Canada):/u)
  })
})
