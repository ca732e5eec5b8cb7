/**
 * Beyond the spec: the slides an overall item stands on, as links to their cards. Plain fragment links,
 * so the browser scrolls, moves keyboard focus and the card's :target style highlights it.
 */
export function SourceLinks({ slides }: { slides: number[] | undefined }) {
  if (!slides || slides.length === 0) return null
  return (
    <span className="ml-1 inline-flex flex-wrap gap-1 align-middle">
      {slides.map((slide) => (
        <a
          key={slide}
          href={`#slide-${slide}`}
          aria-label={`Source: slide ${slide}`}
          className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600 tabular-nums hover:bg-brand-50 hover:text-brand-700"
        >
          {slide}
        </a>
      ))}
    </span>
  )
}
