import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { newTestUser, registerViaApi } from './support/test-user'

describe('routes and their access rules', () => {
  test('a signed-out visitor opening /dashboard is sent to the sign-in screen', async ({ page }) => {
    await page.goto('/dashboard')

    await page.waitForURL('**/auth')
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()
  })

  test('a login-required route shows a spinner until the session is known', async ({ page }) => {
    let releaseUser!: () => void
    const userMayAnswer = new Promise<void>((resolve) => (releaseUser = resolve))
    await page.route('**/api/user', async (route) => {
      await userMayAnswer
      await route.continue()
    })

    await page.goto('/dashboard')
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    releaseUser()

    await page.waitForURL('**/auth')
  })

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page')

    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
    expect(await page.title()).toBe('404 Page Not Found')
  })

  test('a signed-in user opening / or /auth goes to the dashboard', async ({ page, context }) => {
    const user = newTestUser('Linus')
    await registerViaApi(context, user)

    await page.goto('/')
    await page.waitForURL('**/dashboard')
    await page.getByText('Welcome, Linus').waitFor()
    await page.goto('/auth')
    await page.waitForURL('**/dashboard')
  })

  test('a signed-in user still sees the landing page at /home', async ({ page, context }) => {
    await registerViaApi(context, newTestUser())

    await page.goto('/home')

    await page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/home')
  })

  test('a signed-in user arriving with a share token has the claim tried and lands on the dashboard', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())

    await page.goto('/auth?shareToken=not-a-real-token')

    await page.getByText('Share Error').waitFor()
    await page.waitForURL('**/dashboard')
  })

  test('every public route of the route table renders a page, not the 404', async ({ page }) => {
    for (const path of [
      '/home',
      '/solutions',
      '/pricing',
      '/contact',
      '/privacy',
      '/terms',
      '/security',
      '/user-security',
      '/shared/some-token',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.title(), path).not.toBe('404 Page Not Found')
      expect(new URL(page.url()).pathname, path).toBe(path)
    }
  })

  test('every login-required route renders for a signed-in user', async ({ page, context }) => {
    await registerViaApi(context, newTestUser())

    for (const path of ['/settings', '/api-keys', '/subscribe']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(new URL(page.url()).pathname, path).toBe(path)
    }
    await page.goto('/admin')
    await page.getByText("You don't have admin privileges to access this page.").waitFor()
  })

  test('the landing page answers six questions and ends with the 2025 copyright', async ({ page }) => {
    await page.goto('/home')

    const questions = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button')
    await questions.first().waitFor()
    expect(await questions.count()).toBe(6)
    await questions.first().click()
    await page.getByText('PDF, PowerPoint (.ppt and .pptx) files up to 50MB').waitFor()
    await page.getByText('© 2025 Slidebrief').waitFor()
  })

  test('the landing page, the sign-in screen and the 404 page pass an automated accessibility check', async ({
    page,
  }) => {
    for (const path of ['/home', '/auth', '/auth?shareToken=abc', '/no/such/page']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()

      const { violations } = await new AxeBuilder({ page }).analyze()

      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([])
    }
  })
})
