import { Clock, Mail, MessageSquare } from 'lucide-react'
import { PageMeta } from '../../../components/layouts/page-meta'
import { Card } from '../../../components/ui/card'
import { ContactForm } from '../components/contact-form'

const infoCards = [
  {
    icon: Mail,
    title: 'Email support',
    text: 'Write to us through this form about your account, billing, the API or an enterprise plan.',
  },
  { icon: MessageSquare, title: 'Response time', text: 'We answer within 24 hours on business days.' },
  { icon: Clock, title: 'Support hours', text: 'Monday-Friday 9:00 AM - 6:00 PM EST' },
]

export function ContactPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Contact Us | Slidebrief"
        description="Questions about Slidebrief, plans, the API or an enterprise deal: send us a message, we answer within 24 hours on business days."
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        Questions about summaries, plans, the API or an enterprise deal? Send us a message.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card className="p-6 sm:p-8">
          <ContactForm />
        </Card>
        <div className="space-y-4">
          {infoCards.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="flex gap-4 p-5">
              <Icon aria-hidden className="size-6 shrink-0 text-brand-600" />
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </Card>
          ))}
        </div>
      </div>
    </section>
  )
}
