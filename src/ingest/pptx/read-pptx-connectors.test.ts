import PptxGenJS from 'pptxgenjs'
import { describe, expect, test } from 'vitest'
import { readPptx } from './read-pptx'

type Slide = ReturnType<PptxGenJS['addSlide']>

/** A one-slide deck built by pptxgenjs (inches, y downwards), read back by the product's reader. */
async function readBuiltSlide(build: (slide: Slide, pres: PptxGenJS) => void) {
  const pres = new PptxGenJS()
  const slide = pres.addSlide()
  slide.addText('Built slide', { x: 0.5, y: 0.2, w: 9, h: 0.6, fontSize: 28 })
  build(slide, pres)
  const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
  return (await readPptx(new Uint8Array(bytes))).slides[0]!
}

// Two columns of boxes of one height, row by row side by side, and lines from the centre of a left box's right
// edge to the centre of a right box's left edge.
const TOP = 1.2
const HEIGHT = 0.8
const middleOf = (row: number) => TOP + row * HEIGHT + HEIGHT / 2

function drawMapping(
  slide: Slide,
  pres: PptxGenJS,
  left: string[],
  right: string[],
  links: [number, number][],
) {
  left.forEach((text, row) => slide.addText(text, { x: 0.5, y: TOP + row * HEIGHT, w: 3, h: HEIGHT }))
  right.forEach((text, row) => slide.addText(text, { x: 6, y: TOP + row * HEIGHT, w: 3, h: HEIGHT }))
  for (const [from, to] of links) {
    const [y1, y2] = [middleOf(from), middleOf(to)]
    slide.addShape(pres.ShapeType.line, {
      x: 3.5,
      y: Math.min(y1, y2),
      w: 2.5,
      h: Math.abs(y2 - y1),
      // A line rising to the right runs from the frame's bottom-left corner: flipped upside down.
      ...(y2 < y1 ? { flipV: true } : {}),
      line: { color: '000000', width: 1 },
    })
  }
}

// Issue 24, Alterman slide 10: levels on the left joined by lines to the policies on the right, each line running
// across rows (level 2 to the first policy). Read by rows or as a list, a level was said with another's policy.
describe('readPptx and boxes joined by drawn lines', () => {
  test.each([
    ['de', ['Stufe 1', 'Stufe 2', 'Stufe 3'], ['Grundschutz', 'Standard', 'Hoch', 'Sehr hoch']],
    ['fr', ['Niveau 1', 'Niveau 2', 'Niveau 3'], ['Rudimentaire', 'Élémentaire', 'Moyen', 'Élevé']],
    ['nb', ['Nivå 1', 'Nivå 2', 'Nivå 3'], ['Grunnleggende', 'Middels', 'Høy', 'Svært høy']],
  ])('pairs each %s box with the boxes its lines reach, not with its row', async (_language, left, right) => {
    const slide = await readBuiltSlide((s, pres) =>
      drawMapping(s, pres, left, right, [
        [1, 0],
        [2, 1],
        [2, 2],
        [2, 3],
      ]),
    )

    const rows = (slide.lines ?? []).filter((line) => line.kind === 'table-row').map((line) => line.text)

    expect(rows).toEqual([`${left[1]} — ${right[0]}`, `${left[2]} — ${right[1]}; ${right[2]}; ${right[3]}`])
    expect(slide.text).toContain(left[0])
  })

  test('reads boxes with a single line between them as they stand: one arrow is no mapping', async () => {
    const slide = await readBuiltSlide((s, pres) => drawMapping(s, pres, ['Plan'], ['Build'], [[0, 0]]))

    expect((slide.lines ?? []).some((line) => line.kind === 'table-row')).toBe(false)
    expect(slide.text).toBe('Plan\nBuild')
  })
})
