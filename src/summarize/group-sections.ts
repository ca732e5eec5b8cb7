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

/** Long runs are cut so that no section hides more than this many pages behind one summary. */
export const MAX_SECTION_PAGES = 8

const MAX_HEADING_CHARS = 90
const MAX_HEADING_WORDS = 14

/**
 * Pages grouped into sections by headings: a page whose title looks like a heading starts a section,
 * a page without one continues the current section. Titles repeated on many pages are running heads,
 * not headings. Without any heading, pages are cut into runs of MAX_SECTION_PAGES.
 */
export function groupSections(document: Document): Section[] {
  const runningHeads = findRunningHeads(document.slides)
  // `heading` is the heading the section runs under, started on its own first page or carried from the part before.
  const sections: { title: string; heading: string | undefined; slides: Slide[] }[] = []
  for (const slide of document.slides) {
    const heading = normalizeTitle(slide.title)
    const current = sections.at(-1)
    const startsSection = isHeading(heading) && !runningHeads.has(heading.toLowerCase())
    if (
      !current ||
      (startsSection && heading !== current.title) ||
      current.slides.length >= MAX_SECTION_PAGES
    ) {
      const carried = !startsSection && current ? current.heading : undefined
      sections.push({
        title: startsSection ? heading : (carried ?? fallbackTitle(slide)),
        heading: startsSection ? heading : carried,
        slides: [slide],
      })
    } else {
      current.slides.push(slide)
    }
  }
  return sections.map(({ title, heading, slides }) => {
    const named = ownTitle(title, heading, slides)
    return {
      title: named,
      hasHeading: heading !== undefined && named === heading,
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
