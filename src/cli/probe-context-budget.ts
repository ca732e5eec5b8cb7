import { randomInt } from 'node:crypto'
import { generateText, type LanguageModel } from 'ai'

export interface ContextProbe {
  /** The model read back the code placed at the start of every prompt it was sent. */
  isCodeRecalled: boolean
  /** Prompt tokens the server counted for the last prompt; far fewer than sent means it cut the prompt. */
  inputTokens: number | undefined
  /** The last prompt was cut (the server counted far fewer tokens than were sent). */
  isCut: boolean
  /** The last prompt came to at least 90 % of the budget by the server's own count. */
  isBudgetReached: boolean
  calls: number
}

/** Room left for the instructions around the filler and for the answer. */
const MARGIN_TOKENS = 600
// A first guess at the filler's characters per token, on the low side so the first prompt stays within the
// budget for common tokenizers (~4 for GPT's and Llama's, ~3 for Qwen's, which splits numbers into digits);
// the server's own count of the first prompt then sizes the second.
const FIRST_GUESS_CHARS_PER_TOKEN = 3
const ITEMS = ['crate', 'pallet', 'drum', 'carton', 'reel', 'sack', 'tray']

/**
 * Sends a prompt of about `budgetTokens` with a code at its very start and the question at its end. A
 * server whose context is shorter either refuses it (thrown) or, like Ollama, silently drops the start:
 * then the code is not read back and fewer tokens are counted than were sent. When the server counts the
 * prompt well below the budget (the guess of characters per token was off), one more prompt, resized by
 * that count, is sent.
 */
export async function probeContextBudget(
  model: LanguageModel,
  budgetTokens: number,
  { timeoutMs }: { timeoutMs: number },
): Promise<ContextProbe> {
  const target = Math.max(0, budgetTokens - MARGIN_TOKENS)
  let chars = target * FIRST_GUESS_CHARS_PER_TOKEN
  let probe = await sendProbe(model, chars, timeoutMs)
  let calls = 1
  const isShort = (counted: number | undefined) => counted !== undefined && counted < target * 0.9
  if (probe.isCodeRecalled && !probe.isCut && isShort(probe.inputTokens)) {
    chars = Math.round((chars * target) / probe.inputTokens!)
    probe = await sendProbe(model, chars, timeoutMs)
    calls += 1
  }
  return {
    ...probe,
    isBudgetReached: probe.inputTokens === undefined || !isShort(probe.inputTokens),
    calls,
  }
}

async function sendProbe(model: LanguageModel, targetChars: number, timeoutMs: number) {
  const code = String(randomInt(100_000, 1_000_000))
  const lines: string[] = [`Remember this access code: ${code}. You will be asked for it at the end.`]
  let length = lines[0]!.length
  for (let i = 1; length < targetChars; i++) {
    const line = `Record ${i}: the ${ITEMS[i % ITEMS.length]} in aisle ${i % 41} holds ${(i * 37) % 997} parts, checked on day ${i % 28}.`
    lines.push(line)
    length += line.length + 1
  }
  lines.push('What is the access code given at the start? Answer with the six digits only.')
  const prompt = lines.join('\n')
  const result = await generateText({
    model,
    prompt,
    maxOutputTokens: 20,
    temperature: 0,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(timeoutMs),
  })
  const inputTokens = result.usage.inputTokens
  // Any tokenizer spends a token on at most ~6 characters of this text: a count below that was cut.
  const isCut = inputTokens !== undefined && inputTokens < prompt.length / 6
  return { isCodeRecalled: result.text.includes(code), inputTokens, isCut }
}
