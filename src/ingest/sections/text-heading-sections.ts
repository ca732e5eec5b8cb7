import type { Section } from '../../shared'
import { outlineSections } from './outline-sections'
import type { Paragraph } from './topic-sections'

/** A heading set in the running text is short... */
const MAX_HEADING_WORDS = 9
const MAX_HEADING_CHARS = 70
/** ...and the paragraph after it is prose: this many words at least, with a sentence's stop. */
const MIN_PROSE_WORDS = 8
/** A heading with less than 1/FOOT_SHARE of its page's text after it stands at the page's foot. */
const FOOT_SHARE = 3
/** A text needs this many such headings to be cut at them. */
const MIN_HEADINGS = 3

/** A part holding less running text than this before its first sub-heading is its introduction: it shares that section. */
const MIN_PART_CHARS = 1_000
/** A first sub-heading: its list marker is the first of its kind ("(a)", "1.", "i)", "A."). */
const FIRST_MARKER = /^\(?(?:a|A|1|i|I)[.)]\s/u

/**
 * Sections of a text whose headings are set in its running text rather than as page titles (a speech's
 * "(a) Connectivity and Stability", "Part 2: Improving Network Stability", "Conclusion"): each such heading
 * starts a section named by it, at its own line where ingest knows it (mid-page too), and the pages before the
 * first form a section named by the document's title. A document names its parts better than any topic shift,
 * and a section named by a cut first sentence ("Diversification came care of two…") tells its reader nothing
 * (issue 24, reader of the BoE speech). A section starting at its page's top took that page's paragraphs of the
 * part before under its title ("(d) Innovation" over Lehman's counterparties, "Diversity" over the due-diligence
 * page counts: reader r-p1). A heading whose part is only a short introduction to its first sub-heading ("Part 2: …"
 * over "(a) Mapping the Network") names that sub-heading's section with it.
 */
export function textHeadingSections(
  paragraphs: readonly Paragraph[],
  pageCount: number,
  firstTitle: string,
): Section[] {
  const starts: { page: number; line?: number; title: string; at: number }[] = []
  paragraphs.forEach((paragraph, at) => {
    if (!isTextHeading(paragraph.text, paragraphs[at + 1]?.text)) return
    const title = paragraph.text.trim()
    const previous = starts.at(-1)
    if (previous && FIRST_MARKER.test(title) && charsBetween(paragraphs, previous.at, at) < MIN_PART_CHARS) {
      previous.title = `${previous.title}; ${title}`
      previous.at = at
      return
    }
    if (paragraph.line === undefined) starts.push({ page: startPage(paragraphs, at, pageCount), title, at })
    else starts.push({ page: paragraph.page, line: paragraph.line, title, at })
  })
  if (starts.length < MIN_HEADINGS) return []
  // Each heading bounds its part as a top-level bookmark would.
  return outlineSections(
    starts.map(({ page, line, title }) => ({
      title,
      level: 1,
      page,
      ...(line === undefined ? {} : { line }),
    })),
    pageCount,
    firstTitle || starts[0]!.title,
  )
}

/** The running text's length between two headings' paragraphs. */
function charsBetween(paragraphs: readonly Paragraph[], from: number, to: number): number {
  let chars = 0
  for (let index = from + 1; index < to; index++) chars += paragraphs[index]!.text.length
  return chars
}

/**
 * Where the paragraphs' lines are unknown, the page a heading's section starts on: its own, unless the heading
 * stands at the page's foot (under a quarter of the page's text after it), where that page's text belongs to the
 * part before.
 */
function startPage(paragraphs: readonly Paragraph[], at: number, pageCount: number): number {
  const { page } = paragraphs[at]!
  // Paragraphs come in page order: the page's others stand right before and after the heading.
  let before = 0
  for (let index = at - 1; index >= 0 && paragraphs[index]!.page === page; index--)
    before += paragraphs[index]!.text.length
  let after = 0
  for (let index = at + 1; index < paragraphs.length && paragraphs[index]!.page === page; index++)
    after += paragraphs[index]!.text.length
  return after * FOOT_SHARE < before && page < pageCount ? page + 1 : page
}

/**
 * A paragraph that reads as a heading: a short line of its own, opening on a capital or a list marker
 * ("(a)", "2.", "Part 1:"), ending on a word, without a sentence's stop, a comma, a date or a citation's year,
 * and followed by prose. A byline ("Speech by", "Andrew G Haldane*"), a date line or a table's caption over
 * its cells is none.
 */
export function isTextHeading(text: string, next: string | undefined): boolean {
  const line = text.trim()
  const words = line.split(/\s+/u)
  if (words.length > MAX_HEADING_WORDS || line.length > MAX_HEADING_CHARS) return false
  if (!/^(?:\(?[\p{L}\d]{1,3}[.)]\s+)?\p{Lu}/u.test(line)) return false
  // Ends on a word of its own: not on a stop, a mark, or a short lower-case word left open ("Speech by").
  if (!/\p{L}$/u.test(line) || /(?:^|\s)\p{Ll}{1,3}$/u.test(line)) return false
  if (/[,;.!?]/u.test(line.replace(/^\(?[\p{L}\d]{1,3}[.)]\s+/u, ''))) return false
  if (/\b(?:1[89]|20)\d\d\b/u.test(line)) return false
  if (next === undefined) return false
  const nextWords = next.trim().split(/\s+/u)
  return nextWords.length >= MIN_PROSE_WORDS && /[.!?]/u.test(next)
}
