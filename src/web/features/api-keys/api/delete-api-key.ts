import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { apiKeysQueryKey } from './get-api-keys'

/** Spec §7 DELETE /api/api-keys/{id}: the key stops working at once. */
export function useDeleteApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}
