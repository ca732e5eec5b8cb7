import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SharedLink } from '../../../../shared'
import { api } from '../../../lib/api-client'

/** Spec §7: no retry (the app's default), so an expired link says so at once. */
export const sharedLinkOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-link', token],
    queryFn: () => api.get<SharedLink>(`/api/shared/${encodeURIComponent(token)}`),
  })

export function useSharedLink(token: string) {
  return useQuery(sharedLinkOptions(token))
}
