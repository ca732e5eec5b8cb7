import { conversionRate } from '../../../../shared'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useSubscriptionMetrics } from '../api/get-admin-overview'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export function SubscriptionMetricsCard() {
  const metrics = useSubscriptionMetrics()
  return (
    <Card className="p-5" aria-labelledby="metrics-title" role="region">
      <h2 id="metrics-title" className="text-lg font-semibold">
        Subscriptions and Revenue
      </h2>
      {metrics.isPending ? (
        <Spinner label="Loading subscription metrics" />
      ) : metrics.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not load the subscription metrics: {metrics.error.message}
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {(
            [
              ['Free', metrics.data.free],
              ['Starter', metrics.data.starter],
              ['Professional', metrics.data.professional],
              ['Power User', metrics.data.power],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold">{value.toLocaleString('en-US')}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-slate-600">Monthly Revenue</dt>
            <dd className="text-2xl font-bold">{dollars.format(metrics.data.totalRevenue)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Conversion Rate</dt>
            <dd className="text-2xl font-bold">{percent.format(conversionRate(metrics.data))}</dd>
          </div>
        </dl>
      )}
    </Card>
  )
}
