import type { SlideLine } from '../../shared'
import { arrangeTextBoxes, isBoxGrid, isHeadingText, type TextBox } from '../layout'
import { typeReadableLines } from '../slide-lines'
import { formatTextBlock, readTextBlockLines } from './format-text-block'
import type { PlacedText } from './read-slide-container'
import { TextType } from './read-text-blocks'

/** [MS-PPT] 2.13.21 PlaceholderEnum values that decide what a shape's text is. */
const TITLE_PLACEHOLDERS: ReadonlySet<number> = new Set([1, 3, 13, 15, 17])
/** Date, slide number, footer, header: page furniture, not content. */
export const FURNITURE_PLACEHOLDERS: ReadonlySet<number> = new Set([7, 8, 9, 10])

/** A stand-in title must sit in the upper part of the slide and read as a heading (`isHeadingText`). */
const STAND_IN_TITLE_REGION = 0.4

/** Shapes whose anchor is unknown read after the placed ones, in drawing order. */
const UNPLACED = Number.MAX_SAFE_INTEGER

interface Body {
  lines: string[]
  wrappedLabel: boolean
  typed: SlideLine[] | undefined
  text: PlacedText
}

/**
 * Title and typed lines of a slide. The title is the text of title placeholders; decks built from
 * plain text boxes (hand-made layouts, generators, OpenOffice exports) have none, and then the first
 * line of the highest text box in the upper part of the slide stands in for it, as a reader would take
 * it. The other shapes are placed by their anchors (master units, y downwards), so the layout module
 * can join stat cards and label/value forms and read the rest top to bottom, left to right.
 */
export function readSlideText(
  view: DataView,
  texts: readonly PlacedText[],
  slideHeight: number,
): { title: string; lines: SlideLine[] } {
  const titleLines: string[] = []
  const bodies: Body[] = []
  for (const text of texts) {
    const { block, placeholder } = text
    if (FURNITURE_PLACEHOLDERS.has(placeholder)) continue
    const isTitle =
      block.textType === TextType.title ||
      block.textType === TextType.centerTitle ||
      TITLE_PLACEHOLDERS.has(placeholder)
    if (isTitle) titleLines.push(...formatTextBlock(view, { ...block, textType: TextType.title }))
    else bodies.push({ ...readTextBlockLines(view, block), typed: text.lines, text })
  }

  if (titleLines.length === 0) {
    const standIn = findStandInTitle(bodies, slideHeight)
    if (standIn) titleLines.push(stripBullet(standIn.lines.shift() ?? ''))
  }
  const boxes = bodies.map((body, index): TextBox => {
    const lines = body.typed ?? typeReadableLines(body.lines)
    const placed = body.text.top !== undefined && body.text.left !== undefined
    return {
      text: lines.map((line) => line.text).join('\n'),
      lines,
      // Unplaced shapes keep their drawing order after the placed ones.
      x: placed ? body.text.left! : UNPLACED,
      y: placed ? body.text.top! : UNPLACED + index,
      width: body.text.width ?? 0,
      height: body.text.height ?? 0,
      ...(body.wrappedLabel ? { wrappedLabel: true } : {}),
    }
  })
  const title = titleLines.join(' ')
  // A table drawn in boxes may be drawn as many groups: whether it is one is a question for the whole slide.
  const grid = isBoxGrid(boxes)
  const lines = arrangeTextBoxes(joinGroups(boxes, bodies, grid), { grid })
  return { title, lines: title === '' ? lines : [{ kind: 'title', text: title }, ...lines] }
}

function findStandInTitle(bodies: readonly Body[], slideHeight: number): Body | undefined {
  let best: Body | undefined
  for (const body of bodies) {
    const top = body.text.top
    // A date or a lone mark ('.', '11.03.2009') at the top is decoration, not a title; a table is no title.
    if (top === undefined || body.typed || !/\p{L}/u.test(body.lines[0] ?? '')) continue
    if (slideHeight > 0 && top > slideHeight * STAND_IN_TITLE_REGION) continue
    if (best === undefined || top < (best.text.top ?? Infinity)) best = body
  }
  const first = best?.lines[0]
  // A sentence, a figure or a footer at the top is body text, not a heading.
  return first !== undefined && isHeadingText(stripBullet(first)) ? best : undefined
}

function stripBullet(line: string): string {
  return line.replace(/^\s*- /u, '').trim()
}

/** The boxes of each group arranged on their own into one box at the group's place, as the PPTX reader does. */
function joinGroups(boxes: readonly TextBox[], bodies: readonly Body[], grid: boolean): TextBox[] {
  const groups = new Map<number, TextBox[]>()
  const out: TextBox[] = []
  boxes.forEach((box, index) => {
    const group = bodies[index]?.text.group
    if (group === undefined) out.push(box)
    else groups.set(group, [...(groups.get(group) ?? []), box])
  })
  for (const members of groups.values()) {
    if (members.length === 1) {
      out.push(members[0]!)
      continue
    }
    const lines = arrangeTextBoxes(members, { grid })
    const x = Math.min(...members.map((box) => box.x))
    const y = Math.min(...members.map((box) => box.y))
    out.push({
      text: lines.map((line) => line.text).join('\n'),
      lines,
      x,
      y,
      width: Math.max(...members.map((box) => box.x + box.width)) - x,
      height: Math.max(...members.map((box) => box.y + box.height)) - y,
      // A group of a wrapped label and empty shapes (an axis and its ticks) is that label's box.
      ...(members.some((box) => box.wrappedLabel) ? { wrappedLabel: true } : {}),
    })
  }
  return out
}
