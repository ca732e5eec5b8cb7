import type { Language, OverallSummary } from '../../../shared'
import { documentOf, type TestSlide } from '../../../shared/test-support/document-of'
import { createLocalProvider } from '../index'

/** The overall summary the local provider gives a small deck read as a presentation. */
export async function overallOf(slides: TestSlide[], language: Language): Promise<OverallSummary> {
  const summary = await createLocalProvider().summarize(documentOf(slides, { language }), {
    documentType: 'presentation',
  })
  return summary.overallSummary
}
