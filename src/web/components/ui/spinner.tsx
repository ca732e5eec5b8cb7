import { LoaderCircle } from 'lucide-react'
import { clsx } from 'clsx'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Whole-screen wait, e.g. while the session loads before a protected page. */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-600">
      <Spinner className="[&_svg]:size-8" />
    </div>
  )
}
