import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from './open-database'
import { users } from './schema'

const dataDir = mkdtempSync(path.join(tmpdir(), 'slidebrief-fresh-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// The memory this saves is the server bench's figure (first start against restart); here, that a fresh
// DATA_DIR made by the child process is a complete, migrated database the server then opens and keeps.
test('a fresh DATA_DIR is created by a child process and then opened, migrated and kept', async () => {
  const first = await openDatabase({ dataDir })
  await first.db.insert(users).values({ firstName: 'Ida', email: 'ida@example.test', passwordHash: 'x' })
  await first.close()

  const again = await openDatabase({ dataDir })
  const rows = await again.db.select({ email: users.email }).from(users)
  await again.close()

  expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true)
  expect(rows).toEqual([{ email: 'ida@example.test' }])
  // One of the few tests that still pays initdb (decision 073): 15-30 s when the machine is loaded.
}, 120_000)
