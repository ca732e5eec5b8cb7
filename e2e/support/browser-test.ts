import { test as base, type TestAPI } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './launch-browser'
import { startApp, type TestApp } from './start-app'

type AppEnv = Record<string, string>

/**
 * The browser-test fixtures over `base`: one server and one browser per test file (they take seconds to
 * start), a fresh context — cookies, storage — per test so no test sees another's session. The server
 * starts with `appEnv` added to its environment; it runs as a file-scoped fixture, so it may destructure
 * file-scoped fixtures of `base` (e.g. a fake Stripe server whose URL the server needs).
 */
export function createBrowserTest<Context extends object>(
  base: TestAPI<Context>,
  appEnv: (fixtures: Context) => AppEnv | Promise<AppEnv>,
): TestAPI<Context & BrowserFixtures> {
  // TypeScript cannot follow vitest's fixture types through a generic `Context`, so the chain is typed on a
  // plain base and the caller's fixtures are added back to the result.
  return extendWithBrowser(base as unknown as TestAPI, appEnv as () => Promise<AppEnv>) as unknown as TestAPI<
    Context & BrowserFixtures
  >
}

function extendWithBrowser(base: TestAPI, appEnv: () => Promise<AppEnv>) {
  return (
    base
      // Vitest reads a fixture's dependencies from its destructuring pattern: `appEnv` is a fixture of its
      // own so that the caller's pattern is the one read.
      .extend('appEnv', { scope: 'file' }, appEnv)
      .extend('app', { scope: 'file' }, async ({ appEnv }, { onCleanup }): Promise<TestApp> => {
        const app = await startApp(appEnv)
        onCleanup(() => app.stop())
        return app
      })
      // Fixtures that need none say `{}`.
      // eslint-disable-next-line no-empty-pattern
      .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
        const browser = await launchBrowser()
        onCleanup(() => browser.close())
        return browser
      })
      .extend('context', async ({ browser, app }, { onCleanup }): Promise<BrowserContext> => {
        const context = await browser.newContext({ baseURL: app.url })
        // Waits are for conditions, so a generous limit costs nothing when things work; on a loaded 2-core
        // CI machine a page can take seconds to answer.
        context.setDefaultTimeout(30_000)
        onCleanup(() => context.close())
        return context
      })
      .extend('page', async ({ context }): Promise<Page> => context.newPage())
  )
}

type BrowserFixtures = ReturnType<typeof extendWithBrowser> extends TestAPI<infer C> ? C : never

/** The browser-test fixtures over a server with the default test environment. */
export const test = createBrowserTest(base, () => ({}))
