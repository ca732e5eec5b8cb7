import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { Presentation } from '../../src/shared'
import { REPO_ROOT } from '../../src/server/test-support/spawn-server'

/** The shared corpus, read in place (CI has shared/ beside the checkout). */
export const CORPUS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'corpus')

export function corpusPath(relativePath: string): string {
  return path.join(CORPUS_DIR, relativePath)
}

/** Uploads through the API with the context's session, as the dashboard's form would. */
export async function uploadViaApi(
  context: BrowserContext,
  relativePath: string,
  name = path.basename(relativePath),
): Promise<Presentation> {
  const response = await context.request.post('/api/presentations/upload', {
    multipart: {
      documentType: 'presentation',
      file: { name, mimeType: 'application/octet-stream', buffer: readFileSync(corpusPath(relativePath)) },
    },
  })
  if (response.status() !== 202)
    throw new Error(`upload failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as Presentation
}

/**
 * A PDF link to the test server itself, which has no such file: the e2e server allows private addresses, so
 * the link is accepted (202) and the worker's fetch gets a 404 — a real failed item, made without a broken file.
 */
export async function submitFailingUrlViaApi(
  context: BrowserContext,
  baseUrl: string,
): Promise<Presentation> {
  const response = await context.request.post('/api/presentations/url', {
    data: { url: `${baseUrl}/decks/unreachable-deck.pdf`, documentType: 'presentation' },
  })
  if (response.status() !== 202) throw new Error(`url failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as Presentation
}

export async function waitForStatus(
  context: BrowserContext,
  id: string,
  status: Presentation['status'],
): Promise<Presentation> {
  let item: Presentation | undefined
  await expect
    .poll(
      async () => {
        const list = (await (await context.request.get('/api/presentations')).json()) as Presentation[]
        item = list.find((candidate) => candidate.id === id)
        return item?.status
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(status)
  return item!
}

/**
 * Writes PNGs to screenshots/ at the repo root (gitignored), for people to look at: the whole page, and
 * what the first screen shows (a phone's full page is too tall to judge at a glance).
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(REPO_ROOT, 'screenshots', `${name}.png`), fullPage: true })
  await page.screenshot({ path: path.join(REPO_ROOT, 'screenshots', `${name}-first-screen.png`) })
}
