import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShareRecipient } from '../../../../shared'
import { api } from '../../../lib/api-client'

/** The sharer's view of one item: per recipient, whether the link was opened and the file claimed. */
export const presentationSharesOptions = (presentationId: string) =>
  queryOptions({
    queryKey: ['presentation-shares', presentationId],
    queryFn: () => api.get<ShareRecipient[]>(`/api/shares?${new URLSearchParams({ presentationId })}`),
  })

export function usePresentationShares(presentationId: string) {
  return useQuery(presentationSharesOptions(presentationId))
}
