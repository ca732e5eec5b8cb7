import { Link } from 'react-router'
import { PLANS, type AccountType, type SubscriptionDetails } from '../../../../shared'
import { formatLongDate } from '../../../lib/format-long-date'

/**
 * What a new plan does to the one the account has (issue 25, decision 043): a live subscription must be
 * cancelled first; a cancelled one, or a plan an admin set, is replaced once the new plan is paid.
 */
export type PlanChange = 'new' | 'cancel-first' | 'replaces-cancelled' | 'replaces-admin-set'

export function readPlanChange(
  accountType: AccountType,
  details: SubscriptionDetails | undefined,
): PlanChange {
  if (accountType === 'free' || !details) return 'new'
  if (!details.hasSubscription) return 'replaces-admin-set'
  return details.cancelAtPeriodEnd ? 'replaces-cancelled' : 'cancel-first'
}

type CurrentPlanNoticeProps = {
  accountType: AccountType
  change: PlanChange
  details: SubscriptionDetails | undefined
}

/** The subscribe page says which plan the account is on and what choosing another one does. */
export function CurrentPlanNotice({ accountType, change, details }: CurrentPlanNoticeProps) {
  if (accountType === 'free') return null
  const name = PLANS[accountType].name
  const until = formatLongDate(details?.nextBillingDate)
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p className="font-semibold">Your current plan: {name}</p>
      {change === 'cancel-first' && (
        <p className="mt-1">
          To switch to another plan, first cancel {name} in{' '}
          <Link to="/settings" className="font-semibold text-brand-700 underline underline-offset-2">
            Settings
          </Link>
          . You keep {name} until {until}, and can choose the new plan here straight away.
        </p>
      )}
      {change === 'replaces-cancelled' && (
        <p className="mt-1">
          {name} is cancelled and runs until {until}. A plan you choose now starts as soon as it is paid and
          replaces {name} at once.
        </p>
      )}
      {change === 'replaces-admin-set' && (
        <p className="mt-1">A plan you choose now replaces it as soon as it is paid.</p>
      )}
    </div>
  )
}
