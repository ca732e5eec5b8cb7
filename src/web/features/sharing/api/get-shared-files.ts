import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Spec §3 "Shared file", plus the slug the server computed for the link. */
export interface SharedFile {
  id: string
  slug: string
  originalName: string
  status: string
  createdAt: string
}

export const sharedFilesOptions = () =>
  queryOptions({
    queryKey: ['shared-files'],
    queryFn: () => api.get<SharedFile[]>('/api/shared-files'),
  })

export function useSharedFiles() {
  return useQuery(sharedFilesOptions())
}
