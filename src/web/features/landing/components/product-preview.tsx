import { CheckCircle2, FileText } from 'lucide-react'
import { Card } from '../../../components/ui/card'

const slides = [
  { number: 1, title: 'Market opportunity', width: 'w-5/6' },
  { number: 2, title: 'Business model', width: 'w-2/3' },
  { number: 3, title: 'Traction and metrics', width: 'w-3/4' },
]

/** The spec's "product screenshot", drawn rather than bundled as an image so it stays crisp and light. */
export function ProductPreview() {
  return (
    <figure aria-label="Product screenshot: a summary of a pitch deck" className="relative">
      <Card className="overflow-hidden shadow-xl">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="size-3 rounded-full bg-red-300" />
          <span className="size-3 rounded-full bg-amber-300" />
          <span className="size-3 rounded-full bg-green-300" />
          <span className="ml-3 flex items-center gap-1.5 text-xs text-slate-500">
            <FileText aria-hidden className="size-3.5" /> series-a-pitch.pptx
          </span>
        </div>
        <div className="space-y-4 p-5">
          {slides.map((slide) => (
            <div key={slide.number} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-100 text-xs font-semibold text-brand-700">
                {slide.number}
              </span>
              <div className="flex-1 space-y-1.5">
                <p className="text-sm font-semibold text-slate-800">{slide.title}</p>
                <div className={`h-2 rounded bg-slate-200 ${slide.width}`} />
                <div className="h-2 w-1/2 rounded bg-slate-100" />
              </div>
            </div>
          ))}
          <div className="rounded-xl bg-brand-50 p-4">
            <p className="text-sm font-semibold text-brand-900">Key takeaways</p>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              <li className="flex gap-2">
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-green-600" /> Revenue tripled year
                on year
              </li>
              <li className="flex gap-2">
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-green-600" /> 18 months of runway
                after the round
              </li>
            </ul>
          </div>
        </div>
      </Card>
    </figure>
  )
}
