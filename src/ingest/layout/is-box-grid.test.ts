import { describe, expect, it } from 'vitest'
import { arrangeTextBoxes } from './arrange-text-boxes'
import type { TextBox } from './text-box'

const box = (text: string, x: number, y: number): TextBox => ({ text, x, y, width: 60, height: 20 })

// Issue 24: a requirements table drawn as separate boxes ("Alert" over "2 min", "10" "-7" "/ approach") was
// read as stat cards, "Pr(MI): 7" a probability of 7 where the table means 10^-7.
describe('arrangeTextBoxes and a table drawn in boxes', () => {
  const cells = ['10', '7', '0.99', '5', '6 sec']
  // Five rows of a label column and five figure columns: 25 figure boxes, each under another row's cell.
  const grid = ['Oceanic', 'Enroute', 'Terminal', 'Approach', 'Landing'].flatMap((row, r) => [
    box(row, 0, 100 + r * 30),
    ...cells.map((cell, c) => box(cell, 100 + c * 80, 100 + r * 30)),
  ])

  const heads = ['Accuracy', 'Integrity', 'Continuity', 'Alert', 'Time'].map((head, c) =>
    box(head, 100 + c * 80, 70),
  )

  it("pairs no figure of the grid with the word over it or under it as a card's label", () => {
    const lines = arrangeTextBoxes([...heads, ...grid])
    const labels = lines.flatMap((line) => (line.kind === 'stat' ? [line.label] : []))

    expect(labels.filter((label) => /Accuracy|Integrity|Continuity|Alert|Time|\d/u.test(label))).toEqual([])
  })

  it('still pairs a row of stat cards', () => {
    const lines = arrangeTextBoxes([
      box('Revenue', 0, 0),
      box('€3.4M', 0, 22),
      box('Margin', 100, 0),
      box('12%', 100, 22),
    ])

    expect(lines.filter((line) => line.kind === 'stat').map((line) => line.text)).toEqual([
      'Revenue: €3.4M',
      'Margin: 12%',
    ])
  })

  it('takes the whole slide into account when a caller arranges its groups one by one', () => {
    expect(arrangeTextBoxes([box('Alert', 0, 0), box('2 min', 0, 22)], { grid: true })).not.toContainEqual(
      expect.objectContaining({ kind: 'stat' }),
    )
  })
})
