import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { presentations } from '../../../db'
import { processPresentation, type PipelineDeps } from '../../../jobs'
import type { Document, Summary } from '../../../shared'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile } from '../../test-support/upload'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const silentLog = { info: () => {}, warn: () => {}, error: () => {} }

/** A summariser that records the documents it is given. */
function recordingSummarizer(): PipelineDeps['summarizer'] & { documents: Document[] } {
  const documents: Document[] = []
  return {
    name: 'local',
    documents,
    summarize: async (document) => {
      documents.push(document)
      return { provider: 'local', slideBySlide: [] } as unknown as Summary
    },
  }
}

async function storedRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(presentations).where(eq(presentations.id, id))
  return row!
}

describe('the slide model read at upload, handed to the worker', () => {
  test('with the embedded database it stays out of the row, and the job summarises it without the original', async () => {
    t = await buildTestApp()
    const ann = await signUp(t.app, 'ann')
    const item = await uploadCorpusFile(t.app, ann, 'pdf/cncf-linux-summit.pdf')
    const row = await storedRow(t, item.id)
    await t.storage.delete(row.storageKey!)
    const summarizer = recordingSummarizer()

    await processPresentation(
      { db: t.database.db, storage: t.storage, summarizer, config: t.config, log: silentLog },
      item.id,
    )

    expect(row.document).toBeNull()
    expect(summarizer.documents).toHaveLength(1)
    expect(summarizer.documents[0]!.pageCount).toBe(19)
    expect((await storedRow(t, item.id)).status).toBe('completed')
  })

  test('with PostgreSQL, whose workers may run in other processes, it goes through the row', async () => {
    t = await buildTestApp({ env: { DATABASE_URL: 'postgres://slidebrief@127.0.0.1:5432/elsewhere' } })
    const bo = await signUp(t.app, 'bo')

    const item = await uploadCorpusFile(t.app, bo, 'pdf/cncf-linux-summit.pdf')

    expect((await storedRow(t, item.id)).document?.pageCount).toBe(19)
  })
})
