import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { ProductPreview } from './product-preview'

export function HeroSection() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
            For investors, analysts, executives and consultants
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Turn any presentation into a <span className="text-brand-600">smart summary</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Upload a PDF or PowerPoint deck, or paste a link to a PDF. Get a slide-by-slide summary, key
            takeaways, action items and strategic insights, with a downloadable report.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/pricing">
                Get Started Free <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/auth">Sign In</Link>
            </Button>
          </div>
        </div>
        <ProductPreview />
      </div>
    </section>
  )
}
