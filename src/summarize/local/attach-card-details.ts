import type { SlideLine as TypedLine } from '../../shared'
import { extractFigures } from '../figures'

// A card's third line ("94.6% of plan", "plan 72.0%") is short.
const MAX_DETAIL_CHARS = 40

/**
 * A row of stat cards whose third lines a layout set as a row of their own: the cards, then as many short
 * lines each holding one figure ("94.6% of plan", "plan 72.0%", "plan 97.0%", "plan 3.5%"). The n-th line is
 * the n-th card's detail, "OEE: 68.4% (plan 72.0%)". Read apart they are orphans, "plan: 72.0%", with no
 * measure (issue 24, reader r-b2). A count that does not match attaches nothing.
 */
export function attachCardDetails(lines: readonly TypedLine[]): TypedLine[] {
  const out: TypedLine[] = []
  for (let at = 0; at < lines.length;) {
    let cards = 0
    while (lines[at + cards]?.kind === 'stat') cards += 1
    const details = lines.slice(at + cards, at + 2 * cards)
    if (cards < 2 || details.length < cards || !details.every(isDetail)) {
      out.push(...lines.slice(at, at + Math.max(cards, 1)))
      at += Math.max(cards, 1)
      continue
    }
    lines.slice(at, at + cards).forEach((card, n) => {
      const detail = details[n]!.text.trim()
      out.push({ ...card, text: `${card.text} (${detail})`, detail } as TypedLine)
    })
    at += 2 * cards
  }
  return out
}

function isDetail(line: TypedLine): boolean {
  const text = line.text.trim()
  return (
    line.kind === 'paragraph' &&
    text.length <= MAX_DETAIL_CHARS &&
    !/[.!?:]$/u.test(text) &&
    extractFigures(text).length === 1 &&
    /\p{L}/u.test(text)
  )
}
