import { z } from 'zod'
import { LANGUAGE_NAMES, type Language } from '../../shared'
import { askModel, type ModelSession } from './ask-model'
import { estimateTokens } from './estimate-tokens'
import { mapWithConcurrency } from './map-with-concurrency'
import type { PlannedUnit } from './plan-calls'
import { reducePrompt, type UnitSummary } from './prompts/prompt-set'

const partSchema = z.object({
  title: z.string().describe('A short title for this part.'),
  summary: z.string().describe('The summary of this part.'),
})

/** A unit of the overall call: a summarised unit, or a part condensed from several. */
export interface OverallUnit {
  summary: UnitSummary
  unit: PlannedUnit
}

export interface ReduceJob {
  noun: 'slide' | 'section'
  language: Language
  contextTokens: number
  concurrency: number
  /** Whether the overall call, with these summaries, fits the budget (its prompt measured as sent). */
  fitsOverall: (summaries: readonly UnitSummary[]) => boolean
  /** Tokens the overall prompt may give its unit summaries: what the parts' word budget is cut from. */
  room: number
}

// Words a part's summary may take: enough for a chapter's findings, few enough that parts stay many.
const MAX_PART_WORDS = 300
const MIN_PART_WORDS = 80
// About two tokens a word in the eight languages, with the JSON around the answer.
const TOKENS_PER_WORD = 2

/**
 * The hierarchical reduce: while the unit summaries do not fit the overall call's `room`, consecutive ones
 * are condensed into parts, each condensing call itself within the budget. A part cites the pages of all
 * its units, so the overall items still point at pages. Each level is one parallel wave of calls.
 */
export async function reduceSummaries(
  session: ModelSession,
  units: readonly OverallUnit[],
  job: ReduceJob,
): Promise<OverallUnit[]> {
  let level = [...units]
  const size = (list: readonly OverallUnit[]) =>
    list.reduce((sum, item) => sum + estimateTokens(`${item.summary.title}\n${item.summary.summary}`), 0)
  const maxOutputTokens = MAX_PART_WORDS * TOKENS_PER_WORD + 200
  const languageName = LANGUAGE_NAMES[job.language]
  const fitsCall = (group: readonly OverallUnit[]) =>
    estimateTokens(session.system) +
      estimateTokens(
        reducePrompt(
          job.noun,
          group.map((item) => item.summary),
          languageName,
          MAX_PART_WORDS,
        ),
      ) +
      maxOutputTokens <=
    job.contextTokens
  while (!job.fitsOverall(level.map((item) => item.summary)) && level.length > 1) {
    const total = size(level)
    const groups = chunk(level, fitsCall)
    if (groups.length >= level.length) break
    const words = Math.max(
      MIN_PART_WORDS,
      Math.min(MAX_PART_WORDS, Math.floor(job.room / groups.length / TOKENS_PER_WORD)),
    )
    const parts = await mapWithConcurrency(groups, job.concurrency, async (group) => {
      const answer = await askModel(session, {
        schema: partSchema,
        prompt: reducePrompt(
          job.noun,
          group.map((item) => item.summary),
          languageName,
          words,
        ),
        maxOutputTokens: words * TOKENS_PER_WORD + 200,
      })
      return merge(group, answer)
    })
    level = parts.map((part, index) => ({
      unit: { ...part.unit, number: index + 1 },
      summary: { ...part.summary, number: index + 1 },
    }))
    if (size(level) >= total) break
  }
  return level
}

function merge(group: readonly OverallUnit[], answer: z.infer<typeof partSchema>): OverallUnit {
  const first = group[0]!.unit
  const pages = [...new Set(group.flatMap((item) => item.unit.pages))].sort((a, b) => a - b)
  const notes = group
    .map((item) => item.summary.notes ?? '')
    .filter(Boolean)
    .join(' ')
  return {
    unit: {
      ...first,
      title: answer.title,
      text: '',
      notes: '',
      notesFacts: notes,
      pages,
      hidden: group.every((item) => item.unit.hidden),
      hasOwnTitle: false,
    },
    summary: {
      number: first.number,
      title: answer.title,
      summary: answer.summary,
      ...(notes ? { notes } : {}),
      ...(group.every((item) => item.unit.hidden) ? { hidden: true } : {}),
    },
  }
}

/** Consecutive items in groups that each fit one call (an item too large alone stands alone). */
function chunk<T>(items: readonly T[], fits: (group: readonly T[]) => boolean): T[][] {
  const groups: T[][] = []
  let current: T[] = []
  for (const item of items) {
    if (current.length > 0 && !fits([...current, item])) {
      groups.push(current)
      current = []
    }
    current.push(item)
  }
  if (current.length > 0) groups.push(current)
  return groups
}
