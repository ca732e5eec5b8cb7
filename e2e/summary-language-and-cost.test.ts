import { describe, expect } from 'vitest'
import type { Presentation, Summary } from '../src/shared'
import { test } from './support/browser-test'
import { corpusPath, waitForStatus } from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

const PDF = 'pdf/cncf-standards-next-gen-cloud.pdf'
// A note carries the document's own words: it must read as text, never as markup.
const MARKUP_NOTE = 'Slide 4: the figure "<img src=x onerror=alert(1)>" was cut; it is not on the slide.'

describe('the summary language and what the summary cost', () => {
  test('a language chosen at upload goes with the file, and the owner reads the model, tokens and notes', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Lena'))
    await page.goto('/dashboard')
    await page.getByRole('radio', { name: /Presentation/ }).click()

    await page.getByRole('combobox', { name: 'Summary language' }).click()
    await page.getByRole('option', { name: 'German' }).click()
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/presentations/upload'))
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose file' }).click()
    await (await chooser).setFiles(corpusPath(PDF))
    const item = (await (await uploaded).json()) as Presentation

    expect(item.summaryLanguage).toBe('de')
    await waitForStatus(context, item.id, 'completed')
    // The built-in summariser makes no AI calls: the cost and the notes an LLM summary carries are added to
    // the server's own answer (the server side of both has its API tests).
    const stored = (await (await context.request.get(`/api/presentations/slug/${item.slug}`)).json()) as {
      summary: Summary
    }
    const summary: Summary = {
      ...stored.summary,
      model: 'qwen3:14b',
      usage: { calls: 3, inputTokens: 12480, outputTokens: 1904 },
      warnings: ['Slide 2 was summarised offline: the model did not answer.', MARKUP_NOTE],
    }
    await page.route(`**/api/presentations/slug/${item.slug}`, (route) =>
      route.fulfill({ json: { ...stored, summary } }),
    )

    await page.goto(`/presentation/${item.slug}`)
    await page.getByText('Summary language chosen at upload: German').waitFor()
    await page.getByText('qwen3:14b: 3 AI calls, 12,480 tokens in, 1,904 tokens out').waitFor()
    const notes = page.getByText('Notes on this summary (2)')
    expect(await page.getByText(MARKUP_NOTE).isVisible()).toBe(false)
    await notes.click()

    await page.getByText(MARKUP_NOTE).waitFor()
    expect(
      await page.getByText('Slide 2 was summarised offline: the model did not answer.').isVisible(),
    ).toBe(true)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
  })
})
