import { describe, expect, it } from 'vitest'
import type { SlideLine } from '../shared'
import { completeSlides, detectSlideRole, joinSlideLines } from './slide-lines'

const slide = (number: number, title: string, text: string) => ({
  number,
  title,
  text,
  notes: '',
  hidden: false,
})

describe('joinSlideLines', () => {
  it('writes bullets indented by level, numbered items with their marker, stats and chart points as text', () => {
    const lines: SlideLine[] = [
      { kind: 'title', text: 'Results' },
      { kind: 'bullet', text: 'Top', level: 0 },
      { kind: 'bullet', text: 'Nested', level: 1 },
      { kind: 'numbered', text: '2. Second step', marker: '2.', level: 0 },
      { kind: 'stat', text: 'ARR: $3.4M', label: 'ARR', value: '$3.4M' },
      { kind: 'chart-point', text: 'Q1 — Revenue: 12', category: 'Q1', series: 'Revenue', value: '12' },
    ]
    expect(joinSlideLines(lines)).toBe('- Top\n  - Nested\n2. Second step\nARR: $3.4M\nQ1 — Revenue: 12')
  })
})

describe('detectSlideRole', () => {
  const role = (number: number, title: string, text: string, deckSize = 10) =>
    detectSlideRole(completeSlides([slide(number, title, text)])[0]!, deckSize)

  it('marks agenda slides in every language by their title', () => {
    for (const title of [
      'Agenda',
      'Índice',
      'Sumário',
      'Ordre du jour',
      'Inhalt',
      'Indice',
      'Inhoud',
      'Innhold',
    ])
      expect(role(2, title, '- One\n- Two\n- Three'), title).toBe('agenda')
  })

  it('marks closing slides in every language', () => {
    for (const title of [
      'Thank you — questions?',
      '¡Gracias!',
      'Obrigado',
      'Merci',
      'Vielen Dank',
      'Grazie',
      'Bedankt',
      'Takk',
    ])
      expect(role(10, title, 'someone@example.com'), title).toBe('closing')
  })

  it('marks a short first slide as the cover and a title-only slide mid-deck as a divider', () => {
    expect(role(1, 'Vetlark', 'Practice software\nSeries A · May 2026')).toBe('cover')
    expect(role(9, 'Why now', 'The market, the competition and the team')).toBe('divider')
    expect(role(5, 'Market', '- 29,400 clinics\n- $1.9B a year\n- 40% by 2028')).toBe('content')
  })
})

describe('completeSlides', () => {
  it('types the items of an agenda slide as agenda lines and keeps the text readable', () => {
    const [agenda] = completeSlides([
      slide(2, 'Agenda', '- Problem\n- Solution'),
      slide(3, 'X', 'y'),
      slide(4, 'Z', 'w'),
    ])
    expect(agenda?.role).toBe('agenda')
    expect(agenda?.lines.slice(1)).toEqual([
      { kind: 'agenda', text: 'Problem' },
      { kind: 'agenda', text: 'Solution' },
    ])
    expect(agenda?.text).toBe('- Problem\n- Solution')
  })
})
