// Callbacks passed to page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import type { BrowserContext, Cookie, Page } from 'playwright-core'
import type { Presentation, Summary } from '../src/shared'
import { test as browserTest } from './support/browser-test'
import {
  saveScreenshot,
  submitFailingUrlViaApi,
  uploadViaApi,
  waitForStatus,
} from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

const PDF = 'pdf/cncf-standards-next-gen-cloud.pdf'

interface SlugAnswer {
  presentation: Presentation & { sharedSlug: string }
  summary: Summary | null
}

/** The session of the account that owns the file's one completed deck, and that deck. */
interface DeckOwner {
  cookies: Cookie[]
  deckId: string
}

/**
 * Summarising the PDF is most of a test's time on a loaded machine, and every test of a completed file
 * needs the same one: it is uploaded and summarised once per file (decision 122).
 */
const test = browserTest.extend(
  'deckOwner',
  { scope: 'file' },
  async ({ browser, app }): Promise<DeckOwner> => {
    const context = await browser.newContext({ baseURL: app.url })
    try {
      await registerViaApi(context, newTestUser('Ada'))
      const deck = await uploadViaApi(context, PDF)
      await waitForStatus(context, deck.id, 'completed')
      return { cookies: await context.cookies(), deckId: deck.id }
    } finally {
      await context.close()
    }
  },
)

/** Signs the test's context in as the deck's owner and names the deck as the test needs (renaming keeps the slug). */
async function completedDeck(
  context: BrowserContext,
  owner: DeckOwner,
  name = 'Cloud standards.pdf',
): Promise<SlugAnswer> {
  await context.addCookies(owner.cookies)
  const renamed = await context.request.patch(`/api/presentations/${owner.deckId}`, {
    data: { originalName: name },
  })
  if (!renamed.ok()) throw new Error(`rename failed: ${renamed.status()} ${await renamed.text()}`)
  const { slug } = (await renamed.json()) as Presentation
  return (await (await context.request.get(`/api/presentations/slug/${slug}`)).json()) as SlugAnswer
}

/** Answers the summary view's query with this presentation and summary instead of the stored ones. */
async function serveSummary(page: Page, slug: string, answer: () => SlugAnswer) {
  await page.route(`**/api/presentations/slug/${slug}`, (route) => route.fulfill({ json: answer() }))
}

const craftedSummary: Summary = {
  slideBySlide: [
    { slideNumber: 1, title: 'Bullets', summary: '- First point\n- Second **bold** point' },
    {
      slideNumber: 2,
      title: 'Sections',
      summary:
        '**Results:**\n- Revenue up 12%\n- Costs down 3%\n**Next steps:**\n1. Hire two engineers\n2. Ship in May',
    },
    {
      slideNumber: 3,
      title: 'Prose',
      summary: 'One is first. Two is second. Three is third. Four is fourth. Five is fifth.',
    },
    { slideNumber: 4, title: 'Backup slide', summary: 'Only for questions.', hidden: true },
  ],
  overallSummary: {
    keyTakeaways: ['Revenue grew **12%**', 'Costs fell'],
    actionItems: ['Hire two engineers'],
    strategicInsights: ['Growth outpaces costs', 'Hiring is the constraint'],
    keyQuestions: ['Can growth last?'],
  },
  sources: {
    keyTakeaways: [[2], [2, 3]],
    actionItems: [[2]],
    strategicInsights: [[3], [4]],
    keyQuestions: [[3]],
  },
  faithfulness: { figuresTotal: 24, figuresFound: 24, unverified: [] },
  language: 'en',
  provider: 'local',
  warnings: [],
}

describe('the summary view of a completed file', () => {
  test('shows the name, date, figures badge and both cards; a source link scrolls to and highlights its slide', async ({
    page,
    context,
    deckOwner,
  }) => {
    const { presentation, summary } = await completedDeck(context, deckOwner)
    await page.goto(`/presentation/${presentation.slug}`)

    await page.getByRole('heading', { level: 1, name: 'Cloud standards.pdf' }).waitFor()
    const processedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(presentation.processedAt!),
    )
    await page.getByText(`Processed on ${processedOn}`).waitFor()
    const { figuresLabelled, figuresTotal } = summary!.faithfulness
    await page
      .getByText(`${figuresLabelled} of ${figuresTotal} figures checked against their slides`)
      .waitFor()
    expect(
      await page
        .getByRole('list', { name: 'Slides' })
        .getByRole('listitem')
        .filter({ has: page.getByText(/^Slide \d+$/) })
        .count(),
    ).toBe(summary!.slideBySlide.length)

    const source = summary!.sources.keyTakeaways[0]![0]!
    await page
      .getByRole('link', { name: `Source: slide ${source}` })
      .first()
      .click()
    await page.waitForURL(`**#slide-${source}`)
    const card = page.locator(`#slide-${source}`)
    expect(await card.evaluate((element) => element.matches(':target'))).toBe(true)
    await expect
      .poll(() =>
        card.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return box.top >= 0 && box.top < window.innerHeight
        }),
      )
      .toBe(true)
  })

  test('Download Complete Analysis saves the named report and Print opens the print version in a new tab', async ({
    page,
    context,
    deckOwner,
  }) => {
    const { presentation } = await completedDeck(context, deckOwner, 'Board deck.pdf')
    await page.goto(`/presentation/${presentation.slug}`)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download Complete Analysis' }).click()
    expect((await download).suggestedFilename()).toBe('Board deck.pdf_complete_analysis.html')

    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Print' }).click()
    const printPage = await popup
    await printPage.waitForLoadState()
    expect(new URL(printPage.url()).pathname).toBe(`/api/presentations/${presentation.id}/download/print`)
    expect(await printPage.content()).toContain('Board deck.pdf')
  })

  test('summary text is shown by its format: lists, headed sections, numbered lists, three-sentence paragraphs, hidden slides, paired questions', async ({
    page,
    context,
    deckOwner,
  }) => {
    const { presentation } = await completedDeck(context, deckOwner)
    await serveSummary(page, presentation.slug, () => ({
      presentation: { ...presentation, processedAt: '2025-01-05T12:00:00.000Z' },
      summary: craftedSummary,
    }))
    await page.goto(`/presentation/${presentation.slug}`)
    const slide = (n: number) => page.locator(`#slide-${n}`)

    await page.getByText('Processed on January 5, 2025').waitFor()
    // A summary stored before the figure-label check says only what it checked then; the badge explains itself on focus.
    const badge = page.getByRole('button', { name: '24 of 24 figures found on their slides' })
    await badge.focus()
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'looked up on the slides its item cites' })
      .first()
      .waitFor()
    expect(await slide(1).locator('ul > li').allTextContents()).toEqual(['First point', 'Second bold point'])
    expect(await slide(1).locator('li strong').textContent()).toBe('bold')
    expect(await slide(2).locator('h4').allTextContents()).toEqual(['Results', 'Next steps'])
    expect(await slide(2).locator('section ul > li').allTextContents()).toEqual([
      'Revenue up 12%',
      'Costs down 3%',
    ])
    expect(await slide(2).locator('section ol > li').allTextContents()).toEqual([
      'Hire two engineers',
      'Ship in May',
    ])
    expect(await slide(3).locator('p').allTextContents()).toEqual([
      'One is first. Two is second. Three is third.',
      'Four is fourth. Five is fifth.',
    ])
    await slide(4).getByText('Hidden slide').waitFor()
    expect(await slide(1).getByText('Hidden slide').count()).toBe(0)

    const insights = page
      .getByRole('heading', { name: 'Strategic Insights' })
      .locator('xpath=..')
      .locator('ul > li')
    expect(await insights.count()).toBe(2)
    await insights.nth(0).getByText('Key question: Can growth last?').waitFor()
    expect(await insights.nth(1).getByText('Key question').count()).toBe(0)
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Revenue grew' }).locator('strong').textContent(),
    ).toBe('12%')
  })

  test('an empty slide list says so and a missing date reads Unknown', async ({
    page,
    context,
    deckOwner,
  }) => {
    const { presentation } = await completedDeck(context, deckOwner)
    await serveSummary(page, presentation.slug, () => ({
      presentation: { ...presentation, processedAt: null },
      summary: { ...craftedSummary, slideBySlide: [] },
    }))
    await page.goto(`/presentation/${presentation.slug}`)

    await page.getByText('No slide-by-slide summary available').waitFor()
    await page.getByText('Processed on Unknown').waitFor()
  })

  test('has no serious accessibility violations and is captured at 1280 and 375 px', async ({
    page,
    context,
    deckOwner,
  }) => {
    const { presentation } = await completedDeck(
      context,
      deckOwner,
      'Standards and the next generation of cloud.pdf',
    )
    await page.goto(`/presentation/${presentation.slug}`)
    await page.getByRole('heading', { name: 'Overall Summary' }).waitFor()

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await saveScreenshot(page, 'summary-1280')
    await page.setViewportSize({ width: 375, height: 812 })
    await saveScreenshot(page, 'summary-375')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

describe('the summary view states', () => {
  test('loading, then an unknown slug shows Error Loading Summary with the message and a way back', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser())
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/presentations/slug/**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/presentation/no-such-deck')

    await page.getByText('Loading presentation summary...').waitFor()
    release()
    await page.getByRole('heading', { name: 'Error Loading Summary' }).waitFor()
    await page.getByText('Presentation not found').waitFor()
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await page.waitForURL('**/dashboard')
  })

  test('a failed file shows Processing Failed with the spec text', async ({ page, context, app }) => {
    await registerViaApi(context, newTestUser())
    const item = await submitFailingUrlViaApi(context, app.url)
    await waitForStatus(context, item.id, 'failed')
    await page.goto(`/presentation/${item.slug}`)

    await page.getByRole('heading', { name: 'Processing Failed' }).waitFor()
    await page
      .getByText('We encountered an error while processing your presentation. Please try uploading again.')
      .waitFor()
  })

  test('a processing file is polled every 2 s and its summary appears once done, then polling stops', async ({
    page,
    context,
    deckOwner,
  }) => {
    const completed = await completedDeck(context, deckOwner)
    let isProcessing = true
    await serveSummary(page, completed.presentation.slug, () =>
      isProcessing
        ? {
            presentation: { ...completed.presentation, status: 'processing', processedAt: null },
            summary: null,
          }
        : completed,
    )
    const polls: string[] = []
    const answered: string[] = []
    const isSlugCall = (url: string) => url.includes('/api/presentations/slug/')
    page.on('request', (request) => isSlugCall(request.url()) && polls.push(request.url()))
    page.on('requestfinished', (request) => isSlugCall(request.url()) && answered.push(request.url()))
    await page.clock.install()
    await page.goto(`/presentation/${completed.presentation.slug}`)
    await page.getByRole('heading', { name: 'Processing Your Presentation' }).waitFor()
    expect(polls).toHaveLength(1)

    // The next poll is timed from the last answer: the clock moves only once the previous poll has one
    // (on a loaded machine an answer can arrive after the clock has already been moved).
    await page.clock.runFor(2000)
    await expect.poll(() => polls.length).toBe(2)
    await expect.poll(() => answered.length).toBe(2)
    await page.clock.runFor(2000)
    await expect.poll(() => polls.length).toBe(3)
    await expect.poll(() => answered.length).toBe(3)

    isProcessing = false
    await page.clock.runFor(2000)
    await page.getByRole('heading', { name: 'Overall Summary' }).waitFor()
    await page.clock.runFor(20_000)
    await page.evaluate(() => fetch('/api/health'))
    expect(polls).toHaveLength(4)
  })
})
