import { useId, type ReactNode } from 'react'
import { Label } from './label'

type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  label: string
  error?: string
  /** Renders the control with the id and ARIA wiring that ties it to its label and error. */
  children: (control: ControlProps) => ReactNode
}

/** Label, control and error text wired once (STYLE.md §5), so every form says its errors the same way. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
