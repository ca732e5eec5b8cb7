import type { StatedPoint } from './state-point'
import type { DeckRole, Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { ASIDE_ROLES } from './aside-roles'
import { DECK_WORDS } from './deck-words'
import { isBylineOrCut } from './joins-the-cover'
import { isHeading } from './state-headed-items'
import { hasMeasure, isCaselessDeck, isWholeStatement } from './statements'
import { termsOf, thesisWeight } from './thesis-weight'

// A line this long is a paragraph, not a statement of the point; the point keeps to one readable item.
const MAX_LINE = 220
const MAX_POINT = 280
const MIN_WORDS = 6
// A term of the deck's is one its slide titles use this often.
const REPEATED = 2
// How many of the deck's terms a line names when it states the deck's case.
const TERMS_IN_A_CASE = 3
const MIN_TERMS = 2
// Title words compared by their first letters.
const STEM = 6

/**
 * The point of a deck that states it on no summary, recommendation, ask or conclusion slide (a briefing, a talk):
 * its cover title with the one line that states something in the deck's own terms (issue 24, item 2; READER.md a;
 * decision 157). The terms are its cover title's words and those its slide titles return to, as a document's are
 * its headings' (decision 142); a word of one title is that slide's. The line states a figure, a commitment or a
 * proposal in two of them at least (a briefing's rule: "feedback within 2 weeks of the talent review"); a line that
 * sets the scene is told in other words and never leads. Among those, more terms and neighbours in the title terms
 * (`thesisWeight`) rank first. Undefined when no line does: the deck's structure then says what it is for.
 */
export function stateDeckThesis(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedPoint | undefined {
  const words = DECK_WORDS[language]
  const own = units.flatMap((unit, at) => (unit.hidden || ASIDE_ROLES.has(roles[at]!) ? [] : [unit]))
  const cover = roles.indexOf('cover')
  // Every line uses its own slide's title: the deck's terms are its cover title's and those its titles return to,
  // compared by shorter stems than a document's ("review" and "Reviewing" are one term).
  const stems = (text: string) => new Set([...termsOf([text], language)].map((term) => term.slice(0, STEM)))
  const counts = new Map<string, number>()
  for (const unit of own) for (const term of stems(unit.title)) counts.set(term, (counts.get(term) ?? 0) + 1)
  const repeated = [...counts].flatMap(([term, count]) => (count >= REPEATED ? [term] : []))
  const deckTerms = new Set([...(cover < 0 ? [] : stems(units[cover]!.title)), ...repeated])
  if (deckTerms.size === 0) return undefined
  const titles = [...(cover < 0 ? [] : [units[cover]!.title]), ...own.map((unit) => unit.title)]
  const thesis = { terms: termsOf(titles, language), present: undefined }
  const caseless = isCaselessDeck(units)
  let best: { index: number; score: number } | undefined
  for (const [index, passage] of passages.entries()) {
    const unit = units[passage.unit]!
    if (
      unit.hidden ||
      ASIDE_ROLES.has(roles[passage.unit]!) ||
      passage.fromNotes ||
      passage.isQuestion ||
      passage.isAgenda ||
      passage.table !== undefined ||
      passage.kind !== 'text' ||
      passage.furniture !== undefined ||
      !isUsable(index) ||
      isHeading(passages, index)
    )
      continue
    const text = firstSentence(passage.brief.trim())
    if (
      text.length > MAX_LINE ||
      text.split(/\s+/u).length < MIN_WORDS ||
      !isWholeStatement(text, language, caseless)
    )
      continue
    // A point states something (a figure, a commitment, a proposal) in at least two of the deck's terms: a line
    // that sets the scene, or touches one term, is its detail.
    const states = hasMeasure(text) || words.commits(text) || words.recommends.proposes.test(text)
    const usedTerms = [...stems(text)].filter((term) => deckTerms.has(term)).length
    if (!states || usedTerms < MIN_TERMS) continue
    const breadth = Math.min(1, (1 + usedTerms) / (1 + TERMS_IN_A_CASE))
    const score = (1 + thesisWeight(passages, index, thesis, language)) * breadth
    // The first such line wins a tie: a deck states its case before its detail.
    if (best === undefined || score > best.score) best = { index, score }
  }
  if (best === undefined) return undefined
  const line = passages[best.index]!
  const slides = units[line.unit]!.pages
  const claim = cover < 0 ? undefined : titleClaim(units[cover]!, language)
  const text = firstSentence(line.brief.trim())
  if (claim === undefined || claim.length + text.length + 3 > MAX_POINT) {
    return { text, slides, indices: [best.index] }
  }
  const all = [...new Set([...units[cover]!.pages, ...slides])].sort((a, b) => a - b)
  return { text: `${claim} — ${text}`, slides: all, indices: [best.index] }
}

// The cover's title with its subtitle, where the subtitle is a line of words ("A Maintenance Program for a bus
// fleet (Lessons from a Potential CDM Project in India)"), not a name, a date or a place.
function titleClaim(cover: SummaryUnit, language: Language): string | undefined {
  const title = cover.title.trim()
  if (title === '') return undefined
  const subtitle = cover.lines
    ?.filter((line) => line.kind !== 'title')
    .map((line) => line.text.trim())
    // A line of names ("Neil Smithline Tanya Janca") has no word in lower case.
    .find(
      (line) =>
        line.split(/\s+/u).length >= 3 &&
        /\s\p{Ll}/u.test(line) &&
        !/\d|,/u.test(line) &&
        !isBylineOrCut(line, language),
    )
  return subtitle === undefined ? title : `${title} (${subtitle})`
}

// A bullet of several sentences states its point in its first ("Our commitment is to … once a year."); the rest
// qualifies it.
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s+\p{Lu})/u.exec(text)
  return match === null ? text : match[0]
}
