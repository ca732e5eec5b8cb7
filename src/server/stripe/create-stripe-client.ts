import Stripe from 'stripe'
import type { Config } from '../../config'

export type StripeClient = Stripe

/**
 * The Stripe SDK when billing is configured (a secret key), else null: paid plans then answer 501.
 * STRIPE_API_URL points the SDK at another server speaking Stripe's API (stripe-mock, the tests).
 */
export function createStripeClient(config: Config): StripeClient | null {
  if (!config.STRIPE_SECRET_KEY) return null
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'http:' ? 'http' : 'https',
    }),
  })
}
