import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { api, describeError } from '../../../lib/api-client'
import { presentationSharesOptions } from './get-presentation-shares'

export function useRevokeShare(presentationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) => api.post<{ ok: true }>(`/api/shares/${shareId}/revoke`),
    onSuccess: () => queryClient.invalidateQueries(presentationSharesOptions(presentationId)),
    onError: (error) => toast.error('Revoke failed', { description: describeError(error) }),
  })
}
