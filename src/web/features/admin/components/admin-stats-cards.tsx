import { Activity, CalendarDays, FileUp, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useAdminStats } from '../api/get-admin-overview'

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{label}</span>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value.toLocaleString('en-US')}</p>
    </Card>
  )
}

export function AdminStatsCards() {
  const stats = useAdminStats()
  if (stats.isPending) return <Spinner label="Loading statistics" />
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Could not load the statistics: {stats.error.message}
      </p>
    )
  }
  const { totalUsers, totalUploads, monthlyUploads, activeToday } = stats.data
  const icon = 'size-5 text-brand-600'
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Users" value={totalUsers} icon={<Users aria-hidden className={icon} />} />
      <StatCard label="Total Uploads" value={totalUploads} icon={<FileUp aria-hidden className={icon} />} />
      <StatCard
        label="Uploads This Month"
        value={monthlyUploads}
        icon={<CalendarDays aria-hidden className={icon} />}
      />
      <StatCard label="Active Today" value={activeToday} icon={<Activity aria-hidden className={icon} />} />
    </div>
  )
}
