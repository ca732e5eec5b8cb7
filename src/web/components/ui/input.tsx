import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
        'aria-invalid:border-red-500 aria-invalid:focus:outline-red-200',
        className,
      )}
      {...props}
    />
  )
}
