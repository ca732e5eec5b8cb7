import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 405

function run(text: string, x: number, y: number, height = 13): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

function rowTexts(runs: TextRun[]) {
  return arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind !== 'title')
}

describe('a table whose header leaves its corner blank (issue 24, reader r-m3)', () => {
  const decks = [
    {
      unit: '€ mln',
      multiple: 'x EBITDA 2025',
      rows: ['Ondernemingswaarde', 'Transactiekosten', 'Bankfinanciering', 'Eigen vermogen fonds'],
    },
    {
      unit: '£ million',
      multiple: 'x EBITDA 2025',
      rows: ['Enterprise value', 'Transaction costs', 'Bank debt', 'Fund equity'],
    },
    {
      unit: 'Mio. €',
      multiple: 'x EBITDA 2025',
      rows: ['Unternehmenswert', 'Transaktionskosten', 'Bankfinanzierung', 'Eigenkapital Fonds'],
    },
  ]
  for (const deck of decks)
    test(`pairs each figure with its own row, a column left empty where the row has none (${deck.rows[0]})`, () => {
      const [value, cost, bank, equity] = deck.rows as [string, string, string, string]
      const runs = [
        run('Waardering', 43, 63, 26),
        run(deck.unit, 371, 110),
        run(deck.multiple, 530, 110),
        ...[
          [value, '58,0', '9,5x'],
          [cost, '2,0'],
          [bank, '16,0', '2,6x'],
          [equity, '31,0'],
        ].flatMap(([label, amount, multiple], index) => {
          const y = 133 + index * 23
          return [run(label!, 40, y), run(amount!, 371, y), ...(multiple ? [run(multiple, 530, y)] : [])]
        }),
      ]

      const texts = rowTexts(runs).map((line) => [line.kind, line.text])

      expect(texts).toContainEqual(['table-row', `${cost} — ${deck.unit}: 2,0`])
      expect(texts).toContainEqual(['table-row', `${bank} — ${deck.unit}: 16,0; ${deck.multiple}: 2,6x`])
      expect(texts).toContainEqual(['table-row', `${equity} — ${deck.unit}: 31,0`])
    })

  test('leaves words under such a header alone: a grid of prose is no table of figures', () => {
    const runs = [
      run('Title', 43, 63, 26),
      run('Detectability', 371, 110),
      run('Impact', 530, 110),
      run('Threat agents', 40, 133),
      run('weaknesses are', 371, 133),
      run('attackers act', 530, 133),
      run('Exploitation', 40, 156),
      run('common due to', 371, 156),
      run('as users', 530, 156),
    ]

    expect(rowTexts(runs).some((line) => line.text.includes('Detectability:'))).toBe(false)
  })
})

describe('lists in two columns, each item facing its match (issue 24, reader r-m3)', () => {
  const decks = [
    {
      heads: ["Risico's", 'Mitigatie'],
      left: 'Tekort aan tandartsen in de regio',
      right: 'Eigen opleiding en werving in België',
    },
    {
      heads: ['Risks', 'Mitigation'],
      left: 'Shortage of dentists across the region',
      right: 'Own training and hiring in Belgium',
    },
    {
      heads: ['Risiken', 'Gegenmaßnahmen'],
      left: 'Mangel an Zahnärzten in der Region',
      right: 'Eigene Ausbildung und Anwerbung',
    },
  ]
  for (const deck of decks)
    test(`reads the right column's list at the level of the left one, not under its last item (${deck.heads[0]})`, () => {
      const runs = [
        run('Title', 43, 63, 26),
        run(deck.heads[0]!, 50, 116, 15),
        run(deck.heads[1]!, 385, 116, 15),
      ]
      // As a slide sets them: items wrap where they wrap, so the rows of the two lists drift apart.
      const item = (x: number, y: number, text: string, wrap?: string) => [
        run('•', x, y, 14),
        run(text, x + 18, y + 2, 14),
        ...(wrap ? [run(wrap, x + 18, y + 19, 14)] : []),
      ]
      ;[148, 188, 211, 234].forEach((y, index) =>
        runs.push(...item(43, y, `${deck.left} ${index}`, index === 0 ? 'open' : undefined)),
      )
      ;[148, 188, 228, 268].forEach((y, index) =>
        runs.push(...item(378, y, `${deck.right} ${index}`, index < 3 ? 'more' : undefined)),
      )

      const lines = rowTexts(runs)
      const bullets = lines.filter((line) => line.kind === 'bullet')

      expect(bullets).toHaveLength(8)
      expect(bullets.map((line) => (line.kind === 'bullet' ? line.level : -1))).toEqual([
        0, 0, 0, 0, 0, 0, 0, 0,
      ])
      expect(lines.map((line) => line.text).indexOf(deck.heads[1]!)).toBe(5)
    })
})
