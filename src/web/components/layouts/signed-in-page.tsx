import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useUser } from '../../lib/session/get-user'
import { Button } from '../ui/button'
import { AppTopBar } from './app-top-bar'

/**
 * A signed-in page reached from the dashboard (settings, API access): the app's top bar, a way back, the
 * heading and the page's own cards. Renders nothing without a user (the route guard has already waited).
 */
export function SignedInPage({ title, children }: { title: string; children: ReactNode }) {
  const { data: user } = useUser()
  if (!user) return null
  return (
    <div className="min-h-screen">
      <title>{`${title} | Slidebrief`}</title>
      <AppTopBar firstName={user.firstName} />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden className="size-4" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  )
}
