import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={clsx('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
  )
}
