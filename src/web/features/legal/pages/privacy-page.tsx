import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function PrivacyPage() {
  return (
    <ComingSoon title="Privacy Policy" summary="Our privacy policy, effective June 19, 2025.">
      <Button asChild variant="secondary">
        <Link to="/">Back to home</Link>
      </Button>
    </ComingSoon>
  )
}
