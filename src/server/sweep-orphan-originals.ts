import { inArray } from 'drizzle-orm'
import { presentations, type Db } from '../db'
import type { Storage } from '../storage'

const BATCH = 500

/**
 * Removes stored originals that no item names (issue 25, item 2): an item or account deleted while its
 * file was being stored, by a process killed before it removed it. Run at start. A file younger than
 * `minAgeMs` is left alone: another process may have stored it a moment ago and be about to commit its
 * row (an upload stores the file first). The embedded server passes 0: it is the only process.
 */
export async function sweepOrphanOriginals(
  db: Db,
  storage: Storage,
  { now, minAgeMs }: { now: Date; minAgeMs: number },
): Promise<number> {
  let removed = 0
  let batch: string[] = []
  const sweep = async () => {
    const named = await db
      .select({ key: presentations.storageKey })
      .from(presentations)
      .where(inArray(presentations.storageKey, batch))
    const kept = new Set(named.map((row) => row.key))
    for (const key of batch) {
      if (kept.has(key)) continue
      await storage.delete(key)
      removed++
    }
    batch = []
  }
  for await (const object of storage.list('originals/')) {
    if (now.getTime() - object.modifiedAt.getTime() < minAgeMs) continue
    batch.push(object.key)
    if (batch.length >= BATCH) await sweep()
  }
  if (batch.length > 0) await sweep()
  return removed
}
