import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VersionComparison } from '../../../../shared'
import { api } from '../../../lib/api-client'

export const versionComparisonOptions = (id: string) =>
  queryOptions({
    queryKey: ['presentations', 'diff', id],
    queryFn: () => api.get<VersionComparison>(`/api/presentations/${encodeURIComponent(id)}/diff`),
  })

export function useVersionComparison(id: string | undefined) {
  return useQuery({ ...versionComparisonOptions(id ?? ''), enabled: Boolean(id) })
}
