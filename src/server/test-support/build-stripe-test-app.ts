import { startFakeStripeServer, type FakeStripeServer } from '../stripe/start-fake-stripe-server'
import { buildTestApp, type TestApp } from './build-test-app'

export interface StripeTestApp extends TestApp {
  /** The local fake the app's Stripe client talks to: its requests and subscriptions can be inspected. */
  stripe: FakeStripeServer
}

export interface StripeTestAppOptions {
  /** The secret test webhook events are signed with. */
  webhookSecret: string
  /** Further environment, e.g. the STRIPE_PRICE_* ids the test refers to. */
  env?: Record<string, string>
}

/** The test app with Stripe configured against a fresh fake Stripe server; `close` stops both. */
export async function buildStripeTestApp({
  webhookSecret,
  env = {},
}: StripeTestAppOptions): Promise<StripeTestApp> {
  const stripe = await startFakeStripeServer()
  let t: TestApp
  try {
    t = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
        ...env,
      },
    })
  } catch (error) {
    await stripe.close()
    throw error
  }
  return {
    ...t,
    stripe,
    close: async () => {
      await t.close()
      await stripe.close()
    },
  }
}
