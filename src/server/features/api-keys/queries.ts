import { and, count, desc, eq } from 'drizzle-orm'
import { apiKeys, users, type Db } from '../../../db'
import { AppError } from '../../../shared'

const keyColumns = {
  id: apiKeys.id,
  keyName: apiKeys.keyName,
  keyPreview: apiKeys.keyPreview,
  isActive: apiKeys.isActive,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
}

export type ApiKeyRow = {
  id: string
  keyName: string
  keyPreview: string
  isActive: boolean
  createdAt: Date
  lastUsedAt: Date | null
}

export function listOwnApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
}

/**
 * Stores a new key unless the account already holds `maxKeys` (issue 25, item 4). The account's row is
 * locked first, so simultaneous creations are counted one after the other and cannot pass the cap.
 */
export async function insertApiKey(
  db: Db,
  values: { userId: string; keyName: string; keyHash: string; keyPreview: string; webhookSecret: string },
  maxKeys: number,
): Promise<ApiKeyRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update')
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, values.userId))
    if (held!.n >= maxKeys) {
      throw new AppError(
        'conflict',
        `An account can have at most ${maxKeys} API keys. Delete one you no longer use to create another.`,
      )
    }
    const [row] = await tx.insert(apiKeys).values(values).returning(keyColumns)
    return row!
  })
}

/** True when the user's key existed; the row goes, so its hash matches nothing from now on. */
export async function deleteOwnApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id })
  return deleted.length > 0
}
