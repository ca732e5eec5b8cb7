import { Link } from 'react-router'
import { ShieldX } from 'lucide-react'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { useUser } from '../../../lib/session/get-user'

function AccessDenied() {
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <title>Access Denied | Slidebrief</title>
      <Card className="p-8 text-center">
        <ShieldX aria-hidden className="mx-auto size-10 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-600">You don't have admin privileges to access this page.</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </Card>
    </section>
  )
}

/** Spec §6: /admin is login-required and admin-only in effect; everyone else sees the access-denied screen. */
export function AdminPage() {
  const { data: user } = useUser()
  if (!user?.isAdmin) return <AccessDenied />
  return (
    <ComingSoon
      title="Admin"
      summary="Usage statistics, the user table, subscription metrics and CSV exports."
    >
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </ComingSoon>
  )
}
