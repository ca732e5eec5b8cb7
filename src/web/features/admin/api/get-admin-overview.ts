import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminStats, LlmUsageMonth, SubscriptionMetrics } from '../../../../shared'
import { api } from '../../../lib/api-client'

export const adminQueryKey = ['admin'] as const

export function useAdminStats() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'stats'],
      queryFn: () => api.get<AdminStats>('/api/admin/stats'),
    }),
  )
}

export function useSubscriptionMetrics() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'subscription-metrics'],
      queryFn: () => api.get<SubscriptionMetrics>('/api/admin/subscription-metrics'),
    }),
  )
}

export function useLlmUsage() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'llm-usage'],
      queryFn: () => api.get<LlmUsageMonth[]>('/api/admin/llm-usage'),
    }),
  )
}
