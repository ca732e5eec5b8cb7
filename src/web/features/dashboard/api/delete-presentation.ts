import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { api, describeError } from '../../../lib/api-client'
import { removeCachedPresentation } from './get-presentations'

export function useDeletePresentation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/presentations/${id}`),
    onSuccess: (_answer, id) => {
      removeCachedPresentation(queryClient, id)
    },
    onError: (error) => toast.error('Delete failed', { description: describeError(error) }),
  })
}
