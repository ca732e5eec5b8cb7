import { eq } from 'drizzle-orm'
import { subscriptions, type Db } from '../../db'
import { callStripe } from './call-stripe'
import type { StripeClient } from './create-stripe-client'

/** Account deletion: the Stripe subscription stops now, so a deleted account is never charged again. */
export async function endSubscriptionNow(db: Db, stripe: StripeClient | null, userId: string): Promise<void> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  if (!row?.stripeSubscriptionId || !stripe) return
  if (row.status === 'canceled' || row.status === 'incomplete_expired') return
  const subscriptionId = row.stripeSubscriptionId
  await callStripe(() => stripe.subscriptions.cancel(subscriptionId))
}
