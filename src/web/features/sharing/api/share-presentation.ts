import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShareRequest } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { presentationSharesOptions } from './get-presentation-shares'

export interface ShareAnswer {
  sentCount: number
  /** Addresses the mail server refused: they have no link. */
  failed: string[]
}

type Callbacks = { onSuccess: (answer: ShareAnswer) => void; onError: (error: Error) => void }

export function useSharePresentation({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ShareRequest) => api.post<ShareAnswer>('/api/share', input),
    onSuccess: async (answer, input) => {
      await queryClient.invalidateQueries(presentationSharesOptions(input.presentationId))
      onSuccess(answer)
    },
    onError,
  })
}
