import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { describeError } from '../../../lib/api-client'
import { useDeleteAccount } from '../api/delete-account'

/** Spec §2 "Settings": deletion asked once more, then signed out to /auth. */
export function DeleteAccountCard() {
  const [isConfirming, setIsConfirming] = useState(false)
  const navigate = useNavigate()
  const remove = useDeleteAccount({
    onSuccess: () => {
      toast.success('Account deleted', {
        description: 'Your account and all data have been permanently deleted.',
      })
      void navigate('/auth', { replace: true })
    },
    onError: (error) => toast.error('Account deletion failed', { description: describeError(error) }),
  })
  return (
    <Card className="border-red-200 p-6">
      <h2 className="text-lg font-semibold text-red-700">Delete Account</h2>
      <p className="mt-2 text-sm text-slate-600">
        Permanently delete your account, your files and summaries, your shares and API keys, and your
        subscription.
      </p>
      <Button
        className="mt-4 bg-red-600 hover:bg-red-700"
        disabled={remove.isPending}
        onClick={() => setIsConfirming(true)}
      >
        Delete Account
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete your account?"
        description="This permanently deletes your account and all its data: files, summaries, shares, API keys and subscription. This cannot be undone."
        confirmLabel="Delete Account"
        onConfirm={() => remove.mutate()}
      />
    </Card>
  )
}
