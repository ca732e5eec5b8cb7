import { Navigate } from 'react-router'
import { PageSpinner } from '../components/ui/spinner'
import { useUser } from '../lib/session/get-user'
import { LandingPage } from '../features/landing/pages/landing-page'

/** Spec §2: a signed-in user arriving at / is redirected to /dashboard; /home always shows the landing page. */
export function HomeRoute() {
  const user = useUser()
  if (user.isPending) return <PageSpinner />
  if (user.data) return <Navigate to="/dashboard" replace />
  return <LandingPage />
}
