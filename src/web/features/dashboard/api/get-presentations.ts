import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { Presentation } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { fileLimitsQueryKey } from './get-file-processing-limits'

// The summary view keys its items under ['presentations', 'slug', ...]: invalidating ['presentations']
// refreshes both without either feature importing the other. Every page of every search and sort of the
// history sits under ['presentations', 'list'].
export const presentationsQueryKey = ['presentations', 'list'] as const

export type HistorySort = 'date' | 'name'

/** Items per page; a shorter page is the last one. */
export const HISTORY_PAGE_SIZE = 50

const HISTORY_POLL_MS = 10_000

type HistoryPages = InfiniteData<Presentation[], string | undefined>

/**
 * Spec §2 and §7, one page at a time (decision 023): the server searches and sorts, and each page
 * continues after the last item of the one before.
 */
export const historyOptions = (search: string, sort: HistorySort) =>
  infiniteQueryOptions({
    queryKey: [...presentationsQueryKey, { search, sort }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ sort, limit: String(HISTORY_PAGE_SIZE) })
      if (search) params.set('q', search)
      if (pageParam) params.set('after', pageParam)
      return api.get<Presentation[]>(`/api/presentations?${params}`)
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length === HISTORY_PAGE_SIZE ? lastPage[lastPage.length - 1]!.id : undefined,
    // A new search keeps showing the last answer until its own arrives.
    placeholderData: keepPreviousData,
  })

export function useHistory(search: string, sort: HistorySort) {
  return useInfiniteQuery(historyOptions(search, sort))
}

/**
 * Spec §4 and §9: every 10 s while any shown item is processing, otherwise never; only those items are
 * asked for, and each answer replaces its item in every cached page.
 */
export const processingPollOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['presentations', 'processing', ids],
    queryFn: async ({ client }) => {
      const items = await api.get<Presentation[]>(`/api/presentations?ids=${ids.join(',')}`)
      for (const item of items) replaceCachedPresentation(client, item)
      // One that no longer answers was deleted elsewhere.
      if (items.length < ids.length) void client.invalidateQueries({ queryKey: presentationsQueryKey })
      return items
    },
    // The pages were just read: the first poll is due one interval from now, not at once.
    initialData: [],
    initialDataUpdatedAt: () => Date.now(),
    enabled: ids.length > 0,
    refetchInterval: HISTORY_POLL_MS,
  })

export function usePollProcessing(ids: string[]) {
  return useQuery(processingPollOptions(ids))
}

function updateCachedPages(client: QueryClient, update: (page: Presentation[]) => Presentation[]): void {
  client.setQueriesData<HistoryPages>(
    { queryKey: presentationsQueryKey },
    (data) => data && { ...data, pages: data.pages.map(update) },
  )
}

/**
 * Replaces one item in every cached page (poll answers, live events, mutation answers) without a
 * refetch. Spec §4: when it moves from processing to completed, usage figures are refreshed; a failed
 * item no longer counts, so they are refreshed then too (issue 25).
 */
export function replaceCachedPresentation(client: QueryClient, item: Presentation): void {
  let finished = false
  updateCachedPages(client, (page) =>
    page.map((old) => {
      if (old.id !== item.id) return old
      if (old.status === 'processing' && item.status !== 'processing') finished = true
      return item
    }),
  )
  if (finished) void client.invalidateQueries({ queryKey: fileLimitsQueryKey })
}

export function removeCachedPresentation(client: QueryClient, id: string): void {
  updateCachedPages(client, (page) => page.filter((item) => item.id !== id))
}
