import type { ReactNode } from 'react'
import { CircleHelp, Lightbulb, ListChecks, Sparkles } from 'lucide-react'
import type { Summary } from '../../../../shared'
import { Card } from '../../../components/ui/card'
import { SourceLinks } from './source-links'
import { InlineSummaryText } from './summary-text'

type OverallSummaryCardProps = Pick<Summary, 'overallSummary' | 'sources'>

function Group({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-5 first-of-type:mt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {icon} {title}
      </h3>
      {children}
    </section>
  )
}

function ItemList({ items, sources }: { items: string[]; sources: number[][] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-500">None found in this file.</p>
  return (
    <ul className="mt-2 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-500">
      {items.map((item, index) => (
        <li key={index}>
          <InlineSummaryText text={item} />
          <SourceLinks slides={sources[index]} />
        </li>
      ))}
    </ul>
  )
}

/** Spec §2 "Summary view", right card; insight i is paired with key question i when one exists. */
export function OverallSummaryCard({ overallSummary, sources }: OverallSummaryCardProps) {
  const { keyTakeaways, actionItems, strategicInsights, keyQuestions } = overallSummary
  const unpairedQuestions = keyQuestions.slice(strategicInsights.length)
  return (
    <Card id="overall-summary" tabIndex={-1} className="scroll-mt-6 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Overall Summary</h2>
      <Group title="Key Takeaways" icon={<Sparkles aria-hidden className="size-4 text-brand-600" />}>
        <ItemList items={keyTakeaways} sources={sources.keyTakeaways} />
      </Group>
      <Group title="Action Items" icon={<ListChecks aria-hidden className="size-4 text-emerald-600" />}>
        <ItemList items={actionItems} sources={sources.actionItems} />
      </Group>
      <Group title="Strategic Insights" icon={<Lightbulb aria-hidden className="size-4 text-amber-500" />}>
        {strategicInsights.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">None found in this file.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {strategicInsights.map((insight, index) => (
              <li key={index} className="rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
                <p>
                  <InlineSummaryText text={insight} />
                  <SourceLinks slides={sources.strategicInsights[index]} />
                </p>
                {keyQuestions[index] && (
                  <p className="mt-2 flex gap-2 border-t border-slate-200 pt-2 text-slate-600">
                    <CircleHelp aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span>
                      <span className="font-medium text-slate-800">Key question: </span>
                      <InlineSummaryText text={keyQuestions[index]} />
                      <SourceLinks slides={sources.keyQuestions[index]} />
                    </span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Group>
      {unpairedQuestions.length > 0 && (
        <Group title="Key Questions" icon={<CircleHelp aria-hidden className="size-4 text-brand-600" />}>
          <ItemList
            items={unpairedQuestions}
            sources={sources.keyQuestions.slice(strategicInsights.length)}
          />
        </Group>
      )}
    </Card>
  )
}
