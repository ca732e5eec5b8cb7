// Decision 026: no free trial and no money-back guarantee are advertised; the Terms allow neither.
const QUESTIONS = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Settings and keep your plan until the end of the period you paid for; your account then returns to the Free plan.',
  },
  {
    question: 'Do files shared with me count toward my limit?',
    answer:
      'No. Files shared with you never count toward your allowance. You can share a summary with up to 10 people by email.',
  },
  {
    question: 'What happens to my summaries if I cancel?',
    answer: 'They stay in your account: you can still open, download and share them on the Free plan.',
  },
  {
    question: 'How do I change plans?',
    answer:
      'Cancel your current plan in Settings, then choose the new one. Downgrades take effect at the next billing cycle.',
  },
  {
    question: 'Is there a free trial or a refund?',
    answer:
      'The Free plan is the way to try Slidebrief: 5 summaries, no card needed. Paid plans are not refunded (see our Terms of Service).',
  },
  {
    question: 'How much does annual billing save?',
    answer: 'Annual billing costs 20% less than paying month by month for a year.',
  },
]

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-heading" className="text-center text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <dl className="mt-8 space-y-6">
        {QUESTIONS.map(({ question, answer }) => (
          <div key={question}>
            <dt className="font-semibold text-slate-900">{question}</dt>
            <dd className="mt-1 text-slate-600">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
