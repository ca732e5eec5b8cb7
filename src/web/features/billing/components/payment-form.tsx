import { useMemo, useState, type FormEvent } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The 'pure' entry loads Stripe.js only when loadStripe is called: no page but this form contacts Stripe.
import { loadStripe } from '@stripe/stripe-js/pure'
import { LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import type { StartedSubscription } from '../api/create-subscription'

/** Stripe's Payment Element for the subscription's first invoice; Stripe returns the browser to /subscribe. */
export function PaymentForm({ clientSecret, publishableKey }: StartedSubscription) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey])
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <ConfirmPayment />
    </Elements>
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
