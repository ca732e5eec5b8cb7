import { useRef, useState } from 'react'
import { FileText, Link2, Presentation as PresentationIcon, StickyNote } from 'lucide-react'
import type { Presentation } from '../../../../shared'
import { useWatchPresentationProgress } from '../api/watch-presentation-progress'
import { formatDuration } from '../lib/format-duration'
import { EditableName } from './editable-name'
import { EditableNote } from './editable-note'
import { HistoryItemActions } from './history-item-actions'
import { ProcessingProgress } from './processing-progress'
import { StatusBadge } from './status-badge'

function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

const uploadedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function FileIcon({ fileType }: { fileType: string }) {
  const Icon = fileType === 'url' ? Link2 : fileType === 'pdf' ? FileText : PresentationIcon
  return (
    <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex">
      <Icon aria-hidden className="size-5" />
    </span>
  )
}

export function HistoryItem({ item }: { item: Presentation }) {
  const [editing, setEditing] = useState<'name' | 'note' | null>(null)
  const menuRef = useRef<HTMLButtonElement>(null)
  useWatchPresentationProgress(item.id, item.status === 'processing')

  const closeEditor = () => {
    setEditing(null)
    // Keyboard users continue where they opened the editor.
    requestAnimationFrame(() => menuRef.current?.focus())
  }

  const details = [
    `Uploaded ${uploadedFormat.format(new Date(item.createdAt))}`,
    item.fileType === 'url' ? 'PDF link' : item.fileType.toUpperCase(),
    item.pageCount ? countLabel(item.pageCount, item.documentType === 'document' ? 'page' : 'slide') : null,
    item.processingSeconds !== null && item.status === 'completed'
      ? `Processed in ${formatDuration(item.processingSeconds)}`
      : null,
  ].filter(Boolean)

  return (
    <li className="flex gap-4 p-4 sm:p-5" aria-label={item.originalName}>
      <FileIcon fileType={item.fileType} />
      <div className="min-w-0 flex-1">
        {editing === 'name' ? (
          <EditableName item={item} onDone={closeEditor} />
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="min-w-0 text-sm font-semibold break-words text-slate-900 sm:text-base">
              {item.originalName}
            </h3>
            <StatusBadge status={item.status} />
          </div>
        )}
        <p className="mt-1 text-xs text-slate-500">{details.join(' · ')}</p>
        {item.status === 'processing' && <ProcessingProgress item={item} />}
        {item.status === 'failed' && item.errorMessage && (
          <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{item.errorMessage}</p>
        )}
        {editing === 'note' ? (
          <EditableNote item={item} onDone={closeEditor} />
        ) : (
          item.userNote && (
            <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
              <StickyNote aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />
              <span className="break-words">{item.userNote}</span>
            </p>
          )
        )}
        <div className="mt-3">
          <HistoryItemActions item={item} onEdit={setEditing} menuRef={menuRef} />
        </div>
      </div>
    </li>
  )
}
