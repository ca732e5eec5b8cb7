import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  max,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm'
import type { Db } from '../../../db'
import { adminActions, contactMessages, sessions, subscriptions, usageRecords, users } from '../../../db'
import {
  PLANS,
  type AccountType,
  type AdminStats,
  type AdminUsersQuery,
  type LlmUsageMonth,
} from '../../../shared'

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * Uploads are usage records: one per accepted file, kept when the file is deleted and counted when it
 * failed, so the figures say what was uploaded, not what is still there (decision 003).
 */
export async function readAdminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = startOfUtcDay(now)
  const [[usersRow], [uploadsRow], [monthRow], [activeRow]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(usageRecords),
    db
      .select({ n: count() })
      .from(usageRecords)
      .where(gte(usageRecords.createdAt, startOfUtcMonth(now))),
    db
      .select({ n: sql<number>`count(distinct ${users.id})`.mapWith(Number) })
      .from(users)
      .where(
        or(
          sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.createdAt} >= ${today.toISOString()})`,
          sql`exists (select 1 from ${usageRecords} where ${usageRecords.userId} = ${users.id} and ${usageRecords.createdAt} >= ${today.toISOString()})`,
        ),
      ),
  ])
  return {
    totalUsers: usersRow!.n,
    totalUploads: uploadsRow!.n,
    monthlyUploads: monthRow!.n,
    activeToday: activeRow!.n,
  }
}

/**
 * One page of users with their upload figures, searched, sorted and counted in the database (one query
 * for the page, one for the total) so that 10,000 accounts load as fast as ten.
 */
export async function listUsersForAdmin(db: Db, query: Required<AdminUsersQuery>) {
  const where = query.search ? searchUsers(query.search) : undefined
  const [rows, [total]] = await Promise.all([
    selectUsersWithUploads(db, where, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { rows, total: total!.n }
}

/** Every user with upload figures, oldest first, for the CSV export. */
export function listAllUsersForExport(db: Db) {
  return selectUsersWithUploads(db, undefined, { sort: 'createdAt', order: 'asc' })
}

function selectUsersWithUploads(
  db: Db,
  where: SQL | undefined,
  { sort, order }: Pick<Required<AdminUsersQuery>, 'sort' | 'order'>,
) {
  const uploads = db
    .select({ userId: usageRecords.userId, n: count().as('n'), last: max(usageRecords.createdAt).as('last') })
    .from(usageRecords)
    .groupBy(usageRecords.userId)
    .as('uploads')
  const uploadCount = sql<number>`coalesce(${uploads.n}, 0)`.mapWith(Number)
  const lastUpload = sql<string | null>`${uploads.last}`
  const direction = sql.raw(order)
  const orderBy: Record<Required<AdminUsersQuery>['sort'], SQL> = {
    createdAt: sql`${users.createdAt} ${direction}`,
    firstName: sql`lower(${users.firstName}) ${direction}`,
    email: sql`lower(${users.email}) ${direction}`,
    uploadCount: sql`${uploadCount} ${direction}`,
    // Never uploaded sorts last either way: an admin looking for recent activity wants it first.
    lastUpload: sql`${uploads.last} ${direction} nulls last`,
  }
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      accountType: users.accountType,
      isAdmin: users.isAdmin,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      uploadCount,
      lastUpload,
    })
    .from(users)
    .leftJoin(uploads, eq(uploads.userId, users.id))
    .where(where)
    .orderBy(orderBy[sort], asc(users.id))
}

function searchUsers(search: string): SQL | undefined {
  // ILIKE's own wildcards in what the admin typed are literal characters.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(ilike(users.firstName, pattern), ilike(users.email, pattern))
}

/**
 * LLM calls and tokens summed per UTC month and model, from the usage records (kept when a file is
 * deleted): one grouped query over the rows that carry figures, plain SQL on PGlite and PostgreSQL alike.
 */
export async function sumLlmUsageByMonth(db: Db): Promise<LlmUsageMonth[]> {
  const month = sql<string>`to_char(${usageRecords.llmUsedAt} at time zone 'UTC', 'YYYY-MM')`
  const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)
  return db
    .select({
      month,
      model: sql<string>`${usageRecords.llmModel}`,
      summaries: count(),
      calls: total(usageRecords.llmCalls),
      inputTokens: total(usageRecords.llmInputTokens),
      outputTokens: total(usageRecords.llmOutputTokens),
    })
    .from(usageRecords)
    .where(and(isNotNull(usageRecords.llmUsedAt), isNotNull(usageRecords.llmModel)))
    .groupBy(month, usageRecords.llmModel)
    .orderBy(desc(month), asc(usageRecords.llmModel))
}

/** Users per tier, and monthly recurring revenue from active paid subscriptions (annual plans per month). */
export async function readSubscriptionMetrics(db: Db) {
  const [tiers, active] = await Promise.all([
    db.select({ accountType: users.accountType, n: count() }).from(users).groupBy(users.accountType),
    db
      .select({ plan: subscriptions.plan, billingPeriod: subscriptions.billingPeriod, n: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(inArray(subscriptions.status, ['active', 'past_due']), eq(users.accountType, subscriptions.plan)),
      )
      .groupBy(subscriptions.plan, subscriptions.billingPeriod),
  ])
  const byTier = Object.fromEntries(tiers.map((row) => [row.accountType, row.n])) as Partial<
    Record<AccountType, number>
  >
  const cents = active.reduce((sum, row) => {
    const plan = PLANS[row.plan]
    const monthlyCents =
      row.billingPeriod === 'annual'
        ? Math.round((plan.annualPrice * 100) / 12)
        : Math.round(plan.monthlyPrice * 100)
    return sum + monthlyCents * row.n
  }, 0)
  return {
    free: byTier.free ?? 0,
    starter: byTier.starter ?? 0,
    professional: byTier.professional ?? 0,
    power: byTier.power ?? 0,
    totalRevenue: cents / 100,
  }
}

export function listContactSubmissions(db: Db) {
  return db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt))
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export interface AdminActionRecord {
  actor: { id: string; email: string }
  target: { id: string; email: string }
  action: 'set_plan' | 'grant_admin' | 'revoke_admin'
  fromValue?: string
  toValue?: string
}

/** An export of every user's e-mail or every contact message, recorded like the actions (issue 25, item 9). */
export async function recordExport(
  db: Db,
  actor: { id: string; email: string },
  action: 'export_users' | 'export_contact_submissions',
  rowCount: number,
) {
  await db.insert(adminActions).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    toValue: `${rowCount} rows`,
  })
}

/** The latest exports, newest first: who downloaded which list, and when. */
export function listExports(db: Db, limit = 100) {
  return db
    .select()
    .from(adminActions)
    .where(inArray(adminActions.action, ['export_users', 'export_contact_submissions']))
    .orderBy(desc(adminActions.createdAt))
    .limit(limit)
}

/** Changes a user and records who did it, in one transaction. */
export async function applyAdminAction(
  db: Db,
  record: AdminActionRecord,
  change: Partial<Pick<typeof users.$inferInsert, 'accountType' | 'isAdmin'>>,
) {
  return db.transaction(async (tx) => {
    await tx.update(users).set(change).where(eq(users.id, record.target.id))
    await tx.insert(adminActions).values({
      actorUserId: record.actor.id,
      actorEmail: record.actor.email,
      targetUserId: record.target.id,
      targetEmail: record.target.email,
      action: record.action,
      fromValue: record.fromValue ?? null,
      toValue: record.toValue ?? null,
    })
  })
}

export function listAdminActions(db: Db, targetUserId: string) {
  return db
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetUserId, targetUserId))
    .orderBy(desc(adminActions.createdAt))
}
