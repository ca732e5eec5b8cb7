import { Link } from 'react-router'
import { Settings } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

/** Spec §8 "Subscribe": the 501 screen, shown when this server takes no payments. */
export function UnderConfiguration({ message }: { message?: string }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <Settings aria-hidden className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Subscription System Under Configuration</h2>
      <p className="mt-2 text-slate-600">
        {message ?? 'Please contact support for immediate access to paid features.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/contact#contact-form">Contact Support</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </Card>
  )
}
