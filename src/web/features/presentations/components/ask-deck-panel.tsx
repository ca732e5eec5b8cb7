import { MessageCircleQuestion, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { describeError } from '../../../lib/api-client'
import { useAskQuestion } from '../api/ask-question'
import { useClearConversation } from '../api/clear-conversation'
import { useConversation } from '../api/get-conversation'
import { AnswerText } from './answer-text'
import { QuestionForm } from './question-form'

interface AskDeckPanelProps {
  presentationId: string
  /** The summary's key questions, offered as suggestions. */
  suggestions: string[]
}

/**
 * Issue 26, "Ask this deck": questions answered from the slides, each statement with chips that jump to
 * its slide; the conversation is the user's own, kept with the item, and can be cleared.
 */
export function AskDeckPanel({ presentationId, suggestions }: AskDeckPanelProps) {
  const conversation = useConversation(presentationId)
  const onError = (error: Error) => toast.error('Could not answer', { description: describeError(error) })
  const ask = useAskQuestion(presentationId, { onError })
  const clear = useClearConversation(presentationId, {
    onError: (error) =>
      toast.error('Could not clear the conversation', { description: describeError(error) }),
  })
  const entries = conversation.data ?? []

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="ask-deck-title" role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ask-deck-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageCircleQuestion aria-hidden className="size-5 text-brand-600" /> Ask this deck
        </h2>
        {entries.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => clear.mutate()} disabled={clear.isPending}>
            <Trash2 aria-hidden className="size-4" /> Clear conversation
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-500">
        Answers come from the slides only, with the slides they stand on.
      </p>

      {conversation.isError && (
        <p className="mt-4 text-sm text-red-600">
          Unable to load the conversation: {describeError(conversation.error)}
        </p>
      )}
      <ol aria-label="Conversation" aria-live="polite" className="mt-4 space-y-4">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-2">
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium break-words text-slate-900">
              {entry.question}
            </p>
            <AnswerText text={entry.answer} />
          </li>
        ))}
        {ask.isPending && (
          <li className="space-y-2">
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium break-words text-slate-900">
              {ask.variables}
            </p>
            {/* An LLM's words as they come, greyed: the checked answer replaces them when it is done. */}
            <p className="text-sm break-words whitespace-pre-line text-slate-400">
              {ask.draft || 'Reading the slides…'}
            </p>
          </li>
        )}
      </ol>

      {entries.length === 0 && !ask.isPending && suggestions.length > 0 && (
        <div className="mt-2">
          <h3 className="text-sm font-medium text-slate-700">Suggested questions</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.slice(0, 4).map((suggestion) => (
              <li key={suggestion}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                  onClick={() => ask.mutate(suggestion)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-4">
        <QuestionForm isPending={ask.isPending} onAsk={(question) => ask.mutate(question)} />
      </div>
      {entries.length > 0 && (
        <p className="mt-3 text-xs text-slate-500">
          <a
            className="text-brand-600 underline-offset-4 hover:underline"
            href={`/api/presentations/${presentationId}/download?conversation=1`}
          >
            Download the report with this conversation
          </a>
        </p>
      )}
    </Card>
  )
}
