import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { newTestUser, registerViaApi } from './support/test-user'

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()]
  if (!first || !second) return false
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  )
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

describe('the first minutes of a new user', () => {
  test("a failed sign-in's toast stays on the sign-in screen and covers none of its buttons", async ({
    page,
    browser,
    app,
  }) => {
    const user = newTestUser('Greta')
    const other = await browser.newContext({ baseURL: app.url })
    await registerViaApi(other, user)
    await other.close()
    await page.goto('/auth')

    await signIn(page, user.email, 'wrong-password')
    const failure = page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })
    await failure.waitFor()
    expect(await boxesOverlap(failure, page.getByRole('link', { name: 'Back to home' }))).toBe(false)
    await signIn(page, user.email, user.password)
    await page.waitForURL('**/dashboard')
    await page.getByText('Welcome, Greta').waitFor()

    await expect
      .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' }).count())
      .toBe(0)
  })

  test("a toast on the dashboard leaves the header's buttons free", async ({ page, context }) => {
    // The contrast check reads the toast's colours: with motion it may catch the fade-in half way.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await registerViaApi(context, newTestUser('Hugo'))
    await page.goto('/dashboard')
    await page.getByText('Welcome, Hugo').waitFor()

    await page.getByRole('radio', { name: /Presentation/ }).click()
    await page.getByLabel('Or paste a link to a PDF').fill('not a link')
    await page.getByRole('button', { name: 'Process URL' }).click()
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: 'Invalid URL' })
    await toast.waitFor()

    for (const name of ['API Access', 'Account', 'Logout']) {
      const control = page
        .getByRole('navigation', { name: 'Account' })
        .getByRole(name === 'Logout' ? 'button' : 'link', { name })
      expect(await boxesOverlap(toast, control), name).toBe(false)
    }
    const { violations } = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze()
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
  })

  test('a link that can never be fetched is refused at once with its reason, and nothing is added', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Iris'))
    await page.goto('/dashboard')
    await page.getByText('Welcome, Iris').waitFor()

    await page.getByRole('radio', { name: /Presentation/ }).click()
    await page.getByLabel('Or paste a link to a PDF').fill('http://169.254.169.254/latest/deck.pdf')
    await page.getByRole('button', { name: 'Process URL' }).click()

    await page.getByText('URL processing failed').waitFor()
    await page.getByText('That address cannot be fetched: it points to a private or local network.').waitFor()
    expect(await page.getByText('URL submitted!').count()).toBe(0)
    const list = await (await context.request.get('/api/presentations')).json()
    expect(list).toEqual([])
  })
})
