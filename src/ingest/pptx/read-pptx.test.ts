import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import type { ParsedDeck } from '../parsed-deck'
import { readPptx } from './read-pptx'

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', 'shared', 'corpus')

interface ManifestEntry {
  path: string
  format: string
  pages: number | null
  expect: 'ok' | 'reject'
  error: string | null
  details?: {
    hiddenSlideNumbers?: number[]
    slidesWithNotes?: number[]
    tableSlides?: number[]
    chartSlides?: number[]
    smartArtSlides?: number[]
    slidesWithoutText?: number[]
  }
}

const manifest = JSON.parse(readFileSync(path.join(corpus, 'manifest.json'), 'utf8')) as ManifestEntry[]
/** Decks the reader must read: language refusals are decided after reading, by another module. */
const readableDecks = manifest.filter(
  (entry) =>
    entry.format === 'pptx' && /^(pptx|lang)\//.test(entry.path) && entry.pages !== null && entry.pages > 0,
)

/**
 * The manifest counted any text on a notes page outside the sldImg/sldNum/hdr/ftr/dt placeholders.
 * The workforce deck's notes pages hold nothing but a plain text box with a slide-number field
 * (named "Slide Number Placeholder 3"), so its slides have no speaker notes.
 */
const NOTES_CORRECTIONS: Record<string, number[]> = { 'pptx/workforce-report-charts.pptx': [] }

const decks = new Map<string, Promise<ParsedDeck>>()
function readCorpusDeck(relativePath: string): Promise<ParsedDeck> {
  let deck = decks.get(relativePath)
  if (!deck) {
    deck = readPptx(new Uint8Array(readFileSync(path.join(corpus, relativePath))))
    decks.set(relativePath, deck)
  }
  return deck
}

async function refusalOf(relativePath: string): Promise<string | undefined> {
  try {
    await readPptx(new Uint8Array(readFileSync(path.join(corpus, relativePath))))
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

function numbersWhere(
  deck: ParsedDeck,
  predicate: (slide: ParsedDeck['slides'][number]) => boolean,
): number[] {
  return deck.slides.filter(predicate).map((slide) => slide.number)
}

describe('readPptx on every readable corpus deck', () => {
  test.each(readableDecks.map((entry) => [entry.path, entry] as const))(
    '%s has the manifest slide count, numbered 1..n',
    async (file, entry) => {
      const deck = await readCorpusDeck(file)

      expect(deck.pageCount).toBe(entry.pages)
      expect(deck.slides.map((slide) => slide.number)).toEqual(
        Array.from({ length: entry.pages ?? 0 }, (_, i) => i + 1),
      )
    },
  )

  test.each(readableDecks.map((entry) => [entry.path, entry] as const))(
    '%s marks exactly the hidden slides and finds notes on exactly the slides that have them',
    async (file, entry) => {
      const deck = await readCorpusDeck(file)

      expect(numbersWhere(deck, (slide) => slide.hidden)).toEqual(entry.details?.hiddenSlideNumbers ?? [])
      expect(numbersWhere(deck, (slide) => slide.notes !== '')).toEqual(
        NOTES_CORRECTIONS[file] ?? entry.details?.slidesWithNotes ?? [],
      )
    },
  )

  test.each(readableDecks.map((entry) => [entry.path, entry] as const))(
    '%s finds text on table, chart and SmartArt slides and none on picture-only slides',
    async (file, entry) => {
      const deck = await readCorpusDeck(file)
      const slide = (number: number) => deck.slides[number - 1]

      const { tableSlides = [], chartSlides = [], smartArtSlides = [] } = entry.details ?? {}
      for (const number of [...tableSlides, ...chartSlides, ...smartArtSlides]) {
        expect(slide(number)?.text).not.toBe('')
      }
      for (const number of entry.details?.slidesWithoutText ?? []) {
        expect(`${slide(number)?.title}${slide(number)?.text}`).toBe('')
      }
    },
  )
})

describe('readPptx on decks with known traps', () => {
  test('follows p:sldIdLst, not part names: the second slide of the re-ordered deck is slide10.xml', async () => {
    const deck = await readCorpusDeck('pptx/out-of-order-slides.pptx')

    expect(deck.slides[0]?.title).toBe('Azure High-Performance Computing (HPC)')
    expect(deck.slides[1]?.title).toBe('SLURM Clusters')
    expect(deck.slides[2]?.title).toBe('High-Performance Computing')
    expect(deck.slides[1]?.notes).toMatch(/^The Simple Linux Utility for Resource Management \(SLURM\)/)
  })

  test('writes bullets as "- " with two spaces of indent per level', async () => {
    const deck = await readCorpusDeck('pptx/out-of-order-slides.pptx')

    expect(deck.slides[4]?.text).toContain(
      '- Run massively parallel compute jobs in the cloud\n  - Photorealistic 3D rendering\n  - Brute force cryptographical analysis',
    )
  })

  test('reads a SmartArt org chart whose words live only in the diagram data part', async () => {
    const deck = await readCorpusDeck('pptx/smartart-org-chart.pptx')

    expect(deck.slides[0]?.text.split('\n')).toEqual([
      '- President',
      '  - VP – HR',
      '    - Manager 1',
      '  - VP - Marketing',
      '    - Manager 1',
    ])
  })

  test('keeps a table row per line as "row label — header: value"', async () => {
    const deck = await readCorpusDeck('pptx/powershell-linux-macos.pptx')

    expect(deck.slides[12]?.text.split('\n')).toContain(
      'ForEach-Object — Definition: Performs an operation against each item in a collection of input objects',
    )
  })

  test("reads a chart's points from its chart part's cache as category — series: value", async () => {
    const deck = await readCorpusDeck('pptx/workforce-report-charts.pptx')
    const lines = deck.slides[7]?.text.split('\n') ?? []

    expect(lines).toContain(
      'Employment of workers with a Bachelor’s degree or better grew at a 2 percent to 3 percent rate over the past two decades.',
    )
    expect(lines).toContain('High School or Less — 1990-1995: -1.4')
    expect(lines).toContain('Bachelors Degree or More — 2010-2012: 2')
    expect(deck.slides[7]?.lines?.filter((line) => line.kind === 'chart-point')).toHaveLength(15)
  })

  test('gives notes on 20 of the 21 Service Fabric slides, none on the title slide', async () => {
    const deck = await readCorpusDeck('pptx/azure-service-fabric.pptx')

    expect(deck.slides[0]?.notes).toBe('')
    expect(deck.slides.filter((slide) => slide.notes !== '')).toHaveLength(20)
  })

  test('never takes the slide number of a notes page as notes', async () => {
    const deck = await readCorpusDeck('pptx/apache-performance-hidden.pptx')

    expect(deck.slides.filter((slide) => /^\d+$/.test(slide.notes))).toEqual([])
    expect(deck.slides[1]?.notes).toBe('')
  })

  test('keeps hidden slides in place and marks them', async () => {
    const apache = await readCorpusDeck('pptx/apache-performance-hidden.pptx')
    const talent = await readCorpusDeck('pptx/talent-approach-hidden.pptx')

    expect(numbersWhere(apache, (slide) => slide.hidden)).toEqual([13, 48])
    expect(numbersWhere(talent, (slide) => slide.hidden)).toEqual([4, 21, 22])
    expect(talent.slides[3]?.title).toBe('Talent principles')
  })
})

describe('readPptx refusals', () => {
  test.each([
    ['bad/zip-bomb.pptx', 'too_large_uncompressed'],
    ['bad/xxe-billion-laughs.pptx', 'unsafe_xml'],
    ['bad/no-slides.pptx', 'empty'],
    ['bad/truncated-download.pptx', 'corrupt'],
    ['bad/word-document.pptx', 'unsupported_type'],
    ['bad/plain-zip.pptx', 'unsupported_type'],
    ['bad/png-image.pptx', 'unsupported_type'],
  ])('%s is refused with %s', async (file, code) => {
    expect(await refusalOf(file)).toBe(code)
  })
})
