import { Link } from 'react-router'
import { CircleAlert, CircleCheck, CircleDashed, GitCompare } from 'lucide-react'
import { CHECKS_TEXT, type DeckChecks, type Presentation } from '../../../../shared'
import { Card } from '../../../components/ui/card'
import { SourceLinks } from './source-links'

type ChecksCardProps = { checks: DeckChecks; presentation: Pick<Presentation, 'slug' | 'previousVersionId'> }

/**
 * The deck checks (issue 27): figures that disagree across slides, then the genre's checklist, each item
 * found with its slides or missing; a link to the comparison when the item replaces a previous version.
 */
export function ChecksCard({ checks, presentation }: ChecksCardProps) {
  const { consistency, completeness } = checks
  return (
    <Card id="checks" aria-labelledby="checks-title" role="region" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="checks-title" className="text-lg font-semibold text-slate-900">
          {CHECKS_TEXT.title}
        </h2>
        {presentation.previousVersionId && (
          <Link
            to={`/presentation/${presentation.slug}/changes`}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline"
          >
            <GitCompare aria-hidden className="size-4" /> Compare with previous version
          </Link>
        )}
      </div>
      <section className="mt-4">
        <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          {CHECKS_TEXT.figuresHeading}
        </h3>
        {consistency.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{CHECKS_TEXT.noFindings}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm text-slate-700">
            {consistency.map((finding, index) => (
              <li key={index} className="flex gap-2">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />
                <span>
                  {finding.message}
                  <SourceLinks slides={finding.slides} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {completeness && completeness.items.length > 0 && (
        <section className="mt-5">
          <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {CHECKS_TEXT.checklistHeading(completeness.genre)}
          </h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {completeness.items.map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                {item.found ? (
                  <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600" />
                ) : (
                  <CircleDashed aria-hidden className="size-4 shrink-0 text-slate-400" />
                )}
                <span>
                  {item.label}
                  {item.found ? (
                    <SourceLinks slides={item.slides} />
                  ) : (
                    <span className="ml-1 text-slate-500">— {CHECKS_TEXT.missing}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  )
}
