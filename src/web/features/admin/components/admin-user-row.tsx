import { accountTypes, PLANS, uploadCountTone, type AccountType, type AdminUser } from '../../../../shared'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Select } from '../../../components/ui/select'
import { useUser } from '../../../lib/session/get-user'
import { useSetUserAdmin, useSetUserPlan } from '../api/change-user-access'

const BADGE_TONE = { green: 'success', amber: 'warning', blue: 'info' } as const
const PLAN_OPTIONS = accountTypes.map((value) => ({ value, label: PLANS[value].name }))
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : 'Never'
}

export function AdminUserRow({ user }: { user: AdminUser }) {
  const { data: me } = useUser()
  const setPlan = useSetUserPlan()
  const setAdmin = useSetUserAdmin()
  // An admin named in ADMIN_EMAILS is one by configuration; nobody revokes their own role by a slip.
  const canRevoke = user.isAdmin && !user.isConfiguredAdmin && user.id !== me?.id
  return (
    <tr className="border-t border-slate-100 align-middle">
      <td className="px-3 py-2 font-medium break-words">{user.firstName}</td>
      <td className="px-3 py-2 break-all text-slate-700">{user.email}</td>
      <td className="px-3 py-2">
        <Select<AccountType>
          label={`Plan of ${user.email}`}
          value={user.accountType}
          options={PLAN_OPTIONS}
          onValueChange={(accountType) => setPlan.mutate({ userId: user.id, email: user.email, accountType })}
        />
      </td>
      <td className="px-3 py-2">
        <Badge tone={BADGE_TONE[uploadCountTone(user.uploadCount)]}>{user.uploadCount}</Badge>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(user.lastUpload)}</td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(user.createdAt)}</td>
      <td className="px-3 py-2">
        {user.isAdmin && !canRevoke ? (
          <Badge tone="brand">Admin</Badge>
        ) : (
          <Button
            size="sm"
            variant={user.isAdmin ? 'secondary' : 'ghost'}
            disabled={setAdmin.isPending}
            onClick={() => setAdmin.mutate({ userId: user.id, email: user.email, isAdmin: !user.isAdmin })}
          >
            {user.isAdmin ? 'Revoke admin' : 'Make admin'}
          </Button>
        )}
      </td>
    </tr>
  )
}
