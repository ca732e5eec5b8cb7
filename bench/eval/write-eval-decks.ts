// Writes the evaluation decks (bench/eval/eval-decks.ts) as real PPTX and PDF files, for ingest to read back.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import PptxGenJS from 'pptxgenjs'
import { EVAL_DECKS, type EvalDeck } from './eval-decks'

/** Writes every deck into `dir` and answers the paths, by deck name. */
export async function writeEvalDecks(dir: string): Promise<Map<string, string>> {
  await mkdir(dir, { recursive: true })
  const paths = new Map<string, string>()
  for (const deck of EVAL_DECKS) {
    const file = path.join(dir, `${deck.name}.${deck.format}`)
    await writeFile(file, deck.format === 'pptx' ? await toPptx(deck) : await toPdf(deck))
    paths.set(deck.name, file)
  }
  return paths
}

async function toPptx(deck: EvalDeck): Promise<Uint8Array> {
  const pres = new PptxGenJS()
  pres.layout = 'LAYOUT_16x9'
  pres.defineSlideMaster({
    title: 'EVAL',
    objects: [
      { placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.25, w: 9, h: 0.8 }, text: '' } },
    ],
  })
  for (const spec of deck.slides) {
    const slide = pres.addSlide({ masterName: 'EVAL' })
    if (spec.title) slide.addText(spec.title, { placeholder: 'title' })
    let y = 1.2
    for (const block of spec.blocks) {
      if (block.kind === 'bullets') {
        slide.addText(
          block.items.map((item) => ({ text: item, options: { bullet: true, breakLine: true } })),
          { x: 0.5, y, w: 9, h: 0.45 * block.items.length, fontSize: 18 },
        )
        y += 0.45 * block.items.length + 0.2
      } else if (block.kind === 'cards') {
        // Each card: the value and its label in two separate text boxes, as designers build them.
        block.cards.forEach(([value, label], i) => {
          slide.addText(value, { x: 0.5 + i * 3, y, w: 2.8, h: 0.8, fontSize: 36, bold: true })
          slide.addText(label, { x: 0.5 + i * 3, y: y + 0.8, w: 2.8, h: 0.4, fontSize: 14 })
        })
        y += 1.4
      } else if (block.kind === 'table') {
        slide.addTable(
          block.rows.map((row) => row.map((cell) => ({ text: cell }))),
          { x: 0.5, y, w: 9, fontSize: 14 },
        )
        y += 0.4 * block.rows.length + 0.2
      } else if (block.kind === 'chart') {
        // Data labels of a bar chart: each value above its bar, each category label under it, every one its own box.
        block.values.forEach((value, i) => {
          slide.addText(value, { x: 0.5 + i * 2.5, y, w: 2.2, h: 0.4, fontSize: 14, bold: true })
        })
        block.labels.forEach((label, i) => {
          slide.addText(label, { x: 0.5 + i * 2.5, y: y + 1.2, w: 2.2, h: 0.4, fontSize: 12 })
        })
        y += 1.8
      } else if (block.kind === 'footer') {
        slide.addText(block.text, { x: 0.5, y: 5.2, w: 9, h: 0.3, fontSize: 9 })
      } else {
        slide.addText(block.text, { x: 0.5, y, w: 9, h: 1.2, fontSize: 16 })
        y += 1.3
      }
    }
    if (spec.notes) slide.addNotes(spec.notes)
  }
  const data = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
  return data
}

const PAGE = { width: 720, height: 540 }
const MARGIN = 40

async function toPdf(deck: EvalDeck): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  for (const spec of deck.slides) {
    const page = pdf.addPage([PAGE.width, PAGE.height])
    let y = PAGE.height - MARGIN - 24
    if (spec.title) {
      page.drawText(spec.title, { x: MARGIN, y, size: 24, font: bold })
      y -= 40
    }
    for (const block of spec.blocks) {
      if (block.kind === 'bullets') {
        for (const item of block.items) y = drawWrapped(page, `•  ${item}`, y, regular, 14)
      } else if (block.kind === 'cards') {
        // Stacked cards: the value in large type, its label on the line below.
        for (const [value, label] of block.cards) {
          page.drawText(value, { x: MARGIN, y, size: 22, font: bold })
          page.drawText(label, { x: MARGIN, y: y - 16, size: 11, font: regular })
          y -= 44
        }
      } else if (block.kind === 'table') {
        for (const row of block.rows) {
          row.forEach((cell, i) => page.drawText(cell, { x: MARGIN + i * 200, y, size: 12, font: regular }))
          y -= 18
        }
      } else if (block.kind === 'chart') {
        block.values.forEach((value, i) =>
          page.drawText(value, { x: MARGIN + i * 150, y, size: 12, font: bold }),
        )
        block.labels.forEach((label, i) =>
          page.drawText(label, { x: MARGIN + i * 150, y: y - 60, size: 10, font: regular }),
        )
        y -= 80
      } else if (block.kind === 'footer') {
        page.drawText(block.text, { x: MARGIN, y: 14, size: 8, font: regular })
      } else {
        y = drawWrapped(page, block.text, y, regular, 12)
      }
      y -= 8
    }
  }
  return pdf.save()
}

function drawWrapped(page: PDFPage, text: string, top: number, font: PDFFont, size: number): number {
  const width = PAGE.width - 2 * MARGIN
  let line = ''
  let y = top
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      page.drawText(line, { x: MARGIN, y, size, font })
      y -= size * 1.4
      line = word
    } else {
      line = next
    }
  }
  if (line) page.drawText(line, { x: MARGIN, y, size, font })
  return y - size * 1.4
}
