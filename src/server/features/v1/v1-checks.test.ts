import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Summary } from '../../../shared'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { REPO_ROOT } from '../../test-support/spawn-server'
import { createContractClient, type ContractClient } from './contract-client'
import { createApiKey } from './v1-test-helpers'

// Every answer goes through the contract client: the OpenAPI document must describe `checks` and
// `previousVersionId` as the API answers them (issue 27).
const EVAL_DECKS = path.resolve(REPO_ROOT, '..', 'shared', 'eval', 'decks')

let t: TestApp
let api: ContractClient
beforeAll(async () => {
  t = await buildTestApp({ workers: true })
  api = await createContractClient(t.app)
})
afterAll(() => t.close())

function uploadEvalDeck(key: string, name: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.append('documentType', 'presentation')
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('file', new Blob([new Uint8Array(readFileSync(path.join(EVAL_DECKS, name)))]), name)
  return api.call({
    method: 'POST',
    url: '/api/v1/presentations',
    payload: form,
    headers: { 'x-api-key': key },
  })
}

async function readWhenDone(key: string, id: string): Promise<{ status: string; summary: Summary | null }> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const res = await api.call({ url: `/api/v1/presentations/${id}`, headers: { 'x-api-key': key } })
    const item = res.json() as { status: string; summary: Summary | null }
    if (item.status !== 'processing') return item
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${id} still processing`)
}

test('a completed item carries the deck checks, and a new version names its previous one', async () => {
  const ann = await signUp(t.app, 'api-ann')
  const key = (await createApiKey(t.app, ann)).keyValue
  const first = (await uploadEvalDeck(key, 'es-qbr-espacios-nodo-t1.pptx')).json() as { id: string }

  const done = await readWhenDone(key, first.id)
  const second = await uploadEvalDeck(key, 'es-qbr-espacios-nodo-t1.pdf', { previousVersionId: first.id })

  expect(done.status).toBe('completed')
  expect(done.summary?.checks?.consistency).toEqual([])
  expect(done.summary?.checks?.completeness?.genre).toBe('review')
  expect(second.statusCode).toBe(202)
})

test("an upload naming another account's item as its previous version answers 404", async () => {
  const bob = await signUp(t.app, 'api-bob')
  const cy = await signUp(t.app, 'api-cy')
  const bobKey = (await createApiKey(t.app, bob)).keyValue
  const cyKey = (await createApiKey(t.app, cy)).keyValue
  const bobs = (await uploadEvalDeck(bobKey, 'fr-lecture-eaux-pluviales.pdf')).json() as { id: string }

  const res = await uploadEvalDeck(cyKey, 'fr-lecture-eaux-pluviales.pdf', { previousVersionId: bobs.id })

  expect(res.statusCode).toBe(404)
  expect(res.json().error.code).toBe('not_found')
})
