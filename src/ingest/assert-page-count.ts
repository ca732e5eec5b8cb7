import { maxPagesSetting } from '../config/max-pages-setting'
import { IngestError } from './ingest-error'

/**
 * MAX_PAGES holds for every format (issue 11, Deliver 6): a PDF's pages or a deck's slides are counted
 * before any of them is read, so that a document too long to summarise costs no parsing.
 */
export function assertPageCount(
  count: number,
  kind: 'PDF' | 'presentation',
  maxPages: number = maxPagesSetting(),
): void {
  if (count <= maxPages) return
  const unit = kind === 'PDF' ? 'pages' : 'slides'
  const accepted = kind === 'PDF' ? 'documents' : 'presentations'
  throw new IngestError(
    'too_large',
    `The ${kind} has ${count.toLocaleString('en')} ${unit}; ${accepted} of up to ${maxPages.toLocaleString('en')} ${unit} are accepted.`,
  )
}
