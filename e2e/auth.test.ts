import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test } from './support/browser-test'
import { newTestUser, registerViaApi } from './support/test-user'

async function openCreateAccount(page: Page) {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor()
}

describe('the sign-in and create-account screen', () => {
  test('a new user registers, sees their name on the dashboard, logs out to the landing page and signs in again', async ({
    page,
  }) => {
    const user = newTestUser('Grace')

    await openCreateAccount(page)
    await page.getByLabel('Full Name').fill(user.firstName)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText(`Welcome, ${user.firstName}`).waitFor()
    await page.getByText('Your account has been created successfully.').waitFor()

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { level: 1, name: /smart summary/ }).waitFor()

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('You have successfully logged in.').waitFor()
    await page.getByText(`Welcome, ${user.firstName}`).waitFor()
  })

  test('the sign-in form says what is wrong as the user types', async ({ page }) => {
    await page.goto('/auth')
    const emailError = page.getByText('Please enter a valid email address')
    const passwordError = page.getByText('Password is required')

    await page.getByLabel('Email').fill('not-an-email')
    await emailError.waitFor()
    await page.getByLabel('Password').fill('x')
    await page.getByLabel('Password').fill('')
    await passwordError.waitFor()

    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Email').fill('someone@example.com')
    await emailError.waitFor({ state: 'detached' })
  })

  test('the create-account form says what is wrong only once submitted', async ({ page }) => {
    await openCreateAccount(page)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill('12345')
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0)

    await page.getByRole('button', { name: 'Create Account' }).click()

    await page.getByText('Full name is required').waitFor()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByText('Password must be at least 6 characters').waitFor()
    expect(page.url()).toMatch(/\/auth$/)
  })

  test('a wrong password shows the Login failed toast with the server message', async ({ page, context }) => {
    const user = newTestUser()
    await registerViaApi(context, user)
    await context.clearCookies()

    await page.goto('/auth')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()

    await page.getByText('Login failed').waitFor()
    await page.getByText('Invalid email or password').waitFor()
    expect(page.url()).toMatch(/\/auth$/)
  })

  test('an e-mail already taken shows the Registration failed toast', async ({ page, context }) => {
    const user = newTestUser()
    await registerViaApi(context, user)
    await context.clearCookies()

    await openCreateAccount(page)
    await page.getByLabel('Full Name').fill('Someone Else')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill('another-password')
    await page.getByRole('button', { name: 'Create Account' }).click()

    await page.getByText('Registration failed').waitFor()
    expect(page.url()).toMatch(/\/auth$/)
  })

  test('a share token turns the titles into shared-summary titles with the invitation banner', async ({
    page,
  }) => {
    await page.goto('/auth?shareToken=abc123')

    await page.getByRole('heading', { level: 1, name: 'Sign In to Access Shared Summary' }).waitFor()
    await page.getByText("You're joining via a shared invitation").waitFor()
    await page.getByText("You've been invited to view a presentation summary!").waitFor()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Create Account to Access Shared Summary' }).waitFor()
    expect(await page.getByText('Transform presentations into smart summaries').count()).toBe(0)
  })

  test('without a share token the screen promises what the product does', async ({ page }) => {
    await page.goto('/auth')

    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()
    for (const promise of [
      'Transform presentations into smart summaries',
      'Save hours of manual review',
      'AI-powered analysis and insights',
      'Support for PowerPoint and PDF files',
      'Downloadable summary reports',
    ]) {
      await page.getByText(promise).waitFor()
    }
    expect(await page.getByText("You're joining via a shared invitation").count()).toBe(0)
    expect(await page.title()).toBe('Sign In | Slidebrief')
  })

  test('the buttons say Signing in... and Creating account... while the server answers', async ({ page }) => {
    const user = newTestUser()
    let releaseRequests!: () => void
    const requestsMayProceed = new Promise<void>((resolve) => (releaseRequests = resolve))
    await page.route(/\/api\/(login|register)$/, async (route) => {
      await requestsMayProceed
      await route.continue()
    })

    await page.goto('/auth')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('button', { name: 'Signing in...' }).waitFor()
    expect(await page.getByRole('button', { name: 'Signing in...' }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByLabel('Full Name').fill(user.firstName)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByRole('button', { name: 'Creating account...' }).waitFor()
    releaseRequests()

    await page.waitForURL('**/dashboard')
  })

  test('a logout the server refuses shows the Logout failed toast and keeps the user on the dashboard', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Mary'))
    await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: 'boom' }))

    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()

    await page.getByText('Logout failed').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await page.getByText('Welcome, Mary').waitFor()
  })
})
