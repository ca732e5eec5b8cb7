import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '../../../../shared'
import { api } from '../../../lib/api-client'

export function useSendContactMessage(options: { onSuccess: () => void; onError: () => void }) {
  return useMutation({
    mutationFn: (message: ContactInput) => api.post<unknown>('/api/contact', message),
    ...options,
  })
}
