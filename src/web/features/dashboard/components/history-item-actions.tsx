import { useContext, useEffect, useRef, useState, type Ref } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  Download,
  Eye,
  FileSymlink,
  MoreHorizontal,
  Pencil,
  RotateCcw,
  Share2,
  StickyNote,
  Trash2,
  Upload,
} from 'lucide-react'
import type { Presentation } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { ShareDialogSlot } from '../../../components/slots/share-dialog-slot'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Menu, MenuItem } from '../../../components/ui/menu'
import { useDeletePresentation } from '../api/delete-presentation'
import { useOpenOriginal } from '../api/open-original'
import { useRetryPresentation } from '../api/retry-presentation'
import { NewVersionInput } from './new-version-input'

type HistoryItemActionsProps = {
  item: Presentation
  onEdit: (field: 'name' | 'note') => void
  menuRef: Ref<HTMLButtonElement>
}

/** Spec §2 "Upload History item actions": by status, plus rename, note, original and delete for all. */
export function HistoryItemActions({ item, onEdit, menuRef }: HistoryItemActionsProps) {
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null)
  // State, not a ref: the slot renders the dialog during this render, and it is handed a way back here.
  const [shareButton, setShareButton] = useState<HTMLButtonElement | null>(null)
  const retry = useRetryPresentation()
  const remove = useDeletePresentation()
  const openOriginal = useOpenOriginal()
  const renderShareDialog = useContext(ShareDialogSlot)
  const newVersion = useRef<HTMLInputElement>(null)
  const name = item.originalName
  useReportRetryFailure(item, retry.isSuccess)

  return (
    <div className="flex flex-wrap items-center gap-2">
      {item.status === 'completed' && (
        <>
          <Button asChild size="sm">
            <Link to={`/presentation/${item.slug}`} aria-label={`View Summary of ${name}`}>
              <Eye aria-hidden className="size-4" /> View Summary
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <a
              href={`/api/presentations/${item.id}/download`}
              download
              aria-label={`Download the analysis of ${name}`}
            >
              <Download aria-hidden className="size-4" /> Download
            </a>
          </Button>
          <Button
            ref={setShareButton}
            size="sm"
            variant="secondary"
            aria-label={`Share ${name}`}
            onClick={() => setDialog('share')}
          >
            <Share2 aria-hidden className="size-4" /> Share
          </Button>
        </>
      )}
      {item.status === 'failed' && (
        <Button
          size="sm"
          aria-label={`Retry ${name}`}
          disabled={retry.isPending}
          onClick={() => retry.mutate(item.id)}
        >
          <RotateCcw aria-hidden className="size-4" /> {retry.isPending ? 'Retrying...' : 'Retry'}
        </Button>
      )}
      <Menu
        trigger={
          <Button ref={menuRef} size="sm" variant="ghost" aria-label={`More actions for ${name}`}>
            <MoreHorizontal aria-hidden className="size-4" />
          </Button>
        }
      >
        <MenuItem onSelect={() => onEdit('name')}>
          <Pencil aria-hidden className="size-4" /> Rename
        </MenuItem>
        <MenuItem onSelect={() => onEdit('note')}>
          <StickyNote aria-hidden className="size-4" /> {item.userNote ? 'Edit note' : 'Add note'}
        </MenuItem>
        <MenuItem disabled={!item.hasOriginal} onSelect={() => openOriginal.mutate(item)}>
          <FileSymlink aria-hidden className="size-4" /> Open original
        </MenuItem>
        {item.status === 'completed' && (
          <MenuItem onSelect={() => newVersion.current?.click()}>
            <Upload aria-hidden className="size-4" /> Upload new version
          </MenuItem>
        )}
        <MenuItem tone="danger" onSelect={() => setDialog('delete')}>
          <Trash2 aria-hidden className="size-4" /> Delete
        </MenuItem>
      </Menu>
      <NewVersionInput item={item} inputRef={newVersion} />
      {renderShareDialog?.({
        presentation: item,
        open: dialog === 'share',
        onOpenChange: (open) => setDialog(open ? 'share' : null),
        returnFocus: () => shareButton?.focus(),
      })}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete this file?"
        description={`"${name}", its summary and its original file will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(item.id)}
      />
    </div>
  )
}

/** The spec's failure screen text, for an item that failed without a reason. */
const UNKNOWN_FAILURE =
  'We encountered an error while processing your presentation. Please try uploading again.'

/**
 * A retried item that fails again is said so in a toast naming it and the reason; the row then shows
 * Failed with that reason. The spec has no text for this (only 'Retry failed' when the retry request
 * itself is refused); without it a Retry seemed to do nothing. The item is followed from the moment it
 * is seen processing after the retry was accepted, so only this retry's outcome is reported, once.
 */
function useReportRetryFailure(item: Presentation, isRetryAccepted: boolean) {
  const isFollowing = useRef(false)
  useEffect(() => {
    if (!isRetryAccepted) return
    if (item.status === 'processing') {
      isFollowing.current = true
    } else if (isFollowing.current) {
      isFollowing.current = false
      if (item.status === 'failed') {
        toast.error(`${item.originalName} failed again`, {
          description: item.errorMessage ?? UNKNOWN_FAILURE,
        })
      }
    }
  }, [isRetryAccepted, item.status, item.originalName, item.errorMessage])
}
