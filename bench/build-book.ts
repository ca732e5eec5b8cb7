// A 300-page document made of real corpus PDFs: the long document the benches measure (the LLM path's calls and
// prompts, the local provider's time).
import path from 'node:path'
import { ingestFile } from '../src/ingest'
import type { Document } from '../src/shared'

const BOOK_PAGES = 300
export const BOOK_SOURCES = [
  'irs-pub15-2013.pdf',
  'owasp-asvs-v5.pdf',
  'owasp-top10-2017-en.pdf',
  'boe-speech-owner-password.pdf',
  'tracemonkey-pldi09.pdf',
  'mems-microrobots-paper.pdf',
  'dea-regulations-bad-operator.pdf',
  'spark20-keynote-4x3.pdf',
  'cncf-linux-summit.pdf',
]

/** 300 pages from real PDFs, numbered in order, their outline sections shifted with them. */
export async function buildBook(shared: string): Promise<Document> {
  const slides: Document['slides'] = []
  const sections: Document['sections'] = []
  for (const name of BOOK_SOURCES) {
    if (slides.length >= BOOK_PAGES) break
    const document = await ingestFile(path.join(shared, 'corpus', 'pdf', name))
    const offset = slides.length
    const pages = document.slides.slice(0, BOOK_PAGES - offset)
    slides.push(...pages.map((slide) => ({ ...slide, number: slide.number + offset })))
    for (const section of document.sections)
      if (section.firstSlide <= pages.length)
        sections.push({
          ...section,
          firstSlide: section.firstSlide + offset,
          lastSlide: Math.min(section.lastSlide, pages.length) + offset,
        })
  }
  return {
    ...(await ingestFile(path.join(shared, 'corpus', 'pdf', BOOK_SOURCES[0]!))),
    slides,
    sections,
    pageCount: slides.length,
  }
}
