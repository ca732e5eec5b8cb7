import { formatTextBlock } from './format-text-block'
import type { PlacedText } from './read-slide-container'
import { TextType } from './read-text-blocks'

/** [MS-PPT] 2.13.21 PlaceholderEnum values that decide what a shape's text is. */
const TITLE_PLACEHOLDERS: ReadonlySet<number> = new Set([1, 3, 13, 15, 17])
/** Date, slide number, footer, header: page furniture, not content. */
export const FURNITURE_PLACEHOLDERS: ReadonlySet<number> = new Set([7, 8, 9, 10])

/** A stand-in title must sit in the upper part of the slide and be short, as titles do. */
const STAND_IN_TITLE_REGION = 0.4
const STAND_IN_TITLE_MAX_CHARS = 120

/**
 * Title and body of a slide. The title is the text of title placeholders; decks built from plain
 * text boxes (hand-made layouts, generators, OpenOffice exports) have none, and then the first line
 * of the highest text box in the upper part of the slide stands in for it, as a reader would take it.
 */
export function readSlideText(
  view: DataView,
  texts: readonly PlacedText[],
  slideHeight: number,
): { title: string; text: string } {
  const titleLines: string[] = []
  const bodies: { lines: string[]; top: number | undefined }[] = []
  for (const { block, placeholder, top } of texts) {
    if (FURNITURE_PLACEHOLDERS.has(placeholder)) continue
    const isTitle =
      block.textType === TextType.title ||
      block.textType === TextType.centerTitle ||
      TITLE_PLACEHOLDERS.has(placeholder)
    if (isTitle) titleLines.push(...formatTextBlock(view, { ...block, textType: TextType.title }))
    else bodies.push({ lines: formatTextBlock(view, block), top })
  }

  if (titleLines.length === 0) {
    const standIn = findStandInTitle(bodies, slideHeight)
    if (standIn) titleLines.push(stripBullet(standIn.lines.shift() ?? ''))
  }
  return { title: titleLines.join(' '), text: bodies.flatMap((body) => body.lines).join('\n') }
}

function findStandInTitle<T extends { lines: string[]; top: number | undefined }>(
  bodies: readonly T[],
  slideHeight: number,
): T | undefined {
  let best: T | undefined
  for (const body of bodies) {
    // A date or a lone mark ('.', '11.03.2009') at the top is decoration, not a title.
    if (body.top === undefined || !/\p{L}/u.test(body.lines[0] ?? '')) continue
    if (slideHeight > 0 && body.top > slideHeight * STAND_IN_TITLE_REGION) continue
    if (best === undefined || body.top < (best.top ?? Infinity)) best = body
  }
  const first = best?.lines[0]
  return first !== undefined && stripBullet(first).length <= STAND_IN_TITLE_MAX_CHARS ? best : undefined
}

function stripBullet(line: string): string {
  return line.replace(/^\s*- /u, '').trim()
}
