import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { loginSchema, type LoginInput } from '../../../../shared'
import { describeError } from '../../../lib/api-client'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { LoaderCircle } from 'lucide-react'
import { useLogin } from '../api/login'

export function LoginForm() {
  const login = useLogin({
    onSuccess: () => toast.success('Welcome back!', { description: 'You have successfully logged in.' }),
    onError: (error) => toast.error('Login failed', { description: describeError(error) }),
  })
  // Spec §5: the login form is validated on change.
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
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
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
