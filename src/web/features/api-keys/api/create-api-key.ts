import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateApiKeyInput, CreatedApiKey } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { apiKeysQueryKey } from './get-api-keys'

/** Spec §7 POST /api/api-keys: the answer carries keyValue, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api.post<CreatedApiKey>('/api/api-keys', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}
