import { Link, useParams } from 'react-router'
import { ArrowLeft, LoaderCircle } from 'lucide-react'
import { SignedInPage } from '../../../components/layouts/signed-in-page'
import { Card } from '../../../components/ui/card'
import { describeError } from '../../../lib/api-client'
import { usePresentationBySlug } from '../api/get-presentation-by-slug'
import { useVersionComparison } from '../api/get-version-comparison'
import { VersionChangesCard } from '../components/version-changes-card'

function ChangesBody({ slug }: { slug: string }) {
  const item = usePresentationBySlug(slug)
  const comparison = useVersionComparison(item.data?.presentation.id)
  const error = item.error ?? comparison.error
  if (error)
    return (
      <Card role="alert" className="p-5 text-sm break-words text-slate-700">
        {describeError(error)}
      </Card>
    )
  if (!comparison.data)
    return (
      <div role="status" className="flex items-center gap-2 py-12 text-slate-600">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" /> Comparing the two
        versions...
      </div>
    )
  return <VersionChangesCard comparison={comparison.data} />
}

/** The comparison view of an item with the version it replaces (issue 27), at /presentation/{slug}/changes. */
export function VersionChangesPage() {
  const { slug = '' } = useParams()
  return (
    <SignedInPage title="Changes since the previous version">
      <Link
        to={`/presentation/${slug}`}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-600"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Summary
      </Link>
      <ChangesBody slug={slug} />
    </SignedInPage>
  )
}
