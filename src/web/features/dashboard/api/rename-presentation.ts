import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { api, describeError } from '../../../lib/api-client'
import { replaceCachedPresentation } from './get-presentations'

export function useRenamePresentation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, originalName }: { id: string; originalName: string }) =>
      api.patch<Presentation>(`/api/presentations/${id}`, { originalName }),
    onSuccess: (item) => replaceCachedPresentation(queryClient, item),
    onError: (error) => toast.error('Rename failed', { description: describeError(error) }),
  })
}
