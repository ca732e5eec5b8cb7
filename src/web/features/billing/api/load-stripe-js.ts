import { useQuery } from '@tanstack/react-query'
// The 'pure' entry loads Stripe.js only when loadStripe is called: no page but the payment step contacts Stripe.
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe } from '@stripe/stripe-js'

/** A proxy that holds the request open would otherwise leave the form loading for good. */
const LOAD_TIMEOUT_MS = 20_000

/**
 * Stripe.js, which Stripe serves only from js.stripe.com. Ad-blockers and company proxies often block it
 * (issue 25): the failure is a query error the payment step shows with a retry; loadStripe forgets a
 * failed load, so a refetch really tries again.
 */
export function useStripeJs(publishableKey: string) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadWithin(LOAD_TIMEOUT_MS, publishableKey),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    // A Stripe instance is not data to compare field by field.
    structuralSharing: false,
  })
}

async function loadWithin(ms: number, publishableKey: string): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), ms)
  })
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout])
    if (!stripe) throw new Error('Stripe.js is not available')
    return stripe
  } finally {
    clearTimeout(timer)
  }
}
