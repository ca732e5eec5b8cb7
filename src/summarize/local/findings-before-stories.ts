import type { Passage } from './collect-passages'
import { isRowOfSection, type SectionLines } from './section-entry-lines'

// A case named by a title and an initial, as reports keep patients and clients anonymous: "Mrs A, aged 87, …",
// "Mr B. was …", "Frau K., 79 Jahre, …", "Mme D, 84 ans, …", "Sr. G, de 81 años, …". Language-free: a short
// capitalised title, then one capital letter standing alone, closed by a comma or full stop.
const CASE_OPENER = /^\p{Lu}\p{Ll}{1,4}\.?\s+\p{Lu}[.,]/u
// A figure as a sentence or a row states it ("93%", "1,740", "£13.2M"): the digits and what binds them.
const FIGURE = /\d[\d.,]*\d|\d/gu

/** A line opening a case story ("Mrs A, aged 87, lives alone in a village twelve miles from Kelsby."). */
export function isCaseStory(brief: string): boolean {
  return CASE_OPENER.test(brief.trim())
}

/**
 * The lines of a section's case stories: from a case's opener to the end of its numbered sub-section ("7.3 Two
 * episodes in detail": "Mrs A, …", "She was found …", "Mr B, …", "He completed the course at home …"); a story
 * outside any sub-section is its opener alone, since nothing there says where it ends.
 */
function caseStoryLines(indices: number[], passages: Passage[], lines: SectionLines): Set<number> {
  const stories = new Set<number>()
  let storied = -1
  for (const index of [...indices].sort((a, b) => a - b)) {
    const subsection = lines.subsectionOf(index)
    if (isCaseStory(passages[index]!.brief)) {
      stories.add(index)
      storied = subsection
    } else if (subsection >= 0 && subsection === storied) stories.add(index)
  }
  return stories
}

/**
 * The headline row of each captioned table in a section: its first labelled row ("My care overall was good or
 * very good — Agree or strongly agree: 93%" under "Table 6. Patient survey results"), as a table puts its summary
 * question or total first. It is a finding in its own right when none of the section's sentences states its figures:
 * a survey's overall rating said only in its table is otherwise lost behind the sentences around it.
 */
function headlineRows(indices: number[], lines: SectionLines, passages: Passage[]): number[] {
  const stated = new Set(
    indices
      .filter((index) => passages[index]!.table === undefined && !isRowOfSection(passages[index]!))
      .flatMap((index) => passages[index]!.brief.match(FIGURE) ?? []),
  )
  const captions = new Set<string>()
  return [...indices]
    .sort((a, b) => a - b)
    .filter((index) => {
      const caption = lines.captionOf(index)
      if (caption === undefined || captions.has(caption)) return false
      captions.add(caption)
      const figures = passages[index]!.brief.match(FIGURE) ?? []
      return figures.length > 0 && figures.every((figure) => !stated.has(figure))
    })
}

/**
 * A document section's lines in the order its entry tries them (decision 172): its case stories last, and its
 * tables' headline rows after the first finding of each sub-section (decision 155) and before any second one. A
 * story shows one person's experience and its figures (an age, a distance, "38 nights") are no finding; the
 * overall rating of a survey said only in its table is one.
 */
export function findingsBeforeStories(
  ordered: number[],
  indices: number[],
  lines: SectionLines,
  passages: Passage[],
  said: { index: number }[],
): number[] {
  const stories = caseStoryLines(indices, passages, lines)
  const findings = ordered.filter((index) => !stories.has(index))
  const seen = new Set(said.map(({ index }) => lines.subsectionOf(index)))
  // The first line that is a table's row or a sub-section's second finding: the headline rows go before it.
  const at = findings.findIndex((index) => {
    const subsection = lines.subsectionOf(index)
    if (isRowOfSection(passages[index]!) || seen.has(subsection)) return true
    seen.add(subsection)
    return false
  })
  const cut = at < 0 ? findings.length : at
  const headlines = headlineRows(indices, lines, passages)
  return [
    ...findings.slice(0, cut),
    ...headlines,
    ...findings.slice(cut),
    ...ordered.filter((i) => stories.has(i)),
  ]
}
