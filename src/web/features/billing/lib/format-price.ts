import { PLANS, type BillingPeriod, type PaidPlanId } from '../../../../shared'

/** '$4.99', '$47.90': the spec writes prices with cents always shown. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** '$4.99/month', '$143.90/year': a plan's price for the billing period chosen. */
export function formatPlanPrice(plan: PaidPlanId, period: BillingPeriod): string {
  const { monthlyPrice, annualPrice } = PLANS[plan]
  return period === 'annual' ? `${formatPrice(annualPrice)}/year` : `${formatPrice(monthlyPrice)}/month`
}
