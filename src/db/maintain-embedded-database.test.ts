import { afterEach, describe, expect, test } from 'vitest'
import { maintainEmbeddedDatabase } from './maintain-embedded-database'
import { openDatabase, type Database } from './open-database'
import { presentations, users } from './schema'

let database: Database | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

async function openEmbedded() {
  database = await openDatabase({})
  if (database.kind !== 'embedded') throw new Error('expected the embedded database')
  return database
}

async function historyPagePlan(embedded: Extract<Database, { kind: 'embedded' }>, userId: string) {
  const { rows } = await embedded.pglite.query<{ 'QUERY PLAN': string }>(
    `explain select * from presentations where user_id = $1 order by created_at desc, id desc limit 50`,
    [userId],
  )
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}

describe('maintaining the embedded database (it has no autovacuum)', () => {
  test('analyses a table filled since its last analysis, so a history page reads its index', async () => {
    const embedded = await openEmbedded()
    await maintainEmbeddedDatabase(embedded.pglite)
    const [user] = await embedded.db
      .insert(users)
      .values({ firstName: 'Ann', email: 'ann@example.test', passwordHash: 'x' })
      .returning()
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      userId: user!.id,
      slug: `deck-${i}`,
      originalName: `Deck ${i}.pdf`,
      fileType: 'pdf',
      documentType: 'presentation' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }))
    for (let i = 0; i < rows.length; i += 250) {
      await embedded.db.insert(presentations).values(rows.slice(i, i + 250))
    }

    const touched = await maintainEmbeddedDatabase(embedded.pglite)

    expect(touched).toContain('public.presentations')
    expect(await historyPagePlan(embedded, user!.id)).toContain(
      'Index Scan Backward using presentations_user_created_idx',
    )
  })

  test('analyses every table never analysed, and leaves alone those unchanged since', async () => {
    const embedded = await openEmbedded()

    const first = await maintainEmbeddedDatabase(embedded.pglite)
    const second = await maintainEmbeddedDatabase(embedded.pglite)

    expect(first).toEqual(expect.arrayContaining(['public.presentations', 'public.sessions', 'public.users']))
    expect(second).toEqual([])
  })
})
