import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function TermsPage() {
  return (
    <ComingSoon title="Terms of Service" summary="Our terms of service, effective June 20, 2025.">
      <Button asChild variant="secondary">
        <Link to="/">Back to home</Link>
      </Button>
    </ComingSoon>
  )
}
