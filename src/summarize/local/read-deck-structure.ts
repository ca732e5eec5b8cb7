import type { DeckGenre, DeckRole, DeckStructure, Document, Slide } from '../../shared'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { illustrationLabel } from './read-illustration'

/**
 * The deck's structure, read before anything is picked (issue 24, item 2): each slide's role from the slide
 * model's frame role, its title's words and its typed lines (a table of plan against actual, of owners and
 * dates), and the deck's genre from its cover's and titles' words and the roles it has.
 */
export function readDeckStructure(document: Document): DeckStructure {
  const words = DECK_WORDS[document.language]
  const slides = document.slides
  let inAppendix = false
  const roles = slides.map((slide, index) => {
    const role = roleOf(slide, words, index / Math.max(1, slides.length - 1))
    // Everything after an appendix divider or title is appendix, whatever it is about.
    if (role === 'appendix') inAppendix = true
    else if (inAppendix && slide.role !== 'closing')
      return { slideNumber: slide.number, role: 'appendix' as const }
    return { slideNumber: slide.number, role }
  })
  const concluding = concludingSlide(
    slides,
    roles.map(({ role }) => role),
  )
  if (concluding !== undefined)
    roles[concluding] = { slideNumber: slides[concluding]!.number, role: 'conclusion' }
  const genre = readGenre(
    document,
    roles.map(({ role }) => role),
    words,
  )
  return { genre, roles: roles.map((entry) => ({ ...entry, role: inGenre(entry.role, genre) })) }
}

// Roles that state a deck's point up front: with neither, the slide the talk ends on says it too, after any
// "Lessons" slide before it ("Structure the project well!" closes a deck whose lessons came two slides earlier).
const STATING_ROLES = new Set<DeckRole>(['executive-summary', 'recommendation'])
// A closing list of advice is short: a few short lines ("Observe before you act", "Act on monitoring results").
const MAX_CLOSING_LINES = 6
const MAX_CLOSING_LINE_WORDS = 10
const MIN_CLAIM_TITLE_WORDS = 3
const MIN_CLOSING_AT = 0.6

/**
 * The slide a deck without a summary or a recommendation ends its argument on (issue 24: the point of a
 * talk is where it ends): the last plain content slide before its closing ("Q&A", "Thank you"), or its last
 * slide, when it reads as concluding: a short list of short lines ("Tips": "Observe before you act") or a title
 * alone that states something ("Structure the project well!"). A last slide of code, a table or a chart is
 * the last topic, not the conclusion.
 */
function concludingSlide(slides: Slide[], roles: DeckRole[]): number | undefined {
  if (slides.length < 5 || roles.some((role) => STATING_ROLES.has(role))) return undefined
  const closing = slides.findIndex(
    (slide, index) => slide.role === 'closing' && index / (slides.length - 1) >= MIN_CLOSING_AT,
  )
  const end = closing < 0 ? slides.length : closing
  const last = roles
    .slice(0, end)
    .findLastIndex((role, index) => role !== 'divider' && !slides[index]!.hidden)
  if (last < 0 || roles[last] !== 'content' || last / (slides.length - 1) < MIN_CLOSING_AT) return undefined
  const body = slides[last]!.lines.filter((line) => line.kind !== 'title')
  // A deck that names its conclusions ("Lessons") ends on a topic when its last slide is a list; only a title
  // alone after them is its last word.
  const wordsOf = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length
  if (body.length === 0) return wordsOf(slides[last]!.title) >= MIN_CLAIM_TITLE_WORDS ? last : undefined
  const isShortList =
    !roles.includes('conclusion') &&
    body.length >= 2 &&
    body.length <= MAX_CLOSING_LINES &&
    body.every(
      (line) =>
        (line.kind === 'bullet' || line.kind === 'numbered' || line.kind === 'paragraph') &&
        wordsOf(line.text) >= 2 &&
        wordsOf(line.text) <= MAX_CLOSING_LINE_WORDS &&
        !/[{}<>=;]|https?:|www\./u.test(line.text),
    )
  return isShortList ? last : undefined
}

// What a slide's typed lines and title say it does; `at` is its place in the deck, 0 to 1.
function roleOf(slide: Slide, words: DeckWords, at: number): DeckRole {
  const title = slide.title.replace(/^[\s\d.)-]+(?=\p{L})/u, '').trim()
  const fromTitle = words.roles.find(([, matches]) => matches(title))?.[0]
  if (fromTitle === 'appendix') return 'appendix'
  if (slide.role !== 'content') return slide.role
  if (illustrationLabel(slide, words) !== undefined) return 'illustration'
  // An executive summary at the deck's end sums it up: it is its conclusion.
  if (
    fromTitle === 'executive-summary' &&
    at > 0.6 &&
    !/executive|ejecutivo|executivo|management/iu.test(title)
  )
    return 'conclusion'
  const fromLines = roleOfLines(slide, words)
  // A table or a chart of plan against actual outranks a generic title ("Kostnadsprognose", "Status"); an
  // owners-and-dates table is next steps unless the title says it is the ask or a recommendation.
  if (fromLines && (fromTitle === undefined || GENERIC_TITLE_ROLES.has(fromTitle))) return fromLines
  return fromTitle ?? 'content'
}

const GENERIC_TITLE_ROLES = new Set<DeckRole>([
  'financials',
  'traction',
  'objectives',
  'findings',
  'concept',
  'problem',
])

function roleOfLines(slide: Slide, words: DeckWords): DeckRole | undefined {
  const headers = slide.lines.flatMap((line) => (line.kind === 'table-row' ? line.headers : []))
  const series = slide.lines.flatMap((line) => (line.kind === 'chart-point' ? [line.series] : []))
  const columns = [...new Set([...headers, ...series])]
  const has = (kind: keyof DeckWords['headers']) => columns.some((column) => words.headers[kind](column))
  if (has('plan') && (has('actual') || has('variance'))) return 'plan-vs-actual'
  if (has('owner') && has('due')) return 'next-steps'
  if (has('risk')) return 'risks'
  return undefined
}

// How much a role says about a genre: the slides a pitch, a review or a lecture is made of.
const ROLE_EVIDENCE: Partial<Record<DeckRole, Partial<Record<Exclude<DeckGenre, 'other'>, number>>>> = {
  problem: { pitch: 0.5 },
  solution: { pitch: 0.5 },
  market: { pitch: 1.5, 'investment-memo': 0.5 },
  'business-model': { pitch: 1.5 },
  competition: { pitch: 1.5 },
  team: { pitch: 0.5 },
  traction: { pitch: 0.25, review: 0.5 },
  'use-of-funds': { pitch: 2, proposal: 1 },
  ask: { pitch: 0.5, proposal: 0.5 },
  'plan-vs-actual': { review: 2, 'project-update': 0.5 },
  options: { recommendation: 1.5 },
  recommendation: { recommendation: 2, report: 0.5 },
  financials: { 'investment-memo': 0.5, proposal: 0.5 },
  risks: { 'investment-memo': 0.5, 'project-update': 0.5 },
  timeline: { 'project-update': 2 },
  objectives: { lecture: 1.5 },
  concept: { lecture: 1 },
  example: { lecture: 1.5 },
  illustration: { lecture: 1.5 },
  exercise: { lecture: 2 },
  assignment: { lecture: 2 },
  findings: { report: 2 },
}

// Words on the cover name the genre most plainly ("Series A", "Plan du cours"); words in other titles count less.
const COVER_WEIGHT = 3
const GENRE_THRESHOLD = 2.5

function readGenre(document: Document, roles: DeckRole[], words: DeckWords): DeckGenre {
  const score = new Map<Exclude<DeckGenre, 'other'>, number>()
  const add = (genre: Exclude<DeckGenre, 'other'>, points: number) =>
    score.set(genre, (score.get(genre) ?? 0) + points)
  const cover = document.slides[0]
  const coverText = cover ? `${cover.title}\n${cover.text}` : ''
  for (const [genre, matches] of words.genres) {
    if (matches(coverText)) add(genre, COVER_WEIGHT)
    if (document.slides.slice(1).some((slide) => matches(slide.title))) add(genre, 1)
  }
  // Each role counts once: a pitch has a market slide, a lecture of ten concept slides is no more a lecture.
  for (const role of new Set(roles))
    for (const [genre, points] of Object.entries(ROLE_EVIDENCE[role] ?? {}))
      add(genre as Exclude<DeckGenre, 'other'>, points)
  // A long text of pages, not slides, is a report unless its words say otherwise.
  const textPerSlide =
    document.slides.reduce((sum, slide) => sum + slide.text.length, 0) / Math.max(1, document.slides.length)
  if (document.slides.length > 20 && textPerSlide > 1200) add('report', COVER_WEIGHT)
  const [best] = [...score].sort((a, b) => b[1] - a[1])
  return best && best[1] >= GENRE_THRESHOLD ? best[0] : 'other'
}

// A lecture's next steps are the student's assignment; its plain content slides are its concepts.
function inGenre(role: DeckRole, genre: DeckGenre): DeckRole {
  if (genre !== 'lecture') return role
  if (role === 'next-steps' || role === 'ask') return 'assignment'
  if (role === 'content') return 'concept'
  return role
}
