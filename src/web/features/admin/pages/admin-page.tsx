import { Link } from 'react-router'
import { ShieldX } from 'lucide-react'
import { AppTopBar } from '../../../components/layouts/app-top-bar'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { useUser } from '../../../lib/session/get-user'
import { AdminStatsCards } from '../components/admin-stats-cards'
import { AdminUsersTable } from '../components/admin-users-table'
import { ExportButtons } from '../components/export-buttons'
import { LlmUsageCard } from '../components/llm-usage-card'
import { SubscriptionMetricsCard } from '../components/subscription-metrics-card'

function AccessDenied() {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <title>Access Denied | Slidebrief</title>
      <Card className="p-8 text-center">
        <ShieldX aria-hidden className="mx-auto size-10 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-600">You don't have admin privileges to access this page.</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </Card>
    </main>
  )
}

/** Spec §6: /admin is login-required and admin-only in effect; everyone else sees the access-denied screen. */
export function AdminPage() {
  const { data: user } = useUser()
  return (
    <div className="min-h-screen">
      {user && <AppTopBar firstName={user.firstName} />}
      {user?.isAdmin ? <AdminDashboard /> : <AccessDenied />}
    </div>
  )
}

function AdminDashboard() {
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <title>Admin | Slidebrief</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Admin Dashboard</h1>
        <ExportButtons />
      </div>
      <AdminStatsCards />
      <SubscriptionMetricsCard />
      <LlmUsageCard />
      <AdminUsersTable />
    </main>
  )
}
