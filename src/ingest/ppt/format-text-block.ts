import { itemsAtBlankLines } from '../layout/blank-line-items'
import { isIndentedItem } from '../layout/indented-item'
import { isLabelWrap, joinSoftBreaks } from '../layout/join-label-wraps'
import { formatMarker } from '../pptx/read-paragraph-lines'
import { characterRunAt, fontNamesOf, readCharacterRuns } from './read-character-runs'
import type { TextBlock } from './read-text-blocks'
import { TextType } from './read-text-blocks'
import { writeCharacterFormats } from './write-character-formats'

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
 * soft line breaks as line breaks but inside a bulleted paragraph, field placeholders ('*' for a slide number) and blank lines dropped.
 */
export function formatTextBlock(view: DataView, block: TextBlock): string[] {
  return readTextBlockLines(view, block).lines
}

/**
 * `formatTextBlock`'s lines, and whether a line joins a label the author wrapped by hand over paragraphs:
 * such a box is a diagram's or a chart's label, not a form's field (see `TextBox.wrappedLabel`).
 */
export function readTextBlockLines(
  view: DataView,
  block: TextBlock,
): { lines: string[]; wrappedLabel: boolean } {
  let wrappedLabel = false
  const text = dropFieldPlaceholders(block)
  const { styles, end } = block.style
    ? readParagraphStyles(view, block.style.body, block.style.end, text.length)
    : { styles: [], end: 0 }
  const numbering = block.numbering && styles.length > 0 ? readNumbering(view, block.numbering) : []
  const characterRuns =
    styles.length > 0 && block.style ? readCharacterRuns(view, end, block.style.end, text.length) : []
  // Symbol-font characters and raised or lowered runs, one entry per character of `text`.
  const pieces = writeCharacterFormats(text, characterRuns, fontNamesOf(view))
  const defaultBullet = BULLETED_BY_DEFAULT.has(block.textType)
  const lines: string[] = []
  const counters = new Map<number, { scheme: string; value: number }>()

  let styleIndex = 0
  let styleEnd = styles[0]?.count ?? Infinity
  let start = 0
  // The paragraph as typed that gave the last line, while the next may still be the rest of its label.
  let previousRaw: string | undefined
  // The indent level of the last paragraph without a bullet: a paragraph set deeper under it is its item.
  let headLevel: number | undefined
  let headText = ''
  // The level of the first item under that heading: its items are a list from there.
  let itemLevel: number | undefined
  for (const paragraph of text.split('\r')) {
    while (start >= styleEnd && styleIndex < styles.length - 1) {
      styleIndex += 1
      styleEnd += styles[styleIndex]?.count ?? Infinity
    }
    const number = numbering[characterRunAt(characterRuns, start)?.pp9rt ?? -1]
    const written = pieces.slice(start, start + paragraph.length).join('')
    start += paragraph.length + 1
    const style = styles[styleIndex]
    const [first, ...rest] = written
      .split('\v')
      .map(cleanLine)
      .filter((part) => part !== '')
    if (first === undefined) {
      previousRaw = undefined
      continue
    }
    const level = Math.min(style?.indent ?? 0, MAX_INDENT)
    const bulleted = style?.bullet ?? defaultBullet
    // A paragraph indented under a shallower one without a bullet ("Fixed-point (FX)" over "Scaled integer…",
    // neither with a glyph) is an item of that heading, as a reader sees it: read flat, the heading's subject
    // is lost and the item reads as said of the slide (issue 24, reader r-x2; decision 173).
    const subItem =
      !bulleted && headLevel !== undefined && level > headLevel && isIndentedItem(headText, first)
    if (subItem) itemLevel ??= level
    else itemLevel = undefined
    if (!bulleted && !subItem) {
      headLevel = level
      headText = first
    }
    if (bulleted) headLevel = undefined
    const bullet = bulleted || subItem
    const indent = '  '.repeat(subItem ? Math.max(0, level - itemLevel!) : level)
    const marker = bullet && number ? countItem(counters, level, number) : undefined
    if (!marker) for (const deeper of counters.keys()) if (deeper >= level) counters.delete(deeper)
    // A label wrapped by hand over paragraphs ("Retail ⏎ Energy ⏎ Services", "Enron Capital" ⏎ "   & Trade")
    // is one line, a bullet's included: its pieces apart read as labels of their own (issue 24, r-q2).
    const rawFirst = written.split('\v')[0] ?? ''
    if (
      !bullet &&
      rest.length === 0 &&
      previousRaw !== undefined &&
      lines.length > 0 &&
      isLabelWrap(previousRaw, rawFirst, lines.at(-1)!.replace(/^\s*- /u, ''))
    ) {
      lines[lines.length - 1] = `${lines.at(-1)!} ${first}`
      wrappedLabel = true
      previousRaw = written
      continue
    }
    previousRaw = rest.length === 0 ? written : undefined
    // A soft break inside a bulleted paragraph wraps its item to fit a box ("Enron Capital" / "& Trade"): the
    // item is the whole paragraph, and its tail set apart would read as a line of its own (issue 24, r-b2).
    // An empty line typed inside a bullet ends its item: the next piece is an item of its own at the same level.
    lines.push(
      ...(bullet
        ? itemsAtBlankLines(written.split('\v').map(cleanLine)).map(
            (item, at) => `${indent}- ${marker && at === 0 ? `${marker} ` : ''}${item.join(' ')}`,
          )
        : joinSoftBreaks([first, ...rest])),
    )
  }
  return { lines, wrappedLabel }
}

/**
 * The marker of the next numbered item at `level`: items of one list count on from its start, a
 * shallower item ends the deeper lists, and an item at the level that is not numbered ends that list.
 */
function countItem(
  counters: Map<number, { scheme: string; value: number }>,
  level: number,
  number: AutoNumber,
): string {
  for (const deeper of counters.keys()) if (deeper > level) counters.delete(deeper)
  const previous = counters.get(level)
  const value = previous && previous.scheme === number.scheme ? previous.value + 1 : number.startAt
  counters.set(level, { scheme: number.scheme, value })
  return formatMarker(number.scheme, value)
}

interface AutoNumber {
  /** The scheme as the PPTX reader names it (ST_TextAutonumberScheme). */
  scheme: string
  startAt: number
}

/** [MS-PPT] 2.13.28 TextAutoNumberSchemeEnum, by value. */
const AUTO_NUMBER_SCHEMES = [
  'alphaLcPeriod',
  'alphaUcPeriod',
  'arabicParenR',
  'arabicPeriod',
  'romanLcParenBoth',
  'romanLcParenR',
  'romanLcPeriod',
  'romanUcPeriod',
  'alphaLcParenBoth',
  'alphaLcParenR',
  'alphaUcParenBoth',
  'alphaUcParenR',
  'arabicParenBoth',
  'arabicPlain',
  'romanUcParenBoth',
  'romanUcParenR',
]

/**
 * The entries of a StyleTextProp9Atom ([MS-PPT] 2.9.62): each a TextPFException9, a TextCFException9
 * and a TextSIException, of which only the automatic numbering is kept (undefined for an entry
 * without). Anything that does not add up gives no entries.
 */
function readNumbering(view: DataView, atom: { body: number; end: number }): (AutoNumber | undefined)[] {
  const entries: (AutoNumber | undefined)[] = []
  let at = atom.body
  while (at < atom.end) {
    if (at + 4 > atom.end) return []
    const masks = view.getUint32(at, true)
    at += 4
    if (masks & 0x00800000) at += 2 // bulletBlipRef
    let hasAutoNumber = false
    if (masks & 0x02000000) {
      if (at + 2 > atom.end) return []
      hasAutoNumber = view.getUint16(at, true) === 1
      at += 2
    }
    let number: AutoNumber | undefined
    if (masks & 0x01000000) {
      if (at + 4 > atom.end) return []
      const scheme = AUTO_NUMBER_SCHEMES[view.getUint16(at, true)] ?? 'arabicPeriod'
      const startAt = view.getInt16(at + 2, true)
      number = { scheme, startAt: startAt > 0 ? startAt : 1 }
      at += 4
    }
    entries.push(hasAutoNumber ? (number ?? { scheme: 'arabicPeriod', startAt: 1 }) : undefined)
    // TextCFException9: masks, then pp10runid and unused (4 bytes together) when its flag is set.
    if (at + 4 > atom.end) return []
    const characterMasks = view.getUint32(at, true)
    at += 4 + (characterMasks & 0x00100000 ? 4 : 0)
    const skipped = textSpecialInfoBytes(view, at, atom.end)
    if (skipped === undefined) return []
    at += skipped
  }
  return entries
}

/** Bytes of a TextSIException ([MS-PPT] 2.9.46), masks included, or undefined when it runs past `end`. */
function textSpecialInfoBytes(view: DataView, start: number, end: number): number | undefined {
  if (start + 4 > end) return undefined
  const masks = view.getUint32(start, true)
  let size = 4
  // spellInfo, lang, altLang, bidi: two bytes each; pp10runid with grammarError: four.
  for (const bit of [0x0001, 0x0002, 0x0004, 0x0040]) if (masks & bit) size += 2
  if (masks & 0x0020) size += 4
  if (masks & 0x0200) {
    // smartTags: a count, then as many four-byte indexes.
    if (start + size + 4 > end) return undefined
    size += 4 + view.getUint32(start + size, true) * 4
  }
  return start + size <= end ? size : undefined
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
): { styles: ParagraphStyle[]; end: number } {
  const none = { styles: [], end: 0 }
  const styles: ParagraphStyle[] = []
  let at = start
  let covered = 0
  // Each run covers at least one character, so textLength + 1 runs is the most a sane atom holds.
  while (covered < textLength + 1 && styles.length <= textLength + 1) {
    if (at + 10 > end) return none
    const count = view.getUint32(at, true)
    const indent = view.getUint16(at + 4, true)
    const mask = view.getUint32(at + 6, true)
    at += 10
    let bullet: boolean | undefined
    if (mask & 0x000f) {
      if (at + 2 > end) return none
      if (mask & 0x0001) bullet = (view.getUint16(at, true) & 0x0001) !== 0
      at += 2
    }
    const size = paragraphFieldBytes(view, mask, at, end)
    if (size === undefined || count === 0) return none
    at += size
    covered += count
    styles.push({ count, indent, bullet })
  }
  return { styles, end: at }
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
