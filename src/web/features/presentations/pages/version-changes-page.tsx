import { Link, Navigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { AppTopBar } from '../../../components/layouts/app-top-bar'
import { describeError } from '../../../lib/api-client'
import { useUser } from '../../../lib/session/get-user'
import { usePresentationBySlug } from '../api/get-presentation-by-slug'
import { useVersionComparison } from '../api/get-version-comparison'
import { VersionChangesCard } from '../components/version-changes-card'
import { SummaryError, SummaryLoading } from '../components/summary-states'

function ChangesBody({ slug }: { slug: string }) {
  const item = usePresentationBySlug(slug)
  const comparison = useVersionComparison(item.data?.presentation.id)
  if (item.isError) return <SummaryError message={describeError(item.error)} />
  if (comparison.isError) return <SummaryError message={describeError(comparison.error)} />
  if (!item.data || !comparison.data) return <SummaryLoading />
  return (
    <div className="space-y-4">
      <title>{`Changes in ${item.data.presentation.originalName} | Slidebrief`}</title>
      <Link
        to={`/presentation/${slug}`}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-600"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Summary
      </Link>
      <VersionChangesCard comparison={comparison.data} />
    </div>
  )
}

/** The comparison view of an item with the version it replaces (issue 27), at /presentation/{slug}/changes. */
export function VersionChangesPage() {
  const { slug = '' } = useParams()
  const { data: user } = useUser()
  if (!user) return <Navigate to="/auth" replace />
  return (
    <div className="min-h-screen">
      <AppTopBar firstName={user.firstName} />
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <ChangesBody slug={slug} />
      </main>
    </div>
  )
}
