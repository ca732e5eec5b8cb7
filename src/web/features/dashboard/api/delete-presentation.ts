import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { api, describeError } from '../../../lib/api-client'
import { presentationsQueryKey } from './get-presentations'

export function useDeletePresentation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/presentations/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Presentation[]>(presentationsQueryKey, (list) =>
        list?.filter((item) => item.id !== id),
      )
    },
    onError: (error) => toast.error('Delete failed', { description: describeError(error) }),
  })
}
