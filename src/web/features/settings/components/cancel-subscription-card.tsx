import { useState } from 'react'
import { toast } from 'sonner'
import type { AccountType } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { describeError } from '../../../lib/api-client'
import { useCancelSubscription } from '../api/cancel-subscription'
import { useSubscriptionDetails } from '../../../lib/subscription/get-subscription-details'
import { formatLongDate } from '../../../lib/format-long-date'

/** Spec §2 "Settings": cancel at the period's end, offered until the subscription is set to cancel. */
export function CancelSubscriptionCard({ accountType }: { accountType: AccountType }) {
  const [isConfirming, setIsConfirming] = useState(false)
  const details = useSubscriptionDetails(accountType)
  const cancel = useCancelSubscription({
    onSuccess: ({ accessUntil }) =>
      toast.success('Subscription canceled', {
        description: `Your subscription has been canceled. You'll have access until ${formatLongDate(accessUntil)}.`,
      }),
    onError: (error) => toast.error('Cancellation failed', { description: describeError(error) }),
  })
  if (accountType === 'free' || !details.data) return null
  const { cancelAtPeriodEnd, nextBillingDate, hasSubscription } = details.data
  // A plan an admin set has no subscription: a Cancel button would always fail (issue 25).
  if (!hasSubscription) {
    return (
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Subscription</h2>
        <p className="mt-2 text-sm text-slate-600">
          Your plan was set by an administrator: there is no subscription to bill or cancel. Contact support
          to change it.
        </p>
      </Card>
    )
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Subscription</h2>
      {cancelAtPeriodEnd ? (
        <div role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p>Your subscription is canceled. You'll have access until {formatLongDate(nextBillingDate)}.</p>
          <p className="mt-1">
            Next billing date: {formatLongDate(nextBillingDate)} (you will not be charged; your account then
            returns to the Free plan).
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">Next billing date: {formatLongDate(nextBillingDate)}</p>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={cancel.isPending}
            onClick={() => setIsConfirming(true)}
          >
            Cancel Subscription
          </Button>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Cancel Subscription"
        description={`You'll keep your plan until ${formatLongDate(nextBillingDate)}, then your account returns to the Free plan with 5 files total.`}
        confirmLabel="Yes, Cancel Subscription"
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  )
}
