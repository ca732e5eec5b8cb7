import { useMutation } from '@tanstack/react-query'
import type { CreateSubscriptionInput } from '../../../../shared'
import { api } from '../../../lib/api-client'

export interface StartedSubscription {
  clientSecret: string
  publishableKey: string
}

/** Spec §7: POST /api/create-subscription; a 501 means payments are not configured on this server. */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (input: CreateSubscriptionInput) =>
      api.post<StartedSubscription>('/api/create-subscription', input),
  })
}
