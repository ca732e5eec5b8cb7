import { describe, expect, test } from 'vitest'
import { formatSummaryText, type RichText } from './format-summary-text'

const plain = (text: string): RichText => [{ text, strong: false }]

describe('formatSummaryText', () => {
  test('lines starting with any bullet mark become one list', () => {
    const blocks = formatSummaryText('- Revenue up 12%\n• Costs flat\n* Margin 40%')

    expect(blocks).toEqual([
      {
        kind: 'list',
        items: [plain('Revenue up 12%'), plain('Costs flat'), plain('Margin 40%')],
      },
    ])
  })

  test('text between bullet runs becomes paragraphs between lists', () => {
    const blocks = formatSummaryText('Intro sentence.\n- one\n- two\nMiddle.\n- three')

    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'paragraph', 'list'])
  })

  test('plain text is grouped into paragraphs of at most three sentences', () => {
    const text =
      'Revenue rose 3.5% in Q2. Costs fell. Margins improved. Headcount grew to 120. The outlook is stable. Risks remain. Cash is strong.'

    const blocks = formatSummaryText(text)

    expect(blocks).toEqual([
      { kind: 'paragraph', text: plain('Revenue rose 3.5% in Q2. Costs fell. Margins improved.') },
      {
        kind: 'paragraph',
        text: plain('Headcount grew to 120. The outlook is stable. Risks remain.'),
      },
      { kind: 'paragraph', text: plain('Cash is strong.') },
    ])
  })

  test('a line break ends a sentence, and a line without closing punctuation ends its paragraph', () => {
    const blocks = formatSummaryText('Sales grew.\nCosts fell.\nMarket size 4 bn\nGrowth 12%\n\nTeam of 40.')

    expect(blocks).toEqual([
      { kind: 'paragraph', text: plain('Sales grew. Costs fell. Market size 4 bn') },
      { kind: 'paragraph', text: plain('Growth 12%') },
      { kind: 'paragraph', text: plain('Team of 40.') },
    ])
  })

  test('a blank line ends a paragraph even after a full stop', () => {
    expect(formatSummaryText('One.\n\nTwo.')).toEqual([
      { kind: 'paragraph', text: plain('One.') },
      { kind: 'paragraph', text: plain('Two.') },
    ])
  })

  test('bold headings with a colon open sections holding lists, numbered lists and paragraphs', () => {
    const text = [
      'Opening line.',
      '**Findings:**',
      '- Sales up',
      '- Churn down',
      '**Next steps:** Three actions follow.',
      '1. Hire',
      '2. Expand',
      '**Risks**: Competition is rising.',
    ].join('\n')

    const blocks = formatSummaryText(text)

    expect(blocks).toEqual([
      { kind: 'paragraph', text: plain('Opening line.') },
      {
        kind: 'section',
        heading: 'Findings',
        blocks: [{ kind: 'list', items: [plain('Sales up'), plain('Churn down')] }],
      },
      {
        kind: 'section',
        heading: 'Next steps',
        blocks: [
          { kind: 'paragraph', text: plain('Three actions follow.') },
          { kind: 'numbered-list', start: 1, items: [plain('Hire'), plain('Expand')] },
        ],
      },
      {
        kind: 'section',
        heading: 'Risks',
        blocks: [{ kind: 'paragraph', text: plain('Competition is rising.') }],
      },
    ])
  })

  test('bold without a colon stays inline emphasis, not a heading', () => {
    const blocks = formatSummaryText('- **Revenue:** grew to $4.2M\nThe **key** point.')

    expect(blocks).toEqual([
      {
        kind: 'list',
        items: [
          [
            { text: 'Revenue:', strong: true },
            { text: ' grew to $4.2M', strong: false },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: [
          { text: 'The ', strong: false },
          { text: 'key', strong: true },
          { text: ' point.', strong: false },
        ],
      },
    ])
  })

  test('an unpaired bold marker is kept as text', () => {
    expect(formatSummaryText('2**10 is 1024')).toEqual([{ kind: 'paragraph', text: plain('2**10 is 1024') }])
  })

  test('a numbered list keeps its first number', () => {
    expect(formatSummaryText('3) Third\n4) Fourth')).toEqual([
      { kind: 'numbered-list', start: 3, items: [plain('Third'), plain('Fourth')] },
    ])
  })

  test('markup in the text is returned untouched for the renderer to escape', () => {
    const blocks = formatSummaryText('- <script>alert(1)</script>\n"><svg onload=alert(1)>')

    expect(blocks).toEqual([
      { kind: 'list', items: [plain('<script>alert(1)</script>')] },
      { kind: 'paragraph', text: plain('"><svg onload=alert(1)>') },
    ])
  })

  test('empty or blank text gives no blocks, and Windows line ends are read as lines', () => {
    expect(formatSummaryText('')).toEqual([])
    expect(formatSummaryText(' \n\n ')).toEqual([])
    expect(formatSummaryText('- a\r\n- b')).toEqual([{ kind: 'list', items: [plain('a'), plain('b')] }])
  })
})
