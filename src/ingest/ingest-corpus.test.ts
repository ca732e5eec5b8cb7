import { beforeAll, describe, expect, test } from 'vitest'
import type { Document } from '../shared'
import { ingestFile } from './ingest-file'
import { isIngestError } from './ingest-error'
import { corpusPath, readManifest } from './test-corpus'

const manifest = readManifest()
const outcomes = new Map<string, Document | Error>()

function documentOf(file: string): Document {
  const outcome = outcomes.get(file)
  if (!outcome || outcome instanceof Error) throw new Error(`${file} did not ingest: ${String(outcome)}`)
  return outcome
}

// Two at a time: one per core of the machine this runs on.
beforeAll(async () => {
  const queue = [...manifest]
  const next = async (): Promise<void> => {
    const entry = queue.shift()
    if (!entry) return
    outcomes.set(
      entry.path,
      await ingestFile(corpusPath(entry.path)).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    )
    await next()
  }
  await Promise.all([next(), next()])
}, 120_000)

describe('every corpus file', () => {
  const accepted = manifest.filter((entry) => entry.expect === 'ok')
  const refused = manifest.filter((entry) => entry.expect === 'reject')

  test.each(accepted.map((entry) => [entry.path, entry] as const))(
    '%s gives the manifest page count, language and text',
    (file, entry) => {
      const document = documentOf(file)

      expect(document.pageCount).toBe(entry.pages)
      expect(document.slides).toHaveLength(entry.pages ?? -1)
      expect(document.language).toBe(entry.language)
      expect(document.slides.some((slide) => slide.text.trim() !== '')).toBe(true)
    },
  )

  test.each(refused.map((entry) => [entry.path, entry] as const))(
    '%s is refused with its error code',
    (file, entry) => {
      const outcome = outcomes.get(file)

      expect(isIngestError(outcome) ? outcome.code : String(outcome)).toBe(entry.error)
    },
  )
})

describe('corpus traps', () => {
  test('a PPTX whose part names are out of order keeps presentation order', () => {
    expect(documentOf('pptx/out-of-order-slides.pptx').slides[1]?.title).toBe('SLURM Clusters')
  })

  test('PPT notes stay on their own slide', () => {
    const [first, second] = documentOf('ppt/sampleshow-notes.ppt').slides

    expect(first?.notes).toContain('I am the notes of the first slide')
    expect(second?.notes).not.toContain('I am the notes of the first slide')
  })

  test.each([
    ['pptx/apache-performance-hidden.pptx', 2],
    ['pptx/talent-approach-hidden.pptx', 3],
    ['lang/fr-owasp-asvs-techdays-2010.ppt', 12],
  ])('%s keeps its %i hidden slides, marked hidden', (file, hidden) => {
    expect(documentOf(file).slides.filter((slide) => slide.hidden)).toHaveLength(hidden)
  })

  test('speaker notes come through for PPTX decks that have them', () => {
    const slides = documentOf('pptx/azure-service-fabric.pptx').slides

    expect(slides.filter((slide) => slide.notes.trim() !== '').length).toBeGreaterThanOrEqual(20)
  })

  test('a PDF with pictures-only pages warns which pages have no text', () => {
    // Page 41 holds only its page number, which stays out of the slide model (issue 11).
    expect(documentOf('pdf/cncf-what-is-cloud-native.pdf').warnings).toContain(
      'Pages without text: 9, 11, 12, 21, 41, 59',
    )
  })
})
