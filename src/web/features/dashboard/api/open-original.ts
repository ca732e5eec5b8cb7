import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'

/**
 * Opens (PDF) or downloads (PowerPoint) the original. A HEAD request first, so a missing or deleted
 * original shows the spec's toast instead of an error page in a new tab.
 */
async function openOriginal(item: Pick<Presentation, 'id'>): Promise<void> {
  const href = `/api/presentations/${item.id}/original`
  const response = await fetch(href, { method: 'HEAD', credentials: 'include' })
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
  const link = document.createElement('a')
  link.href = href
  link.target = '_blank'
  link.rel = 'noopener'
  link.click()
}

export function useOpenOriginal() {
  return useMutation({
    mutationFn: openOriginal,
    onError: () =>
      toast.error('Cannot Open File', {
        description: 'There was an error opening the file. Please try again.',
      }),
  })
}
