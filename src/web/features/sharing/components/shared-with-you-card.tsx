import { Link } from 'react-router'
import { Eye, Users } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { useSharedFiles } from '../api/get-shared-files'

const sharedOnFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/**
 * Spec §2 "Dashboard": shown only when there are shared files. While it loads, or if it fails, the
 * dashboard simply goes without it: the card is an extra, not the page's purpose.
 */
export function SharedWithYouCard() {
  const shared = useSharedFiles()
  if (!shared.data || shared.data.length === 0) return null
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users aria-hidden className="size-5 text-brand-600" /> Shared with You
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {shared.data.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-slate-900">
                {file.originalName} <Badge tone="brand">Shared</Badge>
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {sharedOnFormat.format(new Date(file.createdAt))}
              </p>
            </div>
            <Button asChild size="sm" variant="secondary">
              <Link to={`/presentation/${file.slug}`} aria-label={`View Summary of ${file.originalName}`}>
                <Eye aria-hidden className="size-4" /> View Summary
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  )
}
