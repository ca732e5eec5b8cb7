import { readFileSync } from 'node:fs'
import path from 'node:path'
import { unzipSync, zipSync } from 'fflate'
import PptxGenJS from 'pptxgenjs'
import { describe, expect, test } from 'vitest'
import { readPptx } from './read-pptx'

const corpus = path.resolve(import.meta.dirname, '../../../../shared/corpus')

// A 1×1 transparent PNG: the reader never looks inside a picture, only at its shape.
const PIXEL =
  'image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

type Slide = ReturnType<PptxGenJS['addSlide']>

async function readBuiltSlide(build: (slide: Slide) => void) {
  const pres = new PptxGenJS()
  const slide = pres.addSlide()
  slide.addText('Depot capacity', { x: 0.5, y: 0.2, w: 9, h: 0.6, fontSize: 28 })
  build(slide)
  const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
  return (await readPptx(new Uint8Array(bytes))).slides[0]!
}

describe('readPptx pictures', () => {
  test('a picture is recorded with its alt text', async () => {
    const slide = await readBuiltSlide((s) =>
      s.addImage({ data: PIXEL, x: 1, y: 1.5, w: 4, h: 3, altText: 'Map of the three bus depots' }),
    )

    expect(slide.text).toBe('')
    expect(slide.visuals).toEqual([{ kind: 'picture', alt: 'Map of the three bus depots' }])
  })

  test('a picture without alt text, or with a file name as alt text, is recorded without one', async () => {
    const slide = await readBuiltSlide((s) => {
      s.addImage({ data: PIXEL, x: 1, y: 1.5, w: 4, h: 3 })
      s.addImage({ data: PIXEL, x: 5, y: 1.5, w: 4, h: 3, altText: 'depot_photo_2019.jpg' })
    })

    expect(slide.visuals).toEqual([{ kind: 'picture' }, { kind: 'picture' }])
  })

  test('a chart whose words cannot be read is recorded as a chart', async () => {
    const pres = new PptxGenJS()
    const slide = pres.addSlide()
    slide.addText('Depot capacity', { x: 0.5, y: 0.2, w: 9, h: 0.6, fontSize: 28 })
    slide.addChart(pres.ChartType.bar, [{ name: 'Buses', labels: ['North', 'South'], values: [212, 200] }], {
      x: 1,
      y: 1.5,
      w: 6,
      h: 4,
    })
    const files = unzipSync((await pres.write({ outputType: 'nodebuffer' })) as Uint8Array)
    // The chart part gone, as in a damaged or stripped file: the frame on the slide is all that is left.
    for (const name of Object.keys(files)) if (/^ppt\/charts\/chart\d*\.xml$/.test(name)) delete files[name]

    const deck = await readPptx(zipSync(files))

    expect(deck.slides[0]!.text).toBe('')
    expect(deck.slides[0]!.visuals).toEqual([{ kind: 'chart' }])
  })

  test('a slide of text alone records no visuals', async () => {
    const slide = await readBuiltSlide((s) =>
      s.addText('Three depots, 412 buses', { x: 1, y: 1.5, w: 8, h: 1 }),
    )

    expect(slide.visuals).toBeUndefined()
  })

  test('a corpus screenshot slide records its picture, its file-name alt text left out', async () => {
    const deck = await readPptx(
      new Uint8Array(readFileSync(path.join(corpus, 'pptx/apache-performance-hidden.pptx'))),
    )

    const slide = deck.slides.find((entry) => entry.title === 'Log Analysis – Webalizer')

    expect(slide?.visuals).toEqual([{ kind: 'picture' }])
  })
})
