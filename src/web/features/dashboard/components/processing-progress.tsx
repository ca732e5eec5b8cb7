import type { Presentation } from '../../../../shared'

const stageLabels: Record<Presentation['stage'], string> = {
  queued: 'Waiting in the queue',
  reading: 'Reading the file',
  summarising: 'Summarising',
  writing: 'Writing the summary',
  done: 'Finishing',
}

/** Beyond the spec: where a processing item is, from its live events (stage, slides done of total). */
export function ProcessingProgress({ item }: { item: Presentation }) {
  const { done, total } = item.progress
  const share = total > 0 ? Math.min(1, done / total) : 0
  return (
    <div className="mt-2 max-w-md" aria-live="polite">
      <div className="flex justify-between gap-2 text-xs text-slate-600">
        <span>{stageLabels[item.stage]}</span>
        {total > 0 && (
          <span className="tabular-nums">
            {done} of {total} slides
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`Progress of ${item.originalName}`}
        aria-valuemin={0}
        aria-valuemax={total || 1}
        aria-valuenow={done}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={
            total > 0
              ? 'h-full rounded-full bg-brand-500 transition-[width]'
              : 'h-full w-1/4 animate-pulse rounded-full bg-brand-200'
          }
          style={total > 0 ? { width: `${Math.max(4, share * 100)}%` } : undefined}
        />
      </div>
    </div>
  )
}
