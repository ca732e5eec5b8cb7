import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('security headers', () => {
  test('forbid framing in both the CSP and X-Frame-Options, so old and new browsers agree', async () => {
    const res = await t.app.inject({ url: '/api/health' })

    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  test("allow no other origin unless Stripe is configured, then only Stripe's for the payment form", async () => {
    const withStripe = await buildTestApp({
      env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x' },
    })
    try {
      const plain = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string
      const stripe = (await withStripe.app.inject({ url: '/api/health' })).headers[
        'content-security-policy'
      ] as string

      expect(plain).not.toContain('stripe.com')
      expect(plain).toContain("frame-src 'none'")
      expect(stripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com")
      expect(stripe).toContain(
        'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
      )
      expect(stripe).toContain("connect-src 'self' https://api.stripe.com")
    } finally {
      await withStripe.close()
    }
  })
})
