import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { createContractClient, type ContractClient } from './contract-client'
import { createApiKey, uploadWithKey } from './v1-test-helpers'

let t: TestApp
let api: ContractClient
beforeAll(async () => {
  t = await buildTestApp()
  api = await createContractClient(t.app)
})
afterAll(() => t.close())

const PPTX = 'pptx/smartart-org-chart.pptx'
const PDF = 'pdf/cncf-linux-summit.pdf'

async function keyFor(name: string) {
  const user = await signUp(t.app, name)
  return { user, key: (await createApiKey(t.app, user)).keyValue }
}

describe('/api/v1 authentication', () => {
  test('a request without X-API-Key answers 401 in the API error shape', async () => {
    const res = await api.call({ url: '/api/v1/presentations' })

    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Send your API key in the X-API-Key header.' },
    })
  })

  test('an unknown key answers 401', async () => {
    const res = await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': 'sbk_made-up' } })

    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('unauthorized')
  })

  test('a session cookie is refused: /api/v1 takes keys only', async () => {
    const { user } = await keyFor('cookie-ann')

    const res = await api.call({ url: '/api/v1/presentations', cookies: user.cookies })

    expect(res.statusCode).toBe(401)
  })

  test('an unknown path under /api/v1 answers 404 in the API error shape', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' })

    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })

  test('every answer to a key states the rate limit in the draft headers', async () => {
    const { key } = await keyFor('headers-bob')

    const res = await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': key } })

    expect(res.statusCode).toBe(200)
    expect(res.headers['ratelimit-policy']).toBe('"per-key";q=100;w=3600')
    expect(res.headers['ratelimit']).toMatch(/^"per-key";r=99;t=(3600|3599)$/)
  })
})

describe('/api/v1/presentations', () => {
  test('an upload answers 202 with the new item and its id, which then reads back', async () => {
    const { key } = await keyFor('upload-cat')

    const res = await uploadWithKey(api, key, PPTX)

    expect(res.statusCode).toBe(202)
    const item = res.json()
    expect(item).toMatchObject({
      name: 'smartart-org-chart.pptx',
      fileType: 'pptx',
      documentType: 'presentation',
      status: 'processing',
      error: null,
    })
    const read = await api.call({ url: `/api/v1/presentations/${item.id}`, headers: { 'x-api-key': key } })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ id: item.id, status: 'processing', summary: null })
  })

  test('an upload is checked as on the web: no document type is 400, a non-deck is 415', async () => {
    const { key } = await keyFor('checks-dan')

    const untyped = await uploadWithKey(api, key, PPTX, {})
    const form = new FormData()
    form.append('documentType', 'presentation')
    form.append('file', new Blob(['just some text, not a deck']), 'notes.txt')
    const text = await api.call({
      method: 'POST',
      url: '/api/v1/presentations',
      payload: form,
      headers: { 'x-api-key': key },
    })

    expect(untyped.statusCode).toBe(400)
    expect(untyped.json().error.message).toBe('Please select a document type first.')
    expect(text.statusCode).toBe(415)
    expect(
      (await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': key } })).json().data,
    ).toEqual([])
  })

  test('a PDF link answers 202 with an item named after the link', async () => {
    const { key } = await keyFor('link-eve')

    const res = await api.call({
      method: 'POST',
      url: '/api/v1/presentations/url',
      payload: { url: 'https://example.com/decks/Q3%20Review.pdf', documentType: 'document' },
      headers: { 'x-api-key': key },
    })

    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({
      name: 'Q3 Review.pdf',
      fileType: 'url',
      sourceUrl: 'https://example.com/decks/Q3%20Review.pdf',
      documentType: 'document',
    })
  })

  test('a webhook address must be https and public', async () => {
    const { key } = await keyFor('hook-fay')

    const plain = await api.call({
      method: 'POST',
      url: '/api/v1/presentations/url',
      payload: {
        url: 'https://example.com/a.pdf',
        documentType: 'document',
        webhookUrl: 'http://example.com/hook',
      },
      headers: { 'x-api-key': key },
    })
    const loopback = await uploadWithKey(api, key, PPTX, {
      documentType: 'presentation',
      webhookUrl: 'https://127.0.0.1/hook',
    })

    expect(plain.statusCode).toBe(400)
    expect(plain.json().error.message).toBe('webhookUrl must be an https address.')
    expect(loopback.statusCode).toBe(400)
    expect(loopback.json().error.message).toMatch(/^webhookUrl is not accepted/)
    expect(
      (await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': key } })).json().data,
    ).toEqual([])
  })

  test('the list pages with a cursor, newest first, and shows only the key owner’s items', async () => {
    const { key } = await keyFor('list-gus')
    const other = await keyFor('list-hal')
    const ids: string[] = []
    for (let i = 0; i < 3; i += 1) ids.push((await uploadWithKey(api, key, PPTX)).json().id)
    await uploadWithKey(api, other.key, PPTX)
    const headers = { 'x-api-key': key }

    const first = await api.call({ url: '/api/v1/presentations?limit=2', headers })
    const cursor = first.json().nextCursor as string
    const second = await api.call({
      url: `/api/v1/presentations?limit=2&cursor=${encodeURIComponent(cursor)}`,
      headers,
    })
    const broken = await api.call({ url: '/api/v1/presentations?cursor=nonsense', headers })

    expect(first.json().data.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]])
    expect(second.json()).toEqual({ data: [expect.objectContaining({ id: ids[0] })], nextCursor: null })
    expect(broken.statusCode).toBe(400)
  })

  test("another user's item answers 404, and a bad id 400", async () => {
    const owner = await keyFor('own-ida')
    const stranger = await keyFor('own-jon')
    const { id } = (await uploadWithKey(api, owner.key, PPTX)).json()

    const foreign = await api.call({
      url: `/api/v1/presentations/${id}`,
      headers: { 'x-api-key': stranger.key },
    })
    const bad = await api.call({
      url: '/api/v1/presentations/not-an-id',
      headers: { 'x-api-key': owner.key },
    })

    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error).toEqual({ code: 'not_found', message: 'Presentation not found' })
    expect(bad.statusCode).toBe(400)
  })

  test('the report of an item still processing answers 409', async () => {
    const { key } = await keyFor('report-kim')
    const { id } = (await uploadWithKey(api, key, PPTX)).json()

    const res = await api.call({ url: `/api/v1/presentations/${id}/report`, headers: { 'x-api-key': key } })

    expect(res.statusCode).toBe(409)
  })

  test('delete answers 204, then the item is gone', async () => {
    const { key } = await keyFor('delete-lea')
    const { id } = (await uploadWithKey(api, key, PPTX)).json()
    const headers = { 'x-api-key': key }

    const res = await api.call({ method: 'DELETE', url: `/api/v1/presentations/${id}`, headers })

    expect(res.statusCode).toBe(204)
    expect((await api.call({ url: `/api/v1/presentations/${id}`, headers })).statusCode).toBe(404)
    expect(
      (await api.call({ method: 'DELETE', url: `/api/v1/presentations/${id}`, headers })).statusCode,
    ).toBe(404)
  })

  test('the plan allowance applies as on the web: the sixth free file is 429 with upgradeRequired', async () => {
    const { key } = await keyFor('limit-max')
    for (let i = 0; i < 5; i += 1) expect((await uploadWithKey(api, key, PDF)).statusCode).toBe(202)

    const res = await uploadWithKey(api, key, PDF)

    expect(res.statusCode).toBe(429)
    expect(res.json().error).toMatchObject({ code: 'limit_reached', upgradeRequired: true })
  })
})

describe('/api/v1 documentation', () => {
  test('the OpenAPI 3.1 document lists every endpoint with its answers and errors', () => {
    const { document } = api

    expect(document.openapi).toBe('3.1.0')
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual([
      'DELETE /api/v1/presentations/{id}',
      'GET /api/v1/presentations',
      'GET /api/v1/presentations/{id}',
      'GET /api/v1/presentations/{id}/report',
      'POST /api/v1/presentations',
      'POST /api/v1/presentations/url',
      'POST /api/v1/presentations/{id}/questions',
    ])
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '429']))
        expect(Object.keys(operation.responses['429']!.headers ?? {})).toEqual(
          expect.arrayContaining(['RateLimit-Policy', 'RateLimit', 'Retry-After']),
        )
      }
    }
  })

  test('the interactive docs are served from this origin', async () => {
    const page = await t.app.inject({ url: '/api/v1/docs' })
    const html = page.statusCode === 302 ? await t.app.inject({ url: page.headers.location as string }) : page

    expect(html.statusCode).toBe(200)
    expect(html.body).toContain('swagger-ui')
    expect(html.body).not.toMatch(/src="https?:/)
    const script = html.body.match(/src="([^"]*swagger-ui-bundle\.js)"/)![1]!
    const asset = await t.app.inject({ url: new URL(script, 'http://localhost/api/v1/docs/').pathname })
    expect(asset.statusCode).toBe(200)
  })

  test('every answer checked in these tests matched the document', () => {
    expect(api.checkedCount).toBeGreaterThan(20)
  })
})
