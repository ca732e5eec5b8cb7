import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { api, describeError } from '../../../lib/api-client'
import { fileLimitsQueryKey } from './get-file-processing-limits'
import { replaceCachedPresentation } from './get-presentations'

export function useRetryPresentation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<Presentation>(`/api/presentations/${id}/retry`),
    onSuccess: (item) => {
      // The answer is the item back in processing: the list starts polling and the row its live progress.
      replaceCachedPresentation(queryClient, item)
      void queryClient.invalidateQueries({ queryKey: fileLimitsQueryKey })
    },
    onError: (error) => toast.error('Retry failed', { description: describeError(error) }),
  })
}
