import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiKey } from '../../../../shared'
import { api } from '../../../lib/api-client'

export const apiKeysQueryKey = ['api-keys'] as const

/** Spec §7 GET /api/api-keys. */
export const apiKeysOptions = () =>
  queryOptions({
    queryKey: apiKeysQueryKey,
    queryFn: () => api.get<ApiKey[]>('/api/api-keys'),
  })

export function useApiKeys() {
  return useQuery(apiKeysOptions())
}
