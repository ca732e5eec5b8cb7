import { Link } from 'react-router'
import { ArrowLeft, CalendarDays, Download, Printer } from 'lucide-react'
import { LANGUAGE_NAMES, type Presentation, type Summary } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { formatProcessedDate } from '../lib/format-processed-date'
import { FiguresBadge } from './figures-badge'
import { SummaryCost } from './summary-cost'

type SummaryHeaderProps = {
  presentation: Presentation
  summary: Pick<Summary, 'faithfulness' | 'model' | 'usage'>
}

/** Spec §2 "Summary view": file name, processed date, Print and Download Complete Analysis. */
export function SummaryHeader({ presentation, summary }: SummaryHeaderProps) {
  return (
    <Card className="p-5 sm:p-6">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-600"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Dashboard
      </Link>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
            {presentation.originalName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" /> Processed on{' '}
              {formatProcessedDate(presentation.processedAt)}
            </span>
            <FiguresBadge faithfulness={summary.faithfulness} />
            {presentation.summaryLanguage && (
              <span>Summary language chosen at upload: {LANGUAGE_NAMES[presentation.summaryLanguage]}</span>
            )}
            <SummaryCost summary={summary} />
            {/* On one column the overall summary sits below every slide: a way straight to it. */}
            <a
              href="#overall-summary"
              className="rounded font-medium text-brand-600 hover:underline lg:hidden"
            >
              Jump to Overall Summary
            </a>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <a href={`/api/presentations/${presentation.id}/download/print`} target="_blank" rel="noopener">
              <Printer aria-hidden className="size-4" /> Print
            </a>
          </Button>
          <Button asChild>
            <a href={`/api/presentations/${presentation.id}/download`} download>
              <Download aria-hidden className="size-4" /> Download Complete Analysis
            </a>
          </Button>
        </div>
      </div>
    </Card>
  )
}
