import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={clsx(
        'block min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
        'aria-invalid:border-red-500 aria-invalid:focus:outline-red-200',
        className,
      )}
      {...props}
    />
  )
}
