import { test as base, describe, expect } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type Stripe from 'stripe'
import {
  signWebhookEvent,
  startFakeStripeServer,
  type FakeStripeServer,
} from '../src/server/stripe/start-fake-stripe-server'
import { createBrowserTest } from './support/browser-test'
import { uploadViaApi } from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

const WEBHOOK_SECRET = 'whsec_e2e_billing'
const STARTER_PRICE = 'price_1E2eBillingStarter'
const PROFESSIONAL_ANNUAL_PRICE = 'price_1E2eBillingProYear'

/**
 * The browser-test fixtures, with a server whose Stripe is a local fake. Only two prices are configured:
 * any other plan answers 501, the Under Configuration screen.
 */
const test = createBrowserTest(
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  base.extend('stripe', { scope: 'file' }, async ({}, { onCleanup }): Promise<FakeStripeServer> => {
    const stripe = await startFakeStripeServer()
    onCleanup(() => stripe.close())
    return stripe
  }),
  ({ stripe }) => ({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICE_STARTER: STARTER_PRICE,
    STRIPE_PRICE_PROFESSIONAL_ANNUAL: PROFESSIONAL_ANNUAL_PRICE,
  }),
)

/**
 * Stands in for an ad-blocker: every request that leaves the test server is refused (so Stripe.js never
 * loads, and nothing reaches the internet). Answers the refused addresses.
 */
async function blockOtherSites(context: BrowserContext, appUrl: string): Promise<string[]> {
  const blocked: string[] = []
  const origin = new URL(appUrl).origin
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return blocked
}

/** Sends a signed webhook to the app, as Stripe would once a payment goes through. */
async function deliverWebhook(appUrl: string, type: string, object: unknown, created?: number) {
  const event = signWebhookEvent(WEBHOOK_SECRET, type, object, created ? { created } : {})
  const response = await fetch(`${appUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  })
  expect(response.status).toBe(200)
}

/** Starts a Starter subscription through the API; the fake's copy of it, still incomplete. */
async function startStarter(context: BrowserContext, stripe: FakeStripeServer): Promise<Stripe.Subscription> {
  const started = await context.request.post('/api/create-subscription', {
    data: { priceId: 'price_starter' },
  })
  expect(started.status()).toBe(200)
  return [...stripe.subscriptions.values()].at(-1)!
}

describe('the pricing page', () => {
  test('shows the four plans monthly, then annual prices with the yearly savings', async ({ page, app }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== app.url) foreign.push(request.url())
    })

    await page.goto('/pricing')

    const card = (name: string) => page.getByRole('group', { name: `${name} plan` })
    await expect.poll(() => card('Free').textContent()).toContain('$0.00')
    expect(await card('Starter').textContent()).toContain('$4.99/month')
    expect(await card('Professional').textContent()).toContain('$14.99/month')
    expect(await card('Power User').textContent()).toContain('$49.99/month')
    await page.getByText('Save 20%').waitFor()

    await page.getByRole('button', { name: 'Annual' }).click()

    await card('Starter').getByText('$47.90').waitFor()
    expect(await card('Starter').textContent()).toContain('Save $11.98 per year')
    expect(await card('Professional').textContent()).toContain('$143.90/year')
    expect(await card('Professional').textContent()).toContain('Save $35.98 per year')
    expect(await card('Power User').textContent()).toContain('$479.90/year')
    expect(await card('Power User').textContent()).toContain('Save $119.98 per year')
    expect(await card('Free').getByRole('link').getAttribute('href')).toBe('/auth')
    expect(await card('Starter').getByRole('link').getAttribute('href')).toBe(
      '/subscribe?plan=starter&billing=annual',
    )
    expect(await page.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      '/contact#contact-form',
    )
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor()
    await page.getByRole('link', { name: 'Back to Home' }).waitFor()
    expect(foreign).toEqual([])
  })
})

describe('the subscribe page', () => {
  test('a plan without payment configuration shows the Under Configuration screen', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Sue'))

    await page.goto('/subscribe?plan=power&billing=monthly')
    await page.getByRole('radio', { name: /Power User/ }).waitFor()
    expect(await page.getByRole('radio', { name: /Power User/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await page.getByRole('heading', { name: 'Subscription System Under Configuration' }).waitFor()
    await page.getByText(/contact support for immediate access to paid features/).waitFor()
  })

  test("Stripe's successful return is announced, the address cleaned, and the dashboard follows", async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Ray'))

    await page.goto(
      '/subscribe?payment_intent=pi_123&payment_intent_client_secret=x&redirect_status=succeeded',
    )

    await page.getByText('Payment Successful!').waitFor()
    await page.getByText('Your subscription is now active. Redirecting to dashboard...').waitFor()
    await page.waitForURL((url) => url.pathname === '/subscribe' && url.search === '')
    await page.waitForURL('**/dashboard')
  })

  test("Stripe's failed return says the payment failed and stays on the plan choice", async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Fay'))

    await page.goto('/subscribe?payment_intent=pi_456&payment_intent_client_secret=x&redirect_status=failed')

    await page.getByText('Payment Failed').waitFor()
    await page.waitForURL((url) => url.pathname === '/subscribe' && url.search === '')
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor()
  })

  test('when Stripe.js cannot load, the payment step says so with the chosen plan and price, and tries again', async ({
    page,
    context,
    app,
  }) => {
    const blocked = await blockOtherSites(context, app.url)
    await registerViaApi(context, newTestUser('Blake'))
    await page.goto('/subscribe?plan=professional&billing=annual')

    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    const problem = page.getByRole('alert').filter({ hasText: 'The payment form could not load' })
    await problem.waitFor()
    await problem.getByText(/ad-blocker/).waitFor()
    await page.getByText('Professional plan', { exact: true }).waitFor()
    await page.getByText('$143.90/year', { exact: true }).waitFor()
    const attempts = blocked.length
    expect(attempts).toBeGreaterThan(0)
    expect(blocked.every((url) => url.startsWith('https://js.stripe.com/'))).toBe(true)
    await problem.getByRole('button', { name: 'Try Again' }).click()
    await expect.poll(() => blocked.length).toBeGreaterThan(attempts)
    await expect.poll(() => problem.getByRole('button', { name: 'Try Again' }).isEnabled()).toBe(true)
  })

  test('after a successful payment the dashboard shows the plan activating, then the new allowance without a reload', async ({
    page,
    context,
    app,
    stripe,
  }) => {
    await registerViaApi(context, newTestUser('Ari'))
    for (let i = 1; i <= 5; i++)
      await uploadViaApi(context, 'pdf/dea-regulations-bad-operator.pdf', `deck-${i}.pdf`)
    const subscription = await startStarter(context, stripe)

    await page.goto('/subscribe?payment_intent=pi_1&payment_intent_client_secret=x&redirect_status=succeeded')
    await page.waitForURL('**/dashboard')
    const usage = page.getByRole('region', { name: 'File usage' })

    await page.getByText('Activating your new plan...').waitFor()
    await usage.getByText('5 / 5').waitFor()
    expect(await page.getByText("You've reached your file limit").count()).toBe(0)
    await deliverWebhook(app.url, 'customer.subscription.updated', { ...subscription, status: 'active' })
    await page.getByText('Your Starter plan is now active.').waitFor()
    // The Starter allowance counts from the subscription's period, which began after these uploads.
    await usage.getByText(/^\d+ \/ 20$/).waitFor()
  })

  test('a Starter subscriber sees the plan on /subscribe, must cancel first, and once cancelled can choose Professional', async ({
    page,
    context,
    app,
    stripe,
  }) => {
    await blockOtherSites(context, app.url)
    await registerViaApi(context, newTestUser('Cy'))
    const starter = await startStarter(context, stripe)
    await deliverWebhook(app.url, 'customer.subscription.updated', { ...starter, status: 'active' })

    await page.goto('/subscribe?plan=professional&billing=annual')
    await page.getByText('Your current plan: Starter').waitFor()
    await page.getByText(/To switch to another plan, first cancel Starter in/).waitFor()
    expect(await page.getByRole('button', { name: 'Continue to Payment' }).isDisabled()).toBe(true)
    expect((await context.request.post('/api/cancel-subscription')).status()).toBe(200)
    await page.reload()

    await page.getByText(/Starter is cancelled and runs until/).waitFor()
    await page
      .locator('label', { has: page.getByRole('radio', { name: /Starter/ }) })
      .getByText('Current plan')
      .waitFor()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await page.getByText('Professional plan', { exact: true }).waitFor()
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
    expect(created.at(-1)?.form['items[0][price]']).toBe(PROFESSIONAL_ANNUAL_PRICE)
  })
})
