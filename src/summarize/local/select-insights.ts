import { askAbout, type Question } from './ask-about'
import { notesAddingFigures } from './collect-passages'
import { selectDiverse } from './rank-by-centrality'
import type { OverallLines } from './read-overall-lines'
import { MAX_INSIGHTS } from './select-takeaways'
import { DECK_WORDS } from './deck-words'
import { dropSpeakerDirection } from './drop-speaker-direction'
import type { Passage } from './collect-passages'
import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { countMeasures, hasMeasure, isWholeStatement } from './statements'

export interface SelectedInsight {
  index: number
  /** The question a sharp reader asks about it, when one can be asked about its own subject and figure. */
  question: Question | undefined
}

/**
 * The strategic insights (2-5): measured statements of trend, comparison, money, market or risk not taken
 * yet, first what the speaker adds to a slide's figures ("Excluding Oven 3, plant OEE was 73.1%": the
 * context a number needs), each with its key question (`askAbout`). Insights with a question come first:
 * keyQuestions[i] belongs to strategicInsights[i].
 */
export function selectInsights(
  lines: OverallLines,
  taken: Set<number>,
  insightCount: number,
  // An essay's lines that belong to its argument (`readThesisLines`): an anecdote's figures are no insight of its.
  onThesis: (index: number) => boolean = () => true,
): SelectedInsight[] {
  const { units, passages, eligible, language, candidate } = lines
  const addsToSlide = notesAddingFigures(passages)
  const insightPool = passages.flatMap((passage, index) =>
    eligible[index] &&
    !taken.has(index) &&
    !passage.isQuestion &&
    !passage.isAction &&
    hasMeasure(passage.brief) &&
    onThesis(index) &&
    (passage.insightKind !== undefined || addsToSlide.has(index)) &&
    isStatedRelation(passage, language, addsToSlide.has(index))
      ? [candidate(index, passage.fromNotes ? 0.9 : 1)]
      : [],
  )
  const insights: number[] = []
  const insightUnits = new Set<number>()
  // The speaker's best context for a figure leads; the rest follow by relevance and diversity.
  const ranked = selectDiverse(insightPool, insightPool.length, { duplicateAbove: 0.7 }).map(
    (pick) => insightPool[pick]!.index,
  )
  const context = ranked.find((index) => addsToSlide.has(index))
  // It comes in addition: the deck's own measured statements keep their places.
  const insightLimit = Math.min(MAX_INSIGHTS, insightCount + (context === undefined ? 0 : 1))
  for (const index of context === undefined ? ranked : [context, ...ranked.filter((at) => at !== context)]) {
    if (insights.length >= insightLimit) break
    const unit = passages[index]!.unit
    if (insightUnits.has(unit)) continue
    insightUnits.add(unit)
    insights.push(index)
  }
  // No filling with single figures or takeaways: one fact restated is a takeaway, not an insight (readers counted
  // 10 of 12 such "insights"); the computed ones (compute-insights, relate-figures) come on top of these.
  const questionsAsked = new Set<string>()
  const withQuestions = insights.map((index) => {
    const question = askAbout(index, passages, units, language, questionsAsked)
    if (question) questionsAsked.add(question.text)
    return { index, question }
  })
  return withQuestions.sort((a, b) => Number(!a.question) - Number(!b.question))
}

/**
 * Whether a line states a relation between two things, as an insight must (issue 24, item 3): a sentence, not a
 * table row, stat card, chart readout, heading or form field ("Fatturato 2025: 61,3 milioni di euro (+2 %)"),
 * that holds two measures or relates its figure to a cause, an assumption or a comparison ("because", "excluding").
 * A speaker's direction ("anticipate that…") is read without its direction; any other instruction is no insight.
 * The notes' figure for a slide's figure (`addsToSlide`) relates the two.
 */
export function isStatedRelation(
  passage: Pick<Passage, 'kind' | 'table' | 'brief' | 'fromNotes'>,
  language: Language,
  addsToSlide = false,
): boolean {
  if ((passage.kind !== 'text' && passage.kind !== 'caption') || passage.table !== undefined) return false
  const text = passage.fromNotes ? dropSpeakerDirection(passage.brief, language) : passage.brief
  if (passage.fromNotes && LANGUAGE_CUES[language].imperative.test(text)) return false
  // A label and its value: what follows the colon must read as a statement of its own.
  const body = /^[^:]{1,60}:\s+(.*)$/su.exec(text)?.[1] ?? text
  if (!isWholeStatement(body, language)) return false
  // The speaker's figure for a slide's ("Excluding Oven 3, OEE was 73.1 %") relates to the slide's figure.
  return addsToSlide || countMeasures(text) >= 2 || DECK_WORDS[language].relates(text)
}
