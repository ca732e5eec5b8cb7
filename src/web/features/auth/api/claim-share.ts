import { useMutation } from '@tanstack/react-query'
import type { ClaimShareInput } from '../../../../shared'
import { api } from '../../../lib/api-client'

type Callbacks = { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void }

export function useClaimShare({ onSuccess, onError }: Callbacks) {
  return useMutation({
    mutationFn: (input: ClaimShareInput) => api.post<{ message: string }>('/api/claim-share', input),
    onSuccess,
    onError,
  })
}
