// `node create-embedded-database-main.js <dir>`: run by createEmbeddedDatabase in a child process, so the
// memory of initdb and the first migrations leaves with it (issue 25, item 8).
import { openEmbeddedDatabase } from './open-database'

const dbDir = process.argv[2]
if (!dbDir) throw new Error('usage: create-embedded-database-main <database directory>')
const database = await openEmbeddedDatabase(dbDir)
await database.close()
