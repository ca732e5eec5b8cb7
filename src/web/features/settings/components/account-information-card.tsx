import { Link } from 'react-router'
import { PLANS, type User } from '../../../../shared'
import { Card } from '../../../components/ui/card'

/** Spec §2 "Settings": read-only first name, e-mail and plan with its price. */
export function AccountInformationCard({ user }: { user: User }) {
  const plan = user.accountType
  const planName = plan.charAt(0).toUpperCase() + plan.slice(1)
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Account Information</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-500">First Name</dt>
          <dd className="mt-1 font-medium break-words text-slate-900">{user.firstName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Email</dt>
          <dd className="mt-1 font-medium break-words text-slate-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Current Plan</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {planName}
            {plan !== 'free' && (
              <span className="ml-2 text-sm font-normal text-slate-600">
                ${PLANS[plan].monthlyPrice.toFixed(2)}/month
              </span>
            )}
          </dd>
        </div>
      </dl>
      {plan === 'free' && (
        <p className="mt-4 text-sm text-slate-600">
          5 files total (plus unlimited shared files).{' '}
          <Link to="/pricing" className="font-medium text-brand-700 underline">
            Upgrade your plan
          </Link>
        </p>
      )}
    </Card>
  )
}
