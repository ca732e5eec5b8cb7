import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { api, describeError } from '../api-client'

async function logout(): Promise<void> {
  try {
    await api.post('/api/logout')
  } catch {
    // Spec §8: a non-ok logout raises the message 'Logout failed', whatever the server said.
    throw new Error('Logout failed')
  }
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Spec §4: logout clears all cached data and does a full redirect to /.
      queryClient.clear()
      window.location.assign('/')
    },
    onError: (error) => toast.error('Logout failed', { description: describeError(error) }),
  })
}
