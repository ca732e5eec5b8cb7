import { Navigate, Outlet } from 'react-router'
import { PageSpinner } from '../components/ui/spinner'
import { useUser } from '../lib/session/get-user'
import { ErrorScreen } from '../components/layouts/error-screen'

/** Spec §2: a protected route shows a spinner while the session loads, then the page or a redirect to /auth. */
export function RequireUser() {
  const user = useUser()
  if (user.isPending) return <PageSpinner />
  if (user.isError) return <ErrorScreen message={user.error.message} />
  if (!user.data) return <Navigate to="/auth" replace />
  return <Outlet />
}
