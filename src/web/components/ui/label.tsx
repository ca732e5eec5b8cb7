import type { ComponentProps } from 'react'
import { Label as LabelPrimitive } from 'radix-ui'
import { clsx } from 'clsx'

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root className={clsx('block text-sm font-medium text-slate-700', className)} {...props} />
  )
}
