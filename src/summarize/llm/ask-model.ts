import { generateText, jsonSchema, NoObjectGeneratedError, Output, zodSchema, type LanguageModel } from 'ai'
import type { z } from 'zod'
import type { SummaryUsage } from '../../shared'
import { AnswerRejectedError, callWithRetries, type RetryPolicy } from './call-with-retries'
import { estimateTokens } from './estimate-tokens'
import { parseJsonAnswer } from './parse-json-answer'

/** What every call of one summary shares: the model, its settings, and the tally of what the calls cost. */
export interface ModelSession {
  model: LanguageModel
  system: string
  temperature: number
  policy: RetryPolicy
  signal: AbortSignal
  usage: SummaryUsage
  /** The largest prompt sent (system and user text), in estimated tokens: the bench checks it against the budget. */
  largestPromptTokens: number
}

export interface ModelRequest<S extends z.ZodType> {
  /** What the answer is parsed with: lenient where the caller repairs (unit numbers, sizes), so it can teach. */
  schema: S
  /** What is sent: the same shape, tightened (enums, sizes) where the provider enforces it. */
  sentSchema?: z.ZodType
  prompt: string
  maxOutputTokens: number
  /** Said after the prompt: what a previous answer got wrong ("slide 13 does not exist; …"). */
  note?: string
  /** A reason to reject a parsed answer, taught to the model on the retry; undefined accepts it. */
  check?: (answer: z.infer<S>) => string | undefined
}

/**
 * One request to the model, retried by `callWithRetries` on transport failures and on answers that cannot
 * be used; each retry says what was wrong with the answer before. The answer's JSON is read from a fence
 * or from prose around it when the SDK cannot read it bare.
 */
export async function askModel<S extends z.ZodType>(
  session: ModelSession,
  request: ModelRequest<S>,
): Promise<z.infer<S>> {
  let note = request.note
  // The SDK only parses what comes back; validation is ours, so that a wrong number can be taught, not just refused.
  const sent = jsonSchema(zodSchema(request.sentSchema ?? request.schema).jsonSchema)
  return callWithRetries(
    async (signal) => {
      const prompt = note ? `${request.prompt}\n\n${note}` : request.prompt
      session.usage.calls++
      session.largestPromptTokens = Math.max(
        session.largestPromptTokens,
        estimateTokens(session.system) + estimateTokens(prompt),
      )
      let output: unknown
      try {
        const result = await generateText({
          model: session.model,
          system: session.system,
          prompt,
          output: Output.object({ schema: sent }),
          temperature: session.temperature,
          maxOutputTokens: request.maxOutputTokens,
          maxRetries: 0,
          abortSignal: signal,
        })
        addUsage(session.usage, result.usage)
        output = result.output
      } catch (error) {
        if (!NoObjectGeneratedError.isInstance(error)) throw error
        addUsage(session.usage, error.usage)
        output = error.text === undefined ? undefined : parseJsonAnswer(error.text)
        if (output === undefined) {
          note = `${request.note ? `${request.note}\n` : ''}Your previous answer was not valid JSON${error.finishReason === 'length' ? ' (it was cut off: write less)' : ''}. Answer with the JSON object only.`
          throw new AnswerRejectedError('The answer was not JSON.')
        }
      }
      const parsed = request.schema.safeParse(output)
      if (!parsed.success) {
        const where = parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`)
          .join('; ')
        note = `${request.note ? `${request.note}\n` : ''}Your previous answer did not match the schema (${where}). Answer again in full.`
        throw new AnswerRejectedError(`The answer did not match the schema: ${where}`)
      }
      const rejection = request.check?.(parsed.data)
      if (rejection) {
        note = `${request.note ? `${request.note}\n` : ''}Your previous answer was rejected: ${rejection} Answer again in full.`
        throw new AnswerRejectedError(rejection)
      }
      return parsed.data
    },
    session.policy,
    session.signal,
  )
}

function addUsage(
  tally: SummaryUsage,
  usage: { inputTokens: number | undefined; outputTokens: number | undefined } | undefined,
): void {
  tally.inputTokens += usage?.inputTokens ?? 0
  tally.outputTokens += usage?.outputTokens ?? 0
}
