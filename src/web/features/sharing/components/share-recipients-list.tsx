import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import type { ShareRecipient } from '../../../../shared'
import { usePresentationShares } from '../api/get-presentation-shares'
import { useRevokeShare } from '../api/revoke-share'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** Beyond the spec (issue 14), as DocSend users expect: who opened the link, who claimed, and revoking. */
export function ShareRecipientsList({ presentationId }: { presentationId: string }) {
  const shares = usePresentationShares(presentationId)
  const revoke = useRevokeShare(presentationId)

  if (shares.isPending) return <Spinner className="mt-6 text-brand-600" label="Loading recipients" />
  if (shares.isError) {
    return <p className="mt-6 text-sm text-red-600">Could not load who this file is shared with.</p>
  }
  if (shares.data.length === 0) return null
  return (
    <section aria-labelledby="share-recipients" className="mt-6 border-t border-slate-100 pt-4">
      <h3 id="share-recipients" className="text-sm font-semibold text-slate-900">
        Shared with
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {shares.data.map((share) => (
          <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-medium break-all text-slate-800">{share.recipientEmail}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                {share.openedAt ? `Opened ${dateTime.format(new Date(share.openedAt))}` : 'Not opened yet'}
                <ShareStateBadge share={share} />
              </p>
              {isClaimedByOther(share) && (
                <p className="mt-0.5 text-xs break-all text-amber-800">Claimed by {share.claimedByEmail}</p>
              )}
            </div>
            {isLive(share) && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Revoke link for ${share.recipientEmail}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(share.id)}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A forwarded link: claimed by an account whose address is not the one invited (issue 25). */
function isClaimedByOther(share: ShareRecipient) {
  return (
    share.claimedByEmail !== null && share.claimedByEmail.toLowerCase() !== share.recipientEmail.toLowerCase()
  )
}

function isLive(share: ShareRecipient) {
  return !share.revokedAt && new Date(share.expiresAt).getTime() > Date.now()
}

function ShareStateBadge({ share }: { share: ShareRecipient }) {
  if (share.revokedAt) return <Badge tone="danger">Revoked</Badge>
  if (share.claimedAt) return <Badge tone="success">Claimed</Badge>
  if (!isLive(share)) return <Badge tone="warning">Expired</Badge>
  return <Badge tone="neutral">Not claimed</Badge>
}
