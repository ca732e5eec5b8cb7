import type { Config } from '../../../config'
import { billingPeriods, paidPlanIds, type BillingPeriod, type PaidPlanId } from '../../../shared'

type PriceSettings = Pick<
  Config,
  | 'STRIPE_PRICE_STARTER'
  | 'STRIPE_PRICE_PROFESSIONAL'
  | 'STRIPE_PRICE_POWER'
  | 'STRIPE_PRICE_STARTER_ANNUAL'
  | 'STRIPE_PRICE_PROFESSIONAL_ANNUAL'
  | 'STRIPE_PRICE_POWER_ANNUAL'
>

/** The configured Stripe price of a plan and billing period (undefined when not configured). */
export function stripePriceFor(
  config: PriceSettings,
  plan: PaidPlanId,
  period: BillingPeriod,
): string | undefined {
  const monthly = {
    starter: config.STRIPE_PRICE_STARTER,
    professional: config.STRIPE_PRICE_PROFESSIONAL,
    power: config.STRIPE_PRICE_POWER,
  }
  const annual = {
    starter: config.STRIPE_PRICE_STARTER_ANNUAL,
    professional: config.STRIPE_PRICE_PROFESSIONAL_ANNUAL,
    power: config.STRIPE_PRICE_POWER_ANNUAL,
  }
  return (period === 'monthly' ? monthly : annual)[plan]
}

/** A Stripe price from an event back to the plan it sells; undefined for a price this app does not sell. */
export function planForStripePrice(
  config: PriceSettings,
  stripePriceId: string,
): { plan: PaidPlanId; period: BillingPeriod } | undefined {
  for (const plan of paidPlanIds) {
    for (const period of billingPeriods) {
      if (stripePriceFor(config, plan, period) === stripePriceId) return { plan, period }
    }
  }
  return undefined
}
