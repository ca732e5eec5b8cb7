import { test as base } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './launch-browser'
import { startApp, type TestApp } from './start-app'

/**
 * One server and one browser per test file (they take seconds to start), a fresh context — cookies,
 * storage — per test so no test sees another's session.
 */
// Vitest reads a fixture's dependencies from its destructuring pattern, so fixtures that need none say `{}`.
/* eslint-disable no-empty-pattern */
export const test = base
  .extend('app', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestApp> => {
    const app = await startApp()
    onCleanup(() => app.stop())
    return app
  })
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  /* eslint-enable no-empty-pattern */
  .extend('context', async ({ browser, app }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({ baseURL: app.url })
    // Waits are for conditions, so a generous limit costs nothing when things work; on a loaded 2-core
    // CI machine a page can take seconds to answer.
    context.setDefaultTimeout(30_000)
    onCleanup(() => context.close())
    return context
  })
  .extend('page', async ({ context }): Promise<Page> => context.newPage())
