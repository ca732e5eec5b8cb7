import {
  buildQuestionIndex,
  loadQuestionIndex,
  storedQuestionIndexSchema,
  type LoadedQuestionIndex,
} from '../../../ask'
import type { Db } from '../../../db'
import { ingestFile, isIngestError } from '../../../ingest'
import { DOCUMENT_VERSION, slideFromText, type Document, type Summary } from '../../../shared'
import { StorageNotFoundError, type Storage } from '../../../storage'
import { findStoredIndex, saveIndex, type AskableItem } from './queries'

export interface IndexDeps {
  db: Db
  storage: Storage
  log: { warn: (details: Record<string, unknown>, message: string) => void }
}

// Loaded indexes of recently asked items: a follow-up question skips the parse (the stored row is the
// truth; an entry is dropped when a newer row is written, see `rememberIndex`).
const CACHE_SIZE = 50
const cache = new Map<string, LoadedQuestionIndex>()

function rememberIndex(id: string, index: LoadedQuestionIndex): LoadedQuestionIndex {
  cache.delete(id)
  cache.set(id, index)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return index
}

/** Forgets an item's loaded index (its file was processed again). */
export function forgetQuestionIndex(id: string): void {
  cache.delete(id)
}

/**
 * The item's index: cached, else stored with it at processing, else built now (items processed before
 * issue 26) from its original file, or from its summary when the original is gone, and stored.
 */
export async function loadItemIndex(
  deps: IndexDeps,
  item: AskableItem,
  summary: Summary,
): Promise<LoadedQuestionIndex> {
  const cached = cache.get(item.id)
  if (cached) return cached
  const stored = storedQuestionIndexSchema.safeParse(await findStoredIndex(deps.db, item.id))
  if (stored.success) return rememberIndex(item.id, loadQuestionIndex(stored.data))

  const document = (await readOriginal(deps, item)) ?? documentFromSummary(summary)
  const built = buildQuestionIndex(document)
  await saveIndex(deps.db, item.id, built)
  return rememberIndex(item.id, loadQuestionIndex(built))
}

async function readOriginal(deps: IndexDeps, item: AskableItem): Promise<Document | null> {
  if (!item.storageKey) return null
  try {
    return await deps.storage.withLocalFile(item.storageKey, (path) => ingestFile(path))
  } catch (error) {
    // A file that reads no more, or whose bytes are gone, still has its summary to answer from.
    if (!isIngestError(error) && !(error instanceof StorageNotFoundError)) throw error
    deps.log.warn({ err: error, presentationId: item.id }, 'original unreadable for the question index')
    return null
  }
}

/** The slide-by-slide summary as a slide model: what is left to answer from when the original is gone. */
function documentFromSummary(summary: Summary): Document {
  const slides = summary.slideBySlide.map((slide) =>
    slideFromText({ number: slide.slideNumber, title: slide.title, text: slide.summary }),
  )
  return {
    version: DOCUMENT_VERSION,
    format: 'pdf',
    pageCount: slides.length,
    language: summary.language,
    slides,
    sections: [],
    warnings: [],
  }
}
