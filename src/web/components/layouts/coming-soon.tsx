import type { ReactNode } from 'react'
import { Construction } from 'lucide-react'
import { Card } from '../ui/card'

type ComingSoonProps = {
  title: string
  /** What the finished page will hold, so the placeholder says what is missing. */
  summary: string
  children?: ReactNode
}

/** A route whose page belongs to later work: it exists, and says on screen that it is coming soon. */
export function ComingSoon({ title, summary, children }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>{`${title} | Slidebrief`}</title>
      <Card className="p-8 text-center sm:p-12">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Construction aria-hidden className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-800">
          Coming soon
        </p>
        <p className="mt-4 text-slate-600">{summary}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </Card>
    </section>
  )
}
