import { z } from 'zod'
import { accountTypes } from './auth-schemas'

const accountTypeSchema = z.enum(accountTypes)

/** Spec §3 "Admin stats". activeToday: users with a session started or an upload made today (UTC). */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  totalUploads: z.number().int().nonnegative(),
  monthlyUploads: z.number().int().nonnegative(),
  activeToday: z.number().int().nonnegative(),
})
export type AdminStats = z.infer<typeof adminStatsSchema>

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  accountType: accountTypeSchema,
  isAdmin: z.boolean(),
  /** Named by ADMIN_EMAILS: an admin by configuration, whose admin role cannot be revoked from the page. */
  isConfiguredAdmin: z.boolean(),
  createdAt: z.string(),
  uploadCount: z.number().int().nonnegative(),
  lastUpload: z.string().nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const ADMIN_USER_SORTS = ['createdAt', 'firstName', 'email', 'uploadCount', 'lastUpload'] as const

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
})
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>

/** Spec §3 "Subscription metrics": users per tier and monthly recurring revenue in dollars. */
export const subscriptionMetricsSchema = z.object({
  free: z.number().int().nonnegative(),
  starter: z.number().int().nonnegative(),
  professional: z.number().int().nonnegative(),
  power: z.number().int().nonnegative(),
  totalRevenue: z.number().nonnegative(),
})
export type SubscriptionMetrics = z.infer<typeof subscriptionMetricsSchema>

/**
 * Beyond the spec (issue 23, item 8): what the LLM summaries cost, per UTC month ('2026-11') and model,
 * newest month first. Files deleted since are still counted (decision 035).
 */
export const llmUsageMonthSchema = z.object({
  month: z.string(),
  model: z.string(),
  summaries: z.number().int().nonnegative(),
  calls: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
})
export type LlmUsageMonth = z.infer<typeof llmUsageMonthSchema>

/** Spec §3: paying users divided by all users, 0 when there are none. */
export function conversionRate(metrics: SubscriptionMetrics): number {
  const paying = metrics.starter + metrics.professional + metrics.power
  const all = paying + metrics.free
  return all === 0 ? 0 : paying / all
}

export const setPlanBodySchema = z.object({ accountType: accountTypeSchema })
export const setAdminBodySchema = z.object({ isAdmin: z.boolean() })

/** Spec §9: the admin table's upload-count badge. */
export function uploadCountTone(count: number): 'green' | 'amber' | 'blue' {
  if (count >= 30) return 'green'
  if (count >= 10) return 'amber'
  return 'blue'
}
