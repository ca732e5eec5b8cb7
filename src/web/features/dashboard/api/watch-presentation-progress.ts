import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Presentation } from '../../../../shared'
import { presentationsQueryKey, replaceCachedPresentation } from './get-presentations'

/**
 * Beyond the spec: a processing item's stage and slide count, live, from the server's event stream.
 * Each event replaces the cached item, so the row re-renders and a completion refreshes usage at once
 * (the 10 s list poll stays as the spec's fallback). The effect syncs with an external system — the
 * EventSource — and closes it as soon as the item is no longer processing, since EventSource would
 * otherwise reconnect after the server ends the stream.
 */
export function useWatchPresentationProgress(id: string, isProcessing: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!isProcessing) return
    const source = new EventSource(`/api/presentations/${id}/events`)
    source.addEventListener('presentation', (event) => {
      const item = JSON.parse((event as MessageEvent<string>).data) as Presentation
      replaceCachedPresentation(queryClient, item)
      if (item.status !== 'processing') {
        source.close()
        void queryClient.invalidateQueries({ queryKey: ['presentations'] })
      }
    })
    source.addEventListener('deleted', () => {
      source.close()
      void queryClient.invalidateQueries({ queryKey: presentationsQueryKey })
    })
    // A broken stream is not an error to show: the list poll still brings the outcome.
    source.onerror = () => source.close()
    return () => source.close()
  }, [id, isProcessing, queryClient])
}
