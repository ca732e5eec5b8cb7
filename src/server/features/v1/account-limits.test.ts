import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile } from '../../test-support/upload'
import { createContractClient, type ContractClient } from './contract-client'
import { createApiKey, uploadWithKey } from './v1-test-helpers'

let t: TestApp
let api: ContractClient
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMITS: 'true',
      RATE_LIMIT_REGISTER: 'off',
      RATE_LIMIT_UPLOAD: '2/1h',
      API_KEYS_PER_ACCOUNT: '3',
    },
  })
  api = await createContractClient(t.app)
})
afterAll(() => t.close())

const createKey = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { keyName: 'k' }, cookies })

describe('API keys per account (issue 25, item 4)', () => {
  test('past API_KEYS_PER_ACCOUNT a key is refused with 409 until one is deleted', async () => {
    const ann = await signUp(t.app, 'ann')
    const made = [await createKey(ann.cookies), await createKey(ann.cookies), await createKey(ann.cookies)]

    const refused = await createKey(ann.cookies)
    await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${made[0]!.json().id}`, cookies: ann.cookies })
    const afterDelete = await createKey(ann.cookies)

    expect(made.map((res) => res.statusCode)).toEqual([201, 201, 201])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'An account can have at most 3 API keys. Delete one you no longer use to create another.',
    )
    expect(afterDelete.statusCode).toBe(201)
  })

  test('twenty simultaneous creations make no more than the cap', async () => {
    const bo = await signUp(t.app, 'bo')

    const answers = await Promise.all(Array.from({ length: 20 }, () => createKey(bo.cookies)))

    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3)
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(17)
    expect((await t.app.inject({ url: '/api/api-keys', cookies: bo.cookies })).json()).toHaveLength(3)
  })
})

describe('uploads through the API count toward the account upload limit (issue 25, item 4)', () => {
  test('with one upload made in the app and one through the API, the next API upload is refused with 429', async () => {
    const cy = await signUp(t.app, 'cy')
    const { keyValue } = await createApiKey(t.app, cy)
    await uploadCorpusFile(t.app, cy, 'pptx/out-of-order-slides.pptx')

    const second = await uploadWithKey(api, keyValue, 'pptx/out-of-order-slides.pptx')
    const third = await uploadWithKey(api, keyValue, 'pptx/out-of-order-slides.pptx')

    expect(second.statusCode).toBe(202)
    expect(third.statusCode).toBe(429)
    expect(third.json().error.code).toBe('too_many_requests')
  })
})
