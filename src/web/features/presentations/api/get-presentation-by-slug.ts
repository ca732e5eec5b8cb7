import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Presentation, Summary } from '../../../../shared'
import { api } from '../../../lib/api-client'

export interface PresentationWithSummary {
  presentation: Presentation & { sharedSlug: string }
  summary: Summary | null
}

const SUMMARY_POLL_MS = 2000

// Spec §7: always stale, polled every 2 s while processing (§4, §9). Under ['presentations'] so the
// dashboard's invalidations reach it too.
export const presentationBySlugOptions = (slug: string) =>
  queryOptions({
    queryKey: ['presentations', 'slug', slug],
    queryFn: () => api.get<PresentationWithSummary>(`/api/presentations/slug/${encodeURIComponent(slug)}`),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.presentation.status === 'processing' ? SUMMARY_POLL_MS : false,
  })

export function usePresentationBySlug(slug: string) {
  return useQuery(presentationBySlugOptions(slug))
}
