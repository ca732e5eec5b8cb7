import { eq, sql } from 'drizzle-orm'
import { adminActions, users, type Db } from '../../../db'

/** Who the record names for a change made with `npm run admin` on the server, where no account acts. */
export const SERVER_ACTOR = 'server (npm run admin)'

export type ServerGrantResult = 'changed' | 'unchanged' | 'no_such_account'

/**
 * Grants or revokes admin rights by e-mail from the server's shell (issue 25, item 1; decision 039):
 * whoever can run this owns the deployment, so no address proof is asked. Recorded like an admin's action.
 */
export async function setAdminOnServer(db: Db, email: string, isAdmin: boolean): Promise<ServerGrantResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for('update')
    if (!user) return 'no_such_account'
    if (user.isAdmin === isAdmin) return 'unchanged'
    await tx.update(users).set({ isAdmin }).where(eq(users.id, user.id))
    await tx.insert(adminActions).values({
      actorUserId: null,
      actorEmail: SERVER_ACTOR,
      targetUserId: user.id,
      targetEmail: user.email,
      action: isAdmin ? 'grant_admin' : 'revoke_admin',
    })
    return 'changed'
  })
}
