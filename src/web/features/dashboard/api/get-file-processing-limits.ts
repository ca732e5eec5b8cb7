import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountType, FileAllowance } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { useUser } from '../../../lib/session/get-user'

export const fileLimitsQueryKey = ['file-processing-limits'] as const

// Spec §7 and §9: the limits query is the one fresh for 30 seconds, refreshed after relevant events. Keyed
// by plan too, so a plan change seen on the user (say after a payment) reads the new allowance at once.
export const fileLimitsOptions = (accountType: AccountType | undefined) =>
  queryOptions({
    queryKey: [...fileLimitsQueryKey, accountType],
    queryFn: () => api.get<FileAllowance>('/api/file-processing-limits'),
    staleTime: 30_000,
  })

export function useFileProcessingLimits() {
  const { data: user } = useUser()
  return useQuery(fileLimitsOptions(user?.accountType))
}
