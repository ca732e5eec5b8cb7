import type { Section } from '../../shared'

/** One bookmark of a PDF's outline, its destination already turned into a page number. */
export interface OutlineEntry {
  title: string
  /** 1 for top-level bookmarks. */
  level: number
  page: number
  /** A heading set in the running text: its index in the page's lines, where its section starts. */
  line?: number
}

/** Top-level bookmarks on average this many pages apart at least, or the outline is a list of pages. */
const MIN_PAGES_PER_PART = 1.5
/** Bookmarks deeper than this are too fine to summarise apart. */
const MAX_LEVEL = 2

/**
 * Sections from a PDF's outline: each bookmark of the top two levels runs from its page to the page
 * before the next bookmark of its level or above (the last to the end). Bookmarks out of page order
 * (a back-matter link, a broken destination) are left out; pages before the first bookmark form a
 * section of their own when they hold text, named after the first page's title.
 */
export function outlineSections(
  entries: readonly OutlineEntry[],
  pageCount: number,
  firstTitle: string,
): Section[] {
  const kept = entries.filter(
    (entry) => entry.level <= MAX_LEVEL && entry.page >= 1 && entry.page <= pageCount,
  )
  const ordered: OutlineEntry[] = []
  for (const entry of kept) {
    const previous = ordered.at(-1)
    if (previous && entry.page < previous.page) continue
    ordered.push(entry)
  }
  // An exported deck bookmarks every slide ("Slide Number 4"): that outline says nothing about parts.
  const top = ordered.filter((entry) => entry.level === 1).length
  if (ordered.length === 0 || top * MIN_PAGES_PER_PART > pageCount) return []
  const merged = mergeSamePage(ordered)
  const sections: Section[] = merged.map((entry, index) => {
    const next = merged.slice(index + 1).find((other) => other.level <= entry.level)
    // A part whose successor starts mid-page ends on that page, above its heading.
    const shared = next?.line !== undefined && next.line > 0
    const end = next
      ? Math.max(entry.page, next.page - (next.page > entry.page && !shared ? 1 : 0))
      : pageCount
    return {
      title: entry.title.trim() || `Page ${entry.page}`,
      level: entry.level,
      firstSlide: entry.page,
      lastSlide: end,
      ...(entry.line === undefined || entry.line === 0 ? {} : { firstLine: entry.line }),
    }
  })
  const first = ordered[0]!
  // Text above the first heading, on its page or before, forms the front section.
  const above = first.line !== undefined && first.line > 0
  if (first.page > 1 || above)
    sections.unshift({
      title: firstTitle || 'Front matter',
      level: 1,
      firstSlide: 1,
      lastSlide: above ? first.page : first.page - 1,
    })
  return sections
}

/** Titles of one section when several bookmarks of a level start on one page: the first few, joined. */
const MAX_MERGED_TITLES = 3

/**
 * Bookmarks of one level starting on the same page ("Future Developments", "What's New" on page 1) make
 * one section, so that no two sections of a level share a page; a deeper bookmark on its parent's first
 * page adds nothing and goes.
 */
function mergeSamePage(entries: OutlineEntry[]): OutlineEntry[] {
  const merged: (OutlineEntry & { titles: string[] })[] = []
  for (const entry of entries) {
    const previous = merged.at(-1)
    // Two headings at different lines of one page start two parts.
    if (
      previous &&
      previous.page === entry.page &&
      previous.line === entry.line &&
      previous.level <= entry.level
    ) {
      if (previous.level === entry.level) previous.titles.push(entry.title.trim())
      continue
    }
    merged.push({ ...entry, titles: [entry.title.trim()] })
  }
  return merged.map(({ titles, ...entry }) => ({
    ...entry,
    title:
      titles.length > MAX_MERGED_TITLES
        ? `${titles.slice(0, MAX_MERGED_TITLES).join('; ')}; …`
        : titles.join('; '),
  }))
}
