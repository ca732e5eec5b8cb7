import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function SolutionsPage() {
  return (
    <ComingSoon
      title="Solutions"
      summary="How investors, private equity and venture capital analysts, executives, students and researchers, and consultants use Slidebrief."
    >
      <Button asChild variant="secondary">
        <Link to="/auth">Get Started Free</Link>
      </Button>
    </ComingSoon>
  )
}
