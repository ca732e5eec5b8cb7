import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { DocumentType, Language, Presentation } from '../../../../shared'
import { api, ApiError, describeError } from '../../../lib/api-client'
import { fileLimitsQueryKey } from './get-file-processing-limits'
import { presentationsQueryKey } from './get-presentations'
import { readUpgradeRequired } from './read-upgrade-required'

interface UploadInput {
  file: File
  documentType: DocumentType
  /** null or absent: the document's own language (the field is left out). */
  summaryLanguage?: Language | null
  /** "Upload new version" (issue 27): the item this file replaces. */
  previousVersionId?: string
}

function uploadPresentation({
  file,
  documentType,
  summaryLanguage,
  previousVersionId,
}: UploadInput): Promise<Presentation> {
  const body = new FormData()
  body.append('documentType', documentType)
  if (summaryLanguage) body.append('summaryLanguage', summaryLanguage)
  if (previousVersionId) body.append('previousVersionId', previousVersionId)
  body.append('file', file)
  return api.post<Presentation>('/api/presentations/upload', body)
}

/** Shows the spec's toasts; a limit refusal refetches the limits and offers the upgrade (spec §4). */
export function useUploadPresentation() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: uploadPresentation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: presentationsQueryKey })
      void queryClient.invalidateQueries({ queryKey: fileLimitsQueryKey })
      toast.success('Upload successful!', {
        description: "Your file is being processed. You'll see it in your history shortly.",
      })
    },
    onError: (error) => {
      const upgradeRequired = readUpgradeRequired(error)
      if (error instanceof ApiError && error.status === 429) {
        void queryClient.invalidateQueries({ queryKey: fileLimitsQueryKey })
      }
      // Spec §8: a wrong type is 'Invalid file type: …'; the server's message starts with that text.
      const title = error instanceof ApiError && error.status === 415 ? 'Invalid file type' : 'Upload failed'
      toast.error(title, {
        description:
          error instanceof ApiError ? (error.serverMessage ?? 'Upload failed') : describeError(error),
        action: upgradeRequired
          ? { label: 'Upgrade', onClick: () => void navigate('/subscribe') }
          : undefined,
      })
    },
  })
}
