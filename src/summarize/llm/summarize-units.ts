import { LANGUAGE_NAMES, type Language } from '../../shared'
import { createBatchAnswerSchema, type BatchAnswer } from './answer-schemas'
import { askModel, type ModelSession } from './ask-model'
import { LlmCallError } from './call-with-retries'
import { describeWrongLanguage, findWrongLanguage, type DetectLanguage } from './check-language'
import { describeNumbers } from './describe-numbers'
import { mapWithConcurrency } from './map-with-concurrency'
import type { PromptSet } from './prompts/prompt-set'
import type { SummaryUnit } from './to-summary-units'
import { upperFirst } from '../text/first-letter'

export type BatchEntry = BatchAnswer['summaries'][number]

export interface UnitsJob {
  batches: readonly (readonly SummaryUnit[])[]
  prompts: PromptSet
  language: Language
  detectLanguage?: DetectLanguage
  /** Send the unit numbers as an enum and the entry count as the array size (decision 031). */
  constrain: boolean
  concurrency: number
  /** Output tokens allowed for a call about `count` units. */
  outputCap: (count: number) => number
  onDone?: (count: number) => void
}

export interface UnitsResult {
  entries: Map<number, BatchEntry>
  /** Units no call gave a usable summary of, with why: they get their offline text. */
  failed: Map<number, LlmCallError>
  /** Units whose summary stayed in another language after a re-ask. */
  wrongLanguage: Map<number, Language>
}

/**
 * Every batch asked in parallel; each keeps what its answer got right and re-asks only the units missing
 * or invalid, saying what was wrong ("slide 13 is not in this request", "write in English"), at most
 * `policy.maxAttempts` rounds. A batch that fails for good leaves its units to the offline summary; only
 * a failure no other call would escape (a refused key, an unknown model) stops them all.
 */
export async function summarizeUnits(session: ModelSession, job: UnitsJob): Promise<UnitsResult> {
  const result: UnitsResult = { entries: new Map(), failed: new Map(), wrongLanguage: new Map() }
  await mapWithConcurrency(job.batches, job.concurrency, async (batch) => {
    let pending = [...batch]
    let note: string | undefined
    let languageAsked = false
    for (let round = 1; pending.length > 0 && round <= session.policy.maxAttempts; round++) {
      const numbers = pending.map((unit) => unit.number)
      let answer: BatchAnswer
      try {
        answer = await askModel(session, {
          schema: createBatchAnswerSchema(job.prompts.noun),
          sentSchema: job.constrain ? createBatchAnswerSchema(job.prompts.noun, { numbers }) : undefined,
          prompt: job.prompts.batch(pending, LANGUAGE_NAMES[job.language]),
          maxOutputTokens: job.outputCap(pending.length),
          note,
        })
      } catch (error) {
        if (!(error instanceof LlmCallError) || isSystemic(error)) throw error
        for (const unit of pending) result.failed.set(unit.number, error)
        pending = []
        break
      }
      const { accepted, problems } = sortEntries(answer, numbers, job.prompts.noun)
      const wrong = findWrongLanguage(
        accepted.map((entry) => entry.summary),
        job.language,
        job.detectLanguage,
      )
      if (wrong && !languageAsked) {
        languageAsked = true
        problems.unshift(describeWrongLanguage(wrong, job.language))
        note = teach(problems, pending, job.prompts.noun)
        continue
      }
      for (const entry of accepted) {
        result.entries.set(entry.number, entry)
        if (wrong) result.wrongLanguage.set(entry.number, wrong)
      }
      job.onDone?.(accepted.length)
      pending = pending.filter((unit) => !result.entries.has(unit.number))
      note = teach(problems, pending, job.prompts.noun)
    }
    const rejected = new LlmCallError('invalid_answer', session.policy.maxAttempts, undefined, note ?? '')
    for (const unit of pending) result.failed.set(unit.number, rejected)
  })
  return result
}

/** Entries for units of the request, once each and not empty; what was wrong with the rest, in words a model can act on. */
function sortEntries(
  answer: BatchAnswer,
  numbers: readonly number[],
  noun: PromptSet['noun'],
): { accepted: BatchEntry[]; problems: string[] } {
  const wanted = new Set(numbers)
  const accepted: BatchEntry[] = []
  const problems: string[] = []
  const unknown: number[] = []
  const empty: number[] = []
  for (const entry of answer.summaries) {
    if (!wanted.has(entry.number)) unknown.push(entry.number)
    else if (entry.summary.trim() === '') empty.push(entry.number)
    else if (!accepted.some((kept) => kept.number === entry.number)) accepted.push(entry)
  }
  if (unknown.length > 0)
    problems.push(
      `${upperFirst(noun)} ${describeNumbers(unknown)} ${unknown.length === 1 ? 'was' : 'were'} not among the ${noun}s given.`,
    )
  if (empty.length > 0) problems.push(`The summary of ${noun} ${describeNumbers(empty)} was empty.`)
  const missing = numbers.filter((number) => !accepted.some((entry) => entry.number === number))
  if (missing.length > 0 && missing.length > empty.length)
    problems.push(`No summary was given for ${noun} ${describeNumbers(missing)}.`)
  return { accepted, problems }
}

/** What a re-ask says after its prompt: what the last answer got wrong, and which units to answer now. */
function teach(
  problems: readonly string[],
  pending: readonly SummaryUnit[],
  noun: PromptSet['noun'],
): string | undefined {
  if (problems.length === 0 || pending.length === 0) return undefined
  const numbers = describeNumbers(pending.map((unit) => unit.number))
  return `A previous answer to this request was rejected: ${problems.join(' ')} Answer for ${noun}${pending.length === 1 ? '' : 's'} ${numbers} only, numbered as given.`
}

/** Failures every other call would meet too: a refused key, a forbidden or unknown model. */
export function isSystemic(error: LlmCallError): boolean {
  return error.kind === 'refused' && (error.status === undefined || [401, 403, 404].includes(error.status))
}
