import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { newTestUser, registerViaApi } from './support/test-user'

// This file's server has no Stripe configuration: paid plans answer 501.
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
  test('without payment configuration it shows the Under Configuration screen', async ({ page, context }) => {
    await registerViaApi(context, newTestUser('Sue'))

    await page.goto('/subscribe?plan=starter&billing=monthly')
    await page.getByRole('radio', { name: /Starter/ }).waitFor()
    expect(await page.getByRole('radio', { name: /Starter/ }).isChecked()).toBe(true)
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
})
