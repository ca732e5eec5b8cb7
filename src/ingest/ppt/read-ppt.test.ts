import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { isIngestError } from '../ingest-error'
import type { ParsedDeck } from '../parsed-deck'
import { readPpt } from './read-ppt'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

interface ManifestEntry {
  path: string
  expect: 'ok' | 'reject'
  error: string | null
  pages: number | null
  hiddenSlides: number | null
  hasNotes: boolean | null
  details?: { notesSlidesWithText?: number; hiddenSlideNumbers?: number[] }
}

const manifest = JSON.parse(readFileSync(path.join(corpus, 'manifest.json'), 'utf8')) as ManifestEntry[]
const pptFiles = manifest.filter((entry) => entry.path.endsWith('.ppt'))
const okFiles = pptFiles.filter((entry) => entry.expect === 'ok')
const rejectedFiles = pptFiles.filter((entry) => entry.expect === 'reject')

const decks = new Map<string, Promise<ParsedDeck>>()
function readCorpusDeck(relativePath: string): Promise<ParsedDeck> {
  let deck = decks.get(relativePath)
  if (!deck) {
    deck = readPpt(new Uint8Array(readFileSync(path.join(corpus, relativePath))))
    decks.set(relativePath, deck)
  }
  return deck
}

async function readRefusal(relativePath: string): Promise<unknown> {
  try {
    await readPpt(new Uint8Array(readFileSync(path.join(corpus, relativePath))))
  } catch (error) {
    return error
  }
  throw new Error(`${relativePath} was read, not refused`)
}

/** Titles of a PPTX in presentation order: the title or ctrTitle placeholder's runs, enough to compare decks. */
function readPptxTitles(relativePath: string): string[] {
  const files = unzipSync(new Uint8Array(readFileSync(path.join(corpus, relativePath))))
  const part = (name: string) => strFromU8(files[name] ?? new Uint8Array())
  const targets = new Map(
    [...part('ppt/_rels/presentation.xml.rels').matchAll(/<Relationship [^>]*>/g)].map((match) => [
      /Id="([^"]+)"/.exec(match[0])?.[1],
      /Target="([^"]+)"/.exec(match[0])?.[1],
    ]),
  )
  return [...part('ppt/presentation.xml').matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((match) => {
    const slide = part(`ppt/${targets.get(match[1]) ?? ''}`)
    const titleShape = [...slide.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].find((shape) =>
      /<p:ph [^>]*type="(title|ctrTitle)"/.test(shape[0]),
    )
    return [...(titleShape?.[0] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => run[1]).join('')
  })
}

const squash = (text: string) => text.replace(/\s+/g, '')

describe('readPpt on the corpus', () => {
  test.each(okFiles.map((entry) => [entry.path, entry] as const))(
    '%s yields the manifest slide count, numbered in order',
    async (file, entry) => {
      const deck = await readCorpusDeck(file)

      expect(deck.pageCount).toBe(entry.pages)
      expect(deck.slides.map((slide) => slide.number)).toEqual(deck.slides.map((_, index) => index + 1))
    },
  )

  test.each(okFiles.map((entry) => [entry.path, entry] as const))(
    '%s has titles on most slides and text throughout',
    async (file) => {
      const deck = await readCorpusDeck(file)

      const titled = deck.slides.filter((slide) => slide.title.trim() !== '').length
      // ela-standards has nine slides whose only text is SmartArt, which has no title in the PPTX either.
      expect(titled / deck.slides.length).toBeGreaterThanOrEqual(0.75)
      expect(deck.slides.map((slide) => slide.text).join('').length).toBeGreaterThan(deck.slides.length * 20)
    },
  )

  test.each(okFiles.map((entry) => [entry.path, entry] as const))(
    '%s has as many hidden slides and slides with notes as the manifest says',
    async (file, entry) => {
      const deck = await readCorpusDeck(file)

      expect(deck.slides.filter((slide) => slide.hidden).length).toBe(entry.hiddenSlides)
      expect(deck.slides.filter((slide) => slide.notes !== '').length).toBe(
        entry.details?.notesSlidesWithText,
      )
    },
  )

  test.each(rejectedFiles.map((entry) => [entry.path, entry.error] as const))(
    '%s is refused with %s',
    async (file, code) => {
      const error = await readRefusal(file)

      expect(isIngestError(error)).toBe(true)
      expect((error as { code: string }).code).toBe(code)
    },
  )
})

describe('readPpt on particular decks', () => {
  test('notes stay with their own slide', async () => {
    const deck = await readCorpusDeck('ppt/sampleshow-notes.ppt')

    expect(deck.slides[0]).toMatchObject({
      title: 'Title of the first slide',
      notes: 'I am the notes of the first slide',
    })
    expect(deck.slides[1]?.title).toBe('This is the second slide')
    expect(deck.slides[1]?.notes).toContain('These are the notes of the 2nd slide')
    expect(deck.slides[1]?.text).toBe(
      [
        '- It has bullet points on it',
        '- They’re fun, aren’t they?',
        '- Especially in a different font like Arial Black at 16 point!',
      ].join('\n'),
    )
  })

  test('a fast-saved deck shows the content of its last save', async () => {
    const deck = await readCorpusDeck('ppt/bus-fleet-cdm-fastsave.ppt')

    // Earlier saves in the same stream had "Structure of a CDM project" second and "CDM revenues" on it.
    expect(deck.slides[1]?.title).toBe('Structure of the presentation')
    expect(deck.slides[27]?.title).toBe('Structure of a CDM project')
    expect(deck.slides[27]?.text).toContain('CER revenues only as revenue streams!!!')
    expect(deck.slides.some((slide) => slide.text.includes('CDM revenues only'))).toBe(false)
  })

  test('hidden slides are the ones the manifest names', async () => {
    const deck = await readCorpusDeck('lang/fr-owasp-asvs-techdays-2010.ppt')
    const expected = manifest.find((entry) => entry.path === 'lang/fr-owasp-asvs-techdays-2010.ppt')?.details

    const hidden = deck.slides.filter((slide) => slide.hidden).map((slide) => slide.number)

    expect(hidden).toEqual(expected?.hiddenSlideNumbers)
    expect(deck.slides[4]?.title).toBe('Les publications')
  })

  test('table cells are read row by row as "row label — header: value"', async () => {
    const deck = await readCorpusDeck('lang/fr-owasp-asvs-techdays-2010.ppt')

    const lines = deck.slides[34]?.text.split('\n') ?? []

    expect(lines).toContain('Exigence | L1 | L2 | L3 | L4')
    expect(
      lines.some((line) => /^Vérifier que toutes les pages .* — L1: ✔; L2: ✔; L3: ✔; L4: ✔$/.test(line)),
    ).toBe(true)
  })

  test('a dual-storage deck is read from its PowerPoint 97 copy, in German', async () => {
    const deck = await readCorpusDeck('lang/de-finanzkrise-dualstorage.ppt')

    expect(deck.slides).toHaveLength(105)
    expect(deck.slides[2]?.title).toBe('Abgrenzung der betriebsbedingten Kündigung')
    expect(deck.slides.map((slide) => slide.text).join(' ')).toMatch(/Kündigung.*Arbeitgeber/s)
  })

  test('decks written by LibreOffice keep their text in the slide drawing', async () => {
    const deck = await readCorpusDeck('lang/nb-udhr.ppt')

    expect(deck.slides[2]?.title).toBe('Artikkel 1.')
    expect(deck.slides[2]?.text).toContain('Alle mennesker er født frie')
    expect(deck.slides[0]?.notes).toMatch(/^Da anerkjennelsen av menneskeverd/)
    expect(deck.slides[1]?.notes).toBe('')
  })

  test('speaker notes kept in a text box on the notes page are read', async () => {
    const deck = await readCorpusDeck('ppt/lns-rounding-talk.ppt')

    expect(deck.slides[1]?.title).toBe('Outline')
    expect(deck.slides[1]?.notes).toMatch(/^A wide variety of hardware and software applications/)
  })

  test('slide-number fields are dropped, not read as a stray "*"', async () => {
    const deck = await readCorpusDeck('ppt/ela-standards-customgeo.ppt')

    expect(deck.slides[40]?.text).toMatch(/^Ohio had been a participating member of two consortia\./)
    expect(deck.slides.filter((slide) => /(^|\n)\*($|\n)/.test(slide.text))).toEqual([])
  })

  test('SmartArt saved into a .ppt is read from the package PowerPoint embeds with it', async () => {
    const deck = await readCorpusDeck('ppt/ela-standards-customgeo.ppt')

    expect(deck.slides[6]?.text.split('\n')).toEqual([
      'Reading Strand',
      'Writing Strand',
      'Speaking and Listening Strand',
      'Language Strand',
    ])
    expect(deck.warnings).toEqual([])
  })

  test('the PowerPoint 95 refusal tells the user to re-save as .pptx', async () => {
    const error = await readRefusal('bad/powerpoint95.ppt')

    expect((error as Error).message).toMatch(/PowerPoint 95.*\.pptx/)
  })

  test.each(['alterman-security', 'ela-standards-customgeo'])(
    '%s has the same titles as its PPTX version wherever the PPTX has a title placeholder',
    async (name) => {
      const pptxTitles = readPptxTitles(`pptx/${name}.pptx`)
      const deck = await readCorpusDeck(`ppt/${name}.ppt`)

      expect(deck.slides).toHaveLength(pptxTitles.length)
      const compared = pptxTitles.flatMap((title, index) => (title === '' ? [] : [index]))
      expect(compared.length).toBeGreaterThan(pptxTitles.length / 3)
      for (const index of compared) {
        expect(squash(deck.slides[index]?.title ?? ''), `slide ${index + 1}`).toBe(
          squash(pptxTitles[index] ?? ''),
        )
      }
    },
  )
})
