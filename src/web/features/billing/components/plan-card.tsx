import { Check } from 'lucide-react'
import { clsx } from 'clsx'
import { Link } from 'react-router'
import { PLANS, yearlySavings, type BillingPeriod, type PlanId } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { formatPrice } from '../lib/format-price'

export const PLAN_FEATURES: Record<PlanId, string[]> = {
  free: [
    '5 summaries total',
    'Unlimited shared files',
    'Slide-by-slide and overall summaries',
    'HTML report and print version',
    'API access',
  ],
  starter: [
    'Up to 20 files per month',
    'Unlimited shared files',
    'Share summaries by email',
    'Priority support',
    'API access',
  ],
  professional: [
    'Up to 75 files per month',
    'Unlimited shared files',
    'Priority support',
    'Advanced analytics',
    'API access',
  ],
  // Decision 042: every plan has the API (spec §6 gives API keys to every signed-in user); its uploads
  // count against the plan's allowance.
  power: ['Unlimited files', 'Priority support', 'Advanced analytics', 'API access, unlimited uploads'],
}

type PlanCardProps = {
  plan: PlanId
  period: BillingPeriod
  /** Where the card's button leads, with its label. */
  action: { to: string; label: string }
  highlighted?: boolean
}

/** One plan with its price for the chosen period; the annual view adds the yearly saving (spec §2). */
export function PlanCard({ plan, period, action, highlighted = false }: PlanCardProps) {
  const { name, monthlyPrice, annualPrice } = PLANS[plan]
  const isFree = plan === 'free'
  const price = period === 'annual' && !isFree ? annualPrice : monthlyPrice
  return (
    <Card
      role="group"
      aria-label={`${name} plan`}
      className={clsx('flex flex-col p-6', highlighted && 'ring-2 ring-brand-500')}
    >
      <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
      <p className="mt-4">
        <span className="text-3xl font-bold text-slate-900">{formatPrice(price)}</span>
        <span className="text-sm text-slate-600">
          {isFree ? '' : period === 'annual' ? '/year' : '/month'}
        </span>
      </p>
      {period === 'annual' && !isFree && (
        <p className="mt-1 text-sm font-medium text-emerald-700">
          Save {formatPrice(yearlySavings(plan))} per year
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 w-full" variant={highlighted ? 'primary' : 'secondary'}>
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </Card>
  )
}
