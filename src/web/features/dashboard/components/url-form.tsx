import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { Link2 } from 'lucide-react'
import { urlSubmissionSchema, type DocumentType, type Language } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useSubmitPresentationUrl } from '../api/submit-presentation-url'

const urlFormSchema = urlSubmissionSchema.pick({ url: true })
const URL_REQUIRED_MESSAGE = 'Please enter a valid URL'

type UrlFormProps = {
  documentType: DocumentType | null
  summaryLanguage: Language | null
  isAtLimit: boolean
}

/** Spec §5 "URL": empty gives 'URL required', unparsable gives 'Invalid URL', both as toasts. */
export function UrlForm({ documentType, summaryLanguage, isAtLimit }: UrlFormProps) {
  const form = useForm({ resolver: zodResolver(urlFormSchema), defaultValues: { url: '' } })
  const submit = useSubmitPresentationUrl({ onSubmitted: () => form.reset() })
  const isDisabled = !documentType || isAtLimit

  const onSubmit = form.handleSubmit(
    ({ url }) => documentType && submit.mutate({ url, documentType, summaryLanguage }),
    (errors) => {
      if (errors.url?.message === URL_REQUIRED_MESSAGE) {
        toast.error('URL required', { description: URL_REQUIRED_MESSAGE })
      } else {
        toast.error('Invalid URL')
      }
    },
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-1.5">
      <Label htmlFor="pdf-url">Or paste a link to a PDF</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Link2
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="pdf-url"
            type="url"
            inputMode="url"
            placeholder="https://example.com/presentation.pdf"
            className="pl-9"
            disabled={isDisabled}
            aria-invalid={Boolean(form.formState.errors.url)}
            {...form.register('url')}
          />
        </div>
        <Button type="submit" disabled={isDisabled || submit.isPending}>
          {submit.isPending ? 'Processing...' : 'Process URL'}
        </Button>
      </div>
    </form>
  )
}
