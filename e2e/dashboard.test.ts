// Callbacks passed to page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { closeSync, openSync, ftruncateSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { describe, expect, onTestFinished } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { test } from './support/browser-test'
import {
  corpusPath,
  saveScreenshot,
  submitFailingUrlViaApi,
  uploadViaApi,
  waitForStatus,
} from './support/presentations-via-api'
import { startHeldLinkServer } from './support/start-held-link-server'
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
      await historyItem(page, name)
        .getByRole('link', { name: `View Summary of ${name}` })
        .waitFor()
      // The next upload's toasts must be its own: this one's may still be showing (two matches fail the locator).
      // A pointer over the toaster pauses its timer, so it is moved away first.
      await page.mouse.move(0, 0)
      await page.getByText("Your file is being processed. You'll see it in your history shortly.").waitFor({
        state: 'hidden',
        timeout: 30_000,
      })
    }

    await page.getByText('2 / 5').waitFor()
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
    await page.getByRole('button', { name: 'Choose file' }).waitFor()

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

describe('the dashboard by keyboard alone', () => {
  /** Presses Tab until the element with this accessible name has the focus. */
  async function tabTo(page: Page, name: string) {
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      )
      if (focused.includes(name)) return
    }
    throw new Error(`Tab never reached ${name}`)
  }

  test('a user chooses the type, opens the file dialog and renames an item without a mouse', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    await uploadViaApi(context, PDF, 'Keyboard deck.pdf')
    await page.goto('/dashboard')
    await historyItem(page, 'Keyboard deck.pdf').waitFor()

    await tabTo(page, 'Presentation')
    await page.keyboard.press('Space')
    expect(await page.getByRole('radio', { name: /Presentation/ }).getAttribute('aria-checked')).toBe('true')
    await tabTo(page, 'Choose file')
    // Enter on the button must open the system file dialog, i.e. click the file input. That click is
    // observed in the page: Playwright's file-chooser interception is switched on asynchronously and
    // raced the key press on a loaded machine.
    await page.getByLabel('Presentation file').evaluate((input) => {
      input.addEventListener('click', () => input.setAttribute('data-opened', 'yes'), { once: true })
    })
    await page.keyboard.press('Enter')
    await page
      .locator('input[aria-label="Presentation file"][data-opened="yes"]')
      .waitFor({ state: 'attached' })

    await tabTo(page, 'More actions for Keyboard deck.pdf')
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Rename' }).waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Typed name.pdf')
    await page.keyboard.press('Enter')
    await historyItem(page, 'Typed name.pdf').waitFor()
  })

  test('after an upload by keyboard, accepted or refused, the focus stays in the upload zone', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    for (let n = 1; n <= 3; n++) await uploadViaApi(context, PDF, `deck ${n}.pdf`)
    await page.goto('/dashboard')
    const usage = page.getByRole('region', { name: 'File usage' })
    await usage.getByText('3 / 5').waitFor()
    // The drop zone is the file input's parent, as in dropFile above.
    const focusIsInUploadZone = () =>
      page.evaluate(() =>
        document
          .querySelector('input[aria-label="Presentation file"]')!
          .parentElement!.contains(document.activeElement),
      )

    await tabTo(page, 'Presentation')
    await page.keyboard.press('Space')
    await tabTo(page, 'Choose file')
    expect(await focusIsInUploadZone()).toBe(true)
    // Enter on the button opens the system dialog (the test above checks that); its choice reaches the input.
    const chooseAndUpload = (file: string) =>
      page.getByLabel('Presentation file').setInputFiles(corpusPath(file))
    const releaseUpload = await holdRequests(page, /\/upload$/)
    await chooseAndUpload(PDF)
    await page.getByText('Uploading...').waitFor()
    expect(await focusIsInUploadZone()).toBe(true)
    releaseUpload()
    await page.getByText('Upload successful!').waitFor()
    expect(await focusIsInUploadZone()).toBe(true)

    await usage.getByText('4 / 5').waitFor()
    await uploadViaApi(context, PDF, 'from elsewhere.pdf') // this page still believes 4 of 5: refused
    await chooseAndUpload(PPTX) // another file: the input holds the first one
    await page.getByText('Upload failed').waitFor()
    await usage.getByText('5 / 5').waitFor()
    expect(await page.getByRole('button', { name: 'Choose file' }).isDisabled()).toBe(true)
    expect(await focusIsInUploadZone()).toBe(true)
  })
})

describe('the upload history', () => {
  test('an item is renamed with Enter, a rename is cancelled with Escape, a blank name is refused and a note is saved', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    await uploadViaApi(context, PDF, 'Quarterly review.pdf')
    await page.goto('/dashboard')
    const more = (name: string) => page.getByRole('button', { name: `More actions for ${name}` })

    await more('Quarterly review.pdf').click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    const nameField = page.getByLabel('New name for Quarterly review.pdf')
    await nameField.fill('Q3 review.pdf')
    await nameField.press('Enter')
    await historyItem(page, 'Q3 review.pdf').waitFor()

    await more('Q3 review.pdf').click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    await page.getByLabel('New name for Q3 review.pdf').fill('Something else')
    await page.getByLabel('New name for Q3 review.pdf').press('Escape')
    await historyItem(page, 'Q3 review.pdf').getByRole('heading', { name: 'Q3 review.pdf' }).waitFor()

    await more('Q3 review.pdf').click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    await page.getByLabel('New name for Q3 review.pdf').fill('   ')
    await page.getByLabel('New name for Q3 review.pdf').press('Enter')
    await page.getByText('Name is required').waitFor()
    await page.getByLabel('New name for Q3 review.pdf').press('Escape')

    await more('Q3 review.pdf').click()
    await page.getByRole('menuitem', { name: 'Add note' }).click()
    await page.getByLabel('Note for Q3 review.pdf').fill('Send to the board on Friday')
    await page.getByLabel('Note for Q3 review.pdf').press('Enter')
    await historyItem(page, 'Q3 review.pdf').getByText('Send to the board on Friday').waitFor()

    await page.reload()
    await historyItem(page, 'Q3 review.pdf').getByText('Send to the board on Friday').waitFor()
    expect(await page.getByText('Quarterly review.pdf').count()).toBe(0)
  })

  test('search matches part of the name in any case, and the sort puts newest first or names in order', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    for (const name of ['beta plan.pdf', 'Alpha Budget.pdf', 'gamma notes.pdf'])
      await uploadViaApi(context, PDF, name)
    await page.goto('/dashboard')
    const names = () =>
      page.getByRole('list', { name: 'Uploaded files' }).getByRole('heading', { level: 3 }).allTextContents()
    await historyItem(page, 'gamma notes.pdf').waitFor()

    expect(await names()).toEqual(['gamma notes.pdf', 'Alpha Budget.pdf', 'beta plan.pdf'])

    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Alphabetical' }).click()
    // The server searches and sorts: the list follows its answer.
    await expect.poll(names).toEqual(['Alpha Budget.pdf', 'beta plan.pdf', 'gamma notes.pdf'])

    await page.getByLabel('Search uploads').fill('BUDG')
    await expect.poll(names).toEqual(['Alpha Budget.pdf'])
    await page.getByLabel('Search uploads').fill('zzz')
    await page.getByText('No files match “zzz”.').waitFor()
  })

  test('delete asks for confirmation, Cancel keeps the item and Delete removes it', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    await uploadViaApi(context, PDF, 'old deck.pdf')
    await page.goto('/dashboard')

    await page.getByRole('button', { name: 'More actions for old deck.pdf' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog', { name: 'Delete this file?' }).waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await historyItem(page, 'old deck.pdf').waitFor()

    await page.getByRole('button', { name: 'More actions for old deck.pdf' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No uploads yet').waitFor()

    await page.reload()
    await page.getByText('No uploads yet').waitFor()
  })

  test('a failed item shows its reason; Retry puts it back through processing and, failing again, says so in a toast, shows Failed with its reason and no longer counts', async ({
    page,
    context,
  }) => {
    // The link fails at once the first time; the retry's fetch is held until the test has seen it counted.
    const link = await startHeldLinkServer()
    onTestFinished(() => link.close())
    await registerViaApi(context, newTestUser())
    const failing = await submitFailingUrlViaApi(context, link.url)
    const failed = await waitForStatus(context, failing.id, 'failed')
    await page.goto('/dashboard')
    const item = historyItem(page, failed.originalName)
    await item.getByText('Failed').waitFor()
    expect(failed.errorMessage).toBeTruthy()
    await item.getByText(failed.errorMessage!).waitFor()
    expect(await item.getByRole('link', { name: /View Summary/ }).count()).toBe(0)

    const releaseProgress = await holdRequests(page, /\/api\/presentations(\/[^/]+\/events)?$/)
    link.hold()
    const retried = page.waitForResponse((response) => response.url().endsWith(`/${failed.id}/retry`))
    await item.getByRole('button', { name: `Retry ${failed.originalName}` }).click()
    expect((await retried).status()).toBe(202)
    await item.getByText('Processing').waitFor()
    const usage = page.getByRole('region', { name: 'File usage' })
    await usage.getByText('1 / 5').waitFor()
    link.release()
    releaseProgress()

    const failedAgain = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `${failed.originalName} failed again` })
    await failedAgain.waitFor({ timeout: 60_000 })
    const again = await waitForStatus(context, failed.id, 'failed')
    await failedAgain.getByText(again.errorMessage!).waitFor()
    await item.getByText('Failed').waitFor()
    await item.getByText(again.errorMessage!).waitFor()
    // A failed item does not count: the usage card says so without a reload.
    await usage.getByText('0 / 5').waitFor()
    await item.getByRole('button', { name: `Retry ${failed.originalName}` }).waitFor()
    // One toast for the one retry, however many times the list is refetched.
    const refreshed = page.waitForResponse((response) => /\/api\/presentations\?/.test(response.url()))
    await page.getByRole('button', { name: 'Refresh upload history' }).click()
    await refreshed
    expect(await failedAgain.count()).toBe(1)
  })

  test('a completed item downloads its report, opens its original, its share dialog (Escape closes it, focus back on Share) and its summary', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    const deck = await uploadViaApi(context, PDF, 'Board deck.pdf')
    await waitForStatus(context, deck.id, 'completed')
    await page.goto('/dashboard')
    const item = historyItem(page, 'Board deck.pdf')

    const download = page.waitForEvent('download')
    await item.getByRole('link', { name: 'Download the analysis of Board deck.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('Board deck.pdf_complete_analysis.html')

    const original = page.waitForEvent('popup')
    await item.getByRole('button', { name: 'More actions for Board deck.pdf' }).click()
    await page.getByRole('menuitem', { name: 'Open original' }).click()
    const originalTab = await original
    // A PDF opens in Chromium's viewer; the address is what the test can rely on.
    await originalTab.waitForURL(`**/api/presentations/${deck.id}/original`, { waitUntil: 'commit' })
    await originalTab.close()

    // Sending and its refusals are e2e/sharing.test.ts's; here the action opens the item's own dialog.
    await item.getByRole('button', { name: 'Share Board deck.pdf' }).click()
    const shareDialog = page.getByRole('dialog', { name: 'Share Board deck.pdf' })
    await shareDialog.getByLabel('Email addresses').waitFor()
    await page.keyboard.press('Escape')
    await shareDialog.waitFor({ state: 'detached' })
    // Keyboard users carry on from the button that opened the dialog, not from the top of the page.
    const share = item.getByRole('button', { name: 'Share Board deck.pdf' })
    await expect.poll(() => share.evaluate((button) => button === document.activeElement)).toBe(true)

    await item.getByRole('link', { name: 'View Summary of Board deck.pdf' }).click()
    await page.waitForURL(`**/presentation/${deck.slug}`)
    await page.getByRole('heading', { level: 1, name: 'Board deck.pdf' }).waitFor()
  })
})

describe('the dashboard polling and usage states', () => {
  test('the history refetches every 10 s while an item is processing, refreshes usage when it completes, then stops', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    const deck = await uploadViaApi(context, PDF, 'Polled deck.pdf')
    const completed = await waitForStatus(context, deck.id, 'completed')
    // The server answers the real list, shown as processing until the test says otherwise.
    let isProcessing = true
    // Both the pages of the list and the poll of the items still processing.
    await page.route(/\/api\/presentations(\?.*)?$/, async (route) => {
      const item = isProcessing
        ? {
            ...completed,
            status: 'processing',
            stage: 'summarising',
            processedAt: null,
            processingSeconds: null,
          }
        : completed
      await route.fulfill({ json: [item] })
    })
    await page.route(/\/events$/, (route) => route.abort())
    const seen: string[] = []
    const answered: string[] = []
    page.on('request', (request) => seen.push(new URL(request.url()).pathname))
    page.on('requestfinished', (request) => answered.push(new URL(request.url()).pathname))
    const count = (path: string) => seen.filter((seenPath) => seenPath === path).length
    const answeredCount = (path: string) => answered.filter((seenPath) => seenPath === path).length
    /** Every request the page made before this point has been seen once this marker is. */
    const settle = async () => {
      await page.evaluate(() => fetch('/api/health'))
      await expect.poll(() => count('/api/health')).toBeGreaterThan(0)
      seen.length = 0
    }
    await page.clock.install()
    await page.goto('/dashboard')
    await historyItem(page, 'Polled deck.pdf').getByText('Processing').waitFor()
    await settle()

    // The next poll is timed from the last answer: the clock moves only once the previous poll has one.
    const answeredBefore = answeredCount('/api/presentations')
    await page.clock.runFor(10_000)
    await expect.poll(() => count('/api/presentations')).toBe(1)
    await expect.poll(() => answeredCount('/api/presentations')).toBe(answeredBefore + 1)
    await page.clock.runFor(10_000)
    await expect.poll(() => count('/api/presentations')).toBe(2)
    expect(count('/api/file-processing-limits')).toBe(0)

    isProcessing = false
    await page.clock.runFor(10_000)
    await historyItem(page, 'Polled deck.pdf').getByText('Completed').waitFor()
    await expect.poll(() => count('/api/file-processing-limits')).toBe(1)
    await settle()
    await page.clock.runFor(60_000)
    await settle()
    expect(count('/api/presentations')).toBe(0)
  })

  test('scrolling to the end of the history loads the next page, and only processing items are polled', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    const deck = await uploadViaApi(context, PDF, 'Paged deck.pdf')
    const completed = await waitForStatus(context, deck.id, 'completed')
    const item = (n: number, status = 'completed') => ({
      ...completed,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `deck-${n}`,
      originalName: `Deck ${String(n).padStart(3, '0')}.pdf`,
      status,
    })
    const asked: URLSearchParams[] = []
    await page.route(/\/api\/presentations\?/, async (route) => {
      const params = new URL(route.request().url()).searchParams
      asked.push(params)
      if (params.has('ids')) return route.fulfill({ json: [item(1, 'processing')] })
      const after = params.get('after')
      const first = after ? 50 : 0
      const count = after ? 10 : 50
      await route.fulfill({
        json: Array.from({ length: count }, (_, i) =>
          item(first + i, first + i === 1 ? 'processing' : 'completed'),
        ),
      })
    })
    await page.route(/\/events$/, (route) => route.abort())
    await page.clock.install()
    await page.goto('/dashboard')
    await historyItem(page, 'Deck 049.pdf').waitFor()
    expect(await page.getByText('Deck 050.pdf').count()).toBe(0)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await historyItem(page, 'Deck 059.pdf').waitFor()
    await page.clock.runFor(10_000)
    await expect.poll(() => asked.filter((params) => params.has('ids')).length).toBe(1)

    expect(asked[0]!.get('limit')).toBe('50')
    expect(asked[1]!.get('after')).toBe(item(49).id)
    expect(asked.find((params) => params.has('ids'))!.get('ids')).toBe(item(1).id)
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0)
  })

  test('at 4 of 5 the card warns in orange; a refused 5th upload refetches limits and turns it red with uploads disabled', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    // All four finished first: an item completing while the page is open refreshes its usage, and the 5th
    // upload below must stay unseen until the page's own upload is refused.
    for (let n = 1; n <= 4; n++) {
      const deck = await uploadViaApi(context, PDF, `deck ${n}.pdf`)
      await waitForStatus(context, deck.id, 'completed')
    }
    await page.goto('/dashboard')
    const usage = page.getByRole('region', { name: 'File usage' })

    await usage.getByText('4 / 5').waitFor()
    expect(await usage.getAttribute('data-usage-state')).toBe('near')
    await usage
      .getByText("You're approaching your file limit. Upgrade your plan for more processing.")
      .waitFor()
    await usage.getByText('1 of 5 files remaining').waitFor()

    await uploadViaApi(context, PDF, 'deck 5.pdf') // from elsewhere: this page still believes 4 of 5
    await page.getByRole('radio', { name: /Presentation/ }).click()
    await chooseFile(page, corpusPath(PDF))
    await page.getByText('Upload failed').waitFor()
    await page
      .getByText("You've reached your file processing limit. Please upgrade your plan to continue.")
      .waitFor()
    await page.getByRole('button', { name: 'Upgrade' }).waitFor()

    await usage.getByText('5 / 5').waitFor()
    expect(await usage.getAttribute('data-usage-state')).toBe('at-limit')
    await usage
      .getByText("You've reached your file limit. Upgrade your plan to continue processing files.")
      .waitFor()
    expect(await page.getByRole('button', { name: 'Choose file' }).isDisabled()).toBe(true)
    expect(await page.getByLabel('Or paste a link to a PDF').isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Process URL' }).isDisabled()).toBe(true)

    await dropFile(page, 'one more.pdf')
    await page.getByText('Upload limit reached').waitFor()
    await usage.getByRole('link', { name: 'Upgrade' }).click()
    await page.waitForURL('**/subscribe')
  })

  test('an unlimited plan shows infinity and no remaining count; shared files get their card', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    await page.route('**/api/file-processing-limits', (route) =>
      route.fulfill({ json: { current: 12, limit: 999999 } }),
    )
    await page.goto('/dashboard')
    const usage = page.getByRole('region', { name: 'File usage' })
    await usage.getByText('12 / ∞').waitFor()
    expect(await usage.getByText(/remaining/).count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Shared with You' }).count()).toBe(0)

    await page.route('**/api/shared-files', (route) =>
      route.fulfill({
        json: [
          {
            id: 'f1',
            slug: 'team-plan-pdf',
            originalName: 'Team plan.pdf',
            status: 'completed',
            createdAt: new Date().toISOString(),
          },
        ],
      }),
    )
    await page.reload()
    await page.getByRole('heading', { name: 'Shared with You' }).waitFor()
    await page.getByText('Shared', { exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'View Summary of Team plan.pdf' }).getAttribute('href')).toBe(
      '/presentation/team-plan-pdf',
    )
  })

  test('the dashboard has no serious accessibility violations and is captured at 1280 and 375 px', async ({
    page,
    context,
    app,
  }) => {
    await registerViaApi(context, newTestUser('Ada'))
    const done = await uploadViaApi(context, PDF, 'Cloud standards review.pdf')
    await uploadViaApi(context, PPTX, 'Org chart.pptx')
    await submitFailingUrlViaApi(context, app.url)
    await waitForStatus(context, done.id, 'completed')
    await page.goto('/dashboard')
    await historyItem(page, 'unreachable-deck.pdf').getByText('Failed').waitFor({ timeout: 60_000 })
    await historyItem(page, 'Org chart.pptx').getByText('Completed').waitFor({ timeout: 60_000 })

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await saveScreenshot(page, 'dashboard-1280')
    await page.setViewportSize({ width: 375, height: 812 })
    await saveScreenshot(page, 'dashboard-375')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
