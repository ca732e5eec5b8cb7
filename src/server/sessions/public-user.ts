import type { UserRow } from './session-store'

export interface PublicUser {
  id: string
  firstName: string
  email: string
  accountType: UserRow['accountType']
  isAdmin: boolean
  createdAt: string
}

/** What the browser may know of a user: never the password hash. Admins are named by ADMIN_EMAILS. */
export function toPublicUser(user: UserRow, adminEmails: readonly string[]): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    accountType: user.accountType,
    isAdmin: adminEmails.includes(user.email.toLowerCase()),
    createdAt: user.createdAt.toISOString(),
  }
}
