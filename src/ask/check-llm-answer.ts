import { DOCUMENT_VERSION, type Document, type Language } from '../shared'
import { findUnsupportedFigures, splitSentences } from '../summarize'
import type { Answer, Citation } from './answer-offline'
import type { Passage } from './collect-passages'

// "(slide 5)", "(slides 4, 6)", "(slide 5, speaker notes)": how an answer cites.
const SLIDE_MARK = /\(slides? ([\d, and&–-]+?)(?:, speaker notes)?\)/g
const QUOTED = /[“"«„]([^”"»“]{4,})[”"»“]/g

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** The deck as its passages give it: enough for the figures check, which reads title, text and notes. */
export function documentOfPassages(passages: Passage[], language: Language): Document {
  const bySlide = new Map<number, { title: string; text: string[]; notes: string[] }>()
  for (const passage of passages) {
    const slide = bySlide.get(passage.slideNumber) ?? { title: passage.context, text: [], notes: [] }
    ;(passage.kind === 'notes' ? slide.notes : slide.text).push(passage.text)
    bySlide.set(passage.slideNumber, slide)
  }
  const slides = [...bySlide].map(([number, slide]) => ({
    number,
    title: slide.title,
    text: slide.text.join('\n'),
    notes: slide.notes.join('\n'),
    hidden: false,
    lines: [],
    role: 'content' as const,
  }))
  return {
    version: DOCUMENT_VERSION,
    format: 'pdf',
    pageCount: slides.length,
    language,
    slides,
    sections: [],
    warnings: [],
  }
}

export interface CheckedAnswer extends Answer {
  /** Statements left out: a figure or a quotation not on the slides they cite, or a figure citing none. */
  removed: string[]
}

/**
 * An LLM's answer checked as the summary's items are (issue 26 §4): each statement must cite slides of
 * the deck, every figure in it must stand on a slide it cites, and every quotation must be on one. A
 * statement that fails is left out, never repaired into something the model did not write.
 */
export function checkLlmAnswer(text: string, passages: Passage[], language: Language): CheckedAnswer {
  const document = documentOfPassages(passages, language)
  const known = new Set(document.slides.map((slide) => slide.number))
  const kept: string[] = []
  const removed: string[] = []
  const cited = new Set<number>()
  for (const line of text.split('\n')) {
    for (const sentence of splitSentences(line, language)) {
      const statement = sentence.trim()
      if (statement === '') continue
      const slides = [...statement.matchAll(SLIDE_MARK)].flatMap((m) =>
        [...m[1]!.matchAll(/\d+/g)].map((d) => Number(d[0])),
      )
      const claim = statement.replace(SLIDE_MARK, '')
      const isSupported =
        slides.every((slide) => known.has(slide)) &&
        findUnsupportedFigures(claim, slides.length > 0 ? slides : [], document).length === 0 &&
        quotationsStandOn(claim, slides, document)
      if (!isSupported) {
        removed.push(statement)
        continue
      }
      kept.push(statement)
      for (const slide of slides) cited.add(slide)
    }
  }
  const citations: Citation[] = [...cited]
    .sort((a, b) => a - b)
    .map((slideNumber) => ({
      slideNumber,
      text:
        passages.find((p) => p.slideNumber === slideNumber && p.kind !== 'notes')?.text ??
        passages.find((p) => p.slideNumber === slideNumber)?.text ??
        '',
    }))
  return { answer: kept.join('\n'), citations, removed }
}

function quotationsStandOn(claim: string, slides: number[], document: Document): boolean {
  const source = normalise(
    document.slides
      .filter((slide) => slides.includes(slide.number))
      .map((slide) => `${slide.title}\n${slide.text}\n${slide.notes}`)
      .join('\n'),
  )
  return [...claim.matchAll(QUOTED)].every((quote) => source.includes(normalise(quote[1]!)))
}
