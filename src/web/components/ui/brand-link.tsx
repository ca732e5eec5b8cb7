import { Link } from 'react-router'
import { clsx } from 'clsx'

/** The Slidebrief wordmark; every screen's brand links somewhere (spec §2), so the target is explicit. */
export function BrandLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" className="size-7" />
      Slidebrief
    </Link>
  )
}
