import { useForm } from 'react-hook-form'
import { LoaderCircle } from 'lucide-react'
import type { RegisterInput } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'

type SharedLinkRegisterFormProps = {
  onSubmit: (input: RegisterInput) => void
  isPending: boolean
}

/** Spec §5 "Shared-link registration form": all three fields required by the browser, no other rules. */
export function SharedLinkRegisterForm({ onSubmit, isPending }: SharedLinkRegisterFormProps) {
  const form = useForm<RegisterInput>({ defaultValues: { firstName: '', email: '', password: '' } })
  return (
    <form className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Full Name">
        {(control) => <Input {...control} {...form.register('firstName')} required autoComplete="name" />}
      </FormField>
      <FormField label="Email">
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" required autoComplete="email" />
        )}
      </FormField>
      <FormField label="Password">
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            required
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {isPending ? 'Creating account...' : 'Create Account & View Summary'}
      </Button>
    </form>
  )
}
