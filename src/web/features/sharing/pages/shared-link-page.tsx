import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { CalendarClock, FileText, Link2Off } from 'lucide-react'
import { toast } from 'sonner'
import { ApiError } from '../../../lib/api-client'
import { useUser } from '../../../lib/session/get-user'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageSpinner } from '../../../components/ui/spinner'
import { useSharedLink } from '../api/get-shared-link'
import { ClaimAfterRegisterError, useRegisterAndClaim } from '../api/register-and-claim'
import { SharedLinkRegisterForm } from '../components/shared-link-register-form'
import { daysUntil } from '../lib/days-until'

/** Spec §2 "Shared link page": who shared what, how long the link lasts, and a create-account form. */
export function SharedLinkPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const user = useUser()
  const link = useSharedLink(token)
  const registration = useRegisterAndClaim(token, {
    onSuccess: () => {
      toast.success('Account Created & File Claimed!')
      navigate('/dashboard')
    },
    onError: (error) => {
      if (error instanceof ClaimAfterRegisterError) {
        // A 409 (claimed by another account meanwhile) can never succeed on a retry: say why instead.
        const refusal = error.cause instanceof ApiError && error.cause.status === 409 ? error.cause : null
        toast.error('Account created but claim failed', {
          description: refusal?.serverMessage ?? 'Please try accessing the shared link again.',
        })
        navigate('/dashboard')
      } else if (error instanceof ApiError) {
        toast.error('Account creation failed', { description: error.serverMessage ?? 'Please try again.' })
      } else {
        toast.error('Error', { description: 'Something went wrong. Please try again.' })
      }
    },
  })
  const signInLink = `/auth?${new URLSearchParams({ shareToken: token })}`

  if (user.isPending) return <PageSpinner />
  // Someone already signed in claims the file at once (spec §2 /auth with shareToken); not after
  // registering here, where this page finishes the claim itself.
  if (user.data && registration.isIdle) return <Navigate to={signInLink} replace />
  if (link.isPending) return <PageSpinner />

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Shared Summary | Slidebrief</title>
      {link.isError ? (
        <Card className="p-6 text-center sm:p-8">
          <Link2Off aria-hidden className="mx-auto size-10 text-slate-400" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Shared link unavailable</h1>
          <p className="mt-2 text-slate-600">
            {link.error instanceof ApiError && link.error.status === 410
              ? 'This share link has expired. Please ask for a new share link.'
              : 'This share link is invalid or has expired. Please check with the person who shared it.'}
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to="/">Back to home</Link>
          </Button>
        </Card>
      ) : (
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
            {link.data.sharedByUser.firstName} shared a presentation summary with you
          </h1>
          <p className="mt-4 flex items-start gap-2 font-medium break-words text-slate-800">
            <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {link.data.presentation.originalName}
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <CalendarClock aria-hidden className="size-4 shrink-0" />
            {expiryText(daysUntil(link.data.expiresAt))}
          </p>
          {link.data.isClaimed ? (
            <AlreadyClaimed signInLink={signInLink} />
          ) : (
            <>
              <h2 className="mt-8 text-lg font-semibold text-slate-900">Create a free account to view it</h2>
              <p className="mt-1 mb-5 text-sm text-slate-600">
                Shared files are free and never count against your allowance.
              </p>
              <SharedLinkRegisterForm onSubmit={registration.mutate} isPending={registration.isPending} />
              <p className="mt-6 text-center text-sm text-slate-600">
                Already have an account?{' '}
                <Link to={signInLink} className="font-medium text-brand-600 hover:underline">
                  Sign In
                </Link>
              </p>
            </>
          )}
        </Card>
      )}
    </div>
  )
}

function expiryText(days: number): string {
  return `This link expires in ${days} day${days === 1 ? '' : 's'}.`
}

/**
 * A forwarded link someone already claimed: saying so at once beats inviting a sign-up whose claim can
 * never succeed (issue 25). The one who claimed it may be reading: signing in shows them the file.
 */
function AlreadyClaimed({ signInLink }: { signInLink: string }) {
  return (
    <div
      role="alert"
      className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">
        This share link has already been used by another account. Please ask for a new share link.
      </p>
      <p className="mt-2">
        Each link can be claimed by one account. If you claimed it yourself,{' '}
        <Link to={signInLink} className="font-medium text-brand-700 underline underline-offset-2">
          sign in
        </Link>{' '}
        to find it under Shared with You.
      </p>
    </div>
  )
}
