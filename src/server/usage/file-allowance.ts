import { and, count, eq, gte } from 'drizzle-orm'
import { subscriptions, usageRecords, users, type Db } from '../../db'
import { PLANS, type FileAllowance, type PlanId } from '../../shared'

type Reader = Pick<Db, 'select'>

/**
 * How many files the user has used and may use (spec §9): the free plan counts every accepted file ever,
 * paid plans count the files accepted since the current month of the billing cycle began (the calendar
 * month when no period is known). A failed file does not count (its usage record is voided).
 */
export async function getFileAllowance(db: Reader, userId: string, now = new Date()): Promise<FileAllowance> {
  const [row] = await db
    .select({ accountType: users.accountType, periodStart: subscriptions.currentPeriodStart })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
  const plan: PlanId = row?.accountType ?? 'free'
  const since =
    PLANS[plan].period === 'total'
      ? null
      : row?.periodStart
        ? monthlyCycleStart(row.periodStart, now)
        : startOfMonth(now)
  const [used] = await db
    .select({ n: count() })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.userId, userId),
        eq(usageRecords.voided, false),
        since ? gte(usageRecords.createdAt, since) : undefined,
      ),
    )
  return { current: used?.n ?? 0, limit: PLANS[plan].fileLimit }
}

export function isAtLimit(allowance: FileAllowance): boolean {
  return allowance.current >= allowance.limit
}

/**
 * The start of the current month of a billing cycle anchored at `anchor`: allowances are monthly even on
 * annual billing, and a renewal whose webhook was missed still resets the count (decision 025).
 */
export function monthlyCycleStart(anchor: Date, now: Date): Date {
  if (anchor >= now) return anchor
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth()
  while (months > 0 && addMonths(anchor, months) > now) months--
  return addMonths(anchor, months)
}

/** Same day and time `months` later, the day clamped to the month's length (31 Jan + 1 = 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(date)
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay))
  return result
}

function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}
