import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Presentation } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { fileLimitsQueryKey } from './get-file-processing-limits'

// The summary view keys its items under ['presentations', 'slug', ...]: invalidating ['presentations']
// refreshes both without either feature importing the other.
export const presentationsQueryKey = ['presentations', 'list'] as const

const HISTORY_POLL_MS = 10_000

export function isAnyProcessing(items: Presentation[] | undefined): boolean {
  return Boolean(items?.some((item) => item.status === 'processing'))
}

/**
 * Spec §4: when an item moves from processing to completed, usage figures are refreshed. Called with
 * the list as cached before and after each refetch or live event.
 */
export function refreshUsageOnCompletion(
  client: QueryClient,
  before: Presentation[] | undefined,
  after: Presentation[],
): void {
  const wasProcessing = new Set(before?.filter((i) => i.status === 'processing').map((i) => i.id))
  if (after.some((item) => wasProcessing.has(item.id) && item.status === 'completed')) {
    void client.invalidateQueries({ queryKey: fileLimitsQueryKey })
  }
}

export const presentationsOptions = () =>
  queryOptions({
    queryKey: presentationsQueryKey,
    queryFn: async ({ client }) => {
      const before = client.getQueryData<Presentation[]>(presentationsQueryKey)
      const after = await api.get<Presentation[]>('/api/presentations')
      refreshUsageOnCompletion(client, before, after)
      return after
    },
    // Spec §4 and §9: every 10 s while any item is processing, otherwise never.
    refetchInterval: (query) => (isAnyProcessing(query.state.data) ? HISTORY_POLL_MS : false),
  })

export function usePresentations() {
  return useQuery(presentationsOptions())
}

/** Replaces one item in the cached list (live events, mutation answers) without a refetch. */
export function replaceCachedPresentation(client: QueryClient, item: Presentation): void {
  const before = client.getQueryData<Presentation[]>(presentationsQueryKey)
  if (!before) return
  const after = before.map((old) => (old.id === item.id ? item : old))
  client.setQueryData(presentationsQueryKey, after)
  refreshUsageOnCompletion(client, before, after)
}
