import { useState, type FormEvent } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { LoaderCircle, ShieldAlert } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import type { StartedSubscription } from '../api/create-subscription'
import { useStripeJs } from '../api/load-stripe-js'

/** Stripe's Payment Element for the subscription's first invoice; Stripe returns the browser to /subscribe. */
export function PaymentForm({ clientSecret, publishableKey }: StartedSubscription) {
  const stripeJs = useStripeJs(publishableKey)
  if (stripeJs.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-600">
        <Spinner label="Loading the secure payment form" />
      </div>
    )
  }
  if (stripeJs.isError) {
    return <PaymentFormUnavailable isRetrying={stripeJs.isFetching} onRetry={() => void stripeJs.refetch()} />
  }
  return (
    <Elements stripe={stripeJs.data} options={{ clientSecret }}>
      <ConfirmPayment />
    </Elements>
  )
}

/** Beyond the spec (issue 25): what happened when Stripe.js cannot load, and a way to try again. */
function PaymentFormUnavailable({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden className="size-4 shrink-0" /> The payment form could not load
      </p>
      <p className="mt-2">
        The card form comes from our payment provider, Stripe (js.stripe.com), and your browser could not
        reach it. An ad-blocker, a privacy extension or a company network often blocks it. Allow
        js.stripe.com, then try again. You have not been charged.
      </p>
      <Button className="mt-4" variant="secondary" disabled={isRetrying} onClick={onRetry}>
        {isRetrying && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {isRetrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}

function ConfirmPayment() {
  const stripe = useStripe()
  const elements = useElements()
  const [isPaying, setIsPaying] = useState(false)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setIsPaying(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscribe` },
    })
    // Only reached when the payment did not redirect: the card was refused or the details are incomplete.
    setIsPaying(false)
    toast.error('Payment Failed', { description: error.message })
  }

  return (
    <form onSubmit={pay} className="space-y-6">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || isPaying}>
        {isPaying && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {isPaying ? 'Processing...' : 'Subscribe'}
      </Button>
    </form>
  )
}
