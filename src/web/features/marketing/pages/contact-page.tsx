import { Link } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function ContactPage() {
  return (
    <ComingSoon
      title="Contact Us"
      summary="A contact form and our support details. Support answers within 24 hours on business days."
    >
      <Button asChild variant="secondary">
        <Link to="/">Back to home</Link>
      </Button>
    </ComingSoon>
  )
}
