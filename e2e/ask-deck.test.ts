// Callbacks passed to page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { describe, expect } from 'vitest'
import { test } from './support/browser-test'
import { saveScreenshot, uploadViaApi, waitForStatus } from './support/presentations-via-api'
import { newTestUser, registerViaApi } from './support/test-user'

// The shared evaluation set's deck, read in place: its figures are known.
const DECK = '../eval/decks/en-series-a-pitch-vetlark.pptx'

describe('Ask this deck', () => {
  test('a reader asks, gets the answer with its slide, follows the citation to the slide, and clears the conversation', async ({
    page,
    context,
  }) => {
    await registerViaApi(context, newTestUser('Ada'))
    const deck = await uploadViaApi(context, DECK, 'Vetlark.pptx')
    await waitForStatus(context, deck.id, 'completed')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/presentation/${deck.slug}`)

    const panel = page.getByRole('region', { name: 'Ask this deck' })
    await panel.getByLabel('Your question').fill('What is the gross margin?')
    await panel.getByLabel('Your question').press('Enter')

    const conversation = panel.getByRole('list', { name: 'Conversation' })
    await conversation.getByText('Gross margin is 76%').waitFor()
    await panel.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'ask-deck-375')
    await conversation.getByRole('link', { name: 'Slide 5' }).first().click()
    await page.waitForURL('**#slide-5')
    const card = page.locator('#slide-5')
    expect(await card.evaluate((element) => element.matches(':target'))).toBe(true)
    await expect
      .poll(
        () =>
          card.evaluate((element) => {
            const box = element.getBoundingClientRect()
            return box.top >= 0 && box.top < window.innerHeight
              ? 'in view'
              : `top ${box.top} of ${window.innerHeight}, scrollY ${window.scrollY}`
          }),
        { timeout: 5000 },
      )
      .toBe('in view')
    // Readable at 375 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // A question is text wherever it is shown, never markup.
    const hostile = '<img src=x onerror="document.title=\'owned\'"> gross margin?'
    await panel.getByLabel('Your question').fill(hostile)
    await panel.getByRole('button', { name: 'Ask' }).click()
    await conversation.getByText(hostile).waitFor()
    expect(await page.title()).not.toBe('owned')
    expect(await conversation.locator('img').count()).toBe(0)

    await panel.getByRole('button', { name: 'Clear conversation' }).click()
    await expect.poll(() => conversation.getByRole('listitem').count()).toBe(0)
  })
})
