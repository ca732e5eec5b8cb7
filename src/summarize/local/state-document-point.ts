import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import type { StatedPoint } from './state-point'
import { isWholeStatement } from './statements'
import { readCoinedTerm, readProgramme, termSentence } from './read-document-argument'

// The point is one readable item: two sentences at most, as long as a deck's point with its figure.
const MAX_POINT = 280
const MAX_SENTENCES = 2
// A thesis says something: a few words at least ("This paper considers the financial system as a network").
const MIN_WORDS = 6
// A document states its thesis in its opening (abstract, summary, introduction) and restates it at its close.
const OPENING_SHARE = 1 / 3
const CLOSING_SHARE = 2 / 3
// "Using network theory, it explains…": a sentence that carries the thesis on, a few sentences after it.
const CARRIED_WITHIN = 4
// How much a cue counts against the support of the other sections (a share, at most 1): the author's own
// statement of the thesis leads; support decides between two such statements.
const STATED_WEIGHT = 3
const CONCLUDING_WEIGHT = 2
const CARRIED_WEIGHT = 3

interface Candidate {
  index: number
  score: number
}

/**
 * A document's point (decision 071): what it argues or finds, as its author states it. The sentences of its
 * opening and closing sections that name the document or its authors with a verb of arguing or finding ("This
 * paper considers…", "Dieser Bericht zeigt…", "we find…"), the sentences that carry such a statement on ("it
 * explains…"), and a conclusion's opening claims ("In conclusion, …"); of these, the one the other sections
 * support most (share of its words they use), with the next one when both fit one item. A document that states
 * no thesis is stated by its sentence most other sections support (a document with an executive summary is
 * stated by `statePoint`, from that summary). Never a figure strip or a table row: only whole sentences of the text.
 */
export function stateDocumentPoint(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedPoint | undefined {
  const words = DECK_WORDS[language].thesis
  const anaphor = LANGUAGE_CUES[language].anaphor
  const sentences = passages.flatMap((passage, index) =>
    isSentence(passage, index, units, isUsable, language) ? [index] : [],
  )
  if (sentences.length === 0) return undefined
  const support = supportOf(passages, units)
  // Where a sentence stands in the document's text: its sections may be few and uneven.
  const place = (index: number) => index / Math.max(1, passages.length - 1)
  const isOpening = (index: number) =>
    place(index) < OPENING_SHARE ||
    passages[index]!.unit === 0 ||
    roles[passages[index]!.unit] === 'executive-summary'
  const isClosing = (index: number) =>
    place(index) >= CLOSING_SHARE ||
    passages[index]!.unit === units.length - 1 ||
    roles[passages[index]!.unit] === 'conclusion'

  const stated: Candidate[] = []
  let lastStated: number | undefined
  for (const index of sentences) {
    const brief = sentenceOf(passages[index]!)
    const unit = passages[index]!.unit
    const near =
      lastStated !== undefined && passages[lastStated]!.unit === unit && index - lastStated <= CARRIED_WITHIN
    let weight = 0
    // A verdict stated as such ("Recommendation: …", "Unser Fazit: …") is the author's statement too (decision 180).
    const states = (words.subjects(brief) && words.verbs(brief)) || words.verdicts(brief)
    if (states && (isOpening(index) || isClosing(index))) {
      weight = STATED_WEIGHT
      lastStated = index
    } else if (words.conclusions(brief) && isClosing(index)) weight = CONCLUDING_WEIGHT
    else if (near && words.verbs(brief) && anaphor.test(brief.replace(/^[^,]*,\s*/u, '')))
      weight = CARRIED_WEIGHT
    // The abstract or introduction states the thesis first; a results section's "we find" is one finding.
    if (weight > 0) stated.push({ index, score: weight + support(index) + (1 - place(index)) })
  }
  // A sentence full of figures is a citation or a numbered heading, not the document's point.
  const plain = sentences.filter((index) => passages[index]!.figures <= 1)
  const point =
    stated.length > 0
      ? pointOf(passages, units, stated)
      : pointOf(
          passages,
          units,
          plain.map((index) => ({ index, score: support(index) })),
          1,
        )
  return withArgument(point, passages, units, sentences, language)
}

/**
 * A speech or essay argues in a term it coins and a programme it announces (decision 171): "the financial network
 * is robust-yet-fragile", "three areas: mapping; regulating; and restructuring". A point that names neither states
 * what the author frames it as ("This paper considers …") and not what they argue: the sentence that names the
 * term and the programme lead, with the thesis as far as one item holds. Each is a whole sentence of the text.
 */
function withArgument(
  point: StatedPoint | undefined,
  passages: Passage[],
  units: SummaryUnit[],
  sentences: number[],
  language: Language,
): StatedPoint | undefined {
  const said = point?.text.toLowerCase() ?? ''
  const term = readCoinedTerm(passages)
  const named =
    term === undefined || said.includes(term) ? undefined : termSentence(term, passages, sentences, language)
  const programme = readProgramme(passages, units, sentences, language)
  const argument = [named, programme].filter(
    (index): index is number =>
      index !== undefined && !said.includes(sentenceOf(passages[index]!).toLowerCase()),
  )
  if (argument.length === 0) return point
  const chosen = [...new Set([...argument, ...(point?.indices ?? [])])]
  const kept: number[] = []
  let length = 0
  for (const index of chosen) {
    const size = sentenceOf(passages[index]!).length + (kept.length > 0 ? 1 : 0)
    if (length + size > MAX_POINT || kept.length === MAX_SENTENCES) continue
    kept.push(index)
    length += size
  }
  kept.sort((a, b) => a - b)
  const slides = [...new Set(kept.flatMap((index) => units[passages[index]!.unit]!.pages))]
  return {
    text: kept.map((index) => sentenceOf(passages[index]!)).join(' '),
    slides: slides.sort((a, b) => a - b),
    indices: kept,
  }
}

// A thesis is read whole: a brief cuts the document's recurring phrasing as stock ("This paper considers the
// financial system as a complex adaptive system" would read "This paper considers."), but in a document that
// phrasing is its subject.
const sentenceOf = (passage: Passage) => passage.text.trim()

// A whole sentence of the document's own text, short enough to be one item.
function isSentence(
  passage: Passage,
  index: number,
  units: SummaryUnit[],
  isUsable: (index: number) => boolean,
  language: Language,
): boolean {
  const text = sentenceOf(passage)
  const words = text.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length
  return (
    // A line held back only for its cut brief is still a sentence of the document.
    (isUsable(index) || (passage.brief !== passage.text && passage.furniture === undefined)) &&
    !units[passage.unit]!.hidden &&
    !passage.fromNotes &&
    !passage.isQuestion &&
    !passage.isAgenda &&
    !passage.isSupplement &&
    passage.kind === 'text' &&
    passage.table === undefined &&
    passage.chart === undefined &&
    words >= MIN_WORDS &&
    text.length <= MAX_POINT &&
    /[.!]$/u.test(text) &&
    isWholeStatement(text, language)
  )
}

// How far the other sections support a sentence: the share of its words each other section uses, averaged.
function supportOf(passages: Passage[], units: SummaryUnit[]): (index: number) => number {
  const wordsOfUnit = units.map(() => new Set<string>())
  for (const passage of passages) for (const token of passage.tokens) wordsOfUnit[passage.unit]!.add(token)
  return (index) => {
    const passage = passages[index]!
    const own = [...new Set(passage.tokens)]
    if (own.length === 0 || units.length < 2) return 0
    let sum = 0
    for (const [unit, words] of wordsOfUnit.entries()) {
      if (unit === passage.unit) continue
      sum += own.filter((token) => words.has(token)).length / own.length
    }
    return sum / (units.length - 1)
  }
}

// The best candidate, with the next best when both fit one item, in the document's order.
function pointOf(
  passages: Passage[],
  units: SummaryUnit[],
  candidates: Candidate[],
  most = MAX_SENTENCES,
): StatedPoint | undefined {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index)
  const chosen: number[] = []
  let length = 0
  for (const { index } of ranked) {
    const size = sentenceOf(passages[index]!).length + (chosen.length > 0 ? 1 : 0)
    if (length + size > MAX_POINT) continue
    chosen.push(index)
    length += size
    if (chosen.length === most) break
  }
  if (chosen.length === 0) return undefined
  chosen.sort((a, b) => a - b)
  const slides = [...new Set(chosen.flatMap((index) => units[passages[index]!.unit]!.pages))]
  return {
    text: chosen.map((index) => sentenceOf(passages[index]!)).join(' '),
    slides: slides.sort((a, b) => a - b),
    indices: chosen,
  }
}
