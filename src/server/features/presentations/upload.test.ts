import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_UPLOAD_BYTES, type Presentation } from '../../../shared'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { corpusFile, upload, uploadCorpusFile } from '../../test-support/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const list = async (cookies: Record<string, string>) =>
  (await t.app.inject({ url: '/api/presentations', cookies })).json() as Presentation[]
/** Every file under DATA_DIR: what a refused upload must not leave behind. */
const storedOriginals = () => {
  try {
    return readdirSync(t.config.dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

describe('uploading a file', () => {
  test('accepts a PDF: 202 with the new processing item, listed first, original stored', async () => {
    const ann = await signUp(t.app, 'ann')

    const res = await upload(t.app, ann, corpusFile('pdf/cncf-linux-summit.pdf'), {
      name: 'Linux Summit.pdf',
    })

    expect(res.statusCode).toBe(202)
    const item = res.json() as Presentation
    expect(item).toMatchObject({
      originalName: 'Linux Summit.pdf',
      slug: 'linux-summit',
      fileType: 'pdf',
      documentType: 'presentation',
      status: 'processing',
      stage: 'queued',
    })
    expect((await list(ann.cookies)).map((p) => p.id)).toEqual([item.id])
    expect(storedOriginals()).toContain(item.id)
    expect(storedOriginals().filter((name) => name.startsWith('upload-'))).toEqual([])
  })

  test('reads the type from the content: a PPTX renamed .pdf is a PPTX', async () => {
    const bo = await signUp(t.app, 'bo')

    const item = await uploadCorpusFile(t.app, bo, 'pptx/out-of-order-slides.pptx', { name: 'slides.pdf' })

    expect(item.fileType).toBe('pptx')
  })

  test.each<[string | null, string]>([
    [null, 'missing'],
    ['spreadsheet', 'unknown'],
  ])('refuses a %s document type (%s) with 400 and keeps nothing', async (documentType) => {
    const cy = await signUp(t.app, `cy-${documentType ?? 'none'}`)
    const before = storedOriginals().length

    const res = await upload(t.app, cy, corpusFile('pdf/cncf-linux-summit.pdf'), { documentType })

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please select a document type first.')
    expect(await list(cy.cookies)).toEqual([])
    expect(storedOriginals().length).toBe(before)
  })

  test('refuses a file over 50 MB with 413 and the spec text', async () => {
    const dee = await signUp(t.app, 'dee')
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))

    const res = await upload(t.app, dee, big)

    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe(
      'Maximum file size is 50MB. Please compress your file or use a smaller version.',
    )
    expect(await list(dee.cookies)).toEqual([])
  })

  test.each(['bad/png-image.pptx', 'bad/html-page.pdf', 'bad/word-document.pptx', 'bad/word97-document.ppt'])(
    'refuses %s, which is not a PDF, PPT or PPTX by content, with 415',
    async (file) => {
      const eli = await signUp(t.app, `eli-${path.basename(file).replace(/\W/g, '')}`)

      const res = await upload(t.app, eli, corpusFile(file), { name: path.basename(file) })

      expect(res.statusCode).toBe(415)
      // Named like a file we read: the answer says its contents are not what its name says (issue 18).
      const extension = path.extname(file).slice(1)
      expect(res.json().message).toMatch(
        new RegExp(
          `^Only PDF, PPT, and PPTX files are allowed\\. This file is named \\.${extension}, but its contents are not a (PDF|PowerPoint \\(\\.${extension}\\)) file\\.$`,
        ),
      )
      expect(await list(eli.cookies)).toEqual([])
    },
  )

  test("a text file named .pdf is refused with the spec's wrong-type text, then what is wrong with it", async () => {
    const fay = await signUp(t.app, 'fay-text-pdf')

    const res = await upload(t.app, fay, new TextEncoder().encode('Quarterly notes\nRevenue up 12%\n'), {
      name: 'notes.pdf',
    })

    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe(
      'Only PDF, PPT, and PPTX files are allowed. This file is named .pdf, but its contents are not a PDF file.',
    )
    expect(await list(fay.cookies)).toEqual([])
  })

  test.each([
    ['bad/truncated.pdf', 'corrupt'],
    ['bad/encrypted-user-password.pdf', 'encrypted'],
    ['lang/ru-owasp-top10-2017.pptx', 'unsupported_language'],
    ['bad/empty.pdf', 'empty'],
  ])('answers an unreadable file (%s) at once with 422 and its code', async (file, code) => {
    const fox = await signUp(t.app, `fox-${code}`)

    const res = await upload(t.app, fox, corpusFile(file), { name: path.basename(file) })

    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe(code)
    expect(res.json().message.length).toBeGreaterThan(10)
    expect(await list(fox.cookies)).toEqual([])
  })

  test('refuses a signed-out upload with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/presentations/upload',
      payload: new FormData(),
    })

    expect(res.statusCode).toBe(401)
  })
})

describe('the free allowance', () => {
  test('five files are accepted, the sixth is refused with 429 and upgradeRequired', async () => {
    const gil = await signUp(t.app, 'gil')
    const file = corpusFile('pdf/cncf-linux-summit.pdf')
    for (let i = 0; i < 5; i++) expect((await upload(t.app, gil, file)).statusCode).toBe(202)

    const sixth = await upload(t.app, gil, file)
    const limits = await t.app.inject({ url: '/api/file-processing-limits', cookies: gil.cookies })

    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toMatchObject({
      upgradeRequired: true,
      message: "You've reached your file processing limit. Please upgrade your plan to continue.",
    })
    expect(limits.json()).toEqual({ current: 5, limit: 5 })
  })

  test('ten simultaneous uploads with 4 of 5 used: exactly one is accepted', async () => {
    const hal = await signUp(t.app, 'hal')
    const file = corpusFile('pdf/cncf-linux-summit.pdf')
    for (let i = 0; i < 4; i++) await upload(t.app, hal, file)

    const results = await Promise.all(Array.from({ length: 10 }, () => upload(t.app, hal, file)))

    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([202, ...Array(9).fill(429)])
    expect(await list(hal.cookies)).toHaveLength(5)
  })

  test('file-processing-limits answers 401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/file-processing-limits' })).statusCode).toBe(401)
  })
})

describe('slugs', () => {
  test('a second file of the same name gets its own slug', async () => {
    const ida = await signUp(t.app, 'ida')

    const first = await uploadCorpusFile(t.app, ida, 'pdf/cncf-linux-summit.pdf', { name: 'Deck.pdf' })
    const second = await uploadCorpusFile(t.app, ida, 'pdf/cncf-linux-summit.pdf', { name: 'Deck.pdf' })

    expect([first.slug, second.slug]).toEqual(['deck', 'deck-2'])
  })
})
