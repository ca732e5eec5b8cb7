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
import type { Slide } from '../../shared'
import { IngestError } from '../ingest-error'
import type { DeckReader, ParsedDeck } from '../parsed-deck'
import { arrangePageText, type TextRun } from './arrange-page-text'
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
}

/** A plain title on this many pages or more, give or take its numbers, is a running header or footer. */
const RUNNING_HEADER_PAGES = 3

/** PDF: one slide per page, text in reading order, the most prominent line near the top as the title. */
export const readPdf: DeckReader = async (bytes) => joinPdfPages([await readPdfPages(bytes)])

/** Every page, or with a shared counter, the pages this reader claims before the others do. */
export async function readPdfPages(
  bytes: Uint8Array,
  counter: PageCounter = createPageCounter(),
): Promise<PdfPages> {
  const pdf = await openPdf(bytes)
  try {
    if (pdf.numPages === 0) throw new IngestError('empty', 'The PDF has no pages.')
    const slides: Slide[] = []
    const plainTitlePages: number[] = []
    for (;;) {
      const number = claimPage(counter)
      if (number > pdf.numPages) break
      const { title, text, plainTitle } = await readPage(pdf, number)
      if (plainTitle) plainTitlePages.push(number)
      slides.push({ number, title, text, notes: '', hidden: false })
    }
    return { pageCount: pdf.numPages, slides, plainTitlePages }
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
  dropRunningHeaders(slides, new Set(reads.flatMap((read) => read.plainTitlePages)))
  if (pagesWithoutText.length === pageCount) throw new IngestError('no_text')
  const warnings = pagesWithoutText.length > 0 ? [`Pages without text: ${pagesWithoutText.join(', ')}`] : []
  return { pageCount, slides, warnings }
}

/**
 * A report's running header ("Application Security Verification Standard May 2025", "Page 38") is the
 * first line of most of its pages and would be their title: such titles go, and the pages have none.
 * Only plain titles are looked at: a deck that repeats a real, larger heading ("Agenda") keeps it.
 */
function dropRunningHeaders(slides: Slide[], plainTitlePages: Set<number>): void {
  const plain = slides.filter((slide) => plainTitlePages.has(slide.number))
  const keyOf = (slide: Slide) => slide.title.toLowerCase().replace(/\d+/g, '#')
  const counts = new Map<string, number>()
  for (const slide of plain) counts.set(keyOf(slide), (counts.get(keyOf(slide)) ?? 0) + 1)
  for (const slide of plain) if ((counts.get(keyOf(slide)) ?? 0) >= RUNNING_HEADER_PAGES) slide.title = ''
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
    return { title: '', text: '', plainTitle: false }
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
  return { text: item.str, x, y, width: item.width, height: Math.hypot(c, d) }
}
