import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import type { ApiKey } from '../../../../shared'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { describeError } from '../../../lib/api-client'
import { useDeleteApiKey } from '../api/delete-api-key'
import { useApiKeys } from '../api/get-api-keys'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : 'Never')

/** Spec §2: the list of keys (name, preview, active, created, last used) with a confirmed delete. */
export function ApiKeysList() {
  const keys = useApiKeys()
  const [deleting, setDeleting] = useState<ApiKey | null>(null)
  const remove = useDeleteApiKey()

  if (keys.isPending) return <Spinner label="Loading API keys" />
  if (keys.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load your API keys: {describeError(keys.error)}
      </p>
    )
  }
  if (keys.data.length === 0) {
    return <p className="text-sm text-slate-600">No API keys yet. Create one above to use the API.</p>
  }

  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your API keys</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-3 font-medium">Name</th>
            <th className="py-2 pr-3 font-medium">Key</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="hidden py-2 pr-3 font-medium sm:table-cell">Created</th>
            <th className="hidden py-2 pr-3 font-medium sm:table-cell">Last used</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.data.map((key) => (
            <tr key={key.id} className="border-b border-slate-100 last:border-0">
              <td className="py-3 pr-3 font-medium break-all text-slate-900">{key.keyName}</td>
              <td className="py-3 pr-3 font-mono text-slate-700">{key.keyPreview}</td>
              <td className="py-3 pr-3">
                <Badge tone={key.isActive ? 'success' : 'neutral'}>
                  {key.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </td>
              <td className="hidden py-3 pr-3 text-slate-600 sm:table-cell">{formatDate(key.createdAt)}</td>
              <td className="hidden py-3 pr-3 text-slate-600 sm:table-cell">{formatDate(key.lastUsedAt)}</td>
              <td className="py-3 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete API key ${key.keyName}`}
                  onClick={() => setDeleting(key)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete API key?"
        description={`"${deleting?.keyName ?? ''}" stops working at once: requests made with it will be refused. This cannot be undone.`}
        confirmLabel="Delete Key"
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('API key deleted'),
            onError: (error) =>
              toast.error('Failed to delete API key', { description: describeError(error) }),
          })
        }}
      />
    </>
  )
}
