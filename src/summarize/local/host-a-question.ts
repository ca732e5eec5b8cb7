import type { LineQuestion } from './ask-about-risk'
import { countWords } from '../text/count-words'

// The point leads the takeaways and never moves; so many takeaways stay when one becomes an insight.
const MIN_TAKEAWAYS = 3

type Item = { text: string; slides: number[] }

/**
 * Where a question with no insight on its slides may stand (decision 124): keyQuestions[i] belongs to
 * strategicInsights[i], so a sharp question on a slide no insight cites was dropped, however much it mattered
 * (bus-fleet's "Net present value of project is −US$ 0.13 million: at what price … would it reach zero" lost to
 * an insight on another slide). The takeaway on its slides that states its figure is the insight it asks about:
 * it moves to the insights (no words added). Else the line the question quotes (`finding`) is said as an insight.
 * `hostCost` is the words that costs, undefined when neither exists; `hostQuestion` makes the move, placing the
 * insight at `at`, beside the question's place.
 */
export function hostCost(question: LineQuestion, takeaways: Item[]): number | undefined {
  if (hostingTakeaway(question, takeaways) >= 0) return 0
  return question.finding === undefined ? undefined : countWords(question.finding)
}

export function hostQuestion(
  question: LineQuestion,
  takeaways: Item[],
  insights: Item[],
  at: number,
): boolean {
  const from = hostingTakeaway(question, takeaways)
  if (from >= 0) insights.splice(at, 0, ...takeaways.splice(from, 1))
  else if (question.finding !== undefined)
    insights.splice(at, 0, { text: question.finding, slides: question.slides })
  else return false
  return true
}

/** The takeaway (never the point) on the question's slides that states one of its figures; -1 if none. */
function hostingTakeaway(question: LineQuestion, takeaways: Item[]): number {
  if (takeaways.length <= MIN_TAKEAWAYS) return -1
  const figures = numbersOf(question.text)
  return takeaways.findIndex(
    ({ text, slides }, index) =>
      index > 0 &&
      slides.some((slide) => question.slides.includes(slide)) &&
      [...numbersOf(text)].some((number) => figures.has(number)),
  )
}

// A figure as written, without its grouping: "0.13", "15", "9".
function numbersOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\d+(?:[.,]\d+)*/gu)].map((match) => match[0]))
}
