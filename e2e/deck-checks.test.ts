import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type { Presentation, VersionComparison } from '../src/shared'
import { REPO_ROOT } from '../src/server/test-support/spawn-server'
import { test } from './support/browser-test'
import { waitForStatus } from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

// The evaluation set's pitch, as PPTX and as the PDF of the same content (issue 27).
const EVAL_DECKS = path.resolve(REPO_ROOT, '..', 'shared', 'eval', 'decks')
const PPTX = path.join(EVAL_DECKS, 'en-series-a-pitch-vetlark.pptx')
const PDF = path.join(EVAL_DECKS, 'en-series-a-pitch-vetlark.pdf')

async function uploadFile(context: BrowserContext, file: string): Promise<Presentation> {
  const response = await context.request.post('/api/presentations/upload', {
    multipart: {
      documentType: 'presentation',
      file: { name: path.basename(file), mimeType: 'application/octet-stream', buffer: readFileSync(file) },
    },
  })
  expect(response.status()).toBe(202)
  return (await response.json()) as Presentation
}

describe('deck checks and versions', () => {
  test('Upload new version links a PDF to its PPTX; the Checks section and the comparison view show on the new item', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Vera'))
    const first = await uploadFile(context, PPTX)
    await waitForStatus(context, first.id, 'completed')
    await page.goto('/dashboard')

    await page.getByRole('button', { name: `More actions for ${first.originalName}` }).click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('menuitem', { name: 'Upload new version' }).click()
    await (await chooser).setFiles(PDF)
    let second: Presentation | undefined
    await expect
      .poll(
        async () => {
          const list = (await (await context.request.get('/api/presentations')).json()) as Presentation[]
          second = list.find((item) => item.previousVersionId === first.id)
          return second?.status
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('completed')
    await page.goto(`/presentation/${second!.slug}`)

    const checks = page.getByRole('region', { name: 'Checks' })
    await checks.getByText('No figures disagree across slides.').waitFor()
    await checks.getByRole('heading', { name: 'Pitch checklist' }).waitFor()
    await checks
      .getByRole('listitem')
      .filter({ hasText: 'Team' })
      .getByRole('link', { name: 'Source: slide 12' })
      .waitFor()
    await checks.getByRole('link', { name: 'Compare with previous version' }).click()
    await page.getByRole('heading', { name: 'Changes since the previous version' }).waitFor()
    await page
      .getByText('en-series-a-pitch-vetlark.pptx (PPTX) → en-series-a-pitch-vetlark.pdf (PDF)')
      .waitFor()
    await page.getByRole('heading', { name: 'Figures changed (0)' }).waitFor()
    await page.getByRole('heading', { name: 'Slides removed (0)' }).waitFor()
  })

  test('the comparison view lists each changed figure as label: old → new with both slides, deck text escaped', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Wim'))
    const item = await uploadFile(context, PDF)
    await waitForStatus(context, item.id, 'completed')
    const comparison: VersionComparison = {
      previous: { id: 'a', slug: 'v1', originalName: 'v1.pptx', fileType: 'pptx' },
      current: { id: item.id, slug: item.slug, originalName: item.originalName, fileType: 'pdf' },
      diff: {
        added: [{ slideNumber: 4, title: 'Competition' }],
        removed: [{ slideNumber: 9, title: 'Why now' }],
        moved: [{ title: 'Team', fromSlide: 12, toSlide: 4 }],
        figures: [
          {
            label: '<img src=x onerror=alert(1)> Paying clinics',
            old: '418',
            new: '431',
            oldSlide: 5,
            newSlide: 6,
          },
        ],
        slidesInBoth: 13,
      },
    }
    await page.route(`**/api/presentations/${item.id}/diff`, (route) => route.fulfill({ json: comparison }))

    await page.goto(`/presentation/${item.slug}/changes`)

    await page
      .getByText('<img src=x onerror=alert(1)> Paying clinics: 418 → 431 (slide 5 → slide 6)')
      .waitFor()
    await page.getByText('Slide 4: Competition').waitFor()
    await page.getByText('Slide 9: Why now').waitFor()
    await page.getByText('Team: slide 12 → slide 4').waitFor()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
  })
})
