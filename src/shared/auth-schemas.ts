import { z } from 'zod'
import { displayNameText, singleLineText } from './plain-text'

// Spec §5 "Login" and "Registration": the same rules on both sides, messages verbatim.
export const loginSchema = z.object({
  email: singleLineText('Please enter a valid email address').pipe(
    z.email('Please enter a valid email address'),
  ),
  password: z.string().min(1, 'Password is required'),
})
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  firstName: displayNameText()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  email: singleLineText('Please enter a valid email address').pipe(
    z.email('Please enter a valid email address'),
  ),
  password: z.string().min(6, 'Password must be at least 6 characters'),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const accountTypes = ['free', 'starter', 'professional', 'power'] as const
export type AccountType = (typeof accountTypes)[number]

/** The user as the API answers it (spec §3 "User"); never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  accountType: z.enum(accountTypes),
  isAdmin: z.boolean(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

export const claimShareSchema = z.object({ shareToken: z.string().min(1) })
export type ClaimShareInput = z.infer<typeof claimShareSchema>
