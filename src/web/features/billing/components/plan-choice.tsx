import { clsx } from 'clsx'
import { PLANS, paidPlanIds, type AccountType, type BillingPeriod, type PaidPlanId } from '../../../../shared'
import { Badge } from '../../../components/ui/badge'
import { formatPlanPrice } from '../lib/format-price'
import { PLAN_FEATURES } from './plan-card'

type PlanChoiceProps = {
  plan: PaidPlanId
  period: BillingPeriod
  onChange: (plan: PaidPlanId) => void
  /** The account's plan now, marked on its card. */
  currentPlan: AccountType
}

/** The paid plans as one radio group, each with its price for the chosen billing period. */
export function PlanChoice({ plan, period, onChange, currentPlan }: PlanChoiceProps) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-3">
      <legend className="sr-only">Plan</legend>
      {paidPlanIds.map((id) => {
        const { name } = PLANS[id]
        const price = formatPlanPrice(id, period)
        return (
          <label
            key={id}
            className={clsx(
              'flex cursor-pointer flex-col rounded-2xl border bg-white p-5 shadow-sm',
              plan === id ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="plan"
                value={id}
                checked={plan === id}
                onChange={() => onChange(id)}
                className="size-4 accent-brand-600"
              />
              <span className="font-semibold text-slate-900">{name}</span>
              {currentPlan === id && <Badge tone="brand">Current plan</Badge>}
            </span>
            <span className="mt-2 text-2xl font-bold text-slate-900">{price}</span>
            <ul className="mt-3 space-y-1 text-sm text-slate-600">
              {PLAN_FEATURES[id].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </label>
        )
      })}
    </fieldset>
  )
}
