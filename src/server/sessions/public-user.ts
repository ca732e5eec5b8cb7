import type { UserRow } from './session-store'

export interface PublicUser {
  id: string
  firstName: string
  email: string
  accountType: UserRow['accountType']
  isAdmin: boolean
  createdAt: string
}

/** What the browser may know of a user: never the password hash. */
export function toPublicUser(user: UserRow, adminEmails: readonly string[]): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    accountType: user.accountType,
    isAdmin: isAdminUser(user, adminEmails),
    createdAt: user.createdAt.toISOString(),
  }
}

/** Admins are named by ADMIN_EMAILS or granted by another admin (issue 17). */
export function isAdminUser(
  user: Pick<UserRow, 'email' | 'isAdmin'>,
  adminEmails: readonly string[],
): boolean {
  return user.isAdmin || adminEmails.includes(user.email.toLowerCase())
}
