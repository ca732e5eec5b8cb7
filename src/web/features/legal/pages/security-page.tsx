import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function SecurityPage() {
  return (
    <ComingSoon
      title="User Security Report"
      summary="How your files and data are handled: AI provider, hosting and the full data flow."
    >
      <Button asChild variant="secondary">
        <Link to="/contact">Contact us</Link>
      </Button>
    </ComingSoon>
  )
}
