import type { Language } from '../../shared'

const segmenters = new Map<Language, Intl.Segmenter>()

/** Sentences of `text` by the language's own rules (abbreviations, decimal points), trimmed, empty ones dropped. */
export function splitSentences(text: string, language: Language): string[] {
  let segmenter = segmenters.get(language)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })
    segmenters.set(language, segmenter)
  }
  return Array.from(segmenter.segment(text), (part) => part.segment.trim()).filter(
    (sentence) => sentence !== '',
  )
}
