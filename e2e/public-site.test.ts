// Callbacks passed to page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright'
import { parse } from 'csv-parse/sync'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { newTestUser, registerAdminViaApi, registerViaApi } from './support/test-user'

const PUBLIC_PAGES = ['/home', '/solutions', '/pricing', '/contact', '/privacy', '/terms', '/security']

/** Every request the page makes, so a test can say none left this server. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

describe('the public site', () => {
  test('every navigation and footer link reaches a finished page', async ({ page }) => {
    await page.goto('/home')
    const footer = page.getByRole('contentinfo')
    const targets = [
      ...(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
      ...(await footer.getByRole('link').all()),
    ]
    const hrefs = [...new Set(await Promise.all(targets.map((link) => link.getAttribute('href'))))]
    expect(hrefs.length).toBeGreaterThanOrEqual(11)

    for (const href of hrefs) {
      await page.goto(href!)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect(await page.title(), href!).not.toBe('404 Page Not Found')
      expect(await page.getByText('Coming soon', { exact: true }).count(), href!).toBe(0)
    }
  })

  test('each public page has its own title and description, fits 375 px and loads nothing from elsewhere', async ({
    page,
    app,
  }) => {
    const requests = recordRequests(page)
    await page.setViewportSize({ width: 375, height: 812 })
    const titles = new Set<string>()

    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      titles.add(await page.title())
      const description = await page.locator('meta[name="description"]').last().getAttribute('content')
      expect(description?.length ?? 0, path).toBeGreaterThan(40)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }

    expect(titles.size).toBe(PUBLIC_PAGES.length)
    const origin = new URL(app.url).origin
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
  })

  test("the landing page has the spec's sections in order, with a real screenshot of the summary view", async ({
    page,
  }) => {
    await page.goto('/home')

    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    const order = [
      'Why Choose',
      'How It Works',
      'See a summary',
      'Trusted by',
      'Frequently Asked Questions',
      'Ready to',
    ]
    const positions = order.map((start) => headings.findIndex((heading) => heading.startsWith(start)))
    expect(
      positions.every((position) => position >= 0),
      headings.join(' | '),
    ).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    const screenshot = page.getByRole('img', { name: /summary view/ })
    await screenshot.scrollIntoViewIfNeeded()
    await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280)
  })

  test('the mobile menu opens and closes, by pointer and by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/home')
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })

    await page.getByRole('button', { name: 'Open menu' }).click()
    await mobileNav.waitFor()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await mobileNav.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    await mobileNav.getByRole('link', { name: 'Solutions' }).focus()
    await page.keyboard.press('Enter')

    await page.waitForURL('**/solutions')
    await mobileNav.waitFor({ state: 'hidden' })
  })

  test('the mobile menu closes after tapping an anchor to a section of the landing page, in it or in the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/home')
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })

    await page.getByRole('button', { name: 'Open menu' }).click()
    await mobileNav.getByRole('link', { name: 'Features' }).click()
    await page.waitForURL('**/#features')
    await mobileNav.waitFor({ state: 'hidden' })
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mobileNav.waitFor()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click()

    await page.waitForURL('**/#features')
    await mobileNav.waitFor({ state: 'hidden' })
    await expect
      .poll(() => page.locator('#features').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200)
  })

  test('a signed-in visitor of /home and /pricing is offered the dashboard, not Sign In', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Sol'))

    for (const path of ['/home', '/pricing']) {
      await page.goto(path)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor()
      expect(await nav.getByRole('link', { name: 'Sign In' }).count(), path).toBe(0)
    }
  })

  test('the public claims say what the product does: originals are kept, Stripe loads only to pay, every plan has the API', async ({
    page,
  }) => {
    await page.goto('/home')
    await page.getByRole('button', { name: 'Is my data used to train AI?' }).click()
    await page.getByText(/Your original file is kept so you can download it again/).waitFor()
    expect(await page.getByText(/deleted after processing/).count()).toBe(0)

    await page.goto('/security')
    await page
      .getByText(/except the payment step, which loads Stripe’s card form from js\.stripe\.com/)
      .waitFor()
    await page.goto('/privacy')
    await page
      .getByText(/loads the card form of our payment provider, Stripe, from js\.stripe\.com/)
      .waitFor()

    await page.goto('/pricing')
    const card = (name: string) => page.getByRole('group', { name: `${name} plan` })
    await card('Free').getByText('API access', { exact: true }).waitFor()
    expect(await card('Power User').textContent()).not.toContain('API access and custom integrations')
  })

  test('the Features link scrolls the landing page to its features', async ({ page }) => {
    await page.goto('/solutions')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click()

    await page.waitForURL('**/#features')
    // The page scrolls smoothly: on a loaded CI machine the scroll takes longer than expect.poll's default second.
    await expect
      .poll(() => page.locator('#features').evaluate((el) => el.getBoundingClientRect().top), {
        timeout: 10_000,
      })
      .toBeLessThan(200)
  })

  test('the contact form shows each validation message, then sends, resets and stores the message', async ({
    page,
    context,
    app,
  }) => {
    await page.goto('/contact')
    const form = page.locator('#contact-form')

    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      await form.getByText(message).waitFor()
    }
    await form.getByLabel('Name').fill('Ana, "the" buyer')
    await form.getByLabel('Email').fill('ana@example.com')
    await form.getByLabel('Subject').fill('Enterprise plan')
    await form.getByLabel('Message').fill('short')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByText('Message must be at least 10 characters').waitFor()
    await form.getByLabel('Message').fill('We would like API access for our deal team.')
    await form.getByLabel('Message').press('Tab')
    await page.keyboard.press('Enter')

    await page.getByText('Message sent successfully!').waitFor()
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('')
    await registerAdminViaApi(context, app.dataDir)
    const csv = await (await context.request.get('/api/admin/contact-submissions/export')).text()
    const rows = parse(csv, { bom: true }) as string[][]
    expect(rows.at(-1)!.slice(1)).toEqual([
      'Ana, "the" buyer',
      'ana@example.com',
      '',
      'Enterprise plan',
      'We would like API access for our deal team.',
    ])
  })

  test('an unknown path shows "404 Page Not Found" with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page')

    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
  })

  test('every public page passes an automated accessibility check', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()

      const { violations } = await new AxeBuilder({ page }).analyze()

      expect(
        violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${path}: ${violation.id}`),
      ).toEqual([])
    }
  })
})
