import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConversationEntry } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { conversationOptions } from './get-conversation'

export function useClearConversation(
  presentationId: string,
  { onError }: { onError: (error: Error) => void },
) {
  const queryClient = useQueryClient()
  const { queryKey } = conversationOptions(presentationId)
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`/api/presentations/${presentationId}/questions`),
    // A refetch still on its way (the one after the last answer) would put the cleared entries back: it is
    // cancelled first, as TanStack Query's optimistic updates do (a CI run on PostgreSQL showed the entry return).
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: () => queryClient.setQueryData<ConversationEntry[]>(queryKey, []),
    onError,
  })
}
