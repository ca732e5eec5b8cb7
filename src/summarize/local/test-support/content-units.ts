import type { DeckRole, Language } from '../../../shared'
import { documentOf, type TestSlide } from '../../../shared/test-support/document-of'
import type { SummaryUnit } from '../collect-passages'

/** Test slides as the insight stages read them: one unit per slide, each of the content role. */
export function contentUnits(
  slides: TestSlide[],
  language: Language,
): { units: SummaryUnit[]; roles: DeckRole[] } {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return { units, roles: units.map((): DeckRole => 'content') }
}
