import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function ApiKeysPage() {
  return (
    <ComingSoon title="API Access" summary="Create and manage API keys for the external API.">
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </ComingSoon>
  )
}
