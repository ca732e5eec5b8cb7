import { randomInt } from 'node:crypto'
import { generateText, type LanguageModel } from 'ai'

export interface ContextProbe {
  /** The model read back the code placed at the start of a prompt of the budget's size. */
  isCodeRecalled: boolean
  /** Prompt tokens the server counted, against the budget: far fewer means it cut the prompt. */
  inputTokens: number | undefined
  promptChars: number
}

/** Room left for the instructions around the filler and for the answer. */
const MARGIN_TOKENS = 600
// ~4 characters a token for English prose (OpenAI's rule of thumb); the server's own count is reported.
const CHARS_PER_TOKEN = 4
const ITEMS = ['crate', 'pallet', 'drum', 'carton', 'reel', 'sack', 'tray']

/**
 * Sends one prompt of about `budgetTokens` with a code at its very start and the question at its end.
 * A server whose context is shorter either refuses it or, like Ollama, silently drops the start: then
 * the code is not read back and fewer tokens are counted than were sent.
 */
export async function probeContextBudget(
  model: LanguageModel,
  budgetTokens: number,
  { timeoutMs }: { timeoutMs: number },
): Promise<ContextProbe> {
  const code = String(randomInt(100_000, 1_000_000))
  const targetChars = Math.max(0, budgetTokens - MARGIN_TOKENS) * CHARS_PER_TOKEN
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
  return {
    isCodeRecalled: result.text.includes(code),
    inputTokens: result.usage.inputTokens,
    promptChars: prompt.length,
  }
}
