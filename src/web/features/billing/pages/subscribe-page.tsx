import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function SubscribePage() {
  return (
    <ComingSoon title="Choose Your Plan" summary="Plan choice and secure card payment.">
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </ComingSoon>
  )
}
