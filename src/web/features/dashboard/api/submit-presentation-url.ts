import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { DocumentType, Language, Presentation } from '../../../../shared'
import { api, ApiError, describeError } from '../../../lib/api-client'
import { fileLimitsQueryKey } from './get-file-processing-limits'
import { presentationsQueryKey } from './get-presentations'
import { readUpgradeRequired } from './read-upgrade-required'

interface UrlInput {
  url: string
  documentType: DocumentType
  summaryLanguage: Language | null
}

function submitPresentationUrl(input: UrlInput): Promise<Presentation> {
  return api.post<Presentation>('/api/presentations/url', input)
}

export function useSubmitPresentationUrl({ onSubmitted }: { onSubmitted: () => void }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: submitPresentationUrl,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: presentationsQueryKey })
      void queryClient.invalidateQueries({ queryKey: fileLimitsQueryKey })
      onSubmitted()
      toast.success('URL submitted!', {
        description: "Your PDF is being processed. You'll see it in your history shortly.",
      })
    },
    onError: (error) => {
      const isLimit = error instanceof ApiError && error.status === 429
      if (isLimit) void queryClient.invalidateQueries({ queryKey: fileLimitsQueryKey })
      // Spec §8: on 429 the message is the server one or 'Upload limit reached'.
      const description = isLimit ? (error.serverMessage ?? 'Upload limit reached') : describeError(error)
      toast.error('URL processing failed', {
        description,
        action: readUpgradeRequired(error)
          ? { label: 'Upgrade', onClick: () => void navigate('/subscribe') }
          : undefined,
      })
    },
  })
}
