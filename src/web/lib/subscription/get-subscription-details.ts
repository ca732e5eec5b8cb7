import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountType, SubscriptionDetails } from '../../../shared'
import { api } from '../api-client'

export const subscriptionDetailsQueryKey = ['subscription-details'] as const

// Read by Settings (cancel) and Subscribe (current plan), so it lives in lib. Spec §7: fetched only for non-free plans, never retried.
export function useSubscriptionDetails(accountType: AccountType) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionDetailsQueryKey,
      queryFn: () => api.get<SubscriptionDetails>('/api/subscription-details'),
      enabled: accountType !== 'free',
      retry: false,
    }),
  )
}
