import { Quote } from 'lucide-react'
import { Card } from '../../../components/ui/card'

const testimonials = [
  {
    quote:
      'I screen dozens of pitch decks a week. Slidebrief gives me the story and the open questions first.',
    role: 'Angel investor',
  },
  {
    quote: 'Our deal team reads the summary before the meeting and spends the meeting on the hard questions.',
    role: 'Private equity analyst',
  },
  {
    quote: 'Client workshops end with a deck nobody rereads. Now they end with action items everyone has.',
    role: 'Management consultant',
  },
]

const statistics = [
  { value: '50+', label: 'documents a day' },
  { value: '85%', label: 'time saved' },
  { value: '4.8', label: 'satisfaction' },
  { value: '24/7', label: 'availability' },
]

export function SocialProofSection() {
  return (
    <section aria-labelledby="testimonials" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id="testimonials" className="text-center text-3xl font-bold tracking-tight">
        Trusted by busy professionals
      </h2>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <Card key={testimonial.role} className="p-6">
            <Quote aria-hidden className="size-6 text-brand-500" />
            <blockquote className="mt-3 text-slate-700">{testimonial.quote}</blockquote>
            <p className="mt-4 text-sm font-semibold text-slate-900">{testimonial.role}</p>
          </Card>
        ))}
      </div>
      <dl className="mt-16 grid grid-cols-2 gap-6 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white md:grid-cols-4">
        {statistics.map((statistic) => (
          <div key={statistic.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-brand-100">{statistic.label}</dt>
            <dd className="text-3xl font-extrabold">{statistic.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
