import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { changePasswordSchema } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { describeError } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'
import { PasswordField } from './password-field'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Spec §5 "Change password": the three checks in order, each a toast with the spec's words. */
function findProblem({ currentPassword, newPassword, confirmPassword }: typeof EMPTY) {
  if (!currentPassword || !newPassword || !confirmPassword) {
    return ['All fields required', 'Please fill in all password fields.'] as const
  }
  if (newPassword !== confirmPassword) {
    return ["Passwords don't match", 'New password and confirmation must match.'] as const
  }
  // The server's own length rule, so the two cannot drift apart.
  const length = changePasswordSchema.shape.newPassword.safeParse(newPassword)
  if (!length.success) return ['Password too short', length.error.issues[0]!.message] as const
  return null
}

export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY)
  const change = useChangePassword()
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = findProblem(values)
    if (problem) {
      toast.error(problem[0], { description: problem[1] })
      return
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY)
          toast.success('Password updated', { description: 'Your password has been changed successfully.' })
        },
        onError: (error) => toast.error('Password change failed', { description: describeError(error) }),
      },
    )
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Change Password</h2>
      <form noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  )
}
