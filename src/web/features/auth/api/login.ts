import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, User } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { userQueryKey } from '../../../lib/session/get-user'

type Callbacks = { onSuccess: (user: User) => void; onError: (error: Error) => void }

// Callbacks are taken at the hook, not at mutate(): storing the user redirects away from the form,
// and mutate()'s own callbacks would not fire once the form has unmounted.
export function useLogin({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<User>('/api/login', input),
    onSuccess: (user) => {
      // Spec §4: a successful login stores the returned user as current.
      queryClient.setQueryData(userQueryKey, user)
      onSuccess(user)
    },
    onError,
  })
}
