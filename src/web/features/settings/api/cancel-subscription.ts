import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { subscriptionDetailsQueryKey } from '../../../lib/subscription/get-subscription-details'

export function useCancelSubscription(callbacks: {
  onSuccess: (answer: { accessUntil: string | null }) => void
  onError: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ accessUntil: string | null }>('/api/cancel-subscription'),
    onSuccess: async (answer) => {
      // Spec §7: the subscription details are fetched again after cancelling.
      await queryClient.invalidateQueries({ queryKey: subscriptionDetailsQueryKey })
      callbacks.onSuccess(answer)
    },
    onError: callbacks.onError,
  })
}
