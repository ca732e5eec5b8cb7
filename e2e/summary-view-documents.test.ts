// Callbacks passed to page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { describe, expect } from 'vitest'
import type { Summary } from '../src/shared'
import { test } from './support/browser-test'
import { uploadViaApi, waitForStatus } from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

const longToken = 'https://reports.example.org/' + 'virtual-ward-evaluation-appendix-'.repeat(4) + 'table.pdf'

/** A document's summary: section cards covering several pages, overall items citing pages inside them. */
const documentSummary: Summary = {
  slideBySlide: [
    {
      slideNumber: 3,
      title: 'Executive summary',
      summary: `The programme met its targets. ${longToken}`,
      pages: [3, 4, 5],
    },
    {
      slideNumber: 6,
      title: 'Chapter 5 — Activity and throughput by locality, April 2024 to September 2025',
      summary: '- Admissions: 4,812\n- Average stay: 6.1 days',
      pages: [6, 7, 8, 9],
    },
    { slideNumber: 10, title: 'Appendix A', summary: 'Monthly figures.', pages: [10] },
  ],
  overallSummary: {
    keyTakeaways: ['Admissions: 4,812 over 18 months'],
    actionItems: ['Extend the programme to two more localities by March 2026'],
    strategicInsights: ['Average stay fell to 6.1 days'],
    keyQuestions: ['Will the average stay hold at 6.1 days as admissions grow?'],
  },
  sources: { keyTakeaways: [[8]], actionItems: [[4]], strategicInsights: [[7]], keyQuestions: [[7]] },
  faithfulness: { figuresTotal: 3, figuresFound: 3, unverified: [] },
  language: 'en',
  provider: 'local',
  warnings: [],
}

describe('the summary view of a long document', () => {
  test('fits a 375 px screen, and a source link to a merged page lands on the card that holds it', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Dora'))
    const item = await uploadViaApi(context, 'pdf/cncf-standards-next-gen-cloud.pdf', 'Report.pdf')
    await waitForStatus(context, item.id, 'completed')
    const stored = await (await context.request.get(`/api/presentations/slug/${item.slug}`)).json()
    await page.route(`**/api/presentations/slug/${item.slug}`, (route) =>
      route.fulfill({ json: { ...stored, summary: documentSummary } }),
    )
    await page.setViewportSize({ width: 375, height: 812 })

    await page.goto(`/presentation/${item.slug}`)
    await page.getByRole('heading', { level: 3, name: 'Executive summary' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('link', { name: 'Source: slide 8' }).click()

    await page.waitForURL('**#slide-8')
    const card = page.getByRole('listitem').filter({ hasText: 'Admissions: 4,812' }).first()
    expect(await card.evaluate((element) => element.matches(':has(:target)'))).toBe(true)
    await expect
      .poll(() =>
        card.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight
        }),
      )
      .toBe(true)
  })
})
