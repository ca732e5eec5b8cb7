import type { TextBlock } from './read-text-blocks'
import { TextType } from './read-text-blocks'

interface ParagraphStyle {
  /** Characters covered, the closing '\r' included. */
  count: number
  indent: number
  /** Set only when the paragraph overrides its master's bullet setting. */
  bullet: boolean | undefined
}

/** Body placeholders inherit bullets from the master's body style; other text does not. */
const BULLETED_BY_DEFAULT: ReadonlySet<number> = new Set([
  TextType.body,
  TextType.halfBody,
  TextType.quarterBody,
])
const MAX_INDENT = 8

/**
 * The block's paragraphs as lines: '- ' and two spaces per indent level for bulleted paragraphs,
 * soft line breaks as line breaks, field placeholders ('*' for a slide number) and blank lines dropped.
 */
export function formatTextBlock(view: DataView, block: TextBlock): string[] {
  const text = dropFieldPlaceholders(block)
  const styles = block.style ? readParagraphStyles(view, block.style.body, block.style.end, text.length) : []
  const defaultBullet = BULLETED_BY_DEFAULT.has(block.textType)
  const lines: string[] = []

  let styleIndex = 0
  let styleEnd = styles[0]?.count ?? Infinity
  let start = 0
  for (const paragraph of text.split('\r')) {
    while (start >= styleEnd && styleIndex < styles.length - 1) {
      styleIndex += 1
      styleEnd += styles[styleIndex]?.count ?? Infinity
    }
    start += paragraph.length + 1
    const style = styles[styleIndex]
    const [first, ...rest] = paragraph
      .split('\v')
      .map(cleanLine)
      .filter((part) => part !== '')
    if (first === undefined) continue
    const indent = '  '.repeat(Math.min(style?.indent ?? 0, MAX_INDENT))
    const bullet = style?.bullet ?? defaultBullet
    lines.push(
      bullet ? `${indent}- ${first}` : first,
      ...rest.map((part) => (bullet ? `${indent}  ${part}` : part)),
    )
  }
  return lines
}

/** Fields become NUL, which `cleanLine` removes, so positions still line up with the paragraph runs. */
function dropFieldPlaceholders(block: TextBlock): string {
  if (block.fieldPositions.length === 0) return block.text
  const characters = block.text.split('')
  for (const position of block.fieldPositions) {
    if (characters[position] === '*') characters[position] = '\u0000'
  }
  return characters.join('')
}

// Control characters other than tab carry no text (PowerPoint uses a few as object anchors).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/g

function cleanLine(line: string): string {
  return line.replace(CONTROL_CHARACTERS, '').replace(/\s+$/u, '').replace(/^\s+/u, '')
}

/**
 * Paragraph runs of a StyleTextPropAtom ([MS-PPT] 2.9.44, 2.9.20 TextPFException): a count, an
 * indent level, then only the fields its mask names. Anything that does not add up gives no styles,
 * and the text is read as plain lines.
 */
function readParagraphStyles(
  view: DataView,
  start: number,
  end: number,
  textLength: number,
): ParagraphStyle[] {
  const styles: ParagraphStyle[] = []
  let at = start
  let covered = 0
  // Each run covers at least one character, so textLength + 1 runs is the most a sane atom holds.
  while (covered < textLength + 1 && styles.length <= textLength + 1) {
    if (at + 10 > end) return []
    const count = view.getUint32(at, true)
    const indent = view.getUint16(at + 4, true)
    const mask = view.getUint32(at + 6, true)
    at += 10
    let bullet: boolean | undefined
    if (mask & 0x000f) {
      if (at + 2 > end) return []
      if (mask & 0x0001) bullet = (view.getUint16(at, true) & 0x0001) !== 0
      at += 2
    }
    const size = paragraphFieldBytes(view, mask, at, end)
    if (size === undefined || count === 0) return []
    at += size
    covered += count
    styles.push({ count, indent, bullet })
  }
  return styles
}

/** Bytes taken by the TextPFException fields after bulletFlags, in the order the spec lays them out. */
function paragraphFieldBytes(view: DataView, mask: number, start: number, end: number): number | undefined {
  let size = 0
  const twoByteFieldsBeforeTabs = [
    0x0080, 0x0010, 0x0040, 0x0800, 0x1000, 0x2000, 0x4000, 0x0100, 0x0400, 0x8000,
  ]
  for (const bit of twoByteFieldsBeforeTabs) if (mask & bit) size += 2
  if (mask & 0x0020) size += 4 // bulletColor
  if (mask & 0x100000) {
    if (start + size + 2 > end) return undefined
    const tabStops = view.getUint16(start + size, true)
    size += 2 + tabStops * 4
  }
  if (mask & 0x10000) size += 2 // fontAlign
  if (mask & 0xe0000) size += 2 // wrapFlags
  if (mask & 0x200000) size += 2 // textDirection
  // bulletBlip, bulletScheme and hasBulletScheme belong to TextPFException9, but writers have been seen setting them.
  for (const bit of [0x800000, 0x1000000, 0x2000000]) if (mask & bit) size += 2
  return start + size <= end ? size : undefined
}
