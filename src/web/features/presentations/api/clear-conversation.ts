import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConversationEntry } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { conversationOptions } from './get-conversation'

export function useClearConversation(
  presentationId: string,
  { onError }: { onError: (error: Error) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`/api/presentations/${presentationId}/questions`),
    onSuccess: () =>
      queryClient.setQueryData<ConversationEntry[]>(conversationOptions(presentationId).queryKey, []),
    onError,
  })
}
