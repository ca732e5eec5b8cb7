import { Navigate, useParams } from 'react-router'
import { AppTopBar } from '../../../components/layouts/app-top-bar'
import { useUser } from '../../../lib/session/get-user'
import { usePresentationBySlug } from '../api/get-presentation-by-slug'
import { ChecksCard } from '../components/checks-card'
import { AskDeckPanel } from '../components/ask-deck-panel'
import { OverallSummaryCard } from '../components/overall-summary-card'
import { SlideBySlideCard } from '../components/slide-by-slide-card'
import { SummaryHeader } from '../components/summary-header'
import { SummaryNotes } from '../components/summary-notes'
import { SummaryError, SummaryFailed, SummaryLoading, SummaryProcessing } from '../components/summary-states'
import { describeError } from '../../../lib/api-client'

function SummaryBody({ slug }: { slug: string }) {
  const query = usePresentationBySlug(slug)
  if (query.isPending) return <SummaryLoading />
  if (query.isError) return <SummaryError message={describeError(query.error)} />
  const { presentation, summary } = query.data
  if (presentation.status === 'processing') return <SummaryProcessing presentation={presentation} />
  if (presentation.status !== 'completed' || !summary) return <SummaryFailed presentation={presentation} />
  return (
    <div className="space-y-6">
      <title>{`${presentation.originalName} | Slidebrief`}</title>
      <SummaryHeader presentation={presentation} summary={summary} />
      <SummaryNotes warnings={summary.warnings} />
      {/* One column below lg must shrink too: a long unbroken token (a URL, a table row) widened a phone's page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 wrap-anywhere lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SlideBySlideCard slides={summary.slideBySlide} language={summary.language} />
        <OverallSummaryCard overallSummary={summary.overallSummary} sources={summary.sources} />
      </div>
      {summary.checks && <ChecksCard checks={summary.checks} presentation={presentation} />}
      <AskDeckPanel
        presentationId={presentation.id}
        suggestions={summary.overallSummary.keyQuestions.filter((question) => question.trim() !== '')}
      />
    </div>
  )
}

/** Spec §2 "Summary view (/presentation/{slug})". */
export function PresentationPage() {
  const { slug = '' } = useParams()
  const { data: user } = useUser()
  // The route guard has already waited for the session; this only narrows the type.
  if (!user) return <Navigate to="/auth" replace />
  return (
    <div className="min-h-screen">
      <AppTopBar firstName={user.firstName} />
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <SummaryBody slug={slug} />
      </main>
    </div>
  )
}
