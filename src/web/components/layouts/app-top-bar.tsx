import { Link } from 'react-router'
import { KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react'
import { BrandLink } from '../ui/brand-link'
import { Button } from '../ui/button'
import { useUser } from '../../lib/session/get-user'
import { useLogout } from '../../lib/session/logout'

/**
 * Spec §2: the signed-in top bar of the dashboard and summary view — brand to /home, welcome with the first
 * name, API Access, Account, Logout; beyond the spec, Admin for admins (issue 25: /admin had no way in).
 */
export function AppTopBar({ firstName }: { firstName: string }) {
  const logout = useLogout()
  const isAdmin = useUser().data?.isAdmin === true
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-4">
          <BrandLink to="/home" />
          <p className="truncate text-sm text-slate-600">Welcome, {firstName}</p>
        </div>
        <nav aria-label="Account" className="flex flex-wrap items-center gap-1">
          {isAdmin && (
            <Button asChild variant="ghost" size="sm">
              <Link to="/admin">
                <ShieldCheck aria-hidden className="size-4" /> Admin
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost" size="sm">
            <Link to="/api-keys">
              <KeyRound aria-hidden className="size-4" /> API Access
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/settings">
              <UserRound aria-hidden className="size-4" /> Account
            </Link>
          </Button>
          <Button variant="secondary" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden className="size-4" /> Logout
          </Button>
        </nav>
      </div>
    </header>
  )
}
