import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { PLANS, type AccountType } from '../../../../shared'
import { api, describeError } from '../../../lib/api-client'
import { adminQueryKey } from './get-admin-overview'

export function useSetUserPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, accountType }: { userId: string; email: string; accountType: AccountType }) =>
      api.put<{ accountType: AccountType }>(`/api/admin/users/${userId}/plan`, { accountType }),
    onSuccess: (_answer, { email, accountType }) => {
      toast.success('Plan changed', { description: `${email} is now on ${PLANS[accountType].name}.` })
      return queryClient.invalidateQueries({ queryKey: adminQueryKey })
    },
    onError: (error) => toast.error('Plan change failed', { description: describeError(error) }),
  })
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; email: string; isAdmin: boolean }) =>
      api.put<{ isAdmin: boolean }>(`/api/admin/users/${userId}/admin`, { isAdmin }),
    onSuccess: (_answer, { email, isAdmin }) => {
      toast.success(isAdmin ? 'Admin granted' : 'Admin revoked', { description: email })
      return queryClient.invalidateQueries({ queryKey: adminQueryKey })
    },
    onError: (error) => toast.error('Admin change failed', { description: describeError(error) }),
  })
}
