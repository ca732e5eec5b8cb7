import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PptxGenJS from 'pptxgenjs'
import { describe, expect, test } from 'vitest'
import type { SlideLine } from '../../shared'
import { parseDocument } from '../parse-document'
import { readPptx } from './read-pptx'

const corpus = path.resolve(import.meta.dirname, '../../../../shared/corpus')

type Slide = ReturnType<PptxGenJS['addSlide']>

/** A one-slide deck built by pptxgenjs (inches, y downwards), read back by the product's reader. */
async function readBuiltSlide(build: (slide: Slide, pres: PptxGenJS) => void) {
  const pres = new PptxGenJS()
  const slide = pres.addSlide()
  slide.addText('Built slide', { x: 0.5, y: 0.2, w: 9, h: 0.6, fontSize: 28 })
  build(slide, pres)
  const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
  const deck = await readPptx(new Uint8Array(bytes))
  return deck.slides[0]!
}

const kindsAndTexts = (lines: SlideLine[] | undefined, kind: SlideLine['kind']) =>
  (lines ?? []).filter((line) => line.kind === kind).map((line) => line.text)

describe('readPptx stat cards and forms', () => {
  test('a row of cards with the label above the value and a delta below gives one stat per card', async () => {
    const cards = [
      ['Annual recurring revenue', '$3.4M', '2.4x year on year'],
      ['Paying clinics', '418', '+177 in 12 months'],
      ['Gross margin', '76%', 'software and payments'],
    ]
    const slide = await readBuiltSlide((s) =>
      cards.forEach(([label, value, delta], i) => {
        s.addText(label!, { x: 0.5 + i * 3, y: 1.2, w: 2.8, h: 0.4, fontSize: 12 })
        s.addText(value!, { x: 0.5 + i * 3, y: 1.6, w: 2.8, h: 0.8, fontSize: 36, bold: true })
        s.addText(delta!, { x: 0.5 + i * 3, y: 2.4, w: 2.8, h: 0.3, fontSize: 10 })
      }),
    )
    expect(kindsAndTexts(slide.lines, 'stat')).toEqual([
      'Annual recurring revenue: $3.4M (2.4x year on year)',
      'Paying clinics: 418 (+177 in 12 months)',
      'Gross margin: 76% (software and payments)',
    ])
    // The heading text box over the cards is the slide's title, not a body line.
    expect(slide.title).toBe('Built slide')
    expect(slide.text.split('\n')[0]).toBe('Annual recurring revenue: $3.4M (2.4x year on year)')
  })

  test('a two-by-two grid of cards with the label below the value pairs each value with its own label', async () => {
    const cards = [
      ['120', 'Customers'],
      ['98%', 'Uptime'],
      ['14', 'Countries'],
      ['3.1 days', 'Lead time'],
    ]
    const slide = await readBuiltSlide((s) =>
      cards.forEach(([value, label], i) => {
        const x = 0.5 + (i % 2) * 4
        const y = 1.2 + Math.floor(i / 2) * 2
        s.addText(value!, { x, y, w: 3.5, h: 0.8, fontSize: 36, bold: true })
        s.addText(label!, { x, y: y + 0.8, w: 3.5, h: 0.4, fontSize: 14 })
      }),
    )
    expect(kindsAndTexts(slide.lines, 'stat')).toEqual([
      'Customers: 120',
      'Uptime: 98%',
      'Countries: 14',
      'Lead time: 3.1 days',
    ])
  })

  test('cards placed inside groups are paired on the slide, group transforms applied', async () => {
    // pptxgenjs writes no groups, so the group is added to the slide XML the way PowerPoint writes it.
    const pres = new PptxGenJS()
    const slide = pres.addSlide()
    slide.addText('Grouped', { x: 0.5, y: 0.2, w: 9, h: 0.6 })
    const bytes = (await pres.write({ outputType: 'nodebuffer' })) as Uint8Array
    const { unzipSync, zipSync, strToU8, strFromU8 } = await import('fflate')
    const files = unzipSync(new Uint8Array(bytes))
    const text = (id: number, body: string, x: number, y: number, cx: number, cy: number) =>
      `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="t${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>${body}</a:t></a:r></a:p></p:txBody></p:sp>`
    // Child space 0..1000 mapped onto 2,000,000 EMU wide cards at x = 500,000 and 3,000,000.
    const group = (id: number, x: number, value: string, label: string) =>
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${id}" name="g${id}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="${x}" y="1500000"/><a:ext cx="2000000" cy="1000000"/><a:chOff x="0" y="0"/><a:chExt cx="1000" cy="500"/></a:xfrm></p:grpSpPr>${text(id + 1, value, 0, 0, 1000, 300)}${text(id + 2, label, 0, 300, 1000, 200)}</p:grpSp>`
    const part = 'ppt/slides/slide1.xml'
    files[part] = strToU8(
      strFromU8(files[part]!).replace(
        '</p:spTree>',
        `${group(100, 3000000, '41%', 'Growth')}${group(200, 500000, '$2.3M', 'Revenue')}</p:spTree>`,
      ),
    )
    const deck = await readPptx(zipSync(files))
    expect(kindsAndTexts(deck.slides[0]?.lines, 'stat')).toEqual(['Revenue: $2.3M', 'Growth: 41%'])
  })

  test('two columns of label boxes and value boxes become label/value pairs', async () => {
    const rows = [
      ['Capital Commitment:', '$140,000'],
      ['Weighted Average Life (yrs.):', '19.00'],
      ['Bid Bond Amount:', '$10,000'],
      ['RAC CAPITAL PRICE:', '17.00%'],
    ]
    const slide = await readBuiltSlide((s) =>
      rows.forEach(([label, value], i) => {
        s.addText(label!, { x: 0.5, y: 1.2 + i * 0.4, w: 3, h: 0.35, fontSize: 12 })
        s.addText(value!, { x: 5, y: 1.2 + i * 0.4, w: 1.5, h: 0.35, fontSize: 12 })
      }),
    )
    expect(kindsAndTexts(slide.lines, 'stat')).toEqual([
      'Capital Commitment: $140,000',
      'Weighted Average Life (yrs.): 19.00',
      'Bid Bond Amount: $10,000',
      'RAC CAPITAL PRICE: 17.00%',
    ])
  })
})

describe('readPptx charts, lists and tables', () => {
  test('a chart gives one point per cached value, category by category, in its label number format', async () => {
    const slide = await readBuiltSlide((s, pres) =>
      s.addChart(
        pres.ChartType.bar,
        [
          { name: 'Plan', labels: ['Line 1', 'Line 2'], values: [1020, 640] },
          { name: 'Actual', labels: ['Line 1', 'Line 2'], values: [1041, 652] },
        ],
        {
          x: 0.5,
          y: 1.2,
          w: 6,
          h: 3.5,
          showTitle: true,
          title: 'Output by line (t)',
          dataLabelFormatCode: '#,##0',
        },
      ),
    )
    expect(kindsAndTexts(slide.lines, 'chart-title')).toEqual(['Output by line (t)'])
    expect(kindsAndTexts(slide.lines, 'chart-point')).toEqual([
      'Line 1 — Plan: 1,020',
      'Line 1 — Actual: 1,041',
      'Line 2 — Plan: 640',
      'Line 2 — Actual: 652',
    ])
  })

  test('automatically numbered paragraphs keep every item with its computed marker', async () => {
    const slide = await readBuiltSlide((s) =>
      s.addText(
        [
          { text: 'Collect the data', options: { bullet: { type: 'number' }, breakLine: true } },
          { text: 'Clean it', options: { bullet: { type: 'number' }, breakLine: true } },
          { text: 'Publish the findings', options: { bullet: { type: 'number' } } },
        ],
        { x: 0.5, y: 1.2, w: 8, h: 2 },
      ),
    )
    expect(slide.lines?.filter((line) => line.kind === 'numbered')).toMatchObject([
      { kind: 'numbered', text: '1. Collect the data', marker: '1.', level: 0 },
      { kind: 'numbered', text: '2. Clean it', marker: '2.', level: 0 },
      { kind: 'numbered', text: '3. Publish the findings', marker: '3.', level: 0 },
    ])
  })

  test('a table row names each value by its column header', async () => {
    const slide = await readBuiltSlide((s) =>
      s.addTable(
        [
          [{ text: 'Step' }, { text: 'Owner' }, { text: 'Date' }],
          [{ text: 'Term sheets due' }, { text: 'Maren Oyelaran' }, { text: '26 June 2026' }],
        ],
        { x: 0.5, y: 1.2, w: 8 },
      ),
    )
    expect(kindsAndTexts(slide.lines, 'table-row')).toEqual([
      'Step | Owner | Date',
      'Term sheets due — Owner: Maren Oyelaran; Date: 26 June 2026',
    ])
  })
  test('a header cell merged across two columns heads both, with the second header row added', async () => {
    const slide = await readBuiltSlide((s) =>
      s.addTable(
        [
          [{ text: 'Metric' }, { text: '2025', options: { colspan: 2 } }],
          [{ text: '' }, { text: 'Plan' }, { text: 'Actual' }],
          [{ text: 'Revenue (€M)' }, { text: '10.0' }, { text: '12.4' }],
        ],
        { x: 0.5, y: 1.2, w: 8 },
      ),
    )
    expect(kindsAndTexts(slide.lines, 'table-row')).toEqual([
      'Metric | 2025 Plan | 2025 Actual',
      'Revenue (€M) — 2025 Plan: 10.0; 2025 Actual: 12.4',
    ])
  })
})

describe('readPptx on corpus decks', () => {
  test('SmartArt timeline tasks stand under their own years (ela-standards slide 47)', async () => {
    const deck = await readPptx(
      new Uint8Array(readFileSync(path.join(corpus, 'pptx/ela-standards-customgeo.pptx'))),
    )
    const text = deck.slides[46]?.text ?? ''
    expect(text).toContain(
      '- 2010-2011\n  - Introduce new standards\n  - Participate in creating model curricula\n- 2011-2012',
    )
    expect(text).toContain('- 2013-2014\n  - Integrate standards and curricula')
    expect(text.indexOf('Prepare for online testing')).toBeGreaterThan(text.indexOf('- 2013-2014'))
  })

  test('every accepted evaluation deck, in all eight languages, has its cover, agenda, dividers and closing marked', async () => {
    const decks = readdirSync(path.join(corpus, '../eval/decks')).filter(
      (name) => name.endsWith('.pptx') && !name.startsWith('el-'),
    )
    expect(decks).toHaveLength(11)
    for (const name of decks) {
      const document = await parseDocument(
        new Uint8Array(readFileSync(path.join(corpus, '../eval/decks', name))),
      )
      const roles = document.slides.map((slide) => slide.role)
      expect(roles[0], name).toBe('cover')
      expect(roles.slice(1, 3), name).toContain('agenda')
      expect(roles.filter((role) => role === 'divider').length, name).toBeGreaterThanOrEqual(1)
      expect(roles, name).toContain('closing')
    }
  })
})
