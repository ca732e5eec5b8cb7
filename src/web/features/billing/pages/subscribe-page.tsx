import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import {
  PLANS,
  paidPlanIds,
  priceIdFor,
  type AccountType,
  type BillingPeriod,
  type PaidPlanId,
} from '../../../../shared'
import { AppTopBar } from '../../../components/layouts/app-top-bar'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ApiError, describeError } from '../../../lib/api-client'
import { useUser } from '../../../lib/session/get-user'
import { useSubscriptionDetails } from '../../../lib/subscription/get-subscription-details'
import type { PlanActivation } from '../../../lib/subscription/plan-activation'
import { useCreateSubscription } from '../api/create-subscription'
import { BillingPeriodToggle } from '../components/billing-period-toggle'
import { CurrentPlanNotice, readPlanChange } from '../components/current-plan-notice'
import { PaymentForm } from '../components/payment-form'
import { PlanChoice } from '../components/plan-choice'
import { UnderConfiguration } from '../components/under-configuration'
import { formatPlanPrice } from '../lib/format-price'

const REDIRECT_DELAY_MS = 2000

/** Spec §2 "Subscribe page" and §4 "Subscribe flow": plan choice, Stripe's Payment Element, the return. */
export function SubscribePage() {
  const { data: user } = useUser()
  const [params] = useSearchParams()
  const [plan, setPlan] = useState<PaidPlanId>(readPlan(params.get('plan')))
  const [period, setPeriod] = useState<BillingPeriod>(
    params.get('billing') === 'annual' ? 'annual' : 'monthly',
  )
  const subscription = useCreateSubscription()
  const accountType = user?.accountType ?? 'free'
  const details = useSubscriptionDetails(accountType)
  usePaymentReturn(accountType)

  if (!user) return <Navigate to="/auth" replace />
  const error = subscription.error
  const notConfigured = error instanceof ApiError && error.status === 501
  const change = readPlanChange(accountType, details.data)

  return (
    <div className="min-h-screen">
      <title>Subscribe | Slidebrief</title>
      <AppTopBar firstName={user.firstName} />
      <main className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
        <h1 className="text-3xl font-bold text-slate-900">Choose Your Plan</h1>
        {notConfigured ? (
          <UnderConfiguration message={error.serverMessage} />
        ) : subscription.data ? (
          <Card className="mx-auto max-w-lg space-y-6 p-6">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
              <p>
                <span className="block font-semibold text-slate-900">{PLANS[plan].name} plan</span>
                <span className="text-sm text-slate-600">{formatPlanPrice(plan, period)}</span>
              </p>
              <Button variant="ghost" size="sm" onClick={() => subscription.reset()}>
                Change plan
              </Button>
            </div>
            <PaymentForm {...subscription.data} />
          </Card>
        ) : (
          <>
            <CurrentPlanNotice accountType={accountType} change={change} details={details.data} />
            <BillingPeriodToggle value={period} onChange={setPeriod} />
            <PlanChoice plan={plan} period={period} onChange={setPlan} currentPlan={accountType} />
            <Button
              size="lg"
              disabled={subscription.isPending || change === 'cancel-first'}
              onClick={() =>
                subscription.mutate(
                  { priceId: priceIdFor(plan, period) },
                  {
                    onError: (failure) => {
                      if (failure instanceof ApiError && failure.status === 501) return
                      toast.error('Error', {
                        description: describeError(failure) || 'Failed to create subscription',
                      })
                    },
                  },
                )
              }
            >
              {subscription.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              Continue to Payment
            </Button>
          </>
        )}
      </main>
    </div>
  )
}

function readPlan(value: string | null): PaidPlanId {
  return paidPlanIds.find((id) => id === value) ?? 'professional'
}

/**
 * Stripe sends the browser back with payment_intent and redirect_status: the outcome is told once, the
 * address cleaned, and on success the dashboard follows after 2 seconds (spec §4 "Subscribe flow").
 */
function usePaymentReturn(accountType: AccountType) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef(false)
  const status = params.get('payment_intent') ? params.get('redirect_status') : null

  useEffect(() => {
    if (!status || handled.current) return
    handled.current = true
    void navigate('/subscribe', { replace: true })
    if (status !== 'succeeded') {
      toast.error('Payment Failed', { description: 'Your payment was not completed. Please try again.' })
      return
    }
    toast.success('Payment Successful!', {
      description: 'Your subscription is now active. Redirecting to dashboard...',
    })
    // The plan arrives by webhook, maybe after the dashboard opens: it shows the plan activating until the
    // account's type moves on from this one (issue 25).
    void queryClient.invalidateQueries()
    const activation: PlanActivation = { activatingFrom: accountType, since: Date.now() }
    setTimeout(() => void navigate('/dashboard', { state: activation }), REDIRECT_DELAY_MS)
  }, [status, navigate, queryClient, accountType])
}
