import type { SlideLine } from '../../shared'
import type { TextBox } from './text-box'

/** A drawn line (a line shape, a straight connector) from one end to the other, in the boxes' space. */
export interface Segment {
  from: { x: number; y: number }
  to: { x: number; y: number }
}

// An end touches a box within this share of the box's smaller side: drawn by hand, a line stops a little short of
// the box or runs a little into it.
const REACH = 0.25
// One line may be an arrow pointing at something; a mapping draws at least this many.
const MIN_LINKS = 2

/**
 * Boxes that drawn lines join two by two, read as what the lines say: each box on the left (or above) with the
 * boxes its lines reach, one `table-row` line each, "E-Auth Level 3 — FPKI Basic; FPKI Medium". A mapping drawn
 * with lines between two columns of boxes (levels to the policies they meet) does not pair by rows: the boxes of
 * a row stand side by side while the lines run across rows, and read by rows or as a list, a level was said with
 * another level's policy (issue 24, Alterman slide 10). `linked` are the boxes the rows say; boxes no line
 * reaches are left to the layout. Fewer than two links, or links that are no mapping from one column of boxes
 * to another (`isTwoColumns`), say nothing: `rows` is empty.
 */
export function joinConnectedBoxes(
  boxes: readonly TextBox[],
  segments: readonly Segment[],
): { rows: SlideLine[]; linked: Set<TextBox> } {
  const names = boxes.filter(isName)
  const targets = new Map<TextBox, Set<TextBox>>()
  let links = 0
  for (const segment of segments) {
    const one = boxAt(names, segment.from)
    const other = boxAt(names, segment.to)
    if (!one || !other || one === other) continue
    const [source, target] = isBefore(one, other) ? [one, other] : [other, one]
    const known = targets.get(source) ?? new Set<TextBox>()
    if (!known.has(target)) links += 1
    targets.set(source, known.add(target))
  }
  if (links < MIN_LINKS || !isTwoColumns(targets)) return { rows: [], linked: new Set() }
  const linked = new Set<TextBox>()
  const rows: SlideLine[] = [...targets.keys()].sort(byPlace).map((source) => {
    const reached = [...targets.get(source)!].sort(byPlace)
    linked.add(source)
    for (const box of reached) linked.add(box)
    const cells = [textOf(source), ...reached.map(textOf)]
    return {
      kind: 'table-row',
      text: `${cells[0]} — ${cells.slice(1).join('; ')}`,
      cells,
      headers: cells.map(() => ''),
    }
  })
  return { rows, linked }
}

// A box a line can join: a name of a few lines (a level, a policy, a step), no passage of text nor a table.
const MAX_NAME_LINES = 3
const MAX_NAME_LENGTH = 80

function isName(box: TextBox): boolean {
  const lines = box.text.split('\n').filter((line) => line.trim() !== '')
  return (
    lines.length > 0 &&
    lines.length <= MAX_NAME_LINES &&
    box.text.length <= MAX_NAME_LENGTH &&
    (box.lines ?? []).every((line) => line.kind === 'paragraph')
  )
}

// Boxes of one column start within this share of their width of each other.
const COLUMN_SLACK = 0.1

/**
 * Links from one column of boxes to another, each box named once: a mapping. Lines through a diagram (a
 * service to its nodes, a node on to its partitions; "Storage" boxes under each service) relate boxes that are
 * both ends, or several of one name: said as rows they read "Storage — Storage; Storage" (azure-service-fabric).
 */
function isTwoColumns(targets: Map<TextBox, Set<TextBox>>): boolean {
  const sources = [...targets.keys()]
  const reached = [...new Set(sources.flatMap((source) => [...targets.get(source)!]))]
  const isColumn = (boxes: TextBox[]) =>
    boxes.every((box) => Math.abs(box.x - boxes[0]!.x) <= COLUMN_SLACK * Math.max(box.width, boxes[0]!.width))
  const names = [...sources, ...reached].map(textOf)
  return (
    reached.every((box) => !targets.has(box)) &&
    isColumn(sources) &&
    isColumn(reached) &&
    new Set(names).size === names.length
  )
}

/** The box an end of a line touches: the nearest within reach, else none. */
function boxAt(boxes: readonly TextBox[], point: { x: number; y: number }): TextBox | undefined {
  let best: { box: TextBox; distance: number } | undefined
  for (const box of boxes) {
    const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width))
    const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height))
    const distance = Math.hypot(dx, dy)
    if (distance > REACH * Math.min(box.width, box.height)) continue
    // An end inside two boxes (a label on a panel) touches the smaller one.
    const isNearer =
      !best ||
      distance < best.distance ||
      (distance === best.distance && box.width * box.height < best.box.width * best.box.height)
    if (isNearer) best = { box, distance }
  }
  return best?.box
}

// The source of a link is the box read first: the one further left, or above when the two share their columns.
function isBefore(one: TextBox, other: TextBox): boolean {
  const overlapX = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x)
  return overlapX > 0 ? one.y < other.y : one.x < other.x
}

function byPlace(one: TextBox, other: TextBox): number {
  return one.y - other.y || one.x - other.x
}

// A box's lines as one: a label wrapped over two paragraphs ("FPKI Medium &" / "Medium-cbp") is one name.
function textOf(box: TextBox): string {
  return box.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
}
