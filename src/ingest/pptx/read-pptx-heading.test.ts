import PptxGenJS from 'pptxgenjs'
import { describe, expect, test } from 'vitest'
import { readPptx } from './read-pptx'

type Slide = ReturnType<PptxGenJS['addSlide']>

/** A deck built by pptxgenjs (16:9, inches, y downwards), one slide per builder, read back by the product's reader. */
async function readBuiltDeck(...builds: ((slide: Slide, pres: PptxGenJS) => void)[]) {
  const pres = new PptxGenJS()
  for (const build of builds) build(pres.addSlide(), pres)
  const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
  return (await readPptx(new Uint8Array(bytes))).slides
}

describe('readPptx takes a heading text box for the title of a slide without a title placeholder', () => {
  test('a heading box over stat cards is the title and the cards stay body lines', async () => {
    const [slide] = await readBuiltDeck((s) => {
      s.addText('Traction since launch', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28, bold: true })
      s.addText('$1.8M', { x: 0.5, y: 1.6, w: 2.8, h: 0.9, fontSize: 36, bold: true })
      s.addText('Annual recurring revenue', { x: 0.5, y: 2.5, w: 2.8, h: 0.5, fontSize: 14 })
      s.addText('Fuel cost per route fell 14% across pilot fleets in 2025.', {
        x: 0.5,
        y: 3.6,
        w: 9,
        h: 0.6,
        fontSize: 14,
      })
    })

    expect(slide?.title).toBe('Traction since launch')
    expect(slide?.lines?.[0]).toEqual({ kind: 'title', text: 'Traction since launch' })
    expect(slide?.text).toBe(
      'Annual recurring revenue: $1.8M\nFuel cost per route fell 14% across pilot fleets in 2025.',
    )
  })

  test('a larger heading box with the body in a second box gives the title and the body lines', async () => {
    const [slide] = await readBuiltDeck((s) => {
      s.addText('Why now', { x: 0.5, y: 0.4, w: 9, h: 0.7, fontSize: 32 })
      s.addText(
        [
          { text: 'Clinics are moving their records online', options: { bullet: true, breakLine: true } },
          { text: 'Payments rules changed in 2025', options: { bullet: true } },
        ],
        { x: 0.5, y: 1.4, w: 9, h: 2.5, fontSize: 18 },
      )
    })

    expect(slide?.title).toBe('Why now')
    expect(slide?.text).toBe('- Clinics are moving their records online\n- Payments rules changed in 2025')
  })

  test('a slide whose only text box is one long sentence gets no title', async () => {
    const [slide] = await readBuiltDeck((s) => {
      s.addText('We help independent vets run their clinics with less paperwork and more time for animals.', {
        x: 0.5,
        y: 0.5,
        w: 9,
        h: 1.5,
        fontSize: 32,
      })
    })

    expect(slide?.title).toBe('')
    expect(slide?.lines?.map((line) => line.kind)).toEqual(['paragraph'])
  })

  test('a box at the heading size that is no bigger than the body, or sits low on the slide, is not a title', async () => {
    const [sameSize, low] = await readBuiltDeck(
      (s) => {
        s.addText('Clinic owners', { x: 0.5, y: 0.4, w: 9, h: 0.5, fontSize: 18 })
        s.addText('Most run two or three sites', { x: 0.5, y: 1.2, w: 9, h: 0.5, fontSize: 18 })
      },
      (s) => {
        s.addText('Source: annual clinic survey', { x: 0.5, y: 4.6, w: 9, h: 0.5, fontSize: 24 })
      },
    )

    expect(sameSize?.title).toBe('')
    expect(sameSize?.text).toBe('Clinic owners\nMost run two or three sites')
    expect(low?.title).toBe('')
  })

  test('a deck with real title placeholders keeps their titles and leaves its other text boxes in the body', async () => {
    const pres = new PptxGenJS()
    pres.defineSlideMaster({
      title: 'TITLED',
      objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 1.5, w: 9, h: 1 } } }],
    })
    const slide = pres.addSlide({ masterName: 'TITLED' })
    slide.addText('Market size', { placeholder: 'title' })
    slide.addText('Big kicker above', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 40 })
    slide.addText('4,200 clinics in the UK', { x: 0.5, y: 3, w: 9, h: 0.5, fontSize: 16 })
    const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
    const [read] = (await readPptx(new Uint8Array(bytes))).slides

    expect(read?.title).toBe('Market size')
    expect(read?.text).toBe('Big kicker above\n4,200 clinics in the UK')
  })
})
