import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '../../../../shared'
import { api } from '../../../lib/api-client'

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<{ message: string }>('/api/change-password', input),
  })
}
