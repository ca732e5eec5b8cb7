import { Link } from 'react-router'
import { Accordion } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import { Button } from '../../../components/ui/button'

const questions = [
  {
    question: 'What files can I upload?',
    answer: 'PDF, PowerPoint (.ppt and .pptx) files up to 50MB, or a link to a PDF presentation.',
  },
  {
    question: 'How long does an analysis take?',
    answer: 'Under 30 seconds for most files; 2 to 4 minutes for documents of 50 pages or more.',
  },
  {
    question: 'Is my data used to train AI?',
    // Decision 042: originals stay downloadable until deleted unless the operator sets otherwise.
    answer:
      'No. Your data is never used for AI training. Your original file is kept so you can download it again, until you delete it or your account, unless this service is set to delete originals once they are summarised.',
  },
  {
    question: 'Which languages are supported?',
    answer: 'English, Spanish, Portuguese, French, German, Italian, Dutch and Norwegian.',
  },
  {
    question: 'Can I share a summary?',
    answer:
      'Yes. Share a completed summary by email with up to 10 people. They create a free account to open it, and shared files never count against their allowance.',
  },
  {
    question: 'What does the free plan include?',
    answer: '5 summaries in total plus unlimited shared files. Paid plans raise your monthly allowance.',
  },
]

export function FaqSection() {
  return (
    <section aria-labelledby="faq" className="bg-white py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq" className="text-center text-3xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-10 divide-y divide-slate-200 border-y border-slate-200"
        >
          {questions.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-brand-600">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-4 text-slate-600">{item.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <div className="mt-14 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 className="text-2xl font-bold">Ready to read less and know more?</h2>
          <Button asChild size="lg" className="mt-6">
            <Link to="/pricing">Get Started</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
