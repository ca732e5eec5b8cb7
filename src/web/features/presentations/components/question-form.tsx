import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { askQuestionSchema, MAX_QUESTION_LENGTH, type AskQuestionBody } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'

interface QuestionFormProps {
  isPending: boolean
  onAsk: (question: string) => void
}

/** The question box: Enter asks, Shift+Enter starts a new line; cleared once asked. */
export function QuestionForm({ isPending, onAsk }: QuestionFormProps) {
  const form = useForm<AskQuestionBody>({
    resolver: zodResolver(askQuestionSchema),
    defaultValues: { question: '' },
  })
  const submit = form.handleSubmit(({ question }) => {
    onAsk(question)
    form.reset({ question: '' })
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormField label="Your question" error={form.formState.errors.question?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('question')}
            rows={2}
            maxLength={MAX_QUESTION_LENGTH}
            className="min-h-16!"
            placeholder="e.g. What is the gross margin?"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                if (!isPending) void submit()
              }
            }}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden className="size-4" />
        )}
        {isPending ? 'Answering…' : 'Ask'}
      </Button>
    </form>
  )
}
