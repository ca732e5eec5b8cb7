import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeChatStream {
  /** AI_BASE_URL for the openai provider. */
  baseUrl: string
  /** Every request body received, parsed. */
  requests: Record<string, unknown>[]
  close(): Promise<void>
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 that streams `pieces` as server-sent
 * chunks, as the AI SDK's openai provider reads them (tests never leave the machine).
 */
export async function startFakeChatStream(pieces: string[] | (() => string[])): Promise<FakeChatStream> {
  const requests: Record<string, unknown>[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      res.write(chunk({ role: 'assistant', content: '' }, null))
      for (const piece of typeof pieces === 'function' ? pieces() : pieces)
        res.write(chunk({ content: piece }, null))
      res.write(chunk({}, 'stop'))
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
