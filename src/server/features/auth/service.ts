import { isUniqueViolation, type Db } from '../../../db'
import { AppError, type LoginInput, type RegisterInput } from '../../../shared'
import type { UserRow } from '../../sessions/session-store'
import type { LoginThrottle } from './login-throttle'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password'
import { findUserByEmail, insertUser } from './queries'

export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
  const email = input.email.trim()
  if (await findUserByEmail(db, email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  try {
    return await insertUser(db, { firstName: input.firstName.trim(), email, passwordHash })
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

export async function authenticate(
  db: Db,
  throttle: LoginThrottle,
  input: LoginInput,
  ip: string,
): Promise<UserRow> {
  // Counted before the password is checked: simultaneous guesses cannot all pass an old count.
  const attempt = await throttle.beginAttempt(input.email, ip)
  const user = await findUserByEmail(db, input.email.trim())
  const isValid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password)
  if (!user || !isValid) throw new AppError('invalid_credentials', 'Invalid email or password')
  await attempt.succeeded()
  return user
}

function emailTaken(): AppError {
  return new AppError('email_taken', 'An account with this email already exists.')
}
