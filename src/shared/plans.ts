import { z } from 'zod'

/** Spec §9: plans, prices and file allowances. 999999 means unlimited (spec §3 "Usage limit"). */
export const UNLIMITED = 999999

export const PLANS = {
  free: { name: 'Free', monthlyPrice: 0, annualPrice: 0, fileLimit: 5, period: 'total' },
  starter: { name: 'Starter', monthlyPrice: 4.99, annualPrice: 47.9, fileLimit: 20, period: 'month' },
  professional: {
    name: 'Professional',
    monthlyPrice: 14.99,
    annualPrice: 143.9,
    fileLimit: 75,
    period: 'month',
  },
  power: {
    name: 'Power User',
    monthlyPrice: 49.99,
    annualPrice: 479.9,
    fileLimit: UNLIMITED,
    period: 'month',
  },
} as const

export type PlanId = keyof typeof PLANS

/** Spec §9: the upload panel warns from 80 % of the limit. */
export const NEAR_LIMIT_SHARE = 0.8

export interface FileAllowance {
  current: number
  limit: number
}

export const paidPlanIds = ['starter', 'professional', 'power'] as const
export type PaidPlanId = (typeof paidPlanIds)[number]
export const billingPeriods = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof billingPeriods)[number]

/** Spec §3 "Plan price identifiers" (price_enterprise is the Power User plan); annual ones add '_annual'. */
const SPEC_PRICE_IDS = {
  starter: 'price_starter',
  professional: 'price_professional',
  power: 'price_enterprise',
} as const satisfies Record<PaidPlanId, string>

export function priceIdFor(plan: PaidPlanId, period: BillingPeriod): string {
  return period === 'monthly' ? SPEC_PRICE_IDS[plan] : `${SPEC_PRICE_IDS[plan]}_annual`
}

/** The spec's price id back to its plan and period; undefined for anything else. */
export function readPriceId(priceId: string): { plan: PaidPlanId; period: BillingPeriod } | undefined {
  for (const plan of paidPlanIds) {
    for (const period of billingPeriods) if (priceIdFor(plan, period) === priceId) return { plan, period }
  }
  return undefined
}

/** Spec §2 "Pricing page": savings per year are 12 times the monthly price minus the annual price. */
export function yearlySavings(plan: PlanId): number {
  const { monthlyPrice, annualPrice } = PLANS[plan]
  return Math.round((12 * monthlyPrice - annualPrice) * 100) / 100
}

export const createSubscriptionSchema = z.object({
  priceId: z.string().refine((id) => readPriceId(id) !== undefined, 'Unknown plan'),
})
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>

/**
 * Spec §3 "Subscription details"; nextBillingDate is an ISO date, null when not known. hasSubscription
 * (beyond the spec) is false for a plan an admin set: there is no subscription to cancel.
 */
export interface SubscriptionDetails {
  cancelAtPeriodEnd: boolean
  nextBillingDate: string | null
  hasSubscription: boolean
}
