import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ApiError } from '../../../lib/api-client'
import { PageSpinner } from '../../../components/ui/spinner'
import { useClaimShare } from '../api/claim-share'

/** Spec §2: a signed-in user arriving with a shareToken has the share claimed automatically, then goes to /dashboard. */
export function ClaimSharedSummary({ shareToken }: { shareToken: string }) {
  const navigate = useNavigate()
  const toDashboard = () => navigate('/dashboard', { replace: true })
  const claim = useClaimShare({
    onSuccess: (answer) => {
      toast.success('Success!', { description: answer.message })
      toDashboard()
    },
    onError: (error) => {
      // Spec §8 "Share claim": the server's refusal, or a network failure that never reached it.
      toast.error('Share Error', {
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? 'Failed to claim shared presentation')
            : 'An error occurred while claiming the shared presentation',
      })
      toDashboard()
    },
  })
  const { mutate } = claim
  // The claim is a one-off side effect of arriving here; the ref keeps StrictMode's double mount from claiming twice.
  const hasClaimed = useRef(false)
  useEffect(() => {
    if (hasClaimed.current) return
    hasClaimed.current = true
    mutate({ shareToken })
  }, [mutate, shareToken])

  return <PageSpinner />
}
