import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CircleX, LoaderCircle, TriangleAlert } from 'lucide-react'
import type { Presentation } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

function StateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
      <Button asChild variant="secondary" className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </Card>
  )
}

// Spec §2 "Summary view" states, with the spec's texts.

export function SummaryLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-600">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
      <p>Loading presentation summary...</p>
    </div>
  )
}

export function SummaryError({ message }: { message: string | undefined }) {
  return (
    <div role="alert">
      <StateCard
        icon={<TriangleAlert aria-hidden className="size-10 text-red-500" />}
        title="Error Loading Summary"
      >
        <p className="break-words">{message || 'Unable to load presentation summary'}</p>
      </StateCard>
    </div>
  )
}

export function SummaryProcessing({ presentation }: { presentation: Presentation }) {
  const { done, total } = presentation.progress
  return (
    <StateCard
      icon={<LoaderCircle aria-hidden className="size-10 animate-spin text-brand-600" />}
      title="Processing Your Presentation"
    >
      <p className="font-medium break-words text-slate-800">{presentation.originalName}</p>
      <p className="mt-1" aria-live="polite">
        {total > 0 ? `${done} of ${total} slides summarised. ` : ''}This page updates by itself.
      </p>
    </StateCard>
  )
}

export function SummaryFailed({ presentation }: { presentation: Presentation }) {
  return (
    <StateCard icon={<CircleX aria-hidden className="size-10 text-red-500" />} title="Processing Failed">
      <p>We encountered an error while processing your presentation. Please try uploading again.</p>
      {presentation.errorMessage && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">{presentation.errorMessage}</p>
      )}
    </StateCard>
  )
}
