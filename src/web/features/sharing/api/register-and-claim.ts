import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput, User } from '../../../../shared'
import { api } from '../../../lib/api-client'
import { userQueryKey } from '../../../lib/session/get-user'
import { sharedFilesOptions } from './get-shared-files'

/** The account exists but the claim failed: the spec gives this step its own toast (§8 "Shared link"). */
export class ClaimAfterRegisterError extends Error {
  override name = 'ClaimAfterRegisterError'
}

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void }

/** Spec §4 "Share link": after registration the claim attaches the shared file to the new account. */
export function useRegisterAndClaim(token: string, { onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const user = await api.post<User>('/api/register', input)
      // Signed in from here on, whatever the claim does.
      queryClient.setQueryData(userQueryKey, user)
      try {
        await api.post(`/api/shared/${encodeURIComponent(token)}/claim`)
      } catch (error) {
        throw new ClaimAfterRegisterError('Account created but claim failed', { cause: error })
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries(sharedFilesOptions())
      onSuccess()
    },
    onError,
  })
}
