import { useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { ArrowLeft, Users } from 'lucide-react'
import { BrandLink } from '../../../components/ui/brand-link'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageSpinner } from '../../../components/ui/spinner'
import { useUser } from '../../../lib/session/get-user'
import { AuthSidePanel } from '../components/auth-side-panel'
import { ClaimSharedSummary } from '../components/claim-shared-summary'
import { LoginForm } from '../components/login-form'
import { RegisterForm } from '../components/register-form'

type Mode = 'signIn' | 'createAccount'

function titleFor(mode: Mode, isInvited: boolean) {
  const base = mode === 'signIn' ? 'Sign In' : 'Create Account'
  return isInvited ? `${base} to Access Shared Summary` : base
}

export function AuthPage() {
  const [searchParams] = useSearchParams()
  const shareToken = searchParams.get('shareToken')
  const [mode, setMode] = useState<Mode>('signIn')
  const user = useUser()

  if (user.isPending) return <PageSpinner />
  if (user.data && shareToken) return <ClaimSharedSummary shareToken={shareToken} />
  if (user.data) return <Navigate to="/dashboard" replace />

  const title = titleFor(mode, Boolean(shareToken))
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-slate-50">
      <title>{`${title} | Slidebrief`}</title>
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandLink to="/" />
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md text-sm text-slate-600 hover:text-brand-600"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to home
        </Link>
      </header>
      <main className="mx-auto grid max-w-6xl items-start gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:pt-10">
        <Card className="order-1 p-6 sm:p-8 lg:order-2">
          {shareToken && (
            <p className="mb-6 flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
              <Users aria-hidden className="size-4 shrink-0" />
              You're joining via a shared invitation
            </p>
          )}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            {mode === 'signIn'
              ? 'Welcome back. Sign in to your account.'
              : 'Start with 5 free summaries and unlimited shared files.'}
          </p>
          {mode === 'signIn' ? <LoginForm /> : <RegisterForm />}
          <p className="mt-6 text-center text-sm text-slate-600">
            {mode === 'signIn' ? "Don't have an account? " : 'Already have an account? '}
            <Button variant="link" onClick={() => setMode(mode === 'signIn' ? 'createAccount' : 'signIn')}>
              {mode === 'signIn' ? 'Create Account' : 'Sign In'}
            </Button>
          </p>
        </Card>
        <div className="order-2 lg:order-1">
          <AuthSidePanel isInvited={Boolean(shareToken)} />
        </div>
      </main>
    </div>
  )
}
