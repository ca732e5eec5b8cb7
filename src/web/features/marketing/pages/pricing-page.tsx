import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      summary="Free, Starter, Professional and Power User plans with monthly or annual billing."
    >
      <Button asChild variant="secondary">
        <Link to="/auth">Get Started Free</Link>
      </Button>
    </ComingSoon>
  )
}
