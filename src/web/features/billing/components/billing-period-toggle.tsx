import { clsx } from 'clsx'
import type { BillingPeriod } from '../../../../shared'

type BillingPeriodToggleProps = {
  value: BillingPeriod
  onChange: (period: BillingPeriod) => void
}

/** Spec §2 "Pricing page": the monthly/annual switch with its 'Save 20%' badge. */
export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  const option = (period: BillingPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={value === period}
      onClick={() => onChange(period)}
      className={clsx(
        'rounded-full px-4 py-2 text-sm font-medium transition-colors',
        value === period ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
    </button>
  )
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div
        role="group"
        aria-label="Billing period"
        className="flex rounded-full border border-slate-200 bg-white p-1"
      >
        {option('monthly', 'Monthly')}
        {option('annual', 'Annual')}
      </div>
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
        Save 20%
      </span>
    </div>
  )
}
