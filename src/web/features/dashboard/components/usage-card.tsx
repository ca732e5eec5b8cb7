import { Link } from 'react-router'
import { CircleAlert, Gauge, OctagonAlert } from 'lucide-react'
import { clsx } from 'clsx'
import { NEAR_LIMIT_SHARE, UNLIMITED, type FileAllowance } from '../../../../shared'
import { Spinner } from '../../../components/ui/spinner'
import { useFileProcessingLimits } from '../api/get-file-processing-limits'

type UsageState = 'normal' | 'near' | 'at-limit'

export function readUsageState({ current, limit }: FileAllowance): UsageState {
  if (current >= limit) return 'at-limit'
  if (limit !== UNLIMITED && current >= limit * NEAR_LIMIT_SHARE) return 'near'
  return 'normal'
}

const looks = {
  normal: { box: 'border-emerald-200 bg-emerald-50', bar: 'bg-emerald-500', text: 'text-emerald-900' },
  near: { box: 'border-amber-200 bg-amber-50', bar: 'bg-amber-500', text: 'text-amber-900' },
  'at-limit': { box: 'border-red-200 bg-red-50', bar: 'bg-red-500', text: 'text-red-900' },
} as const

/** Spec §4 "Usage states": green, orange from 80 % with the approaching message, red at the limit. */
export function UsageCard({ isActivating }: { isActivating: boolean }) {
  const limits = useFileProcessingLimits()
  if (limits.isPending) {
    return (
      <div className="flex h-24 items-center justify-center rounded-xl border border-slate-200 text-slate-500">
        <Spinner label="Loading usage" />
      </div>
    )
  }
  if (limits.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Could not load your usage: {limits.error.message}
      </p>
    )
  }
  const { current, limit } = limits.data
  const state = readUsageState(limits.data)
  const isUnlimited = limit === UNLIMITED
  const look = looks[state]
  return (
    <section
      aria-labelledby="usage-title"
      data-usage-state={state}
      className={clsx('rounded-xl border p-4', look.box)}
    >
      <div className={clsx('flex items-center justify-between gap-3', look.text)}>
        <h3 id="usage-title" className="flex items-center gap-2 text-sm font-semibold">
          <Gauge aria-hidden className="size-4" /> File usage
        </h3>
        <p className="text-sm font-semibold tabular-nums">
          {current} / {isUnlimited ? <span aria-label="unlimited">∞</span> : limit}
        </p>
      </div>
      {!isUnlimited && (
        <>
          <div
            role="progressbar"
            aria-label="Files used"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(current, limit)}
            className="mt-3 h-2 overflow-hidden rounded-full bg-white/80"
          >
            <div
              className={clsx('h-full rounded-full', look.bar)}
              style={{ width: `${Math.min(100, (current / limit) * 100)}%` }}
            />
          </div>
          <p className={clsx('mt-2 text-xs', look.text)}>
            {Math.max(0, limit - current)} of {limit} files remaining
          </p>
        </>
      )}
      {/* A plan being activated is not a limit to upgrade from (issue 25). */}
      {state !== 'normal' && !isActivating && <UsageMessage state={state} />}
    </section>
  )
}

function UsageMessage({ state }: { state: 'near' | 'at-limit' }) {
  const Icon = state === 'at-limit' ? OctagonAlert : CircleAlert
  return (
    <p className={clsx('mt-3 flex items-start gap-2 text-sm', looks[state].text)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {state === 'at-limit'
          ? "You've reached your file limit. Upgrade your plan to continue processing files."
          : "You're approaching your file limit. Upgrade your plan for more processing."}{' '}
        <Link to="/subscribe" className="font-semibold underline underline-offset-2">
          Upgrade
        </Link>
      </span>
    </p>
  )
}
