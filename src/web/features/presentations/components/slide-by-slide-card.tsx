import { EyeOff } from 'lucide-react'
import type { SlideSummary } from '../../../../shared'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { SummaryText } from './summary-text'

function pagesLabel(pages: number[] | undefined): string | null {
  if (!pages || pages.length === 0) return null
  const first = pages[0]
  const last = pages.at(-1)
  return first === last ? `Page ${first}` : `Pages ${first}–${last}`
}

/**
 * A document's section card covers several pages, but overall items cite pages: each page gets an anchor in
 * the first card that covers it, so `#slide-N` always lands on the card that holds page N.
 */
function pageAnchorsByCard(slides: SlideSummary[]): Map<number, number[]> {
  const taken = new Set(slides.map((slide) => slide.slideNumber))
  const anchors = new Map<number, number[]>()
  for (const slide of slides) {
    const extra = (slide.pages ?? []).filter((page) => !taken.has(page))
    extra.forEach((page) => taken.add(page))
    anchors.set(slide.slideNumber, extra)
  }
  return anchors
}

function SlideItem({
  slide,
  language,
  pageAnchors,
}: {
  slide: SlideSummary
  language: string
  pageAnchors: number[]
}) {
  const pages = pagesLabel(slide.pages)
  return (
    <li
      id={`slide-${slide.slideNumber}`}
      tabIndex={-1}
      className="min-w-0 scroll-mt-6 rounded-xl border border-slate-200 p-4 break-words transition-shadow target:border-brand-500 target:bg-brand-50/50 target:ring-2 target:ring-brand-500 has-[:target]:border-brand-500 has-[:target]:bg-brand-50/50 has-[:target]:ring-2 has-[:target]:ring-brand-500"
    >
      {pageAnchors.map((page) => (
        <span key={page} id={`slide-${page}`} className="block scroll-mt-6" />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">Slide {slide.slideNumber}</Badge>
        {pages && <Badge>{pages}</Badge>}
        {slide.hidden && (
          <Badge tone="warning">
            <EyeOff aria-hidden className="size-3" /> Hidden slide
          </Badge>
        )}
      </div>
      <h3 className="mt-2 font-semibold break-words text-slate-900">{slide.title || 'Untitled'}</h3>
      <div className="mt-2">
        <SummaryText text={slide.summary} language={language} />
      </div>
    </li>
  )
}

/** Spec §2 "Summary view", left card: slide number, title and summary per slide. */
export function SlideBySlideCard({ slides, language }: { slides: SlideSummary[]; language: string }) {
  const anchors = pageAnchorsByCard(slides)
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Slide-by-Slide Summary</h2>
      {slides.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No slide-by-slide summary available</p>
      ) : (
        <ol aria-label="Slides" className="mt-4 space-y-3">
          {slides.map((slide) => (
            <SlideItem
              key={slide.slideNumber}
              slide={slide}
              language={language}
              pageAnchors={anchors.get(slide.slideNumber) ?? []}
            />
          ))}
        </ol>
      )}
    </Card>
  )
}
