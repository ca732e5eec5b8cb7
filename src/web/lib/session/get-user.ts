import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '../../../shared'
import { api, ApiError } from '../api-client'

// The session is read by every feature (guards, top bars, admin check), so it lives in lib, not in a feature.
export const userQueryKey = ['user'] as const

async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/user')
  } catch (error) {
    // Spec §4 "Session": a 401 on the user lookup means signed out, not an error.
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const userOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser })

export function useUser() {
  return useQuery(userOptions())
}
