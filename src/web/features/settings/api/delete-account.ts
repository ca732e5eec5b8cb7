import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { userQueryKey } from '../../../lib/session/get-user'

/** Spec §7 DELETE /api/account; afterwards nothing of the account stays in the cache. */
export function useDeleteAccount(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/api/account'),
    onSuccess: () => {
      queryClient.clear()
      queryClient.setQueryData(userQueryKey, null)
      callbacks.onSuccess()
    },
    onError: callbacks.onError,
  })
}
