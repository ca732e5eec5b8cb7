import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FileAllowance } from '../../../../shared'
import { api } from '../../../lib/api-client'

export const fileLimitsQueryKey = ['file-processing-limits'] as const

// Spec §7 and §9: the limits query is the one fresh for 30 seconds, refreshed after relevant events.
export const fileLimitsOptions = () =>
  queryOptions({
    queryKey: fileLimitsQueryKey,
    queryFn: () => api.get<FileAllowance>('/api/file-processing-limits'),
    staleTime: 30_000,
  })

export function useFileProcessingLimits() {
  return useQuery(fileLimitsOptions())
}
