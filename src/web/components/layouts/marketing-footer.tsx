import { Link } from 'react-router'
import { BrandLink } from '../ui/brand-link'

const groups = [
  {
    title: 'Product',
    links: [
      { to: '/api-keys', label: 'API Access' },
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/#features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/solutions', label: 'Solutions' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/security', label: 'User Security Report' },
    ],
  },
]

export function MarketingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <BrandLink to="/" />
          <p className="max-w-xs text-sm text-slate-500">
            AI summaries of presentations and documents, slide by slide.
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="rounded text-sm text-slate-600 hover:text-brand-600">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-6 text-center text-sm text-slate-500">
        © 2025 Slidebrief. All rights reserved.
      </p>
    </footer>
  )
}
