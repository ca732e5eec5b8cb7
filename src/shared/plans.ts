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
