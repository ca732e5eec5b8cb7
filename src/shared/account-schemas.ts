import { z } from 'zod'

// Spec §5 "Change password": the server checks the length again; matching the confirmation is the form's.
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please fill in all password fields.'),
  newPassword: z.string().min(6, 'New password must be at least 6 characters long.'),
})
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
