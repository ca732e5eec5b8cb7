import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ConversationEntry } from '../../../../shared'
import { ApiError } from '../../../lib/api-client'
import { conversationOptions } from './get-conversation'

/**
 * POST /api/presentations/:id/questions as server-sent events: `token` pieces while an LLM writes (the
 * draft), then the checked `answer`, or an `error`. A refusal before the stream (404, 409, 429) is a
 * plain JSON error, raised as an ApiError like every other answer.
 */
async function streamQuestion(
  presentationId: string,
  question: string,
  onToken: (text: string) => void,
): Promise<ConversationEntry> {
  const response = await fetch(`/api/presentations/${presentationId}/questions`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ question }),
  })
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, response.statusText, await response.text())
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (!event || data === undefined) continue
      const parsed: unknown = JSON.parse(data)
      if (event === 'token') onToken(parsed as string)
      if (event === 'answer') return parsed as ConversationEntry
      if (event === 'error') throw new Error((parsed as { message: string }).message)
    }
  }
  throw new Error('The answer was cut off. Please try again.')
}

/** Asks, shows the LLM's draft while it streams, and appends the answer to the cached conversation. */
export function useAskQuestion(presentationId: string, { onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState('')
  const mutation = useMutation({
    mutationFn: (question: string) => {
      setDraft('')
      return streamQuestion(presentationId, question, (text) => setDraft((before) => before + text))
    },
    onSuccess: (entry) => {
      queryClient.setQueryData<ConversationEntry[]>(
        conversationOptions(presentationId).queryKey,
        (before) => [...(before ?? []), entry],
      )
    },
    onSettled: () => setDraft(''),
    onError,
  })
  return { ...mutation, draft }
}
