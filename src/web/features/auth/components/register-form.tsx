import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { registerSchema, type RegisterInput } from '../../../../shared'
import { describeError } from '../../../lib/api-client'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { LoaderCircle } from 'lucide-react'
import { useRegister } from '../api/register'

export function RegisterForm() {
  const registration = useRegister({
    onSuccess: () =>
      toast.success('Welcome to Slidebrief!', { description: 'Your account has been created successfully.' }),
    onError: (error) => toast.error('Registration failed', { description: describeError(error) }),
  })
  // Spec §5: the registration form is validated on submit.
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    defaultValues: { firstName: '', email: '', password: '' },
  })
  const { errors } = form.formState

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => registration.mutate(values))}
    >
      <FormField label="Full Name" error={errors.firstName?.message}>
        {(control) => <Input {...control} {...form.register('firstName')} autoComplete="name" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
