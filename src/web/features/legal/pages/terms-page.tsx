import { Link } from 'react-router'
import { LegalDocument, type LegalSection } from '../components/legal-document'

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <p>
        Slidebrief turns presentations and documents (PDF, PPT and PPTX files up to 50MB, or a link to a PDF)
        into slide-by-slide summaries, an overall summary and a downloadable report. Summaries are made
        automatically: they can be incomplete or wrong. Every figure is checked against the slide it cites,
        but read the source before you act on a summary.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        You need an account to use the service. Keep your password and API keys secret; you are responsible
        for what is done with them. You must be old enough to enter a contract where you live.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        Your files and summaries remain yours. You give us only the right to store and process them to provide
        the service to you and to the people you share them with. Upload only files you have the right to use.
      </p>
    ),
  },
  {
    heading: 'Plans, billing and cancellation',
    body: (
      <>
        <p>
          The Free plan includes 5 summaries in total and lets you try the service before paying. Paid plans
          (Starter, Professional and Power User) are billed in advance, monthly or annually, and raise your
          monthly file allowance. Paid plans do not include a free trial, and payments are not refunded.
        </p>
        <p>
          You can cancel at any time in Settings. You keep your plan until the end of the period you paid for;
          the account then returns to the Free plan, and your files remain accessible. Enterprise plans are
          agreed with our sales team.
        </p>
      </>
    ),
  },
  {
    heading: 'Sharing and the API',
    body: (
      <p>
        You may share a summary by e-mail with up to 10 people at a time; each link expires. API keys give
        programmatic access within 100 requests per hour per key. Do not use the service to send unsolicited
        messages or to overload it.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not upload unlawful content or content that infringes someone else's rights, try to reach other
        users' data, or interfere with the service's security. We may suspend accounts that do.
      </p>
    ),
  },
  {
    heading: 'Copyright',
    body: (
      <p>
        If you believe content on the service infringes your copyright, tell us through the{' '}
        <Link className="text-brand-600 underline" to="/contact">
          contact page
        </Link>
        . Verified content is removed within 10 business days.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        The service is provided as it is. To the extent the law allows, we are not liable for decisions made
        on the basis of a summary, or for indirect losses; our total liability is limited to what you paid us
        in the twelve months before the claim.
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We will post changes on this page with a new date and, for significant changes, tell you by e-mail
        before they take effect. Continuing to use the service after that means you accept them.
      </p>
    ),
  },
]

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using Slidebrief: your account, your content, plans and billing, sharing, the API and copyright."
      effective="Effective June 20, 2025"
      intro={<p>These terms apply when you use Slidebrief. By creating an account you accept them.</p>}
      sections={sections}
    />
  )
}
