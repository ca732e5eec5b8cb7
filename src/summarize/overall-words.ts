import type { OverallSummary } from '../shared'
import { countWords } from './text/count-words'

/**
 * The words of an overall summary as its budget counts them (issue 24: 250 for a deck of up to 25 slides, 400
 * otherwise): every takeaway, action, insight and question.
 */
export function overallWords(overall: OverallSummary): number {
  const { keyTakeaways, actionItems, strategicInsights, keyQuestions } = overall
  return countWords([...keyTakeaways, ...actionItems, ...strategicInsights, ...keyQuestions].join(' '))
}
