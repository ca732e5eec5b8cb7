import AxeBuilder from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test } from './support/browser-test'
import { newTestUser, registerViaApi } from './support/test-user'

async function openApiKeys(page: Page) {
  await page.goto('/api-keys')
  await page.getByRole('heading', { name: 'API Access', level: 1 }).waitFor()
}

describe('API Access page', () => {
  test('a new key is shown once with a copy button, works on the API, and is gone once dismissed', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await registerViaApi(context, newTestUser('Kai'))
    await openApiKeys(page)
    await page.getByText('No API keys yet').waitFor()

    await page.getByRole('button', { name: 'Create Key' }).click()
    await page.getByText('Key name is required').waitFor()
    await page.getByLabel('Key name').fill('Zapier')
    await page.getByRole('button', { name: 'Create Key' }).click()

    const value = (await page.getByLabel('API key', { exact: true }).textContent())!
    expect(value).toMatch(/^sbk_/)
    // Audited before any toast shows: the shared toaster is not this page's markup.
    const audit = await new AxeBuilder({ page }).analyze()
    const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.getByRole('button', { name: 'Copy API key' }).click()
    await page.getByText('API key copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
    const row = page.getByRole('row', { name: /Zapier/ })
    await row.waitFor()
    expect(await row.textContent()).toContain(`sbk_…${value.slice(-4)}`)
    expect(await row.textContent()).not.toContain(value)
    const call = await context.request.get('/api/v1/presentations', { headers: { 'x-api-key': value } })
    expect(call.status()).toBe(200)

    await page.getByRole('button', { name: 'Done, I have saved it' }).click()
    await page.getByLabel('Key name').waitFor()
    expect(await page.getByText(value).count()).toBe(0)
    await page.reload()
    await page.getByRole('row', { name: /Zapier/ }).waitFor()
    expect(await page.content()).not.toContain(value)
    expect(await page.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe(
      '/api/v1/docs',
    )
  })

  test('deleting a key asks first, then removes it and it stops working', async ({ page, context }) => {
    await registerViaApi(context, newTestUser('Lou'))
    await openApiKeys(page)
    await page.getByLabel('Key name').fill('Old script')
    await page.getByRole('button', { name: 'Create Key' }).click()
    const value = (await page.getByLabel('API key', { exact: true }).textContent())!
    await page.getByRole('button', { name: 'Done, I have saved it' }).click()

    await page.getByRole('button', { name: 'Delete API key Old script' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete API key?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: /Old script/ }).waitFor()
    await page.getByRole('button', { name: 'Delete API key Old script' }).click()
    await dialog.getByRole('button', { name: 'Delete Key' }).click()

    await page.getByText('No API keys yet').waitFor()
    const call = await context.request.get('/api/v1/presentations', { headers: { 'x-api-key': value } })
    expect(call.status()).toBe(401)
  })

  test('the documentation opens from this origin and links back to the app', async ({ page, context }) => {
    await registerViaApi(context, newTestUser('Max'))
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://x').origin)) foreign.push(request.url())
    })
    await openApiKeys(page)
    foreign.length = 0

    await page.getByRole('link', { name: 'API documentation' }).click()

    await page.getByRole('heading', { name: /Slidebrief API/ }).waitFor()
    await page.getByText('/api/v1/presentations/{id}/report').first().waitFor()
    expect(foreign).toEqual([])
    await page.getByRole('link', { name: /Back to Slidebrief/ }).click()
    await page.getByRole('heading', { name: 'API Access', level: 1 }).waitFor()
  })
})
