export * from './schema'
export { openDatabase, isDatabaseReady, type Db, type Database, type Schema } from './open-database'
export { lockDataDir, DataDirLockedError } from './lock-data-dir'
export { createEmptyDatabase, createTestDatabase, type EmptyDatabase } from './create-test-database'
