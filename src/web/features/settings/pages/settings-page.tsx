import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function SettingsPage() {
  return (
    <ComingSoon
      title="Account Settings"
      summary="Your account information, plan, password and account deletion."
    >
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </ComingSoon>
  )
}
