import { eq, sql } from 'drizzle-orm'
import { users, type Db } from '../../../db'

export function findUserByEmail(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

export function insertUser(db: Db, values: { firstName: string; email: string; passwordHash: string }) {
  return db
    .insert(users)
    .values(values)
    .returning()
    .then((rows) => rows[0]!)
}

export function findUserById(db: Db, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}
