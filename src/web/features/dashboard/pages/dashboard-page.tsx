import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { AppTopBar } from '../../../components/layouts/app-top-bar'
import { useUser } from '../../../lib/session/get-user'
import { UploadHistory } from '../components/upload-history'
import { UploadPanel } from '../components/upload-panel'

type DashboardPageProps = {
  /** The sharing feature's card, composed by the router (features do not import each other). */
  sharedWithYou?: ReactNode
}

/** Spec §2 "Dashboard": top bar, upload panel, the shared-with-you card, then the upload history. */
export function DashboardPage({ sharedWithYou }: DashboardPageProps) {
  const { data: user } = useUser()
  // The route guard has already waited for the session; this only narrows the type.
  if (!user) return <Navigate to="/auth" replace />
  return (
    <div className="min-h-screen">
      <title>Dashboard | Slidebrief</title>
      <AppTopBar firstName={user.firstName} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="sr-only">Dashboard</h1>
        <UploadPanel />
        {sharedWithYou}
        <UploadHistory />
      </main>
    </div>
  )
}
