import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUsersPage, AdminUsersQuery } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { adminQueryKey } from './get-admin-overview'

export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const

export const adminUsersOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: () => {
      const params = new URLSearchParams({
        sort: query.sort,
        order: query.order,
        page: String(query.page),
        pageSize: String(query.pageSize),
      })
      if (query.search) params.set('search', query.search)
      return api.get<AdminUsersPage>(`/api/admin/users?${params}`)
    },
    // The table keeps showing the last page while the next search or sort loads.
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersOptions(query))
}
