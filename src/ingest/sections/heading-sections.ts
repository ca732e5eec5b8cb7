import type { Section } from '../../shared'

/** A page's title and how much larger than its body text it is set. */
export interface PageHeading {
  page: number
  title: string
  /** Title font height over body font height. */
  scale: number
}

/** A heading at least this much larger than its page's body starts a section. */
const SECTION_SCALE = 1.3
/** Top-level headings on more than this share of the pages are a deck's slide titles. */
const MAX_TOP_SHARE = 0.4
/** Sections average at least this many pages, or the headings are per page. */
const MIN_PAGES_PER_SECTION = 1.5
/** Two heading sizes closer than this ratio are one level. */
const SAME_LEVEL = 1.08

/**
 * Sections from the heading hierarchy of a long document: pages whose title is set well above the body
 * text start a section; the largest size is level 1, the next size level 2 (deeper sizes join level
 * 2). A document with fewer than two such headings has no hierarchy to speak of.
 */
export function headingSections(headings: readonly PageHeading[], pageCount: number): Section[] {
  const starts = headings
    .filter((heading) => heading.title !== '' && heading.scale >= SECTION_SCALE)
    .sort((a, b) => a.page - b.page)
  // A heading on nearly every page (a deck's slide titles in two sizes) cuts the text into pages again.
  if (starts.length < 2 || starts.length * MIN_PAGES_PER_SECTION > pageCount) return []
  const sizes: number[] = []
  for (const scale of starts.map((heading) => heading.scale).sort((a, b) => b - a))
    if (!sizes.some((size) => size / scale < SAME_LEVEL)) sizes.push(scale)
  const levelOf = (scale: number) => Math.min(2, sizes.findIndex((size) => size / scale < SAME_LEVEL) + 1)
  // A deck sets every slide's title alike: one per page is no hierarchy.
  const top = starts.filter((heading) => levelOf(heading.scale) === 1).length
  if (top > pageCount * MAX_TOP_SHARE) return []
  const sections: Section[] = starts.map((heading, index) => {
    const level = levelOf(heading.scale)
    const next = starts.slice(index + 1).find((other) => levelOf(other.scale) <= level)
    return {
      title: heading.title,
      level,
      firstSlide: heading.page,
      lastSlide: next ? next.page - 1 : pageCount,
    }
  })
  const first = starts[0]!
  if (first.page > 1)
    sections.unshift({
      title: headings.find((h) => h.page === 1)?.title || 'Front matter',
      level: 1,
      firstSlide: 1,
      lastSlide: first.page - 1,
    })
  return sections
}
