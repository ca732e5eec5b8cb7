import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate'
import { describe, expect, test } from 'vitest'
import { readPptx } from './read-pptx'

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

interface TestSlide {
  /** Children of p:spTree. */
  shapes: string
  show?: '0' | '1'
  /** Children of the notes page's p:spTree. */
  notes?: string
  /** Extra relationships of the slide, as `[id, type, target]`. */
  rels?: [string, string, string][]
}

/** A minimal but well-formed presentation package; `targets` decides how slide relationships are written. */
function buildDeck(
  slides: TestSlide[],
  extraParts: Zippable = {},
  targets: 'relative' | 'absolute' = 'relative',
): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    '_rels/.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    ),
    'ppt/presentation.xml': strToU8(
      `<p:presentation ${NS}><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst></p:presentation>`,
    ),
    'ppt/_rels/presentation.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 10}" Type="${REL}/slide" Target="${targets === 'absolute' ? '/ppt/' : ''}slides/slide${i + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
    ...extraParts,
  }
  slides.forEach((slide, i) => {
    const n = i + 1
    const show = slide.show ? ` show="${slide.show}"` : ''
    files[`ppt/slides/slide${n}.xml`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}${show}><p:cSld><p:spTree>${slide.shapes}</p:spTree></p:cSld></p:sld>`,
    )
    const rels = [...(slide.rels ?? [])]
    if (slide.notes !== undefined) {
      rels.push(['rIdN', 'notesSlide', `../notesSlides/notesSlide${n}.xml`])
      files[`ppt/notesSlides/notesSlide${n}.xml`] = strToU8(
        `<p:notes ${NS}><p:cSld><p:spTree>${slide.notes}</p:spTree></p:cSld></p:notes>`,
      )
    }
    files[`ppt/slides/_rels/slide${n}.xml.rels`] = strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels
        .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
        .join('')}</Relationships>`,
    )
  })
  return zipSync(files)
}

function shape(options: {
  ph?: string
  y?: number
  x?: number
  paragraphs: string[]
  txBox?: boolean
}): string {
  const ph = options.ph ? `<p:ph ${options.ph}/>` : ''
  const xfrm =
    options.y === undefined
      ? ''
      : `<a:xfrm><a:off x="${options.x ?? 0}" y="${options.y}"/><a:ext cx="1" cy="1"/></a:xfrm>`
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${xfrm}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${options.paragraphs.join('')}</p:txBody></p:sp>`
}

const run = (text: string) => `<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r>`
const paragraph = (...runs: string[]) => `<a:p>${runs.join('')}</a:p>`

async function refusalOf(bytes: Uint8Array): Promise<string | undefined> {
  try {
    await readPptx(bytes)
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('readPptx text', () => {
  test('joins runs, breaks lines at a:br, trims lines, drops empty ones and keeps figures as written', async () => {
    const body = shape({
      y: 100,
      paragraphs: [
        paragraph(run('  Revenue grew '), run('12.50%'), run(' to $1,091')),
        paragraph(run('   ')),
        paragraph(run('Line one'), '<a:br/>', run('  Line two  ')),
        paragraph(run('Part 007')),
      ],
    })

    const deck = await readPptx(buildDeck([{ shapes: body }]))

    expect(deck.slides[0]?.text).toBe('Revenue grew 12.50% to $1,091\nLine one\nLine two\nPart 007')
  })

  test('decodes predefined entities and character references without expanding anything else', async () => {
    const body = shape({
      y: 0,
      paragraphs: [paragraph(run('R&amp;D &lt;50% &#x41;&#66; &quot;ok&quot; &apos;s'))],
    })

    const deck = await readPptx(buildDeck([{ shapes: body }]))

    expect(deck.slides[0]?.text).toBe(`R&D <50% AB "ok" 's`)
  })

  test('takes the title from the title placeholder and reads the body by position, not z-order', async () => {
    const shapes = [
      shape({ y: 3000, paragraphs: [paragraph(run('Bottom'))] }),
      shape({ y: 1000, x: 5000, paragraphs: [paragraph(run('Top right'))] }),
      shape({ ph: 'type="title"', y: 10, paragraphs: [paragraph(run('The title'))] }),
      shape({ y: 1000, x: 10, paragraphs: [paragraph(run('Top left'))] }),
    ].join('')

    const deck = await readPptx(buildDeck([{ shapes }]))

    expect(deck.slides[0]?.title).toBe('The title')
    expect(deck.slides[0]?.text).toBe('Top left\nTop right\nBottom')
  })

  test('indents explicit bullets by level and leaves plain text boxes unbulleted', async () => {
    const item = (level: number, text: string) =>
      `<a:p><a:pPr lvl="${level}"><a:buChar char="•"/></a:pPr>${run(text)}</a:p>`
    const shapes = shape({
      y: 0,
      paragraphs: [paragraph(run('Intro')), item(0, 'First'), item(1, 'Nested'), item(2, 'Deeper')],
    })

    const deck = await readPptx(buildDeck([{ shapes }]))

    expect(deck.slides[0]?.text).toBe('Intro\n- First\n  - Nested\n    - Deeper')
  })

  test('reads text inside nested groups and tables, one row per line', async () => {
    const group = `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="5" name="g"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="500"/></a:xfrm></p:grpSpPr><p:grpSp><p:nvGrpSpPr><p:cNvPr id="6" name="g2"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape({ y: 2, paragraphs: [paragraph(run('Grouped B'))] })}${shape({ y: 1, paragraphs: [paragraph(run('Grouped A'))] })}</p:grpSp></p:grpSp>`
    const cell = (text: string, attributes = '') =>
      `<a:tc${attributes}><a:txBody><a:bodyPr/>${paragraph(run(text))}</a:txBody><a:tcPr/></a:tc>`
    const table = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="7" name="t"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="900"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tr h="1">${cell('Region')}${cell('Q1')}${cell('Q2')}</a:tr><a:tr h="1">${cell('North')}${cell('1,200', ' gridSpan="2"')}${cell('', ' hMerge="1"')}</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`

    const deck = await readPptx(buildDeck([{ shapes: table + group }]))

    expect(deck.slides[0]?.text).toBe('Grouped A\nGrouped B\nRegion | Q1 | Q2\nNorth — Q1 / Q2: 1,200')
  })

  test('reads alternate content once, from the first branch that has any', async () => {
    const alternate = `<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="p14">${shape({ y: 0, paragraphs: [paragraph(run('Shown once'))] })}</mc:Choice><mc:Fallback>${shape({ y: 0, paragraphs: [paragraph(run('Shown once'))] })}</mc:Fallback></mc:AlternateContent>`

    const deck = await readPptx(buildDeck([{ shapes: alternate }]))

    expect(deck.slides[0]?.text).toBe('Shown once')
  })

  test('reads SmartArt words from the diagram data part the slide points to', async () => {
    const frame = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="d"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="0"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/diagram"><dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="rId7" r:lo="rId8" r:qs="rId9" r:cs="rId10"/></a:graphicData></a:graphic></p:graphicFrame>`
    const data = `<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" ${NS}><dgm:ptLst><dgm:pt modelId="1" type="doc"><dgm:t>${paragraph()}</dgm:t></dgm:pt><dgm:pt modelId="2"><dgm:t>${paragraph(run('Plan'))}</dgm:t></dgm:pt><dgm:pt modelId="3" type="parTrans"><dgm:t>${paragraph(run('connector'))}</dgm:t></dgm:pt><dgm:pt modelId="4"><dgm:t>${paragraph(run('Build'))}</dgm:t></dgm:pt></dgm:ptLst></dgm:dataModel>`

    const deck = await readPptx(
      buildDeck([{ shapes: frame, rels: [['rId7', 'diagramData', '../diagrams/data1.xml']] }], {
        'ppt/diagrams/data1.xml': strToU8(data),
      }),
    )

    expect(deck.slides[0]?.text).toBe('- Plan\n- Build')
  })

  test('warns and goes on when a chart the slide points to is missing from the package', async () => {
    const chart = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="c"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="500"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rId3"/></a:graphicData></a:graphic></p:graphicFrame>`
    const shapes = chart + shape({ y: 0, paragraphs: [paragraph(run('Still here'))] })

    const deck = await readPptx(buildDeck([{ shapes, rels: [['rId3', 'chart', '../charts/chart1.xml']] }]))

    expect(deck.slides[0]?.text).toBe('Still here')
    expect(deck.warnings).toEqual([
      'Slide 1: a chart or diagram is missing from the file; its text is left out.',
    ])
  })

  test('keeps the numbering when a listed slide part is missing, with a warning', async () => {
    const files: Zippable = unzipSync(
      buildDeck([{ shapes: '' }, { shapes: shape({ y: 0, paragraphs: [paragraph(run('Two'))] }) }]),
    )
    delete files['ppt/slides/slide1.xml']

    const deck = await readPptx(zipSync(files))

    expect(deck.slides.map((slide) => [slide.number, slide.text])).toEqual([
      [1, ''],
      [2, 'Two'],
    ])
    expect(deck.warnings).toEqual(['Slide 1 could not be found in the file; it is left empty.'])
  })

  test('resolves absolute relationship targets', async () => {
    const deck = await readPptx(
      buildDeck([{ shapes: shape({ y: 0, paragraphs: [paragraph(run('Absolute'))] }) }], {}, 'absolute'),
    )

    expect(deck.slides[0]?.text).toBe('Absolute')
  })
})

describe('readPptx notes and hidden slides', () => {
  const slideNumber = shape({
    ph: 'type="sldNum" idx="5"',
    paragraphs: ['<a:p><a:fld id="{1}" type="slidenum"><a:t>2</a:t></a:fld></a:p>'],
  })
  const date = shape({ ph: 'type="dt" idx="6"', paragraphs: [paragraph(run('1/1/2024'))] })

  test("takes notes from each slide's own notes page, body placeholder only", async () => {
    const deck = await readPptx(
      buildDeck([
        { shapes: '', notes: slideNumber + shape({ ph: 'type="body" idx="1"', paragraphs: [paragraph()] }) },
        {
          shapes: '',
          notes:
            date +
            shape({ ph: 'type="body" idx="1"', paragraphs: [paragraph(run('Say this'))] }) +
            slideNumber,
        },
        { shapes: '' },
      ]),
    )

    expect(deck.slides.map((slide) => slide.notes)).toEqual(['', 'Say this', ''])
  })

  test("leaves a slide's own footer, date and number placeholders out of its text", async () => {
    const deck = await readPptx(
      buildDeck([{ shapes: slideNumber + date + shape({ y: 0, paragraphs: [paragraph(run('Body'))] }) }]),
    )

    expect(deck.slides[0]?.text).toBe('Body')
  })

  test('keeps hidden slides and marks them', async () => {
    const deck = await readPptx(
      buildDeck([{ shapes: '' }, { shapes: '', show: '0' }, { shapes: '', show: '1' }]),
    )

    expect(deck.slides.map((slide) => slide.hidden)).toEqual([false, true, false])
  })
})

describe('readPptx refusals of built packages', () => {
  test('refuses a slide part that declares a DOCTYPE as unsafe_xml', async () => {
    const files: Zippable = {
      'ppt/slides/slide1.xml': strToU8(
        `<?xml version="1.0"?><!DOCTYPE p:sld [<!ENTITY x "boom">]><p:sld ${NS}><p:cSld><p:spTree/></p:cSld></p:sld>`,
      ),
    }
    const bytes = buildDeck([{ shapes: '' }])
    const patched = zipSync({ ...unzipSync(bytes), ...files })

    expect(await refusalOf(patched)).toBe('unsafe_xml')
  })

  test('refuses a package whose slide list is empty as empty', async () => {
    expect(await refusalOf(buildDeck([]))).toBe('empty')
  })

  test('refuses a slide part listed twice as corrupt', async () => {
    const bytes = buildDeck([{ shapes: '' }, { shapes: '' }])
    const files: Zippable = unzipSync(bytes)
    files['ppt/_rels/presentation.xml.rels'] = strToU8(
      new TextDecoder()
        .decode(files['ppt/_rels/presentation.xml.rels'] as Uint8Array)
        .replace('slide2.xml', 'slide1.xml'),
    )

    expect(await refusalOf(zipSync(files))).toBe('corrupt')
  })

  test('refuses bytes that are not a zip at all as unsupported_type', async () => {
    expect(await refusalOf(strToU8('%PDF-1.7 not a presentation'))).toBe('unsupported_type')
  })
})
