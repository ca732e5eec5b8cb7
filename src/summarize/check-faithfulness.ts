import { type Document, type Faithfulness, hasTypedLines, type Slide, type Summary } from '../shared'
import { canonicalFigure, extractFigures, figureSet, unsupportedFigures } from './figures'
import { derivedFigures } from './derived-figures'
import { readLines } from './local/read-lines'
import { splitSentences } from './text/split-sentences'
import { tokenize } from './text/tokenize'

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

/** One place a figure can stand with its label: a line, a table row, a stat, a chart point, a sentence of the notes. */
interface SourceLine {
  figures: Set<string>
  words: Set<string>
}

const sourceLineCache = new WeakMap<Document, Map<number, SourceLine[]>>()

/**
 * The places of a slide where a figure meets its label. Typed lines as ingest wrote them; for a slide
 * whose lines are untyped, its text as the summariser reads it (stat cards and chart labels paired, tables
 * read against their headers); the title with each line, since a title names what a slide's figures measure;
 * and each sentence of the notes.
 */
function sourceLines(document: Document): Map<number, SourceLine[]> {
  let cached = sourceLineCache.get(document)
  if (!cached) {
    cached = new Map(document.slides.map((slide) => [slide.number, linesOfSlide(slide, document)]))
    sourceLineCache.set(document, cached)
  }
  return cached
}

function linesOfSlide(slide: Slide, document: Document): SourceLine[] {
  const language = document.language
  const texts = hasTypedLines(slide.lines)
    ? slide.lines.map((line) => line.text)
    : [...slide.text.split('\n'), ...readLines(slide.text).map((line) => line.text)]
  const titleWords = tokenize(slide.title, language)
  const notes = splitSentences(slide.notes.replace(/\s*\n\s*/g, ' '), language)
  return [...texts, ...notes, slide.title]
    .filter((text) => extractFigures(text).length > 0)
    .map((text) => ({
      figures: figureSet(text),
      words: new Set([...tokenize(text, language), ...titleWords]),
    }))
}

/**
 * The label words of each figure of an item: the content words of the smallest part of the item around
 * it that has any (its clause, its "label: value" pair, its bullet, the whole item).
 */
function labelledFigures(text: string, document: Document): { figure: string; words: string[] }[] {
  const language = document.language
  const out: { figure: string; words: string[] }[] = []
  for (const line of text.split('\n')) {
    for (const part of line.split(/\s·\s|\s\|\s/)) {
      for (const clause of part.split(/;\s|,\s(?=\D)|\s—\s/)) {
        for (const figure of extractFigures(clause)) {
          let words: string[] = []
          // The smallest scope with words: most figures stop at their clause, so wider ones are rarely read.
          for (const scope of [clause, part, line]) {
            words = tokenize(scope.replace(/\d[\d.,]*/g, ' '), language)
            if (words.length > 0) break
          }
          out.push({ figure, words })
        }
      }
    }
  }
  return out
}

/**
 * Figures of `text` that do not stand on one line of the cited slides together with at least one of the
 * words the item gives them (the same line, table row, stat, chart point or notes sentence). A figure found
 * somewhere on the slide but under other words ("Weighted Average Life: $140,000") fails.
 */
export function findMislabelledFigures(
  text: string,
  slideNumbers: readonly number[],
  document: Document,
): string[] {
  const lines = slideNumbers.flatMap((number) => sourceLines(document).get(number) ?? [])
  // Issue 24: a figure computed from the item's own figures is checked by redoing the arithmetic (only when
  // one fails: most items have none, and a long document's sections cite many pages).
  let derived: Set<string> | undefined
  return labelledFigures(text, document)
    .filter(({ figure, words }) => {
      const value = canonicalFigure(figure)
      const labelled = lines.some(
        (line) =>
          line.figures.has(value) && (words.length === 0 || words.some((word) => line.words.has(word))),
      )
      if (labelled) return false
      derived ??= derivedFigures(text, figuresOf(document, slideNumbers))
      return !derived.has(figure)
    })
    .map(({ figure }) => figure)
}

/**
 * Every figure the summary states, checked against the slides it cites: a slide summary against its own
 * slide (or a section's pages), an overall item against the slides in `sources`. A figure counts as found
 * when it stands on a cited slide, and as labelled when it stands there on one line with the words the item
 * gives it. An item without sources cites nothing, so each of its figures is unverified.
 */
export function checkFaithfulness(summary: SummaryDraft, document: Document): Faithfulness {
  let figuresTotal = 0
  const unverified: string[] = []
  const mislabelled: string[] = []
  const check = (text: string, slideNumbers: readonly number[], where: string) => {
    figuresTotal += extractFigures(text).length
    const unsupported = findUnsupportedFigures(text, slideNumbers, document)
    const derived =
      unsupported.length > 0 ? derivedFigures(text, figuresOf(document, slideNumbers)) : undefined
    const missing = unsupported.filter((figure) => !derived?.has(figure))
    for (const figure of missing) unverified.push(`${figure} (${where})`)
    for (const figure of findMislabelledFigures(text, slideNumbers, document))
      if (!missing.includes(figure)) mislabelled.push(`${figure} (${where})`)
  }

  for (const item of summary.slideBySlide) {
    const pages = item.pages && item.pages.length > 0 ? item.pages : [item.slideNumber]
    check(item.summary, pages, `slide ${item.slideNumber}`)
    // The title is the slide's own: its figures are found, and it labels itself.
    figuresTotal += extractFigures(item.title).length
    for (const figure of findUnsupportedFigures(item.title, pages, document))
      unverified.push(`${figure} (slide ${item.slideNumber})`)
  }
  for (const kind of OVERALL_KINDS) {
    summary.overallSummary[kind].forEach((text, index) => {
      check(text, summary.sources[kind][index] ?? [], `${kind}[${index}]`)
    })
  }
  const figuresFound = figuresTotal - unverified.length
  return {
    figuresTotal,
    figuresFound,
    unverified,
    figuresLabelled: figuresFound - mislabelled.length,
    mislabelled,
  }
}
