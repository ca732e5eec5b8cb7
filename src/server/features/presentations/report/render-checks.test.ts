import { expect, test } from 'vitest'
import type { DeckChecks, Summary } from '../../../../shared'
import { renderChecks } from './render-checks'

const checks: DeckChecks = {
  consistency: [
    {
      kind: 'value',
      measure: '<b>ARR</b>',
      message: '<b>ARR</b> differs between slides: $3.4M on slide 2, $3.2M on slide 8.',
      figures: [],
      slides: [2, 8],
    },
  ],
  completeness: {
    genre: 'pitch',
    items: [
      { id: 'team', label: 'Team', found: true, slides: [12] },
      { id: 'runway', label: 'Runway', found: false, slides: [] },
    ],
  },
}

const summaryWith = (value: DeckChecks | undefined) => ({ checks: value }) as Summary
const plain = (slides: number[]) => `<span class="sources">Slides ${slides.join(', ')}</span>`

test('the report lists each finding with its slides and each checklist item found or missing, escaped', () => {
  const html = renderChecks(summaryWith(checks), plain)

  expect(html).toContain('&lt;b&gt;ARR&lt;/b&gt; differs between slides: $3.4M on slide 2, $3.2M on slide 8.')
  expect(html).not.toContain('<b>ARR')
  expect(html).toContain('Slides 2, 8')
  expect(html).toContain('Pitch checklist')
  expect(html).toMatch(/✓ Team<\/div><span class="sources">Slides 12/)
  expect(html).toContain('✗ Runway — Missing')
})

test('a deck without findings says so, and a summary stored before the checks has no section', () => {
  expect(renderChecks(summaryWith({ consistency: [] }), plain)).toContain(
    'No figures disagree across slides.',
  )
  expect(renderChecks(summaryWith(undefined), plain)).toBe('')
})
