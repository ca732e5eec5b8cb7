import type { ReactNode } from 'react'
import type { VersionComparison } from '../../../../shared'
import { Card } from '../../../components/ui/card'

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-brand-500">
          {children}
        </ul>
      )}
    </section>
  )
}

const slideLabel = (number: number) => `slide ${number}`

/** What changed between two versions (issue 27): figures as label: old → new, then slides added, removed, moved. */
export function VersionChangesCard({ comparison }: { comparison: VersionComparison }) {
  const { previous, current, diff } = comparison
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm break-words text-slate-600">
        {previous.originalName} ({previous.fileType.toUpperCase()}) → {current.originalName} (
        {current.fileType.toUpperCase()})
      </p>
      <Group title="Figures changed" count={diff.figures.length}>
        {diff.figures.map((change, index) => (
          <li key={index}>
            <span className="font-medium text-slate-900">{change.label}</span>: {change.old} → {change.new}{' '}
            <span className="text-slate-500">
              ({slideLabel(change.oldSlide)} → {slideLabel(change.newSlide)})
            </span>
          </li>
        ))}
      </Group>
      <Group title="Slides added" count={diff.added.length}>
        {diff.added.map((slide) => (
          <li key={slide.slideNumber}>
            Slide {slide.slideNumber}: {slide.title}
          </li>
        ))}
      </Group>
      <Group title="Slides removed" count={diff.removed.length}>
        {diff.removed.map((slide) => (
          <li key={slide.slideNumber}>
            Slide {slide.slideNumber}: {slide.title}
          </li>
        ))}
      </Group>
      <Group title="Slides moved" count={diff.moved.length}>
        {diff.moved.map((move) => (
          <li key={move.fromSlide}>
            {move.title}: {slideLabel(move.fromSlide)} → {slideLabel(move.toSlide)}
          </li>
        ))}
      </Group>
    </Card>
  )
}
