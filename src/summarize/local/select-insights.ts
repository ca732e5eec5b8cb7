import { askAbout, type Question } from './ask-about'
import { notesAddingFigures } from './collect-passages'
import { selectDiverse } from './rank-by-centrality'
import type { OverallLines } from './read-overall-lines'
import { MAX_INSIGHTS, MIN_INSIGHTS } from './select-takeaways'
import { hasMeasure } from './statements'

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
  takeaways: number[],
  rankedFigures: number[],
  insightCount: number,
): SelectedInsight[] {
  const { units, passages, eligible, language, candidate } = lines
  const addsToSlide = notesAddingFigures(passages)
  const insightPool = passages.flatMap((passage, index) =>
    eligible[index] &&
    !taken.has(index) &&
    !passage.isQuestion &&
    !passage.isAction &&
    hasMeasure(passage.brief) &&
    (passage.insightKind !== undefined || addsToSlide.has(index))
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
  // Fewer than two: any measured statement left, then any labelled figure.
  for (const index of rankedFigures) {
    if (insights.length >= MIN_INSIGHTS) break
    if (!taken.has(index) && !insights.includes(index)) insights.push(index)
  }
  // A short deck's only measured statements may all be takeaways already: they are its insights too.
  for (const index of takeaways) {
    if (insights.length >= MIN_INSIGHTS) break
    const passage = passages[index]!
    if (
      hasMeasure(passage.brief) &&
      passage.insightKind !== undefined &&
      !passage.isAction &&
      !insights.includes(index)
    )
      insights.push(index)
  }

  const questionsAsked = new Set<string>()
  const withQuestions = insights.map((index) => {
    const question = askAbout(index, passages, units, language, questionsAsked)
    if (question) questionsAsked.add(question.text)
    return { index, question }
  })
  return withQuestions.sort((a, b) => Number(!a.question) - Number(!b.question))
}
