import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function PresentationPage() {
  return (
    <ComingSoon
      title="Summary"
      summary="The slide-by-slide summary, overall summary, action items and takeaways of this file."
    >
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </ComingSoon>
  )
}
