import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../../test-support/build-test-app'
import { freePort } from '../../../test-support/spawn-server'
import { waitUntilProcessed } from '../../../test-support/upload'
import { createContractClient, type ContractClient } from '../contract-client'
import { createApiKey, uploadWithKey } from '../v1-test-helpers'

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

let t: TestApp
let api: ContractClient
let receiver: Server
let receiverUrl: string
const received: Received[] = []
/** Statuses the receiver answers, in order; then 200. */
const answers: number[] = []
let onReceived: () => void = () => {}

beforeAll(async () => {
  // Loopback receivers need private addresses allowed, which also admits plain http (decision 027).
  t = await buildTestApp({ workers: true, env: { ALLOW_PRIVATE_URLS: 'true' } })
  api = await createContractClient(t.app)
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(answers.shift() ?? 200).end()
      onReceived()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${port}/hooks/slidebrief`
})
afterAll(async () => {
  receiver.close()
  await t.close()
})

function receivedCount(count: number, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received.length} deliveries`)), timeoutMs)
    const check = () => {
      if (received.length >= count) {
        clearTimeout(timer)
        resolve()
      }
    }
    onReceived = check
    check()
  })
}

function isSignedBy(secret: string, delivery: Received): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`)
  const given = Buffer.from(String(delivery.headers['x-slidebrief-signature']))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

test('a finished item calls its webhook, signed with the key secret, and retries after a 500', async () => {
  const ann = await signUp(t.app, 'ann')
  const key = await createApiKey(t.app, ann)
  answers.push(500)

  const accepted = await uploadWithKey(api, key.keyValue, 'pptx/smartart-org-chart.pptx', {
    documentType: 'presentation',
    webhookUrl: receiverUrl,
  })
  await receivedCount(2)

  expect(accepted.statusCode).toBe(202)
  const [failed, retried] = received as [Received, Received]
  for (const delivery of [failed, retried]) {
    expect(isSignedBy(key.webhookSecret, delivery)).toBe(true)
    expect(delivery.headers['x-slidebrief-event']).toBe('presentation.completed')
    expect(delivery.headers['content-type']).toBe('application/json')
  }
  expect(isSignedBy('whsec_someone-else', retried)).toBe(false)
  const payload = JSON.parse(retried.body)
  expect(payload).toMatchObject({
    event: 'presentation.completed',
    presentation: { id: accepted.json().id, status: 'completed', error: null },
  })
})

test('a completed item answers its summary with source slides, and its HTML report', async () => {
  const bob = await signUp(t.app, 'bob')
  const { keyValue } = await createApiKey(t.app, bob)
  const headers = { 'x-api-key': keyValue }
  const { id } = (await uploadWithKey(api, keyValue, 'pptx/smartart-org-chart.pptx')).json()
  await waitUntilProcessed(t.app, bob, id)

  const item = (await api.call({ url: `/api/v1/presentations/${id}`, headers })).json()
  const report = await api.call({ url: `/api/v1/presentations/${id}/report`, headers })

  expect(item.status).toBe('completed')
  expect(item.summary.slideBySlide.length).toBeGreaterThan(0)
  expect(item.summary.sources.keyTakeaways).toHaveLength(item.summary.overallSummary.keyTakeaways.length)
  expect(report.statusCode).toBe(200)
  expect(report.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(report.body).toContain('smartart-org-chart.pptx')
})
