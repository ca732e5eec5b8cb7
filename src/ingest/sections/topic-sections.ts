import type { Section } from '../../shared'

/** A paragraph of running text and the page it starts on. */
export interface Paragraph {
  page: number
  text: string
  /** Its first line's index in its page's lines, where known: a section can then start at it mid-page. */
  line?: number
}

/** Words in a block on either side of a possible cut (TextTiling's block size, in words). */
const BLOCK_WORDS = 120
/** A section holds at least this many words: shorter cuts are noise. */
const MIN_SECTION_WORDS = 400
/** A cut needs a dip this many standard deviations below the mean depth (Hearst's cut-off, a little stricter). */
const DEPTH_CUTOFF = 0.5

const STOP_WORDS = new Set(
  (
    'the a an and or but of to in on at for with by from as is are was were be been being it its this that these those ' +
    'we our us you your they their them he she his her i my me not no so if than then there here which who whom what ' +
    'when where why how all any some more most such can could will would shall should may might must do does did done ' +
    'have has had also into over under about after before between through during up down out very just only'
  ).split(' '),
)

/**
 * Sections of a text without headings (a speech, an essay) cut where its vocabulary shifts, in the manner
 * of Hearst's TextTiling: each gap between two paragraphs gets the cosine similarity of the words in the
 * blocks either side; a cut goes where that similarity dips deepest against the peaks around it. Cuts fall
 * only between paragraphs, and a section's first slide is the page its first paragraph starts on; it is
 * named by `titleOf`.
 */
export function topicSections(paragraphs: readonly Paragraph[], pageCount: number): Section[] {
  const words = paragraphs.map((paragraph) => contentWords(paragraph.text))
  const total = words.reduce((sum, list) => sum + list.length, 0)
  if (paragraphs.length < 3 || total < MIN_SECTION_WORDS * 2) return []

  // Similarity at each gap g (between paragraph g-1 and g).
  const scores: number[] = []
  for (let gap = 1; gap < paragraphs.length; gap++)
    scores.push(cosine(block(words, gap - 1, -1), block(words, gap, 1)))
  const depths = scores.map((score, index) => depthAt(scores, index, score))
  const positive = depths.filter((depth) => depth > 0)
  if (positive.length === 0) return []
  const mean = positive.reduce((sum, depth) => sum + depth, 0) / positive.length
  const spread = Math.sqrt(positive.reduce((sum, depth) => sum + (depth - mean) ** 2, 0) / positive.length)
  const cutoff = mean + DEPTH_CUTOFF * spread

  // Deepest dips first, each kept only if both sides stay long enough.
  const candidates = depths
    .map((depth, index) => ({ depth, paragraph: index + 1 }))
    .filter((candidate) => candidate.depth >= cutoff)
    .sort((a, b) => b.depth - a.depth)
  const prefix = [0]
  for (const list of words) prefix.push(prefix.at(-1)! + list.length)
  const cuts: number[] = []
  for (const { paragraph } of candidates) {
    const bounds = [0, ...cuts, paragraphs.length].sort((a, b) => a - b)
    const after = bounds.find((bound) => bound > paragraph)!
    const before = bounds.filter((bound) => bound < paragraph).at(-1)!
    if (prefix[paragraph]! - prefix[before]! < MIN_SECTION_WORDS) continue
    if (prefix[after]! - prefix[paragraph]! < MIN_SECTION_WORDS) continue
    cuts.push(paragraph)
  }
  if (cuts.length === 0) return []
  const starts = [0, ...cuts.sort((a, b) => a - b)]
  const sections: Section[] = []
  // The first paragraph of each section kept, for its title.
  const firsts: number[] = []
  for (const start of starts) {
    const first = paragraphs[start]!.page
    const previous = sections.at(-1)
    // Two cuts on one page: the page belongs to the earlier section.
    if (previous && first <= previous.firstSlide) continue
    if (previous) previous.lastSlide = Math.max(previous.firstSlide, first - 1)
    sections.push({ title: '', level: 1, firstSlide: first, lastSlide: pageCount })
    firsts.push(start)
  }
  const spans = firsts.map((start, index) => words.slice(start, firsts[index + 1] ?? words.length).flat())
  sections.forEach((section, index) => {
    section.title = titleOf(paragraphs[firsts[index]!]!.text, spans, index)
  })
  return sections.length > 1 ? sections : []
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word))
}

/** The words of whole paragraphs from `from` going `direction`, until BLOCK_WORDS are gathered. */
function block(words: string[][], from: number, direction: 1 | -1): Map<string, number> {
  const counts = new Map<string, number>()
  let gathered = 0
  for (let index = from; index >= 0 && index < words.length && gathered < BLOCK_WORDS; index += direction) {
    for (const word of words[index]!) counts.set(word, (counts.get(word) ?? 0) + 1)
    gathered += words[index]!.length
  }
  return counts
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0
  let normA = 0
  let normB = 0
  for (const [word, count] of a) {
    normA += count * count
    dot += count * (b.get(word) ?? 0)
  }
  for (const count of b.values()) normB += count * count
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB)
}

/** How far the score at `index` lies below the highest peaks reached climbing left and right from it. */
function depthAt(scores: number[], index: number, score: number): number {
  let left = score
  for (let at = index - 1; at >= 0 && scores[at]! >= left; at--) left = scores[at]!
  let right = score
  for (let at = index + 1; at < scores.length && scores[at]! >= right; at++) right = scores[at]!
  return left - score + (right - score)
}

/** A first sentence this short names its section whole. */
const MAX_TITLE_WORDS = 10
/** A section without one is named by this many of its own words. */
const TITLE_TERMS = 3

/**
 * A section's name, never a sentence cut short (issue 24, reader of the BoE speech: "Charts 8 and 9 illustrate the
 * problem. They…"): its first sentence when that is short, else the words it uses most and the other sections
 * least ("Epidemic, infection, contagion").
 */
function titleOf(text: string, spans: string[][], index: number): string {
  const first = /^.*?[.!?](?=\s|$)/u.exec(text.trim())?.[0] ?? text.trim()
  if (first.split(/\s+/u).length <= MAX_TITLE_WORDS) return first.replace(/[.!?]$/u, '')
  const counts = new Map<string, number>()
  for (const word of spans[index]!) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1)
  const elsewhere = new Set(spans.filter((_, other) => other !== index).flat())
  const terms = [...counts]
    .map(([word, count]) => ({ word, weight: count / (elsewhere.has(word) ? 2 : 1) }))
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
    .slice(0, TITLE_TERMS)
    .map(({ word }) => word)
  const named = terms.join(', ')
  return named.charAt(0).toUpperCase() + named.slice(1)
}
