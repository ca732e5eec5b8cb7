import { test as base, describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import {
  signWebhookEvent,
  startFakeStripeServer,
  type FakeStripeServer,
} from '../src/server/stripe/start-fake-stripe-server'
import { createBrowserTest } from './support/browser-test'
import { uploadViaApi } from './support/presentations-via-api'
import { newTestUser, registerViaApi, type TestUser } from './support/test-user'

const WEBHOOK_SECRET = 'whsec_e2e_settings'
const STARTER_PRICE = 'price_1E2eStarter'

/** The browser-test fixtures, with a server whose Stripe is a local fake (its requests are inspected). */
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
  }),
)

async function openSettings(page: Page) {
  await page.goto('/settings')
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor()
}

async function changePassword(page: Page, current: string, next: string, confirmation: string) {
  await page.getByLabel('Current Password', { exact: true }).fill(current)
  await page.getByLabel('New Password', { exact: true }).fill(next)
  await page.getByLabel('Confirm New Password', { exact: true }).fill(confirmation)
  await page.getByRole('button', { name: 'Update Password' }).click()
}

describe('the settings page', () => {
  test('shows the account information and the Free plan text with an upgrade link', async ({
    page,
    context,
  }) => {
    const user = newTestUser('Noor')
    await registerViaApi(context, user)

    await openSettings(page)

    await page.getByText(user.email).waitFor()
    await page.getByText('Free', { exact: true }).waitFor()
    await page.getByText(/5 files total \(plus unlimited shared files\)/).waitFor()
    expect(await page.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing')
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0)
  })

  test('says each password problem, then changes the password for real', async ({ page, context, app }) => {
    const user = newTestUser('Pia')
    await registerViaApi(context, user)
    await openSettings(page)

    await changePassword(page, user.password, 'fresh-secret', '')
    await page.getByText('Please fill in all password fields.').waitFor()
    await changePassword(page, user.password, 'fresh-secret', 'other-secret')
    await page.getByText('New password and confirmation must match.').waitFor()
    await changePassword(page, user.password, 'abc', 'abc')
    await page.getByText('New password must be at least 6 characters long.').waitFor()
    await changePassword(page, 'not-my-password', 'fresh-secret', 'fresh-secret')
    await page.getByText('Current password is incorrect.').waitFor()

    const show = page.getByRole('button', { name: 'Show new password' })
    await show.click()
    expect(await page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text')
    await changePassword(page, user.password, 'fresh-secret', 'fresh-secret')
    await page.getByText('Your password has been changed successfully.').waitFor()

    const login = (password: string) =>
      fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      })
    expect((await login(user.password)).status).toBe(401)
    expect((await login('fresh-secret')).status).toBe(200)
  })

  test('cancels a subscription set up through a signed webhook and tells until when access lasts', async ({
    page,
    context,
    app,
    stripe,
  }) => {
    const user = newTestUser('Quinn')
    await registerViaApi(context, user)
    const started = await context.request.post('/api/create-subscription', {
      data: { priceId: 'price_starter' },
    })
    expect(started.status()).toBe(200)
    const subscription = [...stripe.subscriptions.values()].at(-1)!
    const periodEnd = subscription.items.data[0]!.current_period_end
    const event = signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.updated', {
      ...subscription,
      status: 'active',
    })
    const delivered = await fetch(`${app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    })
    expect(delivered.status).toBe(200)
    const date = new Date(periodEnd * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    })

    await openSettings(page)
    await page.getByText('Starter').first().waitFor()
    await page.getByText('$4.99/month').waitFor()
    await page.getByRole('button', { name: 'Cancel Subscription' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click()

    await page.getByText(`Your subscription has been canceled. You'll have access until ${date}.`).waitFor()
    await page.getByRole('status').getByText(`Next billing date: ${date}`, { exact: false }).waitFor()
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0)
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true)
  })

  test('deletes the account and everything in it, signs out to /auth, and the e-mail starts afresh', async ({
    page,
    context,
  }) => {
    const user: TestUser = newTestUser('Remy')
    await registerViaApi(context, user)
    await uploadViaApi(context, 'pdf/cncf-linux-summit.pdf')
    await openSettings(page)

    await page.getByRole('button', { name: 'Delete Account' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click()

    await page.waitForURL('**/auth')
    await page.getByText('Your account and all data have been permanently deleted.').waitFor()
    expect((await context.request.get('/api/user')).status()).toBe(401)
    const oldLogin = await context.request.post('/api/login', {
      data: { email: user.email, password: user.password },
    })
    expect(oldLogin.status()).toBe(401)
    await registerViaApi(context, user)
    // The history may answer a page ({ items }) rather than a bare list (issue 13, item 7).
    const history = (await (await context.request.get('/api/presentations')).json()) as unknown
    expect(Array.isArray(history) ? history : (history as { items: unknown[] }).items).toEqual([])
    expect(await (await context.request.get('/api/file-processing-limits')).json()).toEqual({
      current: 0,
      limit: 5,
    })
  })
})
