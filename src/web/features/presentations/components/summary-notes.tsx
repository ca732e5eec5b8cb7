import { Info } from 'lucide-react'
import { Card } from '../../../components/ui/card'

/**
 * What the summariser cut, dropped or fell back on (issue 23, item 3: never silent), folded away under one
 * line so the summary stays first. Every note is text from the summary, rendered as text (escaped).
 */
export function SummaryNotes({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null
  return (
    <Card className="px-5 py-4 sm:px-6">
      <details className="group">
        <summary className="flex cursor-pointer items-center gap-2 rounded text-sm font-medium text-slate-800 marker:text-slate-400">
          <Info aria-hidden className="size-4 text-amber-600" />
          Notes on this summary ({warnings.length})
        </summary>
        <p className="mt-2 text-sm text-slate-600">
          What was corrected or left out while this summary was checked against the file:
        </p>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
          {warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      </details>
    </Card>
  )
}
