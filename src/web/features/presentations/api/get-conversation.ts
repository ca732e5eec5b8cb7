import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ConversationEntry } from '../../../../shared'
import { api } from '../../../lib/api-client'

/** The user's questions and answers about one item (issue 26), oldest first. */
export const conversationOptions = (presentationId: string) =>
  queryOptions({
    queryKey: ['presentations', presentationId, 'questions'],
    queryFn: () => api.get<ConversationEntry[]>(`/api/presentations/${presentationId}/questions`),
  })

export function useConversation(presentationId: string) {
  return useQuery(conversationOptions(presentationId))
}
