import { isFigure } from './is-figure'
import type { TextBox } from './text-box'

/** A heading starts in the upper part of the slide: its top within this share of the slide's height. */
const HEADING_REGION = 0.4
const MAX_HEADING_CHARS = 100
const MAX_HEADING_WORDS = 14
/** A box starting this share of the heading's height above it still stands on the heading's line. */
const SAME_LINE_SLACK = 0.5

/**
 * A sentence of a few words ends in a full stop (or trails off, or runs on); a heading does not ("Why
 * now?", "Partners:" are headings, and so are short ones with an abbreviation: "Enron Corp.", "Artikkel 1.").
 */
const SENTENCE_END = /[.…]$/u
const RUN_ON_END = /[,;]$/u
const MIN_SENTENCE_WORDS = 4
/** Page furniture a hand-made layout types into plain boxes: a slide number, a copyright, a date. */
const FURNITURE =
  /^(?:(?:page|slide|folie|diapositive|p\.)\s*\d+(?:\s*(?:of|\/|von|sur)\s*\d+)?|\d+\s*\/\s*\d+|.*(?:©|\(c\)\s*\d{4}|confidential|all rights reserved).*)$/iu
const MONTH =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|mars|avr|mai|juin|juil|août|sept|déc|januar|februar|märz|juni|juli|okt|dez)[\\p{L}]*\\.?'
const DATE = new RegExp(`^(?:\\d{1,2}\\.?\\s+)?${MONTH}\\s+(?:\\d{1,2},?\\s+)?\\d{4}$`, 'iu')

/** Short words that can head a slide: not a sentence, a figure, a date or a footer. */
export function isHeadingText(text: string): boolean {
  const trimmed = text.trim()
  // A tab sets words in columns (a row of labels), which no heading does.
  if (trimmed.length > MAX_HEADING_CHARS || !/\p{L}{2}/u.test(trimmed) || trimmed.includes('\t')) return false
  const words = trimmed.split(/\s+/u).length
  if (words > MAX_HEADING_WORDS || RUN_ON_END.test(trimmed)) return false
  if (words >= MIN_SENTENCE_WORDS && SENTENCE_END.test(trimmed)) return false
  // A figure's unit is one word ("11 months"); two words after a number name something ("8.Mesa Brasil").
  const figure = isFigure(trimmed) && !/\p{L}{3,}\s+\p{L}{3,}/u.test(trimmed)
  return !figure && !FURNITURE.test(trimmed) && !DATE.test(trimmed)
}

export interface HeadingOptions {
  /** The slide's height in the boxes' unit, when known. */
  slideHeight?: number
  /** Boxes that may be a heading at all (a reader leaves out placeholders with a set meaning). */
  eligible?: (box: TextBox) => boolean
}

/**
 * The text box that heads a slide without a title placeholder (decks from Google Slides, Keynote,
 * Canva or generators type their headings into plain text boxes), or undefined. A heading reads as one
 * by type and place: one short line of words (see `isHeadingText`) with a known font size, starting in
 * the upper part of the slide with only smaller text above it, and set larger than the slide's body
 * text, or bold at its largest size. Figures ("$1.8M") are left out of the body's size: a stat card's
 * number is often bigger than the heading over it. Of several such boxes the biggest, then the highest wins.
 */
export function findHeadingBox(boxes: readonly TextBox[], options: HeadingOptions = {}): TextBox | undefined {
  const { slideHeight, eligible = () => true } = options
  const candidates = boxes.filter((box) => {
    const lines = box.lines ?? box.text.split('\n').map((text) => ({ kind: 'paragraph', text }))
    if (box.fontSize === undefined || !eligible(box)) return false
    if (lines.length !== 1 || lines[0]!.kind !== 'paragraph' || !isHeadingText(lines[0]!.text)) return false
    if (!Number.isFinite(box.y) || box.y >= Number.MAX_SAFE_INTEGER / 2) return false
    return slideHeight === undefined || slideHeight <= 0 || box.y <= slideHeight * HEADING_REGION
  })
  const ranked = candidates.sort((a, b) => b.fontSize! - a.fontSize! || a.y - b.y)
  return ranked.find((candidate) => headsTheSlide(candidate, boxes))
}

function headsTheSlide(candidate: TextBox, boxes: readonly TextBox[]): boolean {
  const size = candidate.fontSize!
  const others = boxes.filter((box) => box !== candidate)
  // Only smaller words (a kicker, a logo's name) may stand above a heading.
  const above = others.filter((box) => box.y < candidate.y - candidate.height * SAME_LINE_SLACK)
  if (above.some((box) => box.fontSize === undefined || box.fontSize >= size)) return false
  // Column headings stand side by side at one size; a slide's heading stands alone on its line.
  if (others.some((box) => sharesLine(box, candidate) && (box.fontSize ?? 0) >= size)) return false
  const bodySizes = others
    .filter((box) => box.fontSize !== undefined && !isFigure(box.text))
    .map((box) => box.fontSize!)
  if (bodySizes.length === 0) return true
  const largestBody = Math.max(...bodySizes)
  return size > largestBody || (candidate.bold === true && size === largestBody)
}

function sharesLine(a: TextBox, b: TextBox): boolean {
  return Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0
}
