/** What a self-hosted server says about the model it serves. */
export interface ServerContext {
  /** The context, in tokens, one request can use; null when the server does not say. */
  contextTokens: number | null
  /** Requests the server works on at once, where it says (llama.cpp's slots). */
  parallelSlots: number | null
  /** Where the figures come from, for the report ("llama.cpp /props"). */
  source: string
}

type Fetch = (url: string, init?: RequestInit) => Promise<unknown>

// Each server names its context in its own place; none of these is part of the OpenAI protocol, so each is
// asked in turn and anything else (a 404, HTML, a hosted API) means "the server does not say".
const readers: Array<
  (ask: Fetch, baseUrl: string, origin: string, model: string) => Promise<ServerContext | null>
> = [
  // vLLM: /v1/models lists max_model_len, the longest prompt plus answer it accepts.
  async (ask, baseUrl, _origin, model) => {
    const body = (await ask(`${baseUrl}/models`)) as { data?: { id?: string; max_model_len?: number }[] }
    const entry = body.data?.find((item) => item.id === model && typeof item.max_model_len === 'number')
    return entry
      ? { contextTokens: entry.max_model_len!, parallelSlots: null, source: 'vLLM /v1/models' }
      : null
  },
  // LM Studio: the context the model was loaded with (what requests get), not its maximum.
  async (ask, _baseUrl, origin, model) => {
    const body = (await ask(`${origin}/api/v0/models/${encodeURIComponent(model)}`)) as {
      loaded_context_length?: number
    }
    return typeof body.loaded_context_length === 'number'
      ? { contextTokens: body.loaded_context_length, parallelSlots: null, source: 'LM Studio /api/v0/models' }
      : null
  },
  // llama.cpp: each slot's context (-c divided by --parallel) and the number of slots.
  async (ask, _baseUrl, origin) => {
    const body = (await ask(`${origin}/props`)) as {
      default_generation_settings?: { n_ctx?: number }
      total_slots?: number
    }
    const perSlot = body.default_generation_settings?.n_ctx
    return typeof perSlot === 'number'
      ? { contextTokens: perSlot, parallelSlots: body.total_slots ?? null, source: 'llama.cpp /props' }
      : null
  },
  // Ollama: a loaded model's context (/api/ps), else num_ctx set in its Modelfile (/api/show). Without
  // either, the server's OLLAMA_CONTEXT_LENGTH applies, which no endpoint shows.
  async (ask, _baseUrl, origin, model) => {
    const running = (await ask(`${origin}/api/ps`).catch(() => null)) as {
      models?: { name?: string; model?: string; context_length?: number }[]
    } | null
    const loaded = running?.models?.find(
      (item) => (item.name === model || item.model === model) && typeof item.context_length === 'number',
    )
    if (loaded)
      return { contextTokens: loaded.context_length!, parallelSlots: null, source: 'Ollama /api/ps' }
    const shown = (await ask(`${origin}/api/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model }),
    })) as { parameters?: string; model_info?: Record<string, unknown> }
    const numCtx = /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(shown.parameters ?? '')?.[1]
    if (numCtx)
      return { contextTokens: Number(numCtx), parallelSlots: null, source: 'Ollama /api/show num_ctx' }
    if (shown.model_info) {
      return {
        contextTokens: null,
        parallelSlots: null,
        source:
          'Ollama, but the model sets no num_ctx: the server default (OLLAMA_CONTEXT_LENGTH) applies, which it does not report',
      }
    }
    return null
  },
]

/**
 * Asks an OpenAI-compatible server at `baseUrl` (…/v1) how much context `model` has, the way vLLM,
 * LM Studio, llama.cpp and Ollama each tell it. Null when none of them answers.
 */
export async function readServerContext(
  baseUrl: string,
  model: string,
  { apiKey, timeoutMs = 3000 }: { apiKey?: string; timeoutMs?: number } = {},
): Promise<ServerContext | null> {
  const base = baseUrl.replace(/\/+$/, '')
  const origin = new URL(base).origin
  const ask: Fetch = async (url, init = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return response.json()
  }
  for (const read of readers) {
    const found = await read(ask, base, origin, model).catch(() => null)
    if (found) return found
  }
  return null
}
