import type { Document, Slide } from '../shared'
import { unsupportedFigures } from './figures'

/** A run of pages of a long document under one heading: what a "document" summary names instead of slides. */
export interface Section {
  title: string
  /** The title is a heading of the document, not a first line standing in for one (a sentence, a caption). */
  hasHeading: boolean
  /** Page numbers, in order; the first one stands for the section in slideBySlide. */
  pages: number[]
  /** Body text of the pages; a page's own heading is kept as a line when it differs from the section's. */
  text: string
  notes: string
}

/**
 * A section longer than this many characters (about eight dense pages) is cut at a page boundary, at a
 * sub-heading where one falls near the cut: one summary must not hide a whole book, and an LLM call must
 * fit its context budget (the LLM path passes a limit of its own).
 */
export const MAX_SECTION_CHARS = 24_000

const MAX_HEADING_CHARS = 90
const MAX_HEADING_WORDS = 14

interface Run {
  title: string
  /** The heading the run stands under, when the document has one for it (not a first sentence). */
  heading: string | undefined
  slides: Slide[]
}

/**
 * Pages grouped into sections at the document's real headings: its outline or the heading hierarchy and
 * topic shifts ingest found (`document.sections`), else the pages' own titles, where a numbered
 * sub-heading ("3.4") stays in its chapter ("3.") and a title repeated on many pages is a running head.
 * Never at a blind page count: only a section over `maxChars` is cut, at a page boundary.
 */
export function groupSections(
  document: Document,
  { maxChars = MAX_SECTION_CHARS }: { maxChars?: number } = {},
): Section[] {
  const runs = document.sections.some((section) => section.level === 1)
    ? runsFromOutline(document)
    : runsFromTitles(document)
  return runs
    .flatMap((run) => splitToSize(run, maxChars))
    .map(({ title, heading, slides }) => {
      const named = ownTitle(title, heading, slides)
      return {
        title: named,
        // A section opening at a sub-heading ("8.1 Agency staff") lost its chapter's heading to the page's
        // text: the model, which reads the page, names it better.
        hasHeading: heading !== undefined && named === heading && !isNumberedSubheading(heading),
        pages: slides.map((slide) => slide.number),
        text: slides
          .map((slide) => {
            const own = normalizeTitle(slide.title)
            return own && own !== title ? `${own}\n${slide.text}` : slide.text
          })
          .filter((text) => text.trim() !== '')
          .join('\n'),
        notes: slides
          .map((slide) => slide.notes)
          .filter((notes) => notes.trim() !== '')
          .join('\n'),
      }
    })
}

/** Ingest's top-level sections, each page once; pages before the first belong to a run of their own. */
function runsFromOutline(document: Document): Run[] {
  const tops = document.sections
    .filter((section) => section.level === 1)
    .sort((a, b) => a.firstSlide - b.firstSlide)
  const runs: Run[] = []
  for (const slide of document.slides) {
    const starting = tops.find((section) => startPage(section, document) === slide.number)
    const current = runs.at(-1)
    if (starting || !current) {
      const title = starting ? normalizeTitle(starting.title) : fallbackTitle(slide)
      // A topic shift is named by its first sentence, cut with "…": that is no heading.
      const heading = starting && isHeading(title) && !title.endsWith('…') ? title : undefined
      runs.push({ title, heading, slides: [slide] })
    } else {
      current.slides.push(slide)
    }
  }
  return runs
}

/**
 * The page a run starts on: runs are whole pages, so a section whose heading stands in the last quarter of its
 * first page's lines (`firstLine`, a heading set in the running text) starts on the next, as the page's text is
 * the part before's (decision 123).
 */
function startPage(section: Document['sections'][number], document: Document): number {
  const lines = document.slides.find((slide) => slide.number === section.firstSlide)?.lines.length ?? 0
  const atFoot = section.firstLine !== undefined && (lines - section.firstLine) * 4 < lines
  return atFoot && section.firstSlide < document.pageCount ? section.firstSlide + 1 : section.firstSlide
}

function runsFromTitles(document: Document): Run[] {
  const runningHeads = findRunningHeads(document.slides)
  const runs: Run[] = []
  for (const slide of document.slides) {
    const heading = normalizeTitle(slide.title)
    const current = runs.at(-1)
    const startsSection =
      isHeading(heading) &&
      !runningHeads.has(heading.toLowerCase()) &&
      !isSubheadingOf(heading, current?.heading)
    if (!current || (startsSection && heading !== current.title)) {
      const carried = !startsSection && current ? current.heading : undefined
      runs.push({
        title: startsSection ? heading : (carried ?? fallbackTitle(slide)),
        heading: startsSection ? heading : carried,
        slides: [slide],
      })
    } else {
      current.slides.push(slide)
    }
  }
  return runs
}

// "3.4 Clinical governance" under "3. The programme": the chapter number before the first point.
const CHAPTER_NUMBER = /^(\d+)\.(\d+)?/

function isNumberedSubheading(heading: string): boolean {
  return Boolean(CHAPTER_NUMBER.exec(heading)?.[2])
}

/** A numbered sub-heading of the chapter the current section is ("3.4" under "3."): it stays in it. */
function isSubheadingOf(heading: string, current: string | undefined): boolean {
  const sub = CHAPTER_NUMBER.exec(heading)
  const chapter = current === undefined ? null : CHAPTER_NUMBER.exec(current)
  return Boolean(sub?.[2] && chapter && sub[1] === chapter[1])
}

/** A run over `maxChars` cut at page boundaries, preferring a page that opens with a heading of its own. */
function splitToSize(run: Run, maxChars: number): Run[] {
  const size = (slide: Slide) => slide.title.length + slide.text.length + slide.notes.length
  const parts: Run[] = []
  let current: Slide[] = []
  let chars = 0
  for (const slide of run.slides) {
    if (current.length > 0 && chars + size(slide) > maxChars) {
      // Cut at the last page of the part's second half that opens with a heading, else here.
      const from = Math.ceil(current.length / 2)
      const at = current.findLastIndex(
        (page, index) => index >= from && isHeading(normalizeTitle(page.title)),
      )
      const cut = at > 0 ? at : current.length
      parts.push({ ...run, slides: current.slice(0, cut) })
      current = current.slice(cut)
      chars = current.reduce((sum, page) => sum + size(page), 0)
    }
    current.push(slide)
    chars += size(slide)
  }
  if (current.length > 0) parts.push({ ...run, slides: current })
  return parts
}

/**
 * A section cut from a longer run carries its heading, but a figure in that heading ("§ 1308.14", "Part 2")
 * may stand only on the first part's pages: a continuation whose pages lack one of the heading's figures is
 * named by its own first line, so that no section's name states a figure its pages do not hold.
 */
function ownTitle(title: string, heading: string | undefined, slides: Slide[]): string {
  if (heading === undefined || title !== heading || slides[0] === undefined) return title
  const pagesText = slides.map((slide) => `${slide.title}\n${slide.text}\n${slide.notes}`).join('\n')
  if (unsupportedFigures(heading, pagesText).length === 0) return title
  return fallbackTitle(slides[0])
}

function normalizeTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim()
}

function isHeading(title: string): boolean {
  if (title === '' || title.length > MAX_HEADING_CHARS) return false
  if (title.split(' ').length > MAX_HEADING_WORDS) return false
  // A sentence cut by the page break, or a lone page number, is not a heading.
  if (/[,;:]$/.test(title) || /^[\d\s.\-–/|]+$/.test(title)) return false
  return /^[\p{L}\p{N}]/u.test(title)
}

function findRunningHeads(slides: Slide[]): Set<string> {
  const counts = new Map<string, number>()
  for (const slide of slides) {
    const title = normalizeTitle(slide.title).toLowerCase()
    if (title) counts.set(title, (counts.get(title) ?? 0) + 1)
  }
  const threshold = Math.max(3, Math.ceil(slides.length * 0.3))
  return new Set([...counts].filter(([, count]) => count >= threshold).map(([title]) => title))
}

// A document with no usable heading still needs a name per section: its first words.
function fallbackTitle(slide: Slide): string {
  const firstLine = slide.text
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .find((line) => line !== '')
  if (!firstLine) return ''
  const words = firstLine.split(/\s+/)
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : firstLine
}
