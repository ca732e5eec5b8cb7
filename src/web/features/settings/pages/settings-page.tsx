import { SignedInPage } from '../../../components/layouts/signed-in-page'
import { useUser } from '../../../lib/session/get-user'
import { AccountInformationCard } from '../components/account-information-card'
import { CancelSubscriptionCard } from '../components/cancel-subscription-card'
import { ChangePasswordCard } from '../components/change-password-card'
import { DeleteAccountCard } from '../components/delete-account-card'

/** Spec §2 "Settings". */
export function SettingsPage() {
  const { data: user } = useUser()
  if (!user) return null
  return (
    <SignedInPage title="Account Settings">
      <AccountInformationCard user={user} />
      <CancelSubscriptionCard accountType={user.accountType} />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </SignedInPage>
  )
}
