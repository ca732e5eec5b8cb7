import type { Document } from '../../shared'
import { findUnsupportedCounts, findUnsupportedFigures } from '../check-faithfulness'
import { cutClausesByLine } from './cut-clauses'

/**
 * A unit summary keeps only clauses whose figures (and counts in words) stand on its own pages: a clause
 * carrying a figure from elsewhere is cut (the rest of its sentence and line stays), never kept as fact.
 */
export function repairUnitSummary(
  summary: string,
  pages: readonly number[],
  document: Document,
): { summary: string; dropped: string[]; cut: string[] } {
  const { text, cut, figures } = cutClausesByLine(
    summary,
    (line) => [
      ...findUnsupportedFigures(line, pages, document),
      ...findUnsupportedCounts(line, pages, document),
    ],
    document.language,
  )
  return { summary: text, dropped: figures, cut }
}

export type CitationRepair = { sources: number[]; recited: boolean } | { dropped: string[] }

/**
 * An overall item may state a figure only if it stands on a slide it cites. A figure found on other
 * slides makes the item cite those too (the model cited the wrong slide); a figure found nowhere in
 * the document drops the item.
 */
export function repairCitations(
  text: string,
  sources: readonly number[],
  document: Document,
): CitationRepair {
  const missing = findUnsupportedFigures(text, sources, document)
  if (missing.length === 0) return { sources: [...sources], recited: false }
  const added = new Set<number>()
  const nowhere: string[] = []
  for (const figure of missing) {
    const home = document.slides.find(
      (slide) => findUnsupportedFigures(figure, [slide.number], document).length === 0,
    )
    if (home) added.add(home.number)
    else nowhere.push(figure)
  }
  if (nowhere.length > 0) return { dropped: nowhere }
  return { sources: [...new Set([...sources, ...added])].sort((a, b) => a - b), recited: true }
}
