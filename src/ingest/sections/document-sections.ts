import type { Section } from '../../shared'
import { headingSections, type PageHeading } from './heading-sections'
import { outlineSections, type OutlineEntry } from './outline-sections'
import { textHeadingSections } from './text-heading-sections'
import { topicSections, type Paragraph } from './topic-sections'

/** A long document is cut into sections; a short one is summarised page by page. */
const MIN_SECTION_PAGES = 8

/** Topic cuts are for texts with titles on at most this share of their pages. */
const MAX_TITLED_SHARE = 0.3

/** Heading sections are kept when none holds more than this share of the pages. */
const MAX_SECTION_SHARE = 0.5

export interface SectionSources {
  pageCount: number
  outline: readonly OutlineEntry[]
  headings: readonly PageHeading[]
  paragraphs: readonly Paragraph[]
}

/**
 * A long document's sections: from its outline (bookmarks) when it has one, else from the heading
 * hierarchy, else at the headings set in its running text, else, for a text without headings, where its topic
 * shifts. Short documents get none.
 */
export function documentSections({ pageCount, outline, headings, paragraphs }: SectionSources): Section[] {
  if (pageCount < MIN_SECTION_PAGES) return []
  const firstTitle = headings.find((heading) => heading.page === 1)?.title ?? ''
  const fromOutline = outlineSections(outline, pageCount, firstTitle)
  if (fromOutline.length > 1) return fromOutline
  const fromHeadings = headingSections(headings, pageCount)
  // Headings that leave most of the text in one section (a speech with titled charts at the end) are no hierarchy.
  if (isBalanced(fromHeadings, pageCount)) return fromHeadings
  // Only a text that is mostly untitled (a speech, an essay) is cut at the headings in its text, else by its topics.
  if (headings.length > pageCount * MAX_TITLED_SHARE) return []
  const fromText = textHeadingSections(paragraphs, pageCount, firstTitle)
  if (isBalanced(fromText, pageCount)) return fromText
  return topicSections(paragraphs, pageCount)
}

/** Several sections, none holding more than MAX_SECTION_SHARE of the pages: parts, not one part and its tail. */
function isBalanced(sections: Section[], pageCount: number): boolean {
  const largest = Math.max(0, ...sections.map((section) => section.lastSlide - section.firstSlide + 1))
  return sections.length > 1 && largest <= pageCount * MAX_SECTION_SHARE
}
