import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Config } from '../../../config'
import { stripeEvents, subscriptions, users, type Db } from '../../../db'
import { planForStripePrice } from './stripe-prices'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type SubscriptionRow = typeof subscriptions.$inferSelect

/** Stripe states in which the customer has paid for the current period (past_due: Stripe still retries). */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due'])

export type EventOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies one verified webhook event from its payload alone (no call back to Stripe), once per event id.
 * Events may arrive late or out of order: an event older than the last one applied to the subscription
 * changes nothing, and an ended subscription stays ended (decision 026).
 */
export function applyStripeEvent(db: Db, config: Config, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (!fresh) return 'duplicate'
    const eventAt = new Date(event.created * 1000)
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(tx, config, event.data.object, eventAt)
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return applyInvoice(tx, event.data.object, eventAt, event.type !== 'invoice.payment_failed')
      default:
        return 'ignored'
    }
  })
}

async function applySubscription(
  tx: Tx,
  config: Config,
  subscription: Stripe.Subscription,
  eventAt: Date,
): Promise<EventOutcome> {
  const item = subscription.items.data[0]
  const sold = item && planForStripePrice(config, item.price.id)
  if (!sold) return 'ignored'
  const customerId = idOf(subscription.customer)
  const row =
    (await lockRow(tx, eq(subscriptions.stripeSubscriptionId, subscription.id))) ??
    (await lockRow(tx, eq(subscriptions.stripeCustomerId, customerId))) ??
    (subscription.metadata.userId
      ? await lockRow(tx, eq(subscriptions.userId, subscription.metadata.userId))
      : undefined)
  const userId = row?.userId ?? (await existingUserId(tx, subscription.metadata.userId))
  if (!userId) return 'ignored'
  const isPaid = PAID_STATUSES.has(subscription.status)
  if (row && row.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id) {
    // The account follows another subscription: a different one takes over only when it is paid for and
    // not itself cancelled, so a cancelled plan that a new one replaced (decision 043) never comes back.
    if (!isPaid || isCancelling(subscription)) return 'ignored'
  } else if (row && isStale(row, eventAt)) {
    return 'ignored'
  }

  const values = {
    plan: sold.plan,
    billingPeriod: sold.period,
    status: subscription.status,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: isCancelling(subscription),
    amountCents: item.price.unit_amount ?? 0,
    lastEventAt: eventAt,
    updatedAt: new Date(),
  }
  if (row) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id))
  else await tx.insert(subscriptions).values({ userId, ...values })
  await tx
    .update(users)
    .set({ accountType: isPaid ? sold.plan : 'free' })
    .where(eq(users.id, userId))
  return 'applied'
}

async function applyInvoice(
  tx: Tx,
  invoice: Stripe.Invoice,
  eventAt: Date,
  isPaid: boolean,
): Promise<EventOutcome> {
  const subscriptionRef = invoice.parent?.subscription_details?.subscription
  if (!subscriptionRef) return 'ignored'
  const row = await lockRow(tx, eq(subscriptions.stripeSubscriptionId, idOf(subscriptionRef)))
  if (!row || isStale(row, eventAt)) return 'ignored'
  const period = invoice.lines.data.find((line) => line.period)?.period
  const status = isPaid
    ? row.status === 'incomplete' || row.status === 'past_due' || row.status === 'unpaid'
      ? 'active'
      : row.status
    : row.status === 'active'
      ? 'past_due'
      : row.status
  await tx
    .update(subscriptions)
    .set({
      status,
      ...(isPaid &&
        period && { currentPeriodStart: fromUnix(period.start), currentPeriodEnd: fromUnix(period.end) }),
      lastEventAt: eventAt,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id))
  await tx
    .update(users)
    .set({ accountType: PAID_STATUSES.has(status) ? row.plan : 'free' })
    .where(eq(users.id, row.userId))
  return 'applied'
}

function isCancelling(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at !== null
}

/** Older than the last applied event, or about a subscription that has ended (Stripe never revives one). */
function isStale(row: SubscriptionRow, eventAt: Date): boolean {
  if (row.status === 'canceled' || row.status === 'incomplete_expired') return true
  return row.lastEventAt !== null && eventAt < row.lastEventAt
}

async function lockRow(tx: Tx, where: ReturnType<typeof eq>): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(where).for('update')
  return row
}

async function existingUserId(tx: Tx, userId: string | undefined): Promise<string | undefined> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return row?.id
}

function idOf(ref: string | { id: string }): string {
  return typeof ref === 'string' ? ref : ref.id
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000)
}
