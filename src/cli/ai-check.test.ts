import { execFile } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeLlmServer, type FakeLlmServer } from '../summarize/llm/start-fake-llm-server'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

function runCheck(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/ai-check.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, AI_PROVIDER: 'openai', AI_MODEL: 'qwen3:14b', AI_API_KEY: '', ...env },
        timeout: 60_000,
      },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    )
  })
}

/** A server that keeps the schema: it answers in the shape the request's JSON schema asks for. */
let honouring: FakeLlmServer
/** A server that drops the schema and answers in prose, as a plain chat model does. */
let ignoring: FakeLlmServer
/** Like Ollama past its context: it reads only the last 8,000 tokens' worth of a prompt. */
let forgetful: FakeLlmServer
/** llama.cpp's /props in front of the honouring server: 8,192 tokens a slot, 2 slots. */
let llamaCpp: Server
let llamaCppUrl: string
/**
 * An OpenAI-compatible server with a long enough context that counts prompt tokens as a tokenizer would
 * (4 characters a token) and reads the whole prompt.
 */
let roomy: Server
let roomyUrl: string
const roomyPrompts: number[] = []

beforeAll(async () => {
  honouring = await startFakeLlmServer({
    protocol: 'openai',
    reply: () => ({ answer: { greeting: 'Good morning, Sam!', language: 'English' } }),
  })
  ignoring = await startFakeLlmServer({
    protocol: 'openai',
    reply: () => ({ text: 'Good morning, Sam! I greeted you in English.' }),
  })
  forgetful = await startFakeLlmServer({
    protocol: 'openai',
    reply: (request) => {
      const seen = request.prompt.slice(-8000 * 4)
      return { text: /access code: (\d{6})/.exec(seen)?.[1] ?? 'I was not given an access code.' }
    },
  })
  const upstream = new URL(honouring.baseUrl)
  llamaCpp = createServer((req, res) => {
    if (req.url === '/props') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ default_generation_settings: { n_ctx: 8192 }, total_slots: 2 }))
      return
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => llamaCpp.listen(0, '127.0.0.1', resolve))
  llamaCppUrl = `http://127.0.0.1:${(llamaCpp.address() as AddressInfo).port}/v1`

  roomy = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      model: string
      messages?: { content: string | { text: string }[] }[]
      response_format?: unknown
    }
    // Only chat completions: /props, /api/show and the like are not this server's.
    if (req.url !== '/v1/chat/completions' || !body.messages) {
      res.writeHead(404).end()
      return
    }
    const prompt = body.messages
      .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text).join('')))
      .join('\n')
    roomyPrompts.push(prompt.length)
    const content = body.response_format
      ? JSON.stringify({ greeting: 'Hello!', language: 'English' })
      : (/access code: (\d{6})/.exec(prompt)?.[1] ?? 'none')
    const promptTokens = Math.round(prompt.length / 4)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id: 'chatcmpl-roomy',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: promptTokens, completion_tokens: 5, total_tokens: promptTokens + 5 },
      }),
    )
  })
  await new Promise<void>((resolve) => roomy.listen(0, '127.0.0.1', resolve))
  roomyUrl = `http://127.0.0.1:${(roomy.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  await Promise.all([honouring.close(), ignoring.close(), forgetful.close()])
  for (const server of [llamaCpp, roomy]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

// Each check starts Node with tsx over the source tree, several at once: a test may take as long as its run's limit.
describe.concurrent('npm run ai:check', { timeout: 90_000 }, () => {
  test('reports the model, honoured structured output and the round trip; a silent server leaves the budget unknown', async () => {
    const { code, stdout } = await runCheck(['--json'], { AI_BASE_URL: honouring.baseUrl })

    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({
      model: 'qwen3:14b',
      answeredModel: 'qwen3:14b',
      structuredOutput: 'honoured',
      contextBudget: 16000,
      budgetFits: 'unknown',
      problems: [],
    })
    expect(report.roundTripMs).toBeGreaterThanOrEqual(0)
    expect(report.notes.join(' ')).toContain('--probe-context')
  })

  test('a server that drops the schema is reported, and the check fails', async () => {
    const { code, stdout } = await runCheck([], { AI_BASE_URL: ignoring.baseUrl })

    expect(code).toBe(1)
    expect(stdout).toContain('Structured output: not honoured')
    expect(stdout).toContain('Good morning, Sam! I greeted you in English.')
    expect(stdout).toContain('Not ready.')
  })

  test("reads llama.cpp's context and slots: the default budget does not fit 8,192 tokens, a smaller one does", async () => {
    const tooBig = await runCheck(['--json'], { AI_BASE_URL: llamaCppUrl, AI_CONCURRENCY: '4' })
    const fitting = await runCheck(['--json'], {
      AI_BASE_URL: llamaCppUrl,
      AI_CONTEXT_TOKENS: '8000',
      AI_CONCURRENCY: '2',
    })

    expect(tooBig.code).toBe(1)
    expect(JSON.parse(tooBig.stdout)).toMatchObject({
      serverContext: 8192,
      contextSource: 'llama.cpp /props',
      budgetFits: 'no',
      parallelSlots: 2,
    })
    expect(JSON.parse(tooBig.stdout).notes.join(' ')).toContain('Set AI_CONCURRENCY=2')
    expect(fitting.code).toBe(0)
    expect(JSON.parse(fitting.stdout)).toMatchObject({ budgetFits: 'yes', notes: [] })
  })

  test('--probe-context finds a server that drops the start of a prompt of the budget size', async () => {
    const { code, stdout } = await runCheck(['--json', '--probe-context'], { AI_BASE_URL: forgetful.baseUrl })

    expect(code).toBe(1)
    const report = JSON.parse(stdout)
    expect(report.budgetFits).toBe('no')
    expect(report.contextSource).toContain('was not read back')
    expect(forgetful.requests.at(-1)!.prompt.length).toBeGreaterThan(15_000 * 3)
  })

  test('--probe-context finds the budget fits a server that reads the whole prompt, resized to its token count', async () => {
    const { code, stdout } = await runCheck(['--json', '--probe-context'], { AI_BASE_URL: roomyUrl })

    expect(code, stdout).toBe(0)
    const report = JSON.parse(stdout)
    expect(report.budgetFits).toBe('yes')
    expect(report.contextSource).toContain('the code at its start was read back')
    // The first prompt (guessed at 3 characters a token, to stay within the budget) came to fewer tokens
    // than the budget by this server's count; the second was resized to it: about 15,400 tokens of 4 characters.
    expect(roomyPrompts).toHaveLength(3)
    expect(roomyPrompts[1]! / 4).toBeLessThan(15_400 * 0.9)
    expect(roomyPrompts[2]! / 4).toBeGreaterThan(15_400 * 0.95)
    expect(roomyPrompts[2]! / 4).toBeLessThan(16_000)
  })

  test('with the local summariser there is nothing to check', async () => {
    const { code, stdout } = await runCheck([], { AI_PROVIDER: 'local' })

    expect(code).toBe(1)
    expect(stdout).toContain('AI_PROVIDER is local')
  })
})
