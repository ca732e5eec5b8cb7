import { closeSync, openSync, ftruncateSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { test } from './support/browser-test'
import {
  corpusPath,
  saveScreenshot,
  submitFailingUrlViaApi,
  uploadViaApi,
  waitForStatus,
} from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

const PDF = 'pdf/cncf-standards-next-gen-cloud.pdf'
const PPTX = 'pptx/smartart-org-chart.pptx'

function historyItem(page: Page, name: string) {
  return page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem', { name, exact: true })
}

async function chooseFile(page: Page, filePath: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles(filePath)
}

/** A drop as the browser makes it, since the drop zone must answer drops even while its button is disabled. */
async function dropFile(page: Page, name: string) {
  await page.evaluate((fileName) => {
    const transfer = new DataTransfer()
    transfer.items.add(new File(['%PDF-1.4'], fileName, { type: 'application/pdf' }))
    const zone = document.querySelector('input[aria-label="Presentation file"]')!.parentElement!
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
  }, name)
}

/** Holds matching requests until released (later ones then pass at once), so a short-lived state is seen for sure. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe('the dashboard upload panel', () => {
  test('a PDF and a PPTX uploaded from the dashboard each go from processing to completed without a reload', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Uma'))
    await page.goto('/dashboard')
    await page.getByText('No uploads yet').waitFor()
    expect(await page.getByRole('button', { name: 'Choose file' }).isDisabled()).toBe(true)
    expect(await page.getByLabel('Or paste a link to a PDF').isDisabled()).toBe(true)

    await page.getByRole('radio', { name: /Presentation/ }).click()
    for (const [file, name] of [
      [PDF, 'cncf-standards-next-gen-cloud.pdf'],
      [PPTX, 'smartart-org-chart.pptx'],
    ] as const) {
      const releaseProgress = await holdRequests(page, /\/api\/presentations(\/[^/]+\/events)?$/)
      await chooseFile(page, corpusPath(file))
      await page.getByText('Upload successful!').waitFor()
      await page.getByText("Your file is being processed. You'll see it in your history shortly.").waitFor()
      await historyItem(page, name).getByText('Processing').waitFor()

      releaseProgress()
      await historyItem(page, name).getByText('Completed').waitFor({ timeout: 60_000 })
      await historyItem(page, name).getByRole('link', { name: `View Summary of ${name}` }).waitFor()
    }

    expect(await page.getByText('2 / 5').isVisible()).toBe(true)
  })

  test('the drop zone refuses, with the spec toasts, a drop before the type is chosen, a wrong type and a file over 50 MB', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    const bigFile = path.join(mkdtempSync(path.join(tmpdir(), 'slidebrief-e2e-')), 'huge-deck.pdf')
    const handle = openSync(bigFile, 'w')
    ftruncateSync(handle, 50 * 1024 * 1024 + 1)
    closeSync(handle)
    const uploads: Request[] = []
    page.on('request', (request) => request.url().endsWith('/upload') && uploads.push(request))
    await page.goto('/dashboard')

    await dropFile(page, 'deck.pdf')
    await page.getByText('Document type required').waitFor()
    await page.getByText('Please select a document type before uploading').waitFor()

    await page.getByRole('radio', { name: /Document/ }).click()
    await dropFile(page, 'notes.docx')
    await page.getByText('Invalid file type').waitFor()
    await page.getByText('Only PDF, PPT, and PPTX files are allowed.').waitFor()

    await chooseFile(page, bigFile)
    await page.getByText('File too large').waitFor()
    await page
      .getByText('Maximum file size is 50MB. Please compress your file or use a smaller version.')
      .waitFor()
    expect(uploads).toHaveLength(0)
  })

  test('the PDF link field says URL required and Invalid URL, and a valid link is submitted and cleared', async ({
    page,
    context,
    app,
  }) => {
    await registerViaApi(context, newTestUser())
    await page.goto('/dashboard')
    await page.getByRole('radio', { name: /Presentation/ }).click()
    const field = page.getByLabel('Or paste a link to a PDF')

    await page.getByRole('button', { name: 'Process URL' }).click()
    await page.getByText('URL required').waitFor()
    await page.getByText('Please enter a valid URL').waitFor()
    await field.fill('not a link')
    await page.getByRole('button', { name: 'Process URL' }).click()
    await page.getByText('Invalid URL', { exact: true }).waitFor()

    await field.fill(`${app.url}/decks/quarterly.pdf`)
    await page.getByRole('button', { name: 'Process URL' }).click()
    await page.getByText('URL submitted!').waitFor()
    await page.getByText("Your PDF is being processed. You'll see it in your history shortly.").waitFor()
    await historyItem(page, 'quarterly.pdf').waitFor()
    expect(await field.inputValue()).toBe('')
  })
})
