import type { Document } from '../../shared'
import { findUnsupportedFigures } from '../check-faithfulness'

/**
 * A unit summary keeps only sentences whose figures stand on its own pages: a sentence carrying a
 * figure from elsewhere is dropped (the rest of its line stays), never kept as fact.
 */
export function repairUnitSummary(
  summary: string,
  pages: readonly number[],
  document: Document,
): { summary: string; dropped: string[] } {
  const dropped: string[] = []
  const segmenter = new Intl.Segmenter(document.language, { granularity: 'sentence' })
  const lines = summary.split('\n').flatMap((line) => {
    if (findUnsupportedFigures(line, pages, document).length === 0) return [line]
    const marker = /^\s*(?:[-*•]|\d+[.)])\s+/.exec(line)?.[0] ?? ''
    const kept = Array.from(segmenter.segment(line.slice(marker.length)), (part) => part.segment).filter(
      (sentence) => {
        const invented = findUnsupportedFigures(sentence, pages, document)
        dropped.push(...invented)
        return invented.length === 0
      },
    )
    const rest = kept.join('').trim()
    return rest ? [marker + rest] : []
  })
  return { summary: lines.join('\n').trim(), dropped }
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
