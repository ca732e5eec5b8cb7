import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile, waitUntilProcessed } from '../../test-support/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ workers: true, env: { ORIGINALS_RETENTION: 'delete-after-processing' } })
})
afterAll(() => t.close())

const storedFiles = () =>
  readdirSync(t.config.dataDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.parentPath.includes(`${t.config.dataDir}/db`),
  )

describe('with ORIGINALS_RETENTION=delete-after-processing', () => {
  test('the original is deleted once processed; the summary stays and the original route answers 410', async () => {
    const ann = await signUp(t.app, 'ann')
    const item = await uploadCorpusFile(t.app, ann, 'pdf/cncf-linux-summit.pdf')

    const done = await waitUntilProcessed(t.app, ann, item.id)
    const original = await t.app.inject({
      url: `/api/presentations/${item.id}/original`,
      cookies: ann.cookies,
    })
    const report = await t.app.inject({ url: `/api/presentations/${item.id}/download`, cookies: ann.cookies })

    expect(done).toMatchObject({ status: 'completed', hasOriginal: false })
    expect(original.statusCode).toBe(410)
    expect(original.json().message).toMatch(/deleted after processing/)
    expect(report.statusCode).toBe(200)
    expect(storedFiles().map((f) => f.name)).not.toContain(item.id)
  })
})
