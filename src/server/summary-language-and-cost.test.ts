import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { presentations, usageRecords } from '../db'
import { processPresentation, type PipelineDeps } from '../jobs'
import type { LlmUsageMonth, Presentation, Summary } from '../shared'
import type { SummarizeOptions } from '../summarize'
import { lastMailTo, share, tokenInMail } from './features/sharing/test-support'
import { createContractClient, type ContractClient } from './features/v1/contract-client'
import { createApiKey, uploadWithKey } from './features/v1/v1-test-helpers'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from './test-support/build-test-app'
import { confirmAdminAddress } from './test-support/confirm-admin-address'
import { corpusFile, uploadCorpusFile } from './test-support/upload'

// Issue 23, items 4 and 8: the summary's language chosen per upload (web and /api/v1), carried to the
// summariser and kept on retry; what an LLM summary cost, shown to its owner and summed for the admin.

const PDF = 'pdf/cncf-linux-summit.pdf'
const BAD_LANGUAGE =
  "Summary language must be one of en (English), es (Spanish), pt (Portuguese), fr (French), de (German), it (Italian), nl (Dutch), nb (Norwegian), or left out to summarise in the document's own language."

let t: TestApp
let api: ContractClient
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' } })
  api = await createContractClient(t.app)
})
afterAll(() => t.close())

const silentLog = { info: () => {}, warn: () => {}, error: () => {} }

/** What an LLM provider hands back: a valid summary with its model and what its calls cost. */
function llmSummary(usage: Summary['usage'], model = 'qwen3:14b'): Summary {
  return {
    slideBySlide: [{ slideNumber: 1, title: 'Linux Summit', summary: 'Kernel news.' }],
    overallSummary: {
      keyTakeaways: ['Kernel news.'],
      actionItems: [],
      strategicInsights: [],
      keyQuestions: [],
    },
    sources: { keyTakeaways: [[1]], actionItems: [], strategicInsights: [], keyQuestions: [] },
    faithfulness: { figuresTotal: 0, figuresFound: 0, unverified: [] },
    language: 'de',
    provider: 'openai',
    model,
    warnings: ['Slide 3: the figure "41 %" was cut from its bullet; it is not on the slide.'],
    usage,
  }
}

/** A summariser that records the options each job gives it and answers `summary`. */
function recordingSummarizer(summary: Summary): PipelineDeps['summarizer'] & { options: SummarizeOptions[] } {
  const options: SummarizeOptions[] = []
  return {
    name: 'openai',
    options,
    summarize: async (_document, given) => {
      options.push(given)
      return summary
    },
  }
}

function runJob(id: string, summarizer: PipelineDeps['summarizer']) {
  return processPresentation(
    { db: t.database.db, storage: t.storage, summarizer, config: t.config, log: silentLog },
    id,
  )
}

function uploadWithLanguage(user: SignedInUser, summaryLanguage: string) {
  const form = new FormData()
  form.append('documentType', 'presentation')
  form.append('summaryLanguage', summaryLanguage)
  form.append('file', new Blob([new Uint8Array(corpusFile(PDF))]), 'summit.pdf')
  return t.app.inject({
    method: 'POST',
    url: '/api/presentations/upload',
    payload: form,
    cookies: user.cookies,
  })
}

const listOf = async (user: SignedInUser) =>
  (await t.app.inject({ url: '/api/presentations', cookies: user.cookies })).json() as Presentation[]

describe('choosing the summary language on the web', () => {
  test('an upload keeps the chosen language; without one the summary follows the document', async () => {
    const ann = await signUp(t.app, 'ann')

    const chosen = await uploadWithLanguage(ann, 'de')
    const plain = await uploadCorpusFile(t.app, ann, PDF)

    expect(chosen.statusCode).toBe(202)
    expect((chosen.json() as Presentation).summaryLanguage).toBe('de')
    expect(plain.summaryLanguage).toBeNull()
  })

  test('an unknown language answers 400 with the languages it may be, and keeps nothing', async () => {
    const bo = await signUp(t.app, 'bo')

    const res = await uploadWithLanguage(bo, 'klingon')

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(BAD_LANGUAGE)
    expect(await listOf(bo)).toEqual([])
  })

  test('a PDF link takes a language too, and refuses an unknown one', async () => {
    const cy = await signUp(t.app, 'cy')
    const submit = (summaryLanguage: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/presentations/url',
        payload: { url: 'https://example.com/deck.pdf', documentType: 'document', summaryLanguage },
        cookies: cy.cookies,
      })

    const good = await submit('fr')
    const bad = await submit('xx')

    expect(good.statusCode).toBe(202)
    expect((good.json() as Presentation).summaryLanguage).toBe('fr')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(BAD_LANGUAGE)
  })

  test('the job asks the summariser for the chosen language, and again after a retry', async () => {
    const dee = await signUp(t.app, 'dee')
    const item = (await uploadWithLanguage(dee, 'nb')).json() as Presentation
    await t.database.db
      .update(presentations)
      .set({ status: 'failed', stage: 'done', errorCode: 'timeout', errorMessage: 'Took too long.' })
      .where(eq(presentations.id, item.id))
    const summarizer = recordingSummarizer(llmSummary(undefined))

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${item.id}/retry`,
      cookies: dee.cookies,
    })
    await runJob(item.id, summarizer)

    expect(retried.statusCode).toBe(202)
    expect((retried.json() as Presentation).summaryLanguage).toBe('nb')
    expect(summarizer.options.map((options) => options.language)).toEqual(['nb'])
  })

  test('without a choice the summariser is given no language (the document speaks for itself)', async () => {
    const eve = await signUp(t.app, 'eve')
    const item = await uploadCorpusFile(t.app, eve, PDF)
    const summarizer = recordingSummarizer(llmSummary(undefined))

    await runJob(item.id, summarizer)

    expect(summarizer.options[0]?.language).toBeUndefined()
  })
})

describe('choosing the summary language in /api/v1', () => {
  test('an upload and a link keep the chosen language; an unknown one answers 400 in the API shape', async () => {
    const fay = await signUp(t.app, 'fay')
    const key = (await createApiKey(t.app, fay)).keyValue

    const uploaded = await uploadWithKey(api, key, PDF, {
      documentType: 'presentation',
      summaryLanguage: 'it',
    })
    const linked = await api.call({
      method: 'POST',
      url: '/api/v1/presentations/url',
      payload: { url: 'https://example.com/a.pdf', documentType: 'presentation', summaryLanguage: 'es' },
      headers: { 'x-api-key': key },
    })
    const refused = await uploadWithKey(api, key, PDF, {
      documentType: 'presentation',
      summaryLanguage: 'EN',
    })
    const refusedLink = await api.call({
      method: 'POST',
      url: '/api/v1/presentations/url',
      payload: { url: 'https://example.com/b.pdf', documentType: 'presentation', summaryLanguage: 7 },
      headers: { 'x-api-key': key },
    })

    expect(uploaded.statusCode).toBe(202)
    expect(uploaded.json().summaryLanguage).toBe('it')
    expect(linked.statusCode).toBe(202)
    expect(linked.json().summaryLanguage).toBe('es')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: { code: 'bad_request', message: BAD_LANGUAGE } })
    expect(refusedLink.statusCode).toBe(400)
    expect(refusedLink.json().error.message).toBe(BAD_LANGUAGE)
  })
})

describe('what an LLM summary cost', () => {
  let gus: SignedInUser
  let item: Presentation
  beforeAll(async () => {
    gus = await signUp(t.app, 'gus')
    item = await uploadCorpusFile(t.app, gus, PDF)
    await runJob(item.id, recordingSummarizer(llmSummary({ calls: 3, inputTokens: 4200, outputTokens: 900 })))
  })

  test('the owner reads the model, calls and tokens in /api/v1 and on the summary view', async () => {
    const key = (await createApiKey(t.app, gus)).keyValue

    const v1 = await api.call({ url: `/api/v1/presentations/${item.id}`, headers: { 'x-api-key': key } })
    const web = await t.app.inject({ url: `/api/presentations/slug/${item.slug}`, cookies: gus.cookies })

    expect(v1.statusCode).toBe(200)
    expect(v1.json().summary).toMatchObject({
      model: 'qwen3:14b',
      usage: { calls: 3, inputTokens: 4200, outputTokens: 900 },
    })
    expect(web.json().summary.usage).toEqual({ calls: 3, inputTokens: 4200, outputTokens: 900 })
    expect(web.json().summary.warnings).toHaveLength(1)
  })

  test('a share recipient reads the summary and its warnings, not what it cost the owner', async () => {
    const hal = await signUp(t.app, 'hal')
    await share(t.app, gus, item.id, [hal.email])
    const token = tokenInMail(await lastMailTo(t.config.dataDir, hal.email))
    await t.app.inject({ method: 'POST', url: `/api/shared/${token}/claim`, cookies: hal.cookies })

    const res = await t.app.inject({ url: `/api/presentations/slug/${item.slug}`, cookies: hal.cookies })

    expect(res.statusCode).toBe(200)
    expect(res.json().summary.warnings).toHaveLength(1)
    expect(res.json().summary).not.toHaveProperty('usage')
  })

  test('the admin sums calls and tokens per month and model, deleted files included', async () => {
    const boss = await signUp(t.app, 'boss')
    await confirmAdminAddress(t.app, t.config.dataDir, boss.email)
    const ivy = await signUp(t.app, 'ivy')
    const other = await uploadCorpusFile(t.app, ivy, PDF)
    await runJob(
      other.id,
      recordingSummarizer(llmSummary({ calls: 2, inputTokens: 1000, outputTokens: 100 })),
    )
    const third = await uploadCorpusFile(t.app, ivy, PDF)
    await runJob(
      third.id,
      recordingSummarizer(llmSummary({ calls: 1, inputTokens: 10, outputTokens: 5 }, 'gpt-4.1-mini')),
    )
    await t.app.inject({ method: 'DELETE', url: `/api/presentations/${other.id}`, cookies: ivy.cookies })
    await t.database.db.insert(usageRecords).values({
      userId: ivy.id,
      llmModel: 'qwen3:14b',
      llmCalls: 7,
      llmInputTokens: 7000,
      llmOutputTokens: 700,
      llmUsedAt: new Date('2026-01-31T23:59:00Z'),
    })
    const month = new Date().toISOString().slice(0, 7)

    const res = await t.app.inject({ url: '/api/admin/llm-usage', cookies: boss.cookies })
    const refused = await t.app.inject({ url: '/api/admin/llm-usage', cookies: ivy.cookies })

    expect(res.statusCode).toBe(200)
    expect(res.json() as LlmUsageMonth[]).toEqual([
      { month, model: 'gpt-4.1-mini', summaries: 1, calls: 1, inputTokens: 10, outputTokens: 5 },
      { month, model: 'qwen3:14b', summaries: 2, calls: 5, inputTokens: 5200, outputTokens: 1000 },
      { month: '2026-01', model: 'qwen3:14b', summaries: 1, calls: 7, inputTokens: 7000, outputTokens: 700 },
    ])
    expect(refused.statusCode).toBe(403)
  })
})
