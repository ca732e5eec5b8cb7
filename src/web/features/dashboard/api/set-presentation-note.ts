import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { api, describeError } from '../../../lib/api-client'
import { replaceCachedPresentation } from './get-presentations'

export function useSetPresentationNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, userNote }: { id: string; userNote: string | null }) =>
      api.patch<Presentation>(`/api/presentations/${id}/note`, { userNote }),
    onSuccess: (item) => replaceCachedPresentation(queryClient, item),
    onError: (error) => toast.error('Failed to save note', { description: describeError(error) }),
  })
}
