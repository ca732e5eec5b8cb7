import { and, count, eq, gte } from 'drizzle-orm'
import { subscriptions, usageRecords, users, type Db } from '../../db'
import { PLANS, type FileAllowance, type PlanId } from '../../shared'

type Reader = Pick<Db, 'select'>

/**
 * How many files the user has used and may use (spec §9): the free plan counts every accepted file ever,
 * paid plans count the files accepted since the current billing period began (the calendar month when
 * no period is known). A failed file does not count (its usage record is voided).
 */
export async function getFileAllowance(db: Reader, userId: string, now = new Date()): Promise<FileAllowance> {
  const [row] = await db
    .select({ accountType: users.accountType, periodStart: subscriptions.currentPeriodStart })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
  const plan: PlanId = row?.accountType ?? 'free'
  const since = PLANS[plan].period === 'total' ? null : (row?.periodStart ?? startOfMonth(now))
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

function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}
