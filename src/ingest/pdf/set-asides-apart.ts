import { LIST_GLYPHS, type Line } from './page-line'

/** A glyph only a list uses. */
const LIST_GLYPH = new RegExp(`^[${LIST_GLYPHS}]`, 'u')
/** A list is at least this many bulleted lines. */
const MIN_ITEMS = 3

/**
 * A callout set beside a bulleted list (a speech bubble "She seems" / "tolerable!" to the right of an "about
 * me" list) shares the list's baselines but none of its width: read by baseline, its lines fell between the
 * items and were glued to them ("Founder: We Hack Purple, OWASP DevSlop, tolerable!", issue 24, OWASP slide 4).
 * A line between the list's first and last item that starts right of every item's right edge stands beside the
 * list: it is read after the list (and after the last item's wrapped lines), in its own order.
 */
export function setAsidesApart(lines: Line[]): Line[] {
  const isItem = (line: Line) => line.runs[0] !== undefined && LIST_GLYPH.test(line.runs[0].text.trim())
  const items = lines.flatMap((line, at) => (isItem(line) ? [at] : []))
  if (items.length < MIN_ITEMS) return lines
  const first = items[0]!
  const last = items.at(-1)!
  const listRight = Math.max(...items.map((at) => lines[at]!.right))
  const glyphLeft = Math.min(...items.map((at) => lines[at]!.left))
  const asides = new Set(
    lines.slice(first + 1, last).filter((line) => !isItem(line) && line.left > listRight),
  )
  if (asides.size === 0) return lines
  // The last item's wrapped lines stand indented under its words: they stay with it.
  let end = last + 1
  while (
    end < lines.length &&
    !isItem(lines[end]!) &&
    lines[end]!.left > glyphLeft &&
    lines[end]!.left <= listRight
  )
    end += 1
  const list = lines.slice(0, end).filter((line) => !asides.has(line))
  return [...list, ...asides, ...lines.slice(end)]
}
