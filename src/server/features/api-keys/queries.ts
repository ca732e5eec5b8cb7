import { and, desc, eq } from 'drizzle-orm'
import { apiKeys, type Db } from '../../../db'

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

export async function insertApiKey(
  db: Db,
  values: { userId: string; keyName: string; keyHash: string; keyPreview: string; webhookSecret: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning(keyColumns)
  return row!
}

/** True when the user's key existed; the row goes, so its hash matches nothing from now on. */
export async function deleteOwnApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id })
  return deleted.length > 0
}
