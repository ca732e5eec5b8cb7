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

/**
 * Admins are granted (by another admin, or on the server with `npm run admin -- grant`) or named by
 * ADMIN_EMAILS and proved: a visitor registering a listed address is no admin until they open the link
 * e-mailed to it (issue 25, item 1; decision 039).
 */
export function isAdminUser(
  user: Pick<UserRow, 'email' | 'isAdmin' | 'emailVerifiedAt'>,
  adminEmails: readonly string[],
): boolean {
  return user.isAdmin || isConfiguredAdminUser(user, adminEmails)
}

/** Named by ADMIN_EMAILS and the address proved: an admin by configuration, not revocable from the page. */
export function isConfiguredAdminUser(
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  adminEmails: readonly string[],
): boolean {
  return user.emailVerifiedAt !== null && isListedAdminEmail(user.email, adminEmails)
}

export function isListedAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.toLowerCase())
}
