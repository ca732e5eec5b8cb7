import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from '../../../../../e2e/support/launch-browser'
import type { Summary } from '../../../../shared'
import { renderReport } from './render-report'

const NAME = '<img src=x onerror=alert(1)>.pdf'
const TEXT = '<script>alert(2)</script> "><svg onload=alert(3)> <img src="https://example.com/t.png">'

const summary: Summary = {
  slideBySlide: [
    { slideNumber: 1, title: `<img src=x onerror=alert(4)>`, summary: `${TEXT}\n- ${TEXT}` },
    { slideNumber: 2, title: 'Plan', summary: `**${TEXT}:**\n1. ${TEXT}`, hidden: true },
  ],
  overallSummary: {
    keyTakeaways: [TEXT],
    actionItems: [TEXT],
    strategicInsights: [TEXT],
    keyQuestions: [TEXT],
  },
  sources: { keyTakeaways: [[1, 2]], actionItems: [[2]], strategicInsights: [[1]], keyQuestions: [[2]] },
  faithfulness: { figuresTotal: 2, figuresFound: 1, unverified: [TEXT] },
  language: 'en',
  provider: 'local',
  warnings: [TEXT],
}

let browser: Browser
let dir: string

beforeAll(async () => {
  browser = await launchBrowser()
  dir = await mkdtemp(path.join(os.tmpdir(), 'slidebrief-report-'))
})

afterAll(async () => {
  await browser?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('a report opened in Chromium', () => {
  test.each(['download', 'print'] as const)(
    'the %s variant runs no script, makes no request and shows hostile text as text',
    async (variant) => {
      const file = path.join(dir, `${variant}.html`)
      await writeFile(file, renderReport({ originalName: NAME, processedAt: null, summary }, { variant }))
      const page = await browser.newPage()
      const requests: string[] = []
      const dialogs: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })

      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
      const heading = await page.locator('h1').textContent()
      const scriptElements = await page.locator('script, img, svg').count()
      await page.close()

      expect(heading).toBe(NAME)
      expect(scriptElements).toBe(0)
      expect(dialogs).toEqual([])
      expect(requests).toEqual([pathToFileURL(file).href])
    },
  )
})
