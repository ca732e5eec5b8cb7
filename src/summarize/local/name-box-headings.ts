import { isListHeading } from './is-list-heading'
import type { SlideLine } from './read-lines'

// Parallel blocks: one labelled box is a caption or a sub-title, two or more are a comparison of named cases.
const MIN_LABELLED_BOXES = 2

/**
 * The text boxes of a slide set side by side as named blocks ("Round to Nearest" over "Prescribed by IEEE-754…;
 * Economical for LNS only at low precision", beside "Restricted Faithful" and "Unrestricted Faithful"; "Pros" and
 * "Cons"; "Option A" and "Option B"): each line under a block's label is said of that label, "Round to Nearest —
 * Economical for LNS only at low precision (F<12)", as `nameColumns` says a list's items under their heading. Read
 * flat, the label is a line of its own and the lines under it lose their subject: taken alone as a takeaway they
 * read as said of the slide, here the reverse of the talk's point (issue 24, reader r-x2; decision 173).
 *
 * Told by layout only, no words, so it holds in every language: a box that opens on a label (a short line that
 * names, see `isListHeading` and `isBoxLabel`) and goes on with lines of its own below it, on a slide where at
 * least one other box opens on a label too. Boxes of lists with bullets are `nameColumns`' to name.
 */
export function nameBoxHeadings(lines: SlideLine[]): SlideLine[] {
  const boxes = new Map<number, number[]>()
  lines.forEach((line, at) => {
    // Lines ingest did not place (negative numbers, a box each) are no block of the slide's.
    if (line.box !== undefined && line.box >= 0) boxes.set(line.box, [...(boxes.get(line.box) ?? []), at])
  })
  const labelled = [...boxes.values()].filter(
    (indices) => isBoxLabel(lines[indices[0]!]!) && isContiguous(indices),
  )
  if (labelled.length < MIN_LABELLED_BOXES) return lines
  const headed = new Map<number, string>()
  for (const indices of labelled) {
    const items = indices.slice(1)
    if (items.length === 0 || !items.every((at) => isPlainLine(lines[at]!))) continue
    // A line going on in lower case or in brackets is the rest of a sentence or label the layout wrapped
    // ("Ignore this half" / "(symmetrical)"), and one ending on a colon the rest of a lead-in ("Logarithmic" /
    // "Representations:"): no block under a label.
    const next = lines[items[0]!]!.text
    if (/^[\p{Ll}(]/u.test(next) || /:$/u.test(next)) continue
    // A box of short labels only is a diagram's or an org chart's ("Deterministic" / "Transaction" / "Model",
    // "Credit Rating" / "Class"): a block under a label states something, gives a figure or runs longer.
    if (items.every((at) => isBoxLabel(lines[at]!) && wordsOf(lines[at]!) <= MAX_PLAIN_LABEL_WORDS)) continue
    headed.set(indices[0]!, lines[indices[0]!]!.text)
  }
  if (headed.size === 0) return lines
  const out: SlideLine[] = []
  let heading: string | undefined
  lines.forEach((line, at) => {
    if (headed.has(at)) {
      heading = headed.get(at)
      return
    }
    if (heading !== undefined && line.box === lines[at - 1]?.box) {
      out.push({ ...line, text: `${heading} — ${line.text}`, column: heading })
      return
    }
    heading = undefined
    out.push(line)
  })
  return out
}

// A block's label is a name: a few words ("Pros", "Option A", "Key results"), or longer in title case ("Round to
// Nearest", "Unrestricted Faithful Rounding"); a longer line in sentence case ("Costs fell by a fifth") states.
const MAX_PLAIN_LABEL_WORDS = 4

function isBoxLabel(line: SlideLine): boolean {
  if (!isPlainLine(line) || !isListHeading(line) || !/^\p{Lu}/u.test(line.text)) return false
  const words = line.text.split(/\s+/u)
  return words.length <= MAX_PLAIN_LABEL_WORDS || words.every((word) => !/^\p{Ll}\p{L}{3}/u.test(word))
}

/** Text the slide states as a line: no bullet (a list is `nameColumns`'), no table, figure card or column. */
function wordsOf(line: SlideLine): number {
  return line.text.split(/\s+/u).length
}

function isPlainLine(line: SlideLine): boolean {
  return !line.isBullet && line.kind === undefined && line.table === undefined && line.column === undefined
}

function isContiguous(indices: readonly number[]): boolean {
  return indices.every((at, n) => n === 0 || at === indices[n - 1]! + 1)
}
