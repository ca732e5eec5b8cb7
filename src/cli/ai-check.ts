// `npm run ai:check [-- --probe-context] [-- --json]`: sends one small call with the AI_* configuration and
// reports the model, whether structured output is honoured, the round trip, and whether AI_CONTEXT_TOKENS
// fits the server's context (issue 23, item 7). Exit 0 when nothing stands in the way, 1 otherwise.
import { parseArgs } from 'node:util'
import { APICallError } from 'ai'
import { ConfigError, loadConfig } from '../config'
import { createLanguageModel, DEFAULT_MODELS } from '../summarize'
import { checkStructuredOutput } from './check-structured-output'
import { probeContextBudget } from './probe-context-budget'
import { readServerContext } from './read-server-context'

interface AiCheckReport {
  provider: string
  baseUrl: string | null
  model: string
  answeredModel: string | null
  roundTripMs: number
  /** What the small call counted, as the server reports it (the summary's cost is counted the same way). */
  inputTokens: number | null
  outputTokens: number | null
  structuredOutput: 'honoured' | 'not honoured'
  contextBudget: number
  serverContext: number | null
  contextSource: string
  budgetFits: 'yes' | 'no' | 'unknown'
  parallelSlots: number | null
  concurrency: number
  problems: string[]
  notes: string[]
}

const n = (value: number) => value.toLocaleString('en-US')

async function runCheck(probeContext: boolean): Promise<AiCheckReport> {
  const config = loadConfig(process.env)
  if (config.AI_PROVIDER === 'local') {
    throw new ConfigError(
      'AI_PROVIDER is local: the built-in summariser calls no model. Set AI_PROVIDER (and AI_BASE_URL, AI_MODEL for a self-hosted server) to check one.',
    )
  }
  const provider = config.AI_PROVIDER
  const model = config.AI_MODEL ?? DEFAULT_MODELS[provider]
  const budget = config.AI_CONTEXT_TOKENS
  const language = createLanguageModel({
    provider,
    model,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
  })
  const problems: string[] = []
  const notes: string[] = []

  const call = await checkStructuredOutput(language, { timeoutMs: config.AI_TIMEOUT_MS })
  if (!call.isHonoured) {
    problems.push(
      `Structured output is not honoured (${call.detail}). The summariser sends a JSON schema with every call; use a server and model that enforce it (see README, "Self-hosted models").`,
    )
  }

  const server =
    provider === 'openai' && config.AI_BASE_URL
      ? await readServerContext(config.AI_BASE_URL, model, { apiKey: config.AI_API_KEY })
      : null
  let serverContext = server?.contextTokens ?? null
  let contextSource =
    server?.source ?? (config.AI_BASE_URL ? 'the server does not say' : 'the hosted API does not say')
  let budgetFits: AiCheckReport['budgetFits'] =
    serverContext === null ? 'unknown' : serverContext >= budget ? 'yes' : 'no'

  if (budgetFits === 'unknown' && probeContext) {
    try {
      const probe = await probeContextBudget(language, budget, {
        timeoutMs: Math.max(config.AI_TIMEOUT_MS, 300_000),
      })
      budgetFits = probe.isCodeRecalled && !probe.isCut ? (probe.isBudgetReached ? 'yes' : 'unknown') : 'no'
      const counted = probe.inputTokens === undefined ? 'not counted' : `${n(probe.inputTokens)} counted`
      contextSource = `${probe.calls === 1 ? 'a prompt' : 'prompts'} of about the budget's size (${counted} by the server); the code at its start was ${probe.isCodeRecalled ? '' : 'not '}read back${probe.isCut ? ', and the server counted far fewer tokens than were sent' : ''}`
      if (probe.isCut) serverContext = probe.inputTokens ?? null
    } catch (error) {
      // A 4xx is the server refusing the prompt (too long); a timeout or a broken connection says nothing.
      const status = APICallError.isInstance(error) ? error.statusCode : undefined
      const isRefused = status !== undefined && status >= 400 && status < 500
      budgetFits = isRefused ? 'no' : 'unknown'
      contextSource = `a prompt of about ${n(budget)} tokens ${isRefused ? 'was refused' : 'failed'}: ${(error as Error).message}`
    }
  }
  if (budgetFits === 'no') {
    problems.push(
      `AI_CONTEXT_TOKENS (${n(budget)}) does not fit the server's context${serverContext ? ` (${n(serverContext)} tokens)` : ''}: raise the server's context length (README, "Self-hosted models") or lower AI_CONTEXT_TOKENS.`,
    )
  } else if (budgetFits === 'unknown') {
    notes.push(
      `Whether AI_CONTEXT_TOKENS (${n(budget)}) fits is unknown: ${contextSource}.${config.AI_BASE_URL && !probeContext ? ' Run `npm run ai:check -- --probe-context` to send one prompt of that size.' : ''}`,
    )
  }
  const slots = server?.parallelSlots ?? null
  if (slots !== null && config.AI_CONCURRENCY > slots) {
    notes.push(
      `AI_CONCURRENCY (${config.AI_CONCURRENCY}) is more than the server's ${slots} parallel slots: the extra calls wait in the server's queue. Set AI_CONCURRENCY=${slots}.`,
    )
  }
  if (call.answeredModel && call.answeredModel !== model) {
    notes.push(`The server answered as "${call.answeredModel}" for AI_MODEL "${model}".`)
  }
  return {
    provider,
    baseUrl: config.AI_BASE_URL ?? null,
    model,
    answeredModel: call.answeredModel ?? null,
    roundTripMs: call.roundTripMs,
    inputTokens: call.inputTokens ?? null,
    outputTokens: call.outputTokens ?? null,
    structuredOutput: call.isHonoured ? 'honoured' : 'not honoured',
    contextBudget: budget,
    serverContext,
    contextSource,
    budgetFits,
    parallelSlots: slots,
    concurrency: config.AI_CONCURRENCY,
    problems,
    notes,
  }
}

function printReport(report: AiCheckReport): void {
  const lines = [
    `Provider:          ${report.provider}${report.baseUrl ? ` at ${report.baseUrl}` : ''}`,
    `Model:             ${report.model}${report.answeredModel && report.answeredModel !== report.model ? ` (answered as ${report.answeredModel})` : ''}`,
    `Round trip:        ${(report.roundTripMs / 1000).toFixed(2)} s for one small call (${report.inputTokens ?? '?'} tokens in, ${report.outputTokens ?? '?'} out)`,
    `Structured output: ${report.structuredOutput}`,
    `Context budget:    AI_CONTEXT_TOKENS = ${n(report.contextBudget)}`,
    `Server context:    ${report.serverContext === null ? 'unknown' : `${n(report.serverContext)} tokens`} (${report.contextSource})`,
    `Budget fits:       ${report.budgetFits}`,
    `Parallel slots:    ${report.parallelSlots === null ? 'unknown' : n(report.parallelSlots)} (AI_CONCURRENCY = ${report.concurrency})`,
    ...report.problems.map((problem) => `Problem: ${problem}`),
    ...report.notes.map((note) => `Note: ${note}`),
    report.problems.length === 0 ? 'Ready.' : 'Not ready.',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

const USAGE = 'Usage: npm run ai:check [-- --probe-context] [--json]'

function readArgs() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: {
        'probe-context': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    process.stdout.write(`${(error as Error).message}\n${USAGE}\n`)
    process.exit(1)
  }
}

const values = readArgs()
try {
  const report = await runCheck(values['probe-context'])
  if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
  else printReport(report)
  process.exitCode = report.problems.length === 0 ? 0 : 1
} catch (error) {
  const message =
    error instanceof ConfigError ? error.message : `The call to the model failed: ${(error as Error).message}`
  if (values.json) process.stdout.write(`${JSON.stringify({ error: { message } }, null, 2)}\n`)
  else process.stdout.write(`Not ready. ${message}\n`)
  process.exitCode = 1
}
