import { CircleCheck, LoaderCircle } from 'lucide-react'
import { PLANS } from '../../../../shared'
import type { PlanActivationState } from '../api/watch-plan-activation'

/** Beyond the spec (issue 25): the plan just paid for, activating until Stripe's webhook confirms it. */
export function PlanActivationNotice({ activation }: { activation: PlanActivationState }) {
  if (activation.status === 'none') return null
  if (activation.status === 'active') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <CircleCheck aria-hidden className="size-4 shrink-0" /> Your {PLANS[activation.plan].name} plan is now
        active.
      </p>
    )
  }
  return (
    <div role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <p className="flex items-center gap-2 font-semibold">
        {activation.status === 'waiting' && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        Activating your new plan...
      </p>
      <p className="mt-1">
        {activation.status === 'waiting'
          ? 'Your payment went through. Your new allowance appears here as soon as the payment provider confirms it, usually within seconds.'
          : 'Your payment went through, but the payment provider has not confirmed it yet. Reload this page in a few minutes; if your plan still has not changed, contact support.'}
      </p>
    </div>
  )
}
