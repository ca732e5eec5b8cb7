import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { createApiKeySchema, type CreateApiKeyInput, type CreatedApiKey } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { describeError } from '../../../lib/api-client'
import { useCreateApiKey } from '../api/create-api-key'

/** Spec §4 "API key creation", form mode; a non-blank name is required (§5). */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey()
  const form = useForm<CreateApiKeyInput>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { keyName: '' },
  })

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (key) => {
        form.reset()
        onCreated(key)
      },
      onError: (error) => toast.error('Failed to create API key', { description: describeError(error) }),
    }),
  )

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormField label="Key name" error={form.formState.errors.keyName?.message}>
          {(control) => (
            <Input {...control} {...form.register('keyName')} placeholder="e.g. Zapier, CI pipeline" />
          )}
        </FormField>
      </div>
      <Button type="submit" className="sm:mt-7" disabled={create.isPending}>
        {create.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        Create Key
      </Button>
    </form>
  )
}
