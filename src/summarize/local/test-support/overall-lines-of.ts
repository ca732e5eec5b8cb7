import type { Language } from '../../../shared'
import { documentOf, type TestSlide } from '../../../shared/test-support/document-of'
import { collectPassages, type SummaryUnit } from '../collect-passages'
import { readDeckStructure } from '../read-deck-structure'
import { readOverallLines, type OverallLines } from '../read-overall-lines'
import { statePoint } from '../state-point'

/**
 * A small deck as the overall summary's stages read it: its units, passages and roles, every line equally
 * relevant (the stages are tested on their rules, not on the ranking).
 */
export function overallLinesOf(
  slides: TestSlide[],
  language: Language,
  isTalk = false,
  isDocument = false,
): OverallLines {
  const document = documentOf(slides, { language })
  const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  const passages = collectPassages(units, language)
  const roles = readDeckStructure(document).roles.map(({ role }) => role)
  return readOverallLines(
    units,
    passages,
    passages.map(() => 1),
    language,
    isDocument,
    roles,
    isTalk,
  )
}

/** The passage whose text starts so, to find a fixture's line among the passages. */
export function lineStarting(lines: OverallLines, start: string): number {
  const index = lines.passages.findIndex((passage) => passage.brief.startsWith(start))
  if (index < 0) throw new Error(`no line starts with "${start}"`)
  return index
}

/** The point the overall summary states for lines read by `overallLinesOf`, as buildOverallSummary asks for it. */
export function pointOf(lines: OverallLines, language: Language) {
  return statePoint(lines.passages, lines.units, lines.roles, (index) => lines.lineOk[index]!, language)
}
