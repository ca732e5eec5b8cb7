import { Link } from 'react-router'
import { TriangleAlert } from 'lucide-react'
import { Button } from '../ui/button'
import { Card } from '../ui/card'

/** What a screen shows when its data could not be loaded; the message is the error's (spec §8 "Generic"). */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center px-4">
      <Card className="max-w-md p-8 text-center">
        <TriangleAlert aria-hidden className="mx-auto size-10 text-red-500" />
        <h1 className="mt-4 text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm break-words text-slate-600">{message}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/">Back to home</Link>
        </Button>
      </Card>
    </div>
  )
}
