import type { Language } from '../../../shared'
import { documentOf, type TestSlide } from '../../../shared/test-support/document-of'
import { createLocalProvider } from '../index'

/** Each slide entry the local provider writes for a test deck, in slide order. */
export async function entriesOf(slides: TestSlide[], language: Language): Promise<string[]> {
  const summary = await createLocalProvider().summarize(documentOf(slides, { language }), {
    documentType: 'presentation',
  })
  return summary.slideBySlide.map((entry) => entry.summary)
}
