import { APICallError, JSONParseError, NoObjectGeneratedError, TypeValidationError } from 'ai'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseRetryAfter } from './retry-after'

export interface RetryPolicy {
  /** Attempts per call, the first included; answers that fail validation spend them too. */
  maxAttempts: number
  /**
   * Per attempt: a server that accepts the request and never answers is cut off here. A self-hosted server
   * queues requests beyond its parallel slots and only then starts answering, so a timed-out attempt is
   * retried at once with twice the time (decision 031): queueing is not counted as the model failing.
   */
  timeoutMs: number
  /** First backoff after a 429/5xx without Retry-After; doubles per attempt, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  timeoutMs: 120_000,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
}

export type LlmFailureKind =
  'timeout' | 'rate_limited' | 'server_error' | 'refused' | 'invalid_answer' | 'unreachable'

/**
 * An LLM call that failed for good. Its message is ours, never the server's (which may echo a key or
 * the prompt); `detail` keeps the last underlying message for logs, to be redacted by whoever logs it.
 */
export class LlmCallError extends Error {
  override name = 'LlmCallError'

  constructor(
    readonly kind: LlmFailureKind,
    readonly attempts: number,
    readonly status: number | undefined,
    readonly detail: string,
  ) {
    super(describeFailure(kind, attempts, status))
  }
}

/** Thrown by a caller's validation of a parsed answer (e.g. a cited slide that does not exist): retried. */
export class AnswerRejectedError extends Error {
  override name = 'AnswerRejectedError'
}

/**
 * Runs `attempt` until it succeeds, retrying 429/5xx (waiting what Retry-After asks, capped), timeouts,
 * unreachable servers and answers that fail validation, at most `policy.maxAttempts` times in all.
 * The caller's `signal` stops everything at once and is never retried.
 */
export async function callWithRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  let timeouts = 0
  for (let attemptNumber = 1; ; attemptNumber++) {
    signal?.throwIfAborted()
    const timeout = AbortSignal.timeout(policy.timeoutMs * 2 ** timeouts)
    try {
      return await attempt(signal ? AbortSignal.any([signal, timeout]) : timeout)
    } catch (error) {
      signal?.throwIfAborted()
      const failure = classifyFailure(error, timeout.aborted)
      if (!failure.retryable || attemptNumber >= policy.maxAttempts) {
        throw new LlmCallError(failure.kind, attemptNumber, failure.status, errorMessage(error))
      }
      if (failure.kind === 'timeout') {
        timeouts++
        continue
      }
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attemptNumber - 1))
      await sleep(failure.retryAfterMs ?? backoff, undefined, { signal })
    }
  }
}

interface Failure {
  kind: LlmFailureKind
  retryable: boolean
  status?: number
  retryAfterMs?: number
}

function classifyFailure(error: unknown, timedOut: boolean): Failure {
  if (timedOut) return { kind: 'timeout', retryable: true }
  if (
    error instanceof AnswerRejectedError ||
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return { kind: 'invalid_answer', retryable: true }
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode
    if (status === undefined) return { kind: 'unreachable', retryable: true }
    const retryAfterMs = parseRetryAfter(error.responseHeaders)
    if (status === 429) return { kind: 'rate_limited', retryable: true, status, retryAfterMs }
    if (status >= 500 || status === 408)
      return { kind: 'server_error', retryable: true, status, retryAfterMs }
    return { kind: 'refused', retryable: false, status }
  }
  return { kind: 'refused', retryable: false }
}

function describeFailure(kind: LlmFailureKind, attempts: number, status: number | undefined): string {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`
  switch (kind) {
    case 'timeout':
      return `The AI provider did not answer in time (${tries}).`
    case 'rate_limited':
      return `The AI provider kept refusing for rate limits (HTTP 429, ${tries}).`
    case 'server_error':
      return `The AI provider failed (HTTP ${status}, ${tries}).`
    case 'refused':
      return status === undefined
        ? 'The AI provider call failed.'
        : `The AI provider refused the request (HTTP ${status}).`
    case 'invalid_answer':
      return `The AI provider's answer did not pass validation (${tries}).`
    case 'unreachable':
      return `The AI provider could not be reached (${tries}).`
  }
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}
