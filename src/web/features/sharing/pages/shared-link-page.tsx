import { Link, useParams } from 'react-router'
import { ComingSoon } from '../../../components/layouts/coming-soon'
import { Button } from '../../../components/ui/button'

export function SharedLinkPage() {
  const { token = '' } = useParams()
  return (
    <ComingSoon
      title="Shared Summary"
      summary="Who shared this summary with you and how long the link stays valid will appear here. Meanwhile, sign in or create a free account to claim it."
    >
      <Button asChild>
        <Link to={`/auth?${new URLSearchParams({ shareToken: token })}`}>
          Sign In to Access Shared Summary
        </Link>
      </Button>
    </ComingSoon>
  )
}
