import { Navigate } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { useUser } from '../../../lib/session/get-user'
import { DashboardTopBar } from '../components/dashboard-top-bar'

export function DashboardPage() {
  const { data: user } = useUser()
  // The route guard has already waited for the session; this only narrows the type.
  if (!user) return <Navigate to="/auth" replace />
  return (
    <div className="min-h-screen">
      <DashboardTopBar firstName={user.firstName} />
      <main>
        <ComingSoon
          title="Dashboard"
          summary="Uploading presentations, the files shared with you and your upload history will appear here."
        />
      </main>
    </div>
  )
}
