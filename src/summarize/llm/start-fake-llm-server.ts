import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A stand-in for an LLM vendor on 127.0.0.1, speaking the wire protocol the AI SDK provider speaks
 * (OpenAI Chat Completions, Anthropic Messages, Google generateContent), for tests and benches.
 */
export type LlmProtocol = 'openai' | 'anthropic' | 'google'

export interface FakeLlmRequest {
  index: number
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
  model: string
  /** The JSON schema the SDK sent for structured output. */
  schema: { properties?: Record<string, unknown> } | undefined
  /** Every text of the system and user messages, joined. */
  prompt: string
  kind: 'batch' | 'reduce' | 'overall'
  /** Numbers of the <slide>/<section> blocks in the prompt, with their text. */
  units: { number: number; title: string; text: string }[]
  receivedAt: number
}

export type FakeLlmReply =
  | { answer: unknown }
  | { text: string }
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { hang: true }

export interface FakeLlmServer {
  /** The base URL to give the provider (AI_BASE_URL). */
  baseUrl: string
  requests: FakeLlmRequest[]
  /** The most requests the server held unanswered at one moment. */
  maxInFlight: number
  /** Requests held unanswered now (a client that gives up closes its connection). */
  inFlight: number
  close(): Promise<void>
}

export interface FakeLlmServerOptions {
  protocol: LlmProtocol
  reply?: (request: FakeLlmRequest) => FakeLlmReply | Promise<FakeLlmReply>
  /** Wait before every answer: the fixed latency L of a bench. */
  latencyMs?: number
}

export async function startFakeLlmServer(options: FakeLlmServerOptions): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = []
  const state = { inFlight: 0, maxInFlight: 0 }
  const server = createServer((req, res) => {
    state.inFlight++
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    res.on('close', () => state.inFlight--)
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: String(error) } }))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    const request = describeRequest(options.protocol, req, body, requests.length)
    requests.push(request)
    const reply = await (options.reply ?? answerFaithfully)(request)
    if ('hang' in reply) return
    if (options.latencyMs) await sleep(options.latencyMs)
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'fake' } }))
      return
    }
    const text = 'text' in reply ? reply.text : JSON.stringify(reply.answer)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        wrapAnswer(
          options.protocol,
          body,
          request.model,
          text,
          'answer' in reply ? reply.answer : undefined,
          {
            input: estimateUsage(request.prompt),
            output: estimateUsage(text),
          },
        ),
      ),
    )
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const version = options.protocol === 'google' ? 'v1beta' : 'v1'
  return {
    baseUrl: `http://127.0.0.1:${port}/${version}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight
    },
    get inFlight() {
      return state.inFlight
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A valid answer built from the prompt's own text: what a faithful model would say. */
export function answerFaithfully(request: FakeLlmRequest): FakeLlmReply {
  if (request.kind === 'batch') {
    return {
      answer: {
        summaries: request.units.map((unit) => ({
          number: unit.number,
          title: unit.title || `Part ${unit.number}`,
          summary: unit.text.split('\n').find((line) => line.trim() !== '') ?? unit.title,
        })),
      },
    }
  }
  if (request.kind === 'reduce') {
    return {
      answer: {
        title: request.units[0]?.title ?? 'Part',
        summary: request.units
          .map((unit) => unit.text.split('\n')[0] ?? '')
          .join(' ')
          .slice(0, 400),
      },
    }
  }
  const [first, second, third] = request.units
  const cite = (unit: FakeLlmRequest['units'][number] | undefined) => (unit ? [unit.number] : [])
  return {
    answer: {
      keyTakeaways: request.units.slice(0, 3).map((unit) => ({ text: unit.text, sources: [unit.number] })),
      actionItems: [
        { text: `Follow up on ${(second ?? first)?.title ?? 'the plan'}`, sources: cite(second ?? first) },
      ],
      strategicInsights: [
        {
          insight: `${(third ?? first)?.title ?? 'The plan'} shapes the outcome`,
          question: 'What would change the outcome?',
          sources: cite(third ?? first),
        },
      ],
    },
  }
}

function describeRequest(
  protocol: LlmProtocol,
  req: IncomingMessage,
  body: Record<string, unknown>,
  index: number,
): FakeLlmRequest {
  const path = req.url ?? ''
  const model =
    protocol === 'google'
      ? decodeURIComponent(/\/models\/([^:]+):/.exec(path)?.[1] ?? '')
      : String(body.model ?? '')
  const schema = findSchema(protocol, body)
  const prompt = collectTexts([body.system, body.messages, body.systemInstruction, body.contents]).join('\n')
  return {
    index,
    path,
    headers: req.headers,
    body,
    model,
    schema,
    prompt,
    kind: requestKind(schema),
    units: parseUnits(prompt),
    receivedAt: performance.now(),
  }
}

function requestKind(schema: FakeLlmRequest['schema']): FakeLlmRequest['kind'] {
  const properties = schema?.properties ?? {}
  if ('summaries' in properties) return 'batch'
  return 'summary' in properties ? 'reduce' : 'overall'
}

function findSchema(protocol: LlmProtocol, body: Record<string, unknown>): FakeLlmRequest['schema'] {
  const at = (value: unknown, ...keys: string[]): unknown =>
    keys.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    )
  switch (protocol) {
    case 'openai':
      return at(body, 'response_format', 'json_schema', 'schema') as FakeLlmRequest['schema']
    case 'anthropic': {
      const tool = (body.tools as { name: string; input_schema: unknown }[] | undefined)?.find(
        (t) => t.name === 'json',
      )
      return (at(body, 'output_config', 'format', 'schema') ?? tool?.input_schema) as FakeLlmRequest['schema']
    }
    case 'google':
      return (at(body, 'generationConfig', 'responseJsonSchema') ??
        at(body, 'generationConfig', 'responseSchema')) as FakeLlmRequest['schema']
  }
}

function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(collectTexts)
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    return [node.text, node.content, node.parts].flatMap(collectTexts)
  }
  return []
}

function parseUnits(prompt: string): FakeLlmRequest['units'] {
  const blocks = prompt.matchAll(/<(slide|section) number="(\d+)"[^>]*>\n([\s\S]*?)\n<\/\1>/g)
  return Array.from(blocks, (match) => {
    const inner = match[3] ?? ''
    const part = (tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(inner)?.[1] ?? ''
    return { number: Number(match[2]), title: part('title').trim(), text: part('text') || part('summary') }
  })
}

/** The tokens the server reports: about four characters a token, as a vendor's count would be. */
export function estimateUsage(text: string): number {
  return Math.ceil(text.length / 4)
}

function wrapAnswer(
  protocol: LlmProtocol,
  body: Record<string, unknown>,
  model: string,
  text: string,
  answer: unknown,
  tokens: { input: number; output: number },
): unknown {
  switch (protocol) {
    case 'openai':
      return {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: tokens.input,
          completion_tokens: tokens.output,
          total_tokens: tokens.input + tokens.output,
        },
      }
    case 'anthropic': {
      const usesTool = (body.tools as { name: string }[] | undefined)?.some((tool) => tool.name === 'json')
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model,
        content:
          usesTool && answer !== undefined
            ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: answer }]
            : [{ type: 'text', text }],
        stop_reason: usesTool && answer !== undefined ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: tokens.input, output_tokens: tokens.output },
      }
    }
    case 'google':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
          promptTokenCount: tokens.input,
          candidatesTokenCount: tokens.output,
          totalTokenCount: tokens.input + tokens.output,
        },
      }
  }
}
