import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase } from './create-test-database'
import type { Database } from './open-database'
import {
  apiKeys,
  presentations,
  sessions,
  shares,
  subscriptions,
  summaries,
  usageRecords,
  users,
} from './schema'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function countRows(userId: string): Promise<Record<string, number>> {
  const { db } = database
  const count = async (query: Promise<unknown[]>) => (await query).length
  return {
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    presentations: await count(db.select().from(presentations).where(eq(presentations.userId, userId))),
    summaries: await count(
      db
        .select()
        .from(summaries)
        .innerJoin(presentations, eq(presentations.id, summaries.presentationId))
        .where(eq(presentations.userId, userId)),
    ),
    shares: await count(db.select().from(shares).where(eq(shares.sharedByUserId, userId))),
    apiKeys: await count(db.select().from(apiKeys).where(eq(apiKeys.userId, userId))),
    usageRecords: await count(db.select().from(usageRecords).where(eq(usageRecords.userId, userId))),
    subscriptions: await count(db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
  }
}

describe('deleting an account', () => {
  test('removes everything the account owns, through the foreign keys alone', async () => {
    const { db } = database
    const [owner] = await db
      .insert(users)
      .values({ firstName: 'Ola', email: 'ola@example.test', passwordHash: 'x' })
      .returning()
    const [friend] = await db
      .insert(users)
      .values({ firstName: 'Kai', email: 'kai@example.test', passwordHash: 'x' })
      .returning()
    const [deck] = await db
      .insert(presentations)
      .values({
        userId: owner!.id,
        slug: 'deck',
        originalName: 'Deck.pdf',
        fileType: 'pdf',
        documentType: 'presentation',
      })
      .returning()
    await db
      .insert(sessions)
      .values({ userId: owner!.id, tokenHash: 'h1', expiresAt: new Date(Date.now() + 1e6) })
    await db.insert(summaries).values({ presentationId: deck!.id, content: {} as never })
    await db.insert(shares).values({
      presentationId: deck!.id,
      sharedByUserId: owner!.id,
      recipientEmail: 'kai@example.test',
      tokenHash: 's1',
      expiresAt: new Date(Date.now() + 1e6),
      claimedByUserId: friend!.id,
    })
    await db.insert(apiKeys).values({ userId: owner!.id, keyName: 'ci', keyHash: 'k1', keyPreview: 'sb_abc' })
    await db.insert(usageRecords).values({ userId: owner!.id, presentationId: deck!.id })
    await db.insert(subscriptions).values({ userId: owner!.id, plan: 'starter', status: 'active' })
    expect(Object.values(await countRows(owner!.id)).every((n) => n === 1)).toBe(true)

    await db.delete(users).where(eq(users.id, owner!.id))

    expect(await countRows(owner!.id)).toEqual({
      sessions: 0,
      presentations: 0,
      summaries: 0,
      shares: 0,
      apiKeys: 0,
      usageRecords: 0,
      subscriptions: 0,
    })
    expect(await db.select().from(users).where(eq(users.id, friend!.id))).toHaveLength(1)
  })
})
