import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiKey, CreatedApiKey } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const createKey = async (user: SignedInUser, keyName = 'CI pipeline') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { keyName },
    cookies: user.cookies,
  })
  return res
}
const listKeys = async (user: SignedInUser) =>
  (await t.app.inject({ url: '/api/api-keys', cookies: user.cookies })).json() as ApiKey[]
const callWithKey = (key: string) =>
  t.app.inject({ url: '/api/v1/presentations', headers: { 'x-api-key': key } })

/** Every text value in every table of the database, schemas of the queue included. */
async function everyStoredText(): Promise<string> {
  const query = async <Row>(statement: SQL) =>
    ((await t.database.db.execute(statement)) as unknown as { rows: Row[] }).rows
  const tables = await query<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  )
  const dumps: string[] = []
  for (const { schema, name } of tables) {
    const rows = await query<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    )
    dumps.push(...rows.map((r) => r.row))
  }
  return dumps.join('\n')
}

describe('API keys', () => {
  test('creating a key answers its value once; the list shows only the preview', async () => {
    const ann = await signUp(t.app, 'ann')

    const res = await createKey(ann, '  Zapier  ')

    expect(res.statusCode).toBe(201)
    const created = res.json() as CreatedApiKey
    expect(created.keyValue).toMatch(/^sbk_[\w-]{43}$/)
    expect(created.webhookSecret).toMatch(/^whsec_[\w-]{43}$/)
    expect(created).toMatchObject({
      keyName: 'Zapier',
      keyPreview: `sbk_…${created.keyValue.slice(-4)}`,
      isActive: true,
      lastUsedAt: null,
    })
    const listed = await listKeys(ann)
    expect(listed).toEqual([
      {
        id: created.id,
        keyName: 'Zapier',
        keyPreview: created.keyPreview,
        isActive: true,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ])
    expect(JSON.stringify(listed)).not.toContain(created.keyValue)
  })

  test('the raw key is stored nowhere in the database, only its hash', async () => {
    const bob = await signUp(t.app, 'bob')
    const created = (await createKey(bob)).json() as CreatedApiKey
    expect((await callWithKey(created.keyValue)).statusCode).toBe(200)

    const stored = await everyStoredText()

    expect(stored).toContain(created.keyPreview)
    expect(stored).not.toContain(created.keyValue)
    expect(stored).not.toContain(created.keyValue.slice(4))
  })

  test('a blank name is refused', async () => {
    const cat = await signUp(t.app, 'cat')

    const res = await createKey(cat, '   ')

    expect(res.statusCode).toBe(400)
    expect(await listKeys(cat)).toEqual([])
  })

  test('using a key sets its lastUsedAt', async () => {
    const dan = await signUp(t.app, 'dan')
    const created = (await createKey(dan)).json() as CreatedApiKey

    await callWithKey(created.keyValue)

    const [listed] = await listKeys(dan)
    expect(listed!.lastUsedAt).not.toBeNull()
  })

  test('a deleted key stops working at once', async () => {
    const eve = await signUp(t.app, 'eve')
    const created = (await createKey(eve)).json() as CreatedApiKey
    expect((await callWithKey(created.keyValue)).statusCode).toBe(200)

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      cookies: eve.cookies,
    })

    expect(res.statusCode).toBe(200)
    expect(await listKeys(eve)).toEqual([])
    expect((await callWithKey(created.keyValue)).statusCode).toBe(401)
  })

  test("another user's key can be neither listed nor deleted", async () => {
    const fay = await signUp(t.app, 'fay')
    const gus = await signUp(t.app, 'gus')
    const created = (await createKey(fay)).json() as CreatedApiKey

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      cookies: gus.cookies,
    })

    expect(res.statusCode).toBe(404)
    expect(await listKeys(gus)).toEqual([])
    expect(await listKeys(fay)).toHaveLength(1)
  })

  test('key routes need a signed-in user, and an API key is no sign-in for the web API', async () => {
    const hal = await signUp(t.app, 'hal')
    const created = (await createKey(hal)).json() as CreatedApiKey
    const headers = { 'x-api-key': created.keyValue }

    const keys = await t.app.inject({ url: '/api/api-keys', headers })
    const items = await t.app.inject({ url: '/api/presentations', headers })

    expect(keys.statusCode).toBe(401)
    expect(items.statusCode).toBe(401)
  })
})
