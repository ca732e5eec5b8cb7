import { useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Collapsible } from 'radix-ui'
import { Menu, X } from 'lucide-react'
import { clsx } from 'clsx'
import { BrandLink } from '../ui/brand-link'
import { Button } from '../ui/button'
import { useUser } from '../../lib/session/get-user'

const links = [
  { to: '/#features', label: 'Features' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
]

function navLinkClass({ isActive }: { isActive: boolean }) {
  return clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-600',
    isActive ? 'text-brand-600' : 'text-slate-600',
  )
}

/** Spec §2 "Landing page": sticky top bar, collapsible menu on small screens. */
export function MarketingTopBar() {
  // Open for one location only: any navigation — a menu link, a footer anchor such as /#features, the
  // back button — closes it (issue 25: it stayed open after tapping an anchor outside the menu).
  const location = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const isOpen = openAt === location.key
  const setIsOpen = (open: boolean) => setOpenAt(open ? location.key : null)
  // Signed in, the way on is the dashboard, not Sign In (issue 25); while the session loads, Sign In.
  const isSignedIn = Boolean(useUser().data)
  const account = isSignedIn ? { to: '/dashboard', label: 'Dashboard' } : { to: '/auth', label: 'Sign In' }
  return (
    <Collapsible.Root asChild open={isOpen} onOpenChange={setIsOpen}>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <BrandLink to="/" />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            <Button asChild size="sm" className="ml-3">
              <Link to={account.to}>{account.label}</Link>
            </Button>
          </nav>
          <Collapsible.Trigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="md:hidden"
              aria-label={isOpen ? 'Close menu' : 'Open menu'}
            >
              {isOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            </Button>
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="border-t border-slate-200 md:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            <Button asChild size="sm" className="mt-2">
              <Link to={account.to}>{account.label}</Link>
            </Button>
          </nav>
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  )
}
