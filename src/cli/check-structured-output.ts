import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai'
import { z } from 'zod'

/** What one small structured call told about the model behind the configuration. */
export interface StructuredOutputCheck {
  /** The model the server says answered (it may differ from AI_MODEL, e.g. a resolved alias). */
  answeredModel: string | undefined
  roundTripMs: number
  isHonoured: boolean
  /** Why it is not honoured: what came back instead. */
  detail?: string
  inputTokens: number | undefined
  outputTokens: number | undefined
}

// The prompt never says "JSON" nor names a field: a server that drops the schema gets prose back, so only
// a server that enforces the schema passes (a model obeying the prompt alone cannot).
const PROMPT = 'Greet a colleague in one short sentence, and say which language you greeted them in.'
const probeSchema = z.object({
  greeting: z.string().min(1),
  language: z.enum(['English', 'German', 'French', 'Spanish', 'Other']),
})

/**
 * Sends one small call with a schema, as the summariser sends its calls (response_format json_schema on
 * OpenAI-compatible servers), and times it. An answer that does not fit the schema is reported, not thrown.
 */
export async function checkStructuredOutput(
  model: LanguageModel,
  { timeoutMs }: { timeoutMs: number },
): Promise<StructuredOutputCheck> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const result = await generateText({
      model,
      prompt: PROMPT,
      output: Output.object({ schema: probeSchema }),
      maxOutputTokens: 200,
      temperature: 0.2,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    })
    return {
      answeredModel: result.response.modelId,
      roundTripMs: elapsed(),
      isHonoured: true,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    }
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error
    return {
      answeredModel: error.response?.modelId,
      roundTripMs: elapsed(),
      isHonoured: false,
      detail: describeText(error.text ?? ''),
      inputTokens: error.usage?.inputTokens,
      outputTokens: error.usage?.outputTokens,
    }
  }
}

function describeText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return 'the answer was empty'
  return `the answer was not the JSON asked for: "${flat.length > 80 ? `${flat.slice(0, 80)}…` : flat}"`
}
