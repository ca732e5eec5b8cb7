import { readFileSync } from 'node:fs'
import path from 'node:path'
import PptxGenJS from 'pptxgenjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { isIngestError } from './ingest-error'
import { readPpt } from './ppt'
import { readPptx } from './pptx'

const evalDecks = path.resolve(import.meta.dirname, '../../../shared/eval/decks')

async function builtPptx(slides: number): Promise<Uint8Array> {
  const pres = new PptxGenJS()
  for (let index = 1; index <= slides; index++)
    pres.addSlide().addText(`Findings on slide ${index}`, { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 28 })
  return new Uint8Array((await pres.write({ outputType: 'nodebuffer' })) as Uint8Array)
}

async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!isIngestError(error)) throw new Error(`expected an IngestError, got ${String(error)}`)
  return error
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('MAX_PAGES holds for presentations too', () => {
  test('a PPTX with more slides than MAX_PAGES is refused as too_large', async () => {
    const bytes = await builtPptx(3)
    vi.stubEnv('MAX_PAGES', '2')

    const error = await refusal(readPptx(bytes))

    expect(error.code).toBe('too_large')
    expect(error.message).toBe('The presentation has 3 slides; presentations of up to 2 slides are accepted.')
  })

  test('a PPTX with as many slides as MAX_PAGES is read', async () => {
    const bytes = await builtPptx(3)
    vi.stubEnv('MAX_PAGES', '3')

    const deck = await readPptx(bytes)

    expect(deck.slides.map((slide) => slide.title)).toEqual([
      'Findings on slide 1',
      'Findings on slide 2',
      'Findings on slide 3',
    ])
  })

  // No writer of the binary format is at hand, so a 15-slide evaluation deck stands in for a long one.
  test('a PPT with more slides than MAX_PAGES is refused as too_large', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(evalDecks, 'en-series-a-pitch-vetlark.ppt')))
    vi.stubEnv('MAX_PAGES', '14')

    const error = await refusal(readPpt(bytes))

    expect(error.code).toBe('too_large')
    expect(error.message).toBe(
      'The presentation has 15 slides; presentations of up to 14 slides are accepted.',
    )
    vi.stubEnv('MAX_PAGES', '15')
    expect((await readPpt(bytes)).slides).toHaveLength(15)
  })
})
