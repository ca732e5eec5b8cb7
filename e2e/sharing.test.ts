import { describe, expect } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { lastMailTo } from '../src/server/features/sharing/test-support'
import type { Presentation } from '../src/shared'
import { test } from './support/browser-test'
import { saveScreenshot, uploadViaApi, waitForStatus } from './support/presentations-via-api'
import { newTestUser, registerViaApi, type TestUser } from './support/test-user'

const DECK = 'pptx/smartart-org-chart.pptx'
const NAME = 'smartart-org-chart.pptx'

/** A completed item in the sharer's history, uploaded through the API. */
async function completedDeck(context: BrowserContext): Promise<Presentation> {
  const item = await uploadViaApi(context, DECK)
  return waitForStatus(context, item.id, 'completed')
}

/** Shares from the history list as a user would, and returns the link the recipient was e-mailed. */
async function shareFromHistory(page: Page, dataDir: string, recipient: TestUser): Promise<string> {
  await page.goto('/dashboard')
  const item = page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem', { name: NAME })
  await item.getByRole('button', { name: `Share ${NAME}` }).click()
  const dialog = page.getByRole('dialog', { name: `Share ${NAME}` })
  await dialog.getByLabel('Email addresses').fill(` ${recipient.email} `)
  await dialog.getByRole('button', { name: 'Send Invitations' }).click()
  await page.getByText('Invitation sent to 1 recipient.').waitFor()
  await dialog.waitFor({ state: 'detached' })
  const mail = await lastMailTo(dataDir, recipient.email)
  const link = /https?:\/\/\S+\/shared\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0]
  expect(link).toBeDefined()
  return link!
}

async function openSharedSummary(page: Page) {
  // The recipient has no uploads of their own: the only summary link is the shared file's.
  await page.getByRole('heading', { name: 'Shared with You' }).waitFor()
  await page.getByText('Shared', { exact: true }).waitFor()
  await page.getByRole('link', { name: `View Summary of ${NAME}` }).click()
  await page.waitForURL('**/presentation/**')
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor()
  await page.getByRole('link', { name: 'Download Complete Analysis' }).waitFor()
}

/** A fresh browser context with no session, as a recipient opening their e-mail. */
async function openSignedOut(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  context.setDefaultTimeout(30_000)
  return context.newPage()
}

async function fillNewAccount(page: Page, user: TestUser) {
  await page.getByLabel('Full Name').fill(user.firstName)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
}

/** A new sharer with a completed deck shares it with `recipient`; the token of the e-mailed link. */
async function tokenSharedWith(
  { app, context, page }: { app: { dataDir: string }; context: BrowserContext; page: Page },
  recipient: TestUser,
): Promise<string> {
  await registerViaApi(context, newTestUser('Sam'))
  await completedDeck(context)
  return (await shareFromHistory(page, app.dataDir, recipient)).split('/shared/')[1]!
}

async function expectClaimedOnDashboard(page: Page, toast: string) {
  await page.waitForURL('**/dashboard')
  await page.getByText(toast).waitFor()
  await openSharedSummary(page)
}

describe('sharing a summary', () => {
  test('a file shared from the history list is claimed by a new account created on the shared link, and the sharer sees it opened and claimed', async ({
    app,
    browser,
    context,
    page,
  }) => {
    const recipient = newTestUser('Rafa')
    await registerViaApi(context, newTestUser('Sharon'))
    await completedDeck(context)

    const link = await shareFromHistory(page, app.dataDir, recipient)
    const guestPage = await openSignedOut(browser, app.url)
    await guestPage.goto(link)
    await guestPage.getByRole('heading', { name: 'Sharon shared a presentation summary with you' }).waitFor()
    await guestPage.getByText(NAME).waitFor()
    await guestPage.getByText('This link expires in 30 days.').waitFor()
    await saveScreenshot(guestPage, 'shared-link-1280')
    await fillNewAccount(guestPage, recipient)
    await guestPage.getByRole('button', { name: 'Create Account & View Summary' }).click()

    await expectClaimedOnDashboard(guestPage, 'Account Created & File Claimed!')
    await guestPage.context().close()
    await page.reload()
    await page.getByRole('button', { name: `Share ${NAME}` }).click()
    const recipients = page.getByRole('region', { name: 'Shared with' })
    await recipients.getByText(recipient.email).waitFor()
    await recipients.getByText(/^Opened /).waitFor()
    await recipients.getByText('Claimed', { exact: true }).waitFor()
    await saveScreenshot(page, 'share-dialog-1280')
  })

  test('a forwarded link claimed by someone else says so at once to the next holder, and the sharer sees who claimed it', async ({
    app,
    browser,
    context,
    page,
  }) => {
    const invited = newTestUser('Ivo')
    const forwardee = newTestUser('Fred')
    const token = await tokenSharedWith({ app, context, page }, invited)
    const fredContext = await browser.newContext({ baseURL: app.url })
    await registerViaApi(fredContext, forwardee)
    expect((await fredContext.request.post(`/api/shared/${token}/claim`)).status()).toBe(200)
    await fredContext.close()

    const guestPage = await openSignedOut(browser, app.url)
    await guestPage.goto(`/shared/${token}`)

    await guestPage
      .getByRole('alert')
      .getByText('This share link has already been used by another account. Please ask for a new share link.')
      .waitFor()
    expect(await guestPage.getByRole('button', { name: 'Create Account & View Summary' }).count()).toBe(0)
    await guestPage.context().close()
    await page.reload()
    await page.getByRole('button', { name: `Share ${NAME}` }).click()
    const recipients = page.getByRole('region', { name: 'Shared with' })
    await recipients.getByText(`Claimed by ${forwardee.email}`).waitFor()
  })

  test('an existing user signs in through /auth?shareToken and the share is claimed automatically', async ({
    app,
    browser,
    context,
    page,
  }) => {
    const recipient = newTestUser('Eve')
    const elsewhere = await browser.newContext({ baseURL: app.url })
    await registerViaApi(elsewhere, recipient)
    await elsewhere.close()
    const token = await tokenSharedWith({ app, context, page }, recipient)

    const guestPage = await openSignedOut(browser, app.url)
    await guestPage.goto(`/auth?shareToken=${token}`)
    await guestPage.getByRole('heading', { level: 1, name: 'Sign In to Access Shared Summary' }).waitFor()
    await guestPage.getByText("You're joining via a shared invitation").waitFor()
    await guestPage.getByLabel('Email').fill(recipient.email)
    await guestPage.getByLabel('Password').fill(recipient.password)
    await guestPage.getByRole('button', { name: 'Sign In' }).click()

    await expectClaimedOnDashboard(guestPage, 'Success!')
    await guestPage.context().close()
  })

  test('a new user creates an account on /auth?shareToken and the share is claimed right after', async ({
    app,
    browser,
    context,
    page,
  }) => {
    const recipient = newTestUser('Nia')
    const token = await tokenSharedWith({ app, context, page }, recipient)

    const guestPage = await openSignedOut(browser, app.url)
    await guestPage.goto(`/auth?shareToken=${token}`)
    await guestPage.getByRole('button', { name: 'Create Account' }).click()
    await guestPage
      .getByRole('heading', { level: 1, name: 'Create Account to Access Shared Summary' })
      .waitFor()
    await fillNewAccount(guestPage, recipient)
    await guestPage.getByRole('button', { name: 'Create Account' }).click()

    await expectClaimedOnDashboard(guestPage, 'Success!')
    await guestPage.context().close()
  })

  test('an unknown link says it is invalid or expired', async ({ page }) => {
    await page.goto('/shared/not-a-real-token')

    await page
      .getByText('This share link is invalid or has expired. Please check with the person who shared it.')
      .waitFor()
  })

  test('the share dialog refuses more than 10 addresses and invalid ones with the spec toasts', async ({
    context,
    page,
  }) => {
    await registerViaApi(context, newTestUser('Tess'))
    await completedDeck(context)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: `Share ${NAME}` }).click()
    const field = page.getByRole('dialog').getByLabel('Email addresses')
    const send = page.getByRole('dialog').getByRole('button', { name: 'Send Invitations' })

    await send.click()
    await page.getByText('Please enter at least one email address').waitFor()
    await field.fill(Array.from({ length: 11 }, (_, i) => `r${i}@example.com`).join(', '))
    await send.click()
    await page.getByText('Maximum 10 email addresses allowed per share').waitFor()
    await field.fill('ok@example.com, nope')
    await send.click()
    await page.getByText('Invalid email address: nope').waitFor()

    expect(await field.inputValue()).toBe('ok@example.com, nope')
  })
})
