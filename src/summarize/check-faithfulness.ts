import type { Document, Faithfulness, Summary } from '../shared'
import { extractFigures, figureSet, unsupportedFigures } from './figures'

/** What the check reads of a summary: it runs before `faithfulness` exists, or again on a stored one. */
export type SummaryDraft = Pick<Summary, 'slideBySlide' | 'overallSummary' | 'sources'>

const OVERALL_KINDS = ['keyTakeaways', 'actionItems', 'strategicInsights', 'keyQuestions'] as const

// Figure sets per slide, built once per document: the check runs on every item, LLM repairs call it per item.
const slideFigureCache = new WeakMap<Document, Map<number, Set<string>>>()

function slideFigures(document: Document): Map<number, Set<string>> {
  let cached = slideFigureCache.get(document)
  if (!cached) {
    cached = new Map(
      document.slides.map((slide) => [
        slide.number,
        figureSet(`${slide.title}\n${slide.text}\n${slide.notes}`),
      ]),
    )
    slideFigureCache.set(document, cached)
  }
  return cached
}

function figuresOf(document: Document, slideNumbers: readonly number[] | 'anywhere'): Set<string> {
  const perSlide = slideFigures(document)
  const numbers = slideNumbers === 'anywhere' ? [...perSlide.keys()] : slideNumbers
  if (numbers.length === 1) return perSlide.get(numbers[0] ?? 0) ?? new Set()
  const union = new Set<string>()
  for (const number of numbers) for (const figure of perSlide.get(number) ?? []) union.add(figure)
  return union
}

/**
 * Figures of `text` that stand on none of `slideNumbers` (or, with 'anywhere', nowhere in the deck).
 * An LLM item with such a figure is to be repaired or dropped, never stored as fact.
 */
export function findUnsupportedFigures(
  text: string,
  slideNumbers: readonly number[] | 'anywhere',
  document: Document,
): string[] {
  return unsupportedFigures(text, figuresOf(document, slideNumbers))
}

/**
 * Every figure the summary states, checked against the slides it cites: a slide summary against its own
 * slide (or a section's pages), an overall item against the slides in `sources`. An item without sources
 * cites nothing, so each of its figures is unverified.
 */
export function checkFaithfulness(summary: SummaryDraft, document: Document): Faithfulness {
  let figuresTotal = 0
  const unverified: string[] = []
  const check = (text: string, slideNumbers: readonly number[], where: string) => {
    figuresTotal += extractFigures(text).length
    for (const figure of findUnsupportedFigures(text, slideNumbers, document))
      unverified.push(`${figure} (${where})`)
  }

  for (const item of summary.slideBySlide) {
    const pages = item.pages && item.pages.length > 0 ? item.pages : [item.slideNumber]
    check(`${item.title}\n${item.summary}`, pages, `slide ${item.slideNumber}`)
  }
  for (const kind of OVERALL_KINDS) {
    summary.overallSummary[kind].forEach((text, index) => {
      check(text, summary.sources[kind][index] ?? [], `${kind}[${index}]`)
    })
  }
  return { figuresTotal, figuresFound: figuresTotal - unverified.length, unverified }
}
