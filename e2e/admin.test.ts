import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { newTestUser, registerAdminViaApi, registerViaApi } from './support/test-user'

describe('the admin page', () => {
  test('a signed-in user who is not an admin sees the access-denied screen and goes to the dashboard', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Norma'))

    await page.goto('/admin')
    await page.getByText("You don't have admin privileges to access this page.").waitFor()
    await page.getByRole('link', { name: 'Go to Dashboard' }).click()

    await page.waitForURL('**/dashboard')
    expect((await context.request.get('/api/admin/stats')).status()).toBe(403)
  })

  test('an admin sees the figures, finds a user, changes their plan, grants and revokes admin and exports CSV in a new tab', async ({
    page,
    context,
    browser,
    app,
  }) => {
    // Another account, made in its own context so the admin's session stays the page's.
    const other = await browser.newContext({ baseURL: app.url })
    const customer = newTestUser('Quentin')
    await registerViaApi(other, customer)
    await other.close()
    await registerAdminViaApi(context, app.dataDir)

    await page.goto('/dashboard')
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click()
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor()
    await page.getByRole('banner').getByText('Welcome, Root').waitFor()
    await page.getByText('Total Users').waitFor()
    await page.getByText('Conversion Rate').waitFor()
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('quentin')
    const row = page.getByRole('row').filter({ hasText: customer.email })
    await row.waitFor()
    await expect.poll(() => page.getByRole('row').count()).toBe(2)
    await row.getByRole('combobox', { name: `Plan of ${customer.email}` }).click()
    await page.getByRole('option', { name: 'Professional' }).click()
    await page.getByText(`${customer.email} is now on Professional.`).waitFor()
    // Below the app header the row can sit under a toast, which would take the next click.
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' })

    // One toggle per row: granting turns it into Revoke, revoking turns it back.
    await row.getByRole('button', { name: 'Make admin' }).click()
    await page.getByText('Admin granted').waitFor()
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' })
    await row.getByRole('button', { name: 'Revoke admin' }).click()
    await page.getByText('Admin revoked').waitFor()
    await row.getByRole('button', { name: 'Make admin' }).waitFor()

    const metrics = await (await context.request.get('/api/admin/subscription-metrics')).json()
    expect(metrics.professional).toBe(1)
    const exportLink = page.getByRole('link', { name: 'Export Users CSV' })
    expect(await exportLink.getAttribute('target')).toBe('_blank')
    // The click must open a new tab: waiting for the popup fails the test when none opens.
    await Promise.all([page.waitForEvent('popup'), exportLink.click()])
    const csv = await (await context.request.get('/api/admin/export-csv')).text()
    expect(csv).toContain(`Quentin,${customer.email},Professional`)
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    // The plan the admin set has no subscription behind it: no Cancel button that could only fail.
    const customerContext = await browser.newContext({ baseURL: app.url })
    const customerPage = await customerContext.newPage()
    await customerContext.request.post('/api/login', { data: customer })
    await customerPage.goto('/settings')
    await customerPage.getByText('Your plan was set by an administrator', { exact: false }).waitFor()
    expect(await customerPage.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0)
    expect(await customerPage.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await customerContext.close()
  })
})
