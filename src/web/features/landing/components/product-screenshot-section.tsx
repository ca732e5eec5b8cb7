/**
 * Spec §2 "Landing page": the product screenshot. A real screenshot of our own summary view of a fictional
 * deck, made by `scripts/capture-product-screenshot.ts` through the real server and browser.
 */
export function ProductScreenshotSection() {
  return (
    <section aria-labelledby="see-it" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="see-it" className="text-center text-3xl font-bold tracking-tight">
          See a summary
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Slide by slide on the left, the overall summary on the right: every figure with its label, every
          item linked to the slide it comes from.
        </p>
        <figure className="mt-10 overflow-hidden rounded-2xl border border-slate-200 shadow-xl">
          <img
            src="/product-screenshot.png"
            width={1280}
            height={780}
            loading="lazy"
            className="h-auto w-full"
            alt="Slidebrief's summary view of a Series A deck: slide-by-slide summaries beside key takeaways, action items and strategic insights with source slide numbers"
          />
        </figure>
      </div>
    </section>
  )
}
