import { LANGUAGE_NAMES, type Language } from '../../shared'
import { createOverallAnswerSchema, type OverallAnswer } from './answer-schemas'
import { askModel, type ModelSession } from './ask-model'
import { describeWrongLanguage, findWrongLanguage, type DetectLanguage } from './check-language'
import { describeNumbers } from './describe-numbers'
import type { Grounding, PromptSet, UnitSummary } from './prompts/prompt-set'

export interface OverallJob {
  prompts: PromptSet
  summaries: readonly UnitSummary[]
  grounding?: Grounding
  language: Language
  detectLanguage?: DetectLanguage
  constrain: boolean
  /** Numbers a citation may name besides the units' own (a document's pages, mapped to their sections). */
  isCitable: (number: number) => boolean
  maxOutputTokens: number
  /** The word budget of the whole overall summary. */
  words: number
}

/**
 * The overall call. Its answer stands when it can be repaired (an unknown citation is dropped and the item
 * re-cited later); it is re-asked, saying why, only when nothing of it could be used: no takeaway, or no
 * item citing a unit that exists. A wrong language is re-asked once; `wrongLanguage` says if it stayed.
 */
export async function summarizeOverall(
  session: ModelSession,
  job: OverallJob,
): Promise<{ answer: OverallAnswer; wrongLanguage?: Language }> {
  const numbers = job.summaries.map((summary) => summary.number)
  const noun = job.prompts.noun
  let languageAsked = false
  let wrongLanguage: Language | undefined
  const answer = await askModel(session, {
    schema: createOverallAnswerSchema(noun),
    sentSchema: job.constrain ? createOverallAnswerSchema(noun, { numbers }) : undefined,
    prompt: job.prompts.overall(job.summaries, LANGUAGE_NAMES[job.language], job.grounding, job.words),
    maxOutputTokens: job.maxOutputTokens,
    check: (answer) => {
      if (answer.keyTakeaways.length === 0) return 'It had no key takeaways.'
      const items = [...answer.keyTakeaways, ...answer.actionItems, ...answer.strategicInsights]
      const cited = items.flatMap((item) => item.sources)
      const unknown = [...new Set(cited.filter((number) => !job.isCitable(number)))]
      if (cited.length > 0 && unknown.length === cited.length)
        return `${noun} ${describeNumbers(unknown)} ${unknown.length === 1 ? 'does' : 'do'} not exist; cite only ${noun}s ${describeNumbers(numbers)}.`
      const texts = [
        ...items.map((item) => ('text' in item ? item.text : item.insight)),
        ...answer.strategicInsights.map((item) => item.question),
      ]
      wrongLanguage = findWrongLanguage(texts, job.language, job.detectLanguage)
      if (wrongLanguage && !languageAsked) {
        languageAsked = true
        return describeWrongLanguage(wrongLanguage, job.language)
      }
      return undefined
    },
  })
  return { answer, ...(wrongLanguage ? { wrongLanguage } : {}) }
}
