import { useState } from 'react'
import { Dialog } from 'radix-ui'
import { LoaderCircle, Send } from 'lucide-react'
import { toast } from 'sonner'
import { checkShareEmails, MAX_SHARE_RECIPIENTS, splitShareEmails } from '../../../../shared'
import { ApiError } from '../../../lib/api-client'
import type { ShareDialogProps } from '../../../components/slots/share-dialog-slot'
import { Button } from '../../../components/ui/button'
import { dialogOverlayClass } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { useSharePresentation, type ShareAnswer } from '../api/share-presentation'
import { ShareRecipientsList } from './share-recipients-list'

/** Spec §4 "Share dialog": on success it closes and clears its input; §5 and §8 give its toasts. */
export function ShareDialog({ presentation, open, onOpenChange, returnFocus }: ShareDialogProps) {
  const [emails, setEmails] = useState('')
  const share = useSharePresentation({
    onSuccess: (answer) => {
      announceSent(answer)
      setEmails('')
      onOpenChange(false)
    },
    onError: (error) =>
      toast.error('Share Failed', {
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? 'Failed to send share invitations')
            : 'An error occurred while sharing the presentation',
      }),
  })

  function submit() {
    const check = checkShareEmails(splitShareEmails(emails))
    if (!check.ok) {
      toast.error(check.title, { description: check.message })
      return
    }
    share.mutate({ presentationId: presentation.id, emails: check.emails })
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          // Radix returns focus to its Trigger, and this dialog is opened from outside: without this, focus
          // falls to the top of the page (issue 25).
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
            Share {presentation.originalName}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Each recipient gets an e-mail with their own link. They create a free account or sign in to view
            the summary; it does not count against their allowance.
          </Dialog.Description>
          <form
            noValidate
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <FormField label="Email addresses">
              {(control) => (
                <Input
                  {...control}
                  value={emails}
                  onChange={(event) => setEmails(event.target.value)}
                  placeholder="colleague@company.com, partner@firm.com"
                  autoComplete="off"
                />
              )}
            </FormField>
            <p className="text-xs text-slate-500">
              Separate addresses with commas, up to {MAX_SHARE_RECIPIENTS}.
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={share.isPending}>
                {share.isPending ? (
                  <LoaderCircle aria-hidden className="size-4 animate-spin" />
                ) : (
                  <Send aria-hidden className="size-4" />
                )}
                {share.isPending ? 'Sending...' : 'Send Invitations'}
              </Button>
            </div>
          </form>
          <ShareRecipientsList presentationId={presentation.id} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function announceSent({ sentCount, failed }: ShareAnswer) {
  const sent = `Invitation${sentCount === 1 ? '' : 's'} sent to ${sentCount} recipient${sentCount === 1 ? '' : 's'}.`
  if (failed.length === 0) {
    toast.success('Invitations sent', { description: sent })
    return
  }
  toast.warning('Some invitations were not sent', {
    description: `${sent} Could not send to: ${failed.join(', ')}.`,
  })
}
