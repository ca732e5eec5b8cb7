import { createRequire } from 'node:module'
import path from 'node:path'
import {
  getDocument,
  Util,
  VerbosityLevel,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import type { ParsedSlide as Slide } from '../parsed-deck'
import { IngestError } from '../ingest-error'
import type { DeckReader, ParsedDeck } from '../parsed-deck'
import { joinPageBreaks } from './join-page-breaks'
import { documentSections, type OutlineEntry, type PageHeading, type Paragraph } from '../sections'
import { joinSlideLines } from '../slide-lines'
import { assertPageCount } from '../assert-page-count'
import { arrangePageText, edgeKey, emptyPage, type EdgeLine, type TextRun } from './arrange-page-text'
import { resolveHyphenBreaks } from './hyphen-break'
import { readOutline } from './read-outline'
import { claimPage, createPageCounter, type PageCounter } from './page-counter'

// CID fonts without a ToUnicode map (common in CJK PDFs) need pdf.js's predefined CMaps to yield text;
// they ship inside pdfjs-dist and are read from disk, never fetched.
const require = createRequire(import.meta.url)
const CMAP_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '../../cmaps/')

const ENCRYPTED_MESSAGE =
  'The PDF is password-protected. Please upload a copy without a password (in most PDF readers: print or export it to a new PDF).'

/** The pages one worker read, joined with the others' by `joinPdfPages`. */
export interface PdfPages {
  pageCount: number
  slides: Slide[]
  /** Pages whose title is only a short first line (ArrangedPage.plainTitle). */
  plainTitlePages: number[]
  /** Each read page's title and its size against the page's body text, for the heading hierarchy. */
  headings: PageHeading[]
  /** Each read page's lines near its top and bottom edges, for running headers and footers. */
  edges?: { page: number; lines: EdgeLine[] }[]
  /** The outline (bookmarks), read by the reader that claims page 1 only. */
  outline?: OutlineEntry[]
}

export interface PdfReadOptions {
  /** A PDF with more pages is refused as too_large before any page is read (default: MAX_PAGES). */
  maxPages?: number
}

/** From this many pages on, blank pages are found before pdf.js looks at any page (see find-blank-pages). */
const BLANK_SCAN_MIN_PAGES = 1000

/** pdf-lib is loaded only for the rare PDF this long, so that parse workers do not carry it. */
async function findBlankPages(bytes: Uint8Array): Promise<Set<number>> {
  return (await import('./find-blank-pages')).findBlankPages(bytes)
}

/** A plain title on this many pages or more, give or take its numbers, is a running header or footer. */
const RUNNING_HEADER_PAGES = 3
/** ...and on at least this share of the pages with text. */
const RUNNING_HEADER_SHARE = 0.25

/** PDF: one slide per page, text in reading order, the most prominent line near the top as the title. */
export const readPdf: DeckReader = async (bytes) => joinPdfPages([await readPdfPages(bytes)])

/** Every page, or with a shared counter, the pages this reader claims before the others do. */
export async function readPdfPages(
  bytes: Uint8Array,
  counter: PageCounter = createPageCounter(),
  { maxPages }: PdfReadOptions = {},
): Promise<PdfPages> {
  const pdf = await openPdf(bytes)
  try {
    if (pdf.numPages === 0) throw new IngestError('empty', 'The PDF has no pages.')
    assertPageCount(pdf.numPages, 'PDF', maxPages)
    // pdf.js took the bytes (their buffer is detached): it hands back a copy.
    const blank =
      pdf.numPages >= BLANK_SCAN_MIN_PAGES ? await findBlankPages(await pdf.getData()) : new Set<number>()
    const slides: Slide[] = []
    const plainTitlePages: number[] = []
    const headings: PageHeading[] = []
    const edges: NonNullable<PdfPages['edges']> = []
    let outline: OutlineEntry[] | undefined
    for (;;) {
      const number = claimPage(counter)
      if (number > pdf.numPages) break
      if (number === 1) outline = await readOutline(pdf)
      if (blank.has(number)) {
        slides.push({ number, title: '', text: '', notes: '', hidden: false, lines: [] })
        continue
      }
      const { title, text, lines, plainTitle, titleScale, edges: edgeLines } = await readPage(pdf, number)
      if (edgeLines.length > 0) edges.push({ page: number, lines: edgeLines })
      if (plainTitle) plainTitlePages.push(number)
      if (title !== '') headings.push({ page: number, title, scale: titleScale })
      slides.push({ number, title, text, notes: '', hidden: false, lines })
    }
    return {
      pageCount: pdf.numPages,
      slides,
      plainTitlePages,
      headings,
      edges,
      ...(outline ? { outline } : {}),
    }
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/** What every reader of one PDF read, as one deck in page order, without running headers as titles. */
export function joinPdfPages(reads: PdfPages[]): ParsedDeck {
  const pageCount = reads[0]?.pageCount ?? 0
  const slides = reads.flatMap((read) => read.slides).sort((a, b) => a.number - b.number)
  // Before running headers go: a page whose only text was its header still had text.
  const pagesWithoutText = slides
    .filter((slide) => slide.title === '' && slide.text === '')
    .map((slide) => slide.number)
  const textPages = slides.length - pagesWithoutText.length
  dropRunningHeaders(slides, new Set(reads.flatMap((read) => read.plainTitlePages)), textPages)
  dropRunningFooters(
    slides,
    reads.flatMap((read) => read.edges ?? []),
    textPages,
  )
  if (pagesWithoutText.length === pageCount) throw new IngestError('no_text')
  joinPageBreaks(slides)
  resolveHyphenBreaks(slides)
  const warnings = pagesWithoutText.length > 0 ? [`Pages without text: ${pagesWithoutText.join(', ')}`] : []
  const titled = new Set(slides.filter((slide) => slide.title !== '').map((slide) => slide.number))
  const sections = documentSections({
    pageCount,
    outline: reads.find((read) => read.outline)?.outline ?? [],
    headings: reads.flatMap((read) => read.headings).filter((heading) => titled.has(heading.page)),
    paragraphs: paragraphsOf(slides),
  })
  return { pageCount, slides, sections, warnings }
}

/**
 * A report's running header ("Application Security Verification Standard May 2025", "Page 38") is the
 * first line of most of its pages and would be their title: such titles go, and the pages have none.
 * Only plain titles are looked at: a deck that repeats a real, larger heading ("Agenda") keeps it.
 */
function dropRunningHeaders(slides: Slide[], plainTitlePages: Set<number>, textPages: number): void {
  const plain = slides.filter((slide) => plainTitlePages.has(slide.number))
  const keyOf = (slide: Slide) => slide.title.toLowerCase().replace(/\d+/g, '#')
  const counts = new Map<string, number>()
  for (const slide of plain) counts.set(keyOf(slide), (counts.get(keyOf(slide)) ?? 0) + 1)
  // A deck repeats a section's heading on its few pages ("The Familiar Eight" on 8 of 43): a running
  // header stands on a good share of all the pages with text.
  const minPages = Math.max(RUNNING_HEADER_PAGES, RUNNING_HEADER_SHARE * textPages)
  for (const slide of plain) {
    if ((counts.get(keyOf(slide)) ?? 0) < minPages) continue
    slide.title = ''
    slide.lines = slide.lines?.filter((line) => line.kind !== 'title')
  }
}

/** A line repeated at the same place on this share of the pages with text is a running header or footer. */
const RUNNING_FOOTER_SHARE = 0.5
/** ...give or take this share of the page height. */
const RUNNING_FOOTER_DRIFT = 0.02

/**
 * A deck's footer ("Vetlark, Inc. · Confidential" and the slide number) stands at the same place on
 * most pages; where it was not already left out as small print (a sparse divider slide), it would be a
 * line of the slide, or a stat with the slide number as its value. Such lines go, numbers aside.
 */
function dropRunningFooters(slides: Slide[], edges: NonNullable<PdfPages['edges']>, textPages: number): void {
  const places = new Map<string, { page: number; y: number }[]>()
  for (const { page, lines } of edges)
    for (const line of lines) {
      const at = places.get(line.key)
      if (at) at.push({ page, y: line.y })
      else places.set(line.key, [{ page, y: line.y }])
    }
  const minPages = Math.max(RUNNING_HEADER_PAGES, RUNNING_FOOTER_SHARE * textPages)
  const running = new Set<string>()
  for (const [key, at] of places) {
    const ys = at.map((place) => place.y).sort((a, b) => a - b)
    const median = ys[Math.floor(ys.length / 2)]!
    const pages = new Set(
      at.filter((place) => Math.abs(place.y - median) <= RUNNING_FOOTER_DRIFT).map((place) => place.page),
    )
    if (pages.size >= minPages) running.add(key)
  }
  if (running.size === 0) return
  for (const slide of slides) {
    const lines = slide.lines ?? []
    const kept = lines.filter((line) => line.kind === 'title' || !running.has(edgeKey(line.text)))
    if (kept.length === lines.length) continue
    slide.lines = kept
    slide.text = joinSlideLines(kept)
  }
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data: bytes,
    // No code generated from fonts, no font loading, no network, no wasm: text only, from the bytes alone.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    verbosity: VerbosityLevel.ERRORS,
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy()
    // pdf.js 5 does not export its PasswordException class; its name is the documented way to tell.
    if (error instanceof Error && error.name === 'PasswordException')
      throw new IngestError('encrypted', ENCRYPTED_MESSAGE)
    throw new IngestError('corrupt', undefined, { cause: error })
  }
}

async function readPage(pdf: PDFDocumentProxy, number: number) {
  let page: PDFPageProxy
  try {
    page = await pdf.getPage(number)
  } catch (error) {
    throw new IngestError('corrupt', undefined, { cause: error })
  }
  try {
    const viewport = page.getViewport({ scale: 1 })
    const content = await page.getTextContent()
    const runs: TextRun[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue
      runs.push(toRun(item, viewport.transform))
    }
    return arrangePageText(runs, viewport.height)
  } catch (error) {
    // One unreadable content stream should not lose the other pages: treat it as a page without text.
    if (error instanceof IngestError) throw error
    return emptyPage()
  } finally {
    page.cleanup()
  }
}

function toRun(item: TextItem, viewportTransform: number[]): TextRun {
  const [, , c, d, x, y] = Util.transform(viewportTransform, item.transform) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return { text: item.str, x, y, width: item.width, height: Math.hypot(c, d), font: item.fontName }
}

/** The running text for topic sections: paragraph lines in page order, a paragraph that a page break cut joined whole. */
function paragraphsOf(slides: Slide[]): Paragraph[] {
  const paragraphs: Paragraph[] = []
  for (const slide of slides) {
    let first = true
    for (const [index, line] of (slide.lines ?? []).entries()) {
      // A chart's labels (decision 107) are no running text.
      if (line.kind !== 'paragraph' || line.drawn) continue
      const previous = paragraphs.at(-1)
      if (first && previous && /^\p{Ll}/u.test(line.text)) previous.text += ` ${line.text}`
      else paragraphs.push({ page: slide.number, text: line.text, line: index })
      first = false
    }
  }
  return paragraphs
}
