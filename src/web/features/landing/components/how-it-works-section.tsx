const steps = [
  { title: 'Upload or Link', text: 'Drop a PDF, PPT or PPTX file up to 50MB, or paste a link to a PDF.' },
  {
    title: 'AI Processing',
    text: 'Our AI reads every slide and builds the summary, usually in a minute or two.',
  },
  { title: 'Download & Review', text: 'Read it online, print it, or download the complete analysis.' },
  { title: 'Take Action', text: 'Share it with your team and follow up on the action items.' },
]

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight">
          How It Works
        </h2>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
