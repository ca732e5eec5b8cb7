import { linesFromSlideText, slideFromText, type Slide, type SlideLine, type SlideRole } from '../shared'
import { joinSpacedLetters } from './join-spaced-letters'
import type { ParsedSlide } from './parsed-deck'
import cues from './slide-lines-role-cues.json' with { type: 'json' }

type CueList = Record<string, string[]>

const AGENDA_CUES = new Set(Object.values(cues.agenda as CueList).flat())
const CLOSING_CUES = Object.values(cues.closing as CueList).flat()

/** A numbered item typed by hand: "1.", "2)", "(3)", "a.", "A01", "iv." before the words. */
const WRITTEN_MARKER = /^((?:\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,5})[.)]|\(\d{1,3}\)|[A-Z]\d{2})\s+(?=\S)/u

/** The marker a list item typed by hand starts with ("1.", "A01"), if it starts with one. */
export function writtenMarker(text: string): string | undefined {
  return WRITTEN_MARKER.exec(text)?.[1]
}

/**
 * Lines in the readable form (`- ` bullets indented two spaces a level, the rest paragraphs, as
 * `linesFromSlideText` reads them), items that start with a typed marker ("1.", "A01") as numbered
 * ones: for readers whose format keeps no more than that. Each entry is one line.
 */
export function typeReadableLines(readable: readonly string[]): SlideLine[] {
  return linesFromSlideText('', readable.join('\n')).map((line) => {
    const marker = writtenMarker(line.text)
    if (!marker) return line
    return { kind: 'numbered', text: line.text, marker, level: line.kind === 'bullet' ? line.level : 0 }
  })
}

/** A section divider says little: a title and at most this many short lines. */
const DIVIDER_MAX_LINES = 2
const DIVIDER_MAX_WORDS = 16
/** A cover is the first slide with a few lines under its title. */
const COVER_MAX_LINES = 5

/**
 * The readable join of a slide's typed lines, the title left out (it is `slide.title`): one line each;
 * bullets and agenda items as '- ' (bullets indented by two spaces a level), numbered items and numbered agenda items with their marker
 * (already in their text), everything else as its `text` ("label: value", "category — series: value",
 * "row label — header: value; …").
 */
export function joinSlideLines(lines: readonly SlideLine[]): string {
  const out: string[] = []
  for (const line of lines) {
    switch (line.kind) {
      case 'title':
        if (line.level !== undefined && line.level > 1) out.push(line.text)
        break
      case 'bullet':
        out.push(`${'  '.repeat(line.level)}- ${line.text}`)
        break
      case 'agenda':
        // A numbered agenda keeps its numbers as its markers.
        out.push(writtenMarker(line.text) ? line.text : `- ${line.text}`)
        break
      case 'numbered':
        out.push(`${'  '.repeat(line.level)}${line.text}`)
        break
      default:
        out.push(line.text)
    }
  }
  return out.join('\n')
}

/** Lower case, inner spaces collapsed, surrounding punctuation and numbering ("2.", "—") trimmed. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}]+$/gu, '')
}

function isAgendaTitle(title: string): boolean {
  const normal = normalise(title)
  if (AGENDA_CUES.has(normal)) return true
  // "Agenda: today", "Contents — part 1"
  const head = normalise(normal.split(/[:\-–—|]/u)[0] ?? '')
  return head !== normal && AGENDA_CUES.has(head)
}

function isClosingTitle(title: string): boolean {
  const normal = ` ${normalise(title).replace(/[^\p{L}\p{N}&]+/gu, ' ')} `
  // At the start only: "Key questions for the board" is content, "Questions?" closes.
  return CLOSING_CUES.some((cue) => normal.startsWith(` ${cue} `))
}

/**
 * What the slide does in the deck (see `SlideRole`), from its title and lines; the cue words of every
 * supported language live in `slide-lines-role-cues.json`. `deckSize` is the deck's slide count.
 */
export function detectSlideRole(
  slide: Pick<Slide, 'number' | 'title' | 'lines'>,
  deckSize: number,
): SlideRole {
  const body = slide.lines.filter((line) => line.kind !== 'title' || (line.level ?? 1) > 1)
  if (slide.title !== '' && isAgendaTitle(slide.title) && body.length >= 2) return 'agenda'
  if (slide.title !== '' && isClosingTitle(slide.title) && slide.number > 1) return 'closing'
  const plain = body.every((line) => line.kind === 'paragraph' || line.kind === 'caption')
  if (slide.number === 1 && deckSize > 1 && plain && body.length <= COVER_MAX_LINES) return 'cover'
  const words = body.reduce((count, line) => count + line.text.split(/\s+/u).length, 0)
  if (
    slide.number > 1 &&
    slide.number < deckSize &&
    slide.title !== '' &&
    plain &&
    body.length <= DIVIDER_MAX_LINES &&
    words <= DIVIDER_MAX_WORDS
  )
    return 'divider'
  return 'content'
}

/** An agenda slide's items are agenda lines, whatever list form the reader found them in. */
function markAgendaLines(lines: readonly SlideLine[]): SlideLine[] {
  return lines.map((line) =>
    line.kind === 'bullet' || line.kind === 'paragraph' || line.kind === 'numbered'
      ? { kind: 'agenda', text: line.text }
      : line,
  )
}

/**
 * A reader's slides as the slide model keeps them: lines typed (from the text where the reader did
 * not type them, see `slideFromText`), each slide's role detected where the reader did not set it, and
 * an agenda slide's items marked as such.
 */
export function completeSlides(slides: readonly ParsedSlide[]): Slide[] {
  return slides.map((parsed) => {
    const slide = withWordsSpelt(slideFromText({ ...parsed, role: parsed.role ?? 'content' }))
    const role = parsed.role ?? detectSlideRole(slide, slides.length)
    if (role !== 'agenda') return { ...slide, role }
    const lines = markAgendaLines(slide.lines)
    return { ...slide, role, lines, text: joinSlideLines(lines) }
  })
}

/** A slide whose lines set as spaced letters ("M o v e m e n t") read as the words they spell. */
function withWordsSpelt(slide: Slide): Slide {
  const lines = slide.lines.map((line) =>
    line.kind === 'table-row' ? line : { ...line, text: joinSpacedLetters(line.text) },
  )
  const title = joinSpacedLetters(slide.title)
  if (title === slide.title && lines.every((line, n) => line.text === slide.lines[n]!.text)) return slide
  return { ...slide, title, lines, text: joinSlideLines(lines) }
}
