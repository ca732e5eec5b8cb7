import { QueryClient } from '@tanstack/react-query'

// Spec §7 and §9 "Data fetching defaults": no retries, no refetch on focus, never stale, no polling;
// the queries that differ say so themselves.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false },
      mutations: { retry: false },
    },
  })
}
