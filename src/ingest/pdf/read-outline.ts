import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { OutlineEntry } from '../sections'

/** Bookmarks below this depth are not followed; a generated outline can be huge. */
const MAX_DEPTH = 2
const MAX_ENTRIES = 500

type OutlineNode = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number]

/**
 * The PDF's outline (bookmarks) of the top two levels, each with the page its destination points to.
 * A bookmark whose destination cannot be resolved (an action, a missing name) is left out; a broken
 * outline gives none rather than failing the document.
 */
export async function readOutline(pdf: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const entries: OutlineEntry[] = []
  try {
    const walk = async (nodes: OutlineNode[], level: number) => {
      for (const node of nodes) {
        if (entries.length >= MAX_ENTRIES) return
        const page = await pageOf(pdf, node.dest)
        if (page !== undefined) entries.push({ title: node.title.replace(/\s+/gu, ' ').trim(), level, page })
        if (level < MAX_DEPTH && node.items.length > 0) await walk(node.items, level + 1)
      }
    }
    await walk((await pdf.getOutline()) ?? [], 1)
  } catch {
    return []
  }
  return entries
}

async function pageOf(pdf: PDFDocumentProxy, dest: OutlineNode['dest']): Promise<number | undefined> {
  const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest
  const target: unknown = explicit?.[0]
  if (typeof target === 'number') return target + 1
  if (target && typeof target === 'object' && 'num' in target && 'gen' in target)
    return (await pdf.getPageIndex(target as { num: number; gen: number })) + 1
  return undefined
}
