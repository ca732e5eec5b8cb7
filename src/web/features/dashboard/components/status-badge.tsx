import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'

/** Spec §4: processing, completed and failed have their looks; any other value is neutral. */
export function StatusBadge({ status }: { status: string }) {
  if (status === 'processing') {
    return (
      <Badge tone="brand">
        <LoaderCircle aria-hidden className="size-3 animate-spin" /> Processing
      </Badge>
    )
  }
  if (status === 'completed') {
    return (
      <Badge tone="success">
        <CircleCheck aria-hidden className="size-3" /> Completed
      </Badge>
    )
  }
  if (status === 'failed') {
    return (
      <Badge tone="danger">
        <CircleX aria-hidden className="size-3" /> Failed
      </Badge>
    )
  }
  return <Badge tone="neutral">{status}</Badge>
}
