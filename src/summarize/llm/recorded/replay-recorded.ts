import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DocumentType, Summary } from '../../../shared'
import { startFakeLlmServer, type FakeLlmRequest, type FakeLlmServer } from '../start-fake-llm-server'

/** One file's recorded run: what each request the product sent was answered with, by hand (see README.md). */
export interface RecordedRun {
  name: string
  /** The file, relative to the shared folder (../shared from the project). */
  file: string
  documentType: DocumentType
  exchanges: { kind: FakeLlmRequest['kind']; units: number[]; answer: unknown }[]
}

const here = path.dirname(fileURLToPath(import.meta.url))

export function loadRecordedRuns(): RecordedRun[] {
  return readdirSync(here)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name: name.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(path.join(here, name), 'utf8')) as Omit<RecordedRun, 'name'>),
    }))
}

/**
 * A local server answering each request with the answer recorded for the same kind of call about the same
 * units; `override` replaces an answer (the defect tests' variants). A request nobody answered for (the
 * prompts' units changed) gets a 500, so a replay never passes on answers written for other prompts.
 */
export function startReplayServer(
  run: RecordedRun,
  override?: (
    request: FakeLlmRequest,
    recorded: unknown,
  ) => { answer: unknown } | { text: string } | undefined,
): Promise<FakeLlmServer> {
  return startFakeLlmServer({
    protocol: 'openai',
    reply: (request) => {
      const numbers = request.units.map((unit) => unit.number).join()
      const exchange = run.exchanges.find(
        (candidate) => candidate.kind === request.kind && candidate.units.join() === numbers,
      )
      if (!exchange)
        return {
          status: 500,
          body: { error: { message: `no recorded answer for ${request.kind} ${numbers}` } },
        }
      return override?.(request, exchange.answer) ?? { answer: exchange.answer }
    },
  })
}

export interface ItemTally {
  whole: number
  cut: number
  dropped: number
}

/**
 * How the answers' items fared: a unit summary or an overall item kept as written is whole, kept shorter is
 * cut, missing is dropped. The goal (issue 23): ≥ 95 % of faithful items whole, no drop without a warning.
 */
export function tallyItems(run: RecordedRun, summary: Summary): ItemTally {
  const tally: ItemTally = { whole: 0, cut: 0, dropped: 0 }
  const count = (written: string, kept: readonly string[]) => {
    const text = written.trim()
    if (kept.includes(text)) tally.whole++
    else if (kept.some((item) => item.length > 0 && text.startsWith(item.slice(0, 12)))) tally.cut++
    else tally.dropped++
  }
  const slideTexts = summary.slideBySlide.map((item) => item.summary)
  const overallTexts = Object.values(summary.overallSummary).flat()
  for (const { kind, answer } of run.exchanges) {
    if (kind === 'batch') {
      for (const entry of (answer as { summaries: { summary: string }[] }).summaries)
        count(entry.summary, slideTexts)
    } else if (kind === 'overall') {
      const overall = answer as {
        keyTakeaways: { text: string }[]
        actionItems: { text: string }[]
        strategicInsights: { insight: string; question: string }[]
      }
      for (const item of [...overall.keyTakeaways, ...overall.actionItems]) count(item.text, overallTexts)
      for (const item of overall.strategicInsights) {
        count(item.insight, overallTexts)
        if (item.question.trim()) count(item.question, overallTexts)
      }
    }
  }
  return tally
}
