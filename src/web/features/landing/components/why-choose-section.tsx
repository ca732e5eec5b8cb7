import { Clock, Lightbulb, Sparkles } from 'lucide-react'
import { Card } from '../../../components/ui/card'

const reasons = [
  {
    icon: Clock,
    title: 'Save Time',
    text: 'Review a 50-slide deck in minutes: most files are analysed in under 30 seconds.',
  },
  {
    icon: Sparkles,
    title: 'Better Understanding',
    text: 'A slide-by-slide summary plus key takeaways, so nothing important slips through.',
  },
  {
    icon: Lightbulb,
    title: 'Generate Ideas',
    text: 'Strategic insights, each paired with a key question to ask, and action items to follow up.',
  },
]

export function WhyChooseSection() {
  return (
    <section
      id="features"
      aria-labelledby="why-choose"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <h2 id="why-choose" className="text-center text-3xl font-bold tracking-tight">
        Why Choose Slidebrief
      </h2>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </Card>
        ))}
      </div>
    </section>
  )
}
