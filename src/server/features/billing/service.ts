import { eq } from 'drizzle-orm'
import type { Config } from '../../../config'
import { subscriptions, type Db } from '../../../db'
import { AppError, readPriceId, type SubscriptionDetails } from '../../../shared'
import type { UserRow } from '../../sessions/session-store'
import { callStripe } from '../../stripe/call-stripe'
import type { StripeClient } from '../../stripe/create-stripe-client'
import { stripePriceFor } from './stripe-prices'

export interface BillingDeps {
  db: Db
  config: Config
  stripe: StripeClient | null
  now: () => Date
}

export const NOT_CONFIGURED_MESSAGE =
  'Online payment is not set up on this server yet. Please contact support for immediate access to paid features.'

const ACTIVE_SUBSCRIPTION_MESSAGE =
  'You already have an active subscription. Cancel it in Settings before choosing another plan.'

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due'])

/**
 * Spec §4 "Subscribe flow": an incomplete subscription whose first invoice the browser pays with the
 * Payment Element; the plan is granted by the webhook once Stripe reports it paid, never here.
 */
export async function createSubscription(
  deps: BillingDeps,
  user: UserRow,
  priceId: string,
): Promise<{ clientSecret: string; publishableKey: string }> {
  const { stripe, config, db } = deps
  const wanted = readPriceId(priceId)
  if (!wanted) throw new AppError('bad_request', 'Unknown plan')
  const stripePrice = stripePriceFor(config, wanted.plan, wanted.period)
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY
  if (!stripe || !stripePrice || !publishableKey) throw new AppError('not_configured', NOT_CONFIGURED_MESSAGE)

  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
  const isLive = row !== undefined && LIVE_STATUSES.has(row.status) && user.accountType !== 'free'
  if (isLive && !row.cancelAtPeriodEnd) throw new AppError('conflict', ACTIVE_SUBSCRIPTION_MESSAGE)
  // A cancelled plan runs to its period's end; a new one replaces it once paid (decision 043). Until then
  // the row keeps following the cancelled one, so an abandoned payment leaves the account as it was.
  const isReplacingCancelled = isLive
  const customerId =
    row?.stripeCustomerId ??
    (
      await callStripe(() =>
        stripe.customers.create({ email: user.email, name: user.firstName, metadata: { userId: user.id } }),
      )
    ).id
  const subscription = await callStripe(() =>
    stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: stripePrice }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: user.id },
    }),
  )
  const invoice = subscription.latest_invoice
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined
  if (!clientSecret) throw new AppError('unavailable', 'The payment provider did not start the payment.')

  const item = subscription.items.data[0]
  const values = {
    plan: wanted.plan,
    billingPeriod: wanted.period,
    status: subscription.status,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: false,
    amountCents: item?.price.unit_amount ?? 0,
    lastEventAt: null,
    updatedAt: deps.now(),
  }
  if (!isReplacingCancelled) {
    await db
      .insert(subscriptions)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values })
  }
  // The browser needs the publishable key to mount the Payment Element; it is public by design.
  return { clientSecret, publishableKey }
}

export async function getSubscriptionDetails(db: Db, user: UserRow): Promise<SubscriptionDetails> {
  if (user.accountType === 'free') throw new AppError('not_found', 'You are on the Free plan.')
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
  return {
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    nextBillingDate: row?.currentPeriodEnd?.toISOString() ?? null,
    // A plan an admin set has no subscription behind it: nothing to bill, nothing to cancel.
    hasSubscription: row !== undefined && LIVE_STATUSES.has(row.status),
  }
}

/**
 * Spec §4 "Subscription": cancel at the period's end, access kept until then. A plan set without Stripe
 * (by an admin) is marked locally.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  user: UserRow,
): Promise<{ accessUntil: string | null }> {
  const { db, stripe } = deps
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
  if (user.accountType === 'free' || !row || !LIVE_STATUSES.has(row.status)) {
    throw new AppError('conflict', 'There is no active subscription to cancel.')
  }
  let periodEnd = row.currentPeriodEnd
  if (row.stripeSubscriptionId) {
    if (!stripe) throw new AppError('not_configured', NOT_CONFIGURED_MESSAGE)
    const subscriptionId = row.stripeSubscriptionId
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    )
    const end = updated.items.data[0]?.current_period_end
    if (end) periodEnd = new Date(end * 1000)
  }
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd, updatedAt: deps.now() })
    .where(eq(subscriptions.id, row.id))
  return { accessUntil: periodEnd?.toISOString() ?? null }
}
