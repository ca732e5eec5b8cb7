import type { DeckDiff, Document, Slide } from '../shared'
import { isSameAmount, labelWords, readMeasures, type Measure } from '../summarize'

/** Two slides are one slide in two versions from this similarity up (title and content words, 0 to 1). */
const SAME_SLIDE = 0.45

// A figure as a line writes it, currency and scale included, so that "$18M" → "$20M" reads whole.
const FIGURE =
  /(?:US\$|R\$|[$€£]\s?)?[-+−]?\d[\d.,\u00a0\u202f]*(?:\s?(?:%|[kKMB]\b|bn\b|Mio\.?|Mrd\.?|mill\.?|mln\b))?/gu

interface SlidePrint {
  slide: Slide
  title: Set<string>
  content: Set<string>
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const word of a) if (b.has(word)) shared++
  return shared / (a.size + b.size - shared)
}

function printOf(slide: Slide, document: Document): SlidePrint {
  const body = slide.lines.filter((line) => line.kind !== 'title').map((line) => line.text)
  return {
    slide,
    title: new Set(labelWords(slide.title, document.language)),
    content: new Set(labelWords(body.join(' '), document.language)),
  }
}

function similarity(a: SlidePrint, b: SlidePrint): number {
  const content = jaccard(a.content, b.content)
  if (a.content.size === 0 || b.content.size === 0) return jaccard(a.title, b.title)
  return 0.5 * jaccard(a.title, b.title) + 0.5 * content
}

/** Slides of the old version paired with the new, best pairs first, each slide in one pair at most. */
function matchSlides(before: SlidePrint[], after: SlidePrint[]): [SlidePrint, SlidePrint][] {
  const candidates: { a: SlidePrint; b: SlidePrint; score: number }[] = []
  for (const a of before)
    for (const b of after) {
      const score = similarity(a, b)
      if (score >= SAME_SLIDE) candidates.push({ a, b, score })
    }
  // Equal scores go to the pair closest in position, so that two identical dividers pair in order.
  candidates.sort(
    (x, y) =>
      y.score - x.score ||
      Math.abs(x.a.slide.number - x.b.slide.number) - Math.abs(y.a.slide.number - y.b.slide.number),
  )
  const usedA = new Set<SlidePrint>()
  const usedB = new Set<SlidePrint>()
  const pairs: [SlidePrint, SlidePrint][] = []
  for (const { a, b } of candidates) {
    if (usedA.has(a) || usedB.has(b)) continue
    usedA.add(a)
    usedB.add(b)
    pairs.push([a, b])
  }
  return pairs.sort(([a], [b]) => a.slide.number - b.slide.number)
}

/**
 * Indexes of the pairs that keep their order: the longest run of increasing new positions, and of those
 * the one whose slides moved least, so that when two slides swap places the one that travelled further
 * is the one reported as moved.
 */
function inOrder(pairs: { from: number; to: number }[]): Set<number> {
  const best = pairs.map((pair) => ({ length: 1, displacement: Math.abs(pair.from - pair.to), previous: -1 }))
  for (const [i, pair] of pairs.entries()) {
    const current = best[i]
    if (!current) continue
    for (let j = 0; j < i; j++) {
      const before = best[j]
      const earlier = pairs[j]
      if (!before || !earlier || earlier.to >= pair.to) continue
      const length = before.length + 1
      const displacement = before.displacement + Math.abs(pair.from - pair.to)
      if (length > current.length || (length === current.length && displacement < current.displacement))
        Object.assign(current, { length, displacement, previous: j })
    }
  }
  let end = -1
  for (const [i, entry] of best.entries()) {
    const leader = best[end]
    if (
      !leader ||
      entry.length > leader.length ||
      (entry.length === leader.length && entry.displacement < leader.displacement)
    )
      end = i
  }
  const kept = new Set<number>()
  for (let i = end; i >= 0; i = best[i]?.previous ?? -1) kept.add(i)
  return kept
}

function measuresBySlide(document: Document): Map<number, Map<string, Measure>> {
  const bySlide = new Map<number, Map<string, Measure>>()
  for (const measure of readMeasures(document)) {
    const key = [measure.words.join(' '), measure.period, measure.quantity.unit].join('|')
    const slide = bySlide.get(measure.slideNumber) ?? new Map<string, Measure>()
    if (!slide.has(key)) slide.set(key, measure)
    bySlide.set(measure.slideNumber, slide)
  }
  return bySlide
}

/** A line with its figures blanked, the figures apart: "Raising an … Series A" and ["$18M"]. */
function lineShapes(slide: Slide): Map<string, { line: string; figures: string[] }> {
  const shapes = new Map<string, { line: string; figures: string[] }>()
  for (const line of slide.lines) {
    if (
      line.kind === 'title' ||
      line.kind === 'table-row' ||
      line.kind === 'stat' ||
      line.kind === 'chart-point'
    )
      continue
    const figures = Array.from(line.text.matchAll(FIGURE), (m) => m[0].trim())
    if (figures.length === 0) continue
    const shape = line.text.replace(FIGURE, '…').replace(/\s+/g, ' ').trim()
    if (!shapes.has(shape)) shapes.set(shape, { line: line.text, figures })
  }
  return shapes
}

type FigureChange = DeckDiff['figures'][number]

function changedFigures(
  a: Slide,
  b: Slide,
  before: Map<string, Measure>,
  after: Map<string, Measure>,
): FigureChange[] {
  const changes: FigureChange[] = []
  for (const [key, old] of before) {
    const now = after.get(key)
    if (!now || isSameAmount(old.quantity, now.quantity)) continue
    changes.push({ label: now.label, old: old.value, new: now.value, oldSlide: a.number, newSlide: b.number })
  }
  const newShapes = lineShapes(b)
  for (const [shape, old] of lineShapes(a)) {
    const now = newShapes.get(shape)
    if (!now || now.figures.length !== old.figures.length) continue
    for (const [i, figure] of old.figures.entries()) {
      const next = now.figures[i] ?? figure
      if (next.replace(/\s/g, '') === figure.replace(/\s/g, '')) continue
      const label = shape.length > 90 ? `${shape.slice(0, 89)}…` : shape
      changes.push({ label, old: figure, new: next, oldSlide: a.number, newSlide: b.number })
    }
  }
  return changes
}

/**
 * What changed from `before` to `after` (issue 27): slides added, removed and moved, matched by their
 * title's and content's words (figures left out, so that a slide whose numbers changed is still the same
 * slide), and every figure that changed on a slide found in both, as label: old → new. Reads the slide
 * model only, so a PPTX against a PDF of the next version works alike.
 */
export function diffDecks(before: Document, after: Document): DeckDiff {
  const oldPrints = before.slides.map((slide) => printOf(slide, before))
  const newPrints = after.slides.map((slide) => printOf(slide, after))
  const pairs = matchSlides(oldPrints, newPrints)
  const matchedOld = new Set(pairs.map(([a]) => a.slide.number))
  const matchedNew = new Set(pairs.map(([, b]) => b.slide.number))
  const kept = inOrder(pairs.map(([a, b]) => ({ from: a.slide.number, to: b.slide.number })))
  const oldMeasures = measuresBySlide(before)
  const newMeasures = measuresBySlide(after)
  return {
    added: after.slides
      .filter((slide) => !matchedNew.has(slide.number))
      .map((slide) => ({ slideNumber: slide.number, title: slide.title })),
    removed: before.slides
      .filter((slide) => !matchedOld.has(slide.number))
      .map((slide) => ({ slideNumber: slide.number, title: slide.title })),
    moved: pairs
      .filter((_, index) => !kept.has(index))
      .map(([a, b]) => ({ title: b.slide.title, fromSlide: a.slide.number, toSlide: b.slide.number })),
    figures: pairs.flatMap(([a, b]) =>
      changedFigures(
        a.slide,
        b.slide,
        oldMeasures.get(a.slide.number) ?? new Map(),
        newMeasures.get(b.slide.number) ?? new Map(),
      ),
    ),
    slidesInBoth: pairs.length,
  }
}
