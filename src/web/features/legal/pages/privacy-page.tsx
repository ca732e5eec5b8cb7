import { Link } from 'react-router'
import { LegalDocument, type LegalSection } from '../components/legal-document'

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <>
        <p>
          To give you an account we keep your e-mail address, the name you enter and a one-way hash of your
          password (never the password itself). When you use the service we keep the files you upload or link,
          the summaries made of them, the notes and names you give them, and the people you share them with.
        </p>
        <p>
          If you write to us through the contact form we keep your name, e-mail address, optional phone
          number, subject and message. Our servers log requests (time, address, path and status) to keep the
          service secure and to limit abuse; the logs never contain passwords, file contents or payment
          details.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        Only to run the service for you: to sign you in, to summarise your files, to send the share
        invitations you ask for, to answer your messages and to bill a paid plan. We do not use your e-mail
        address for marketing, we do not sell or rent your data, and your files and summaries are never used
        to train AI models.
      </p>
    ),
  },
  {
    heading: 'Who else sees it',
    body: (
      <>
        <p>
          By default summaries are made on our own servers by an offline summariser, and nothing you upload
          leaves them. Where the operator of this service has configured a third-party AI provider, the text
          of your file is sent to that provider to be summarised and is subject to its data terms; the{' '}
          <Link className="text-brand-600 underline" to="/security">
            User Security Report
          </Link>{' '}
          says which parts of the service can involve a third party.
        </p>
        <p>
          Payments are handled by our card payment provider, who receives your card details directly; we never
          see them. People you share a summary with see its file name, the summary and your first name.
        </p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        Your files and summaries stay until you delete them or your account. Depending on how the service is
        configured, the original file may be deleted as soon as its summary is made. Contact messages are kept
        for as long as we need them to answer you and to keep a record of support requests.
      </p>
    ),
  },
  {
    heading: 'Your choices and rights',
    body: (
      <p>
        You can delete any file at any time, and delete your whole account from Settings: your files,
        summaries, shares, API keys and sessions are removed at once. You can also ask us through the{' '}
        <Link className="text-brand-600 underline" to="/contact">
          contact page
        </Link>{' '}
        for a copy of your data, a correction or its deletion.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We set one cookie, which keeps you signed in. It is strictly necessary, is sent only to us, and is
        removed when you sign out. We use no advertising or analytics cookies. Our pages load nothing from
        other sites, with one exception: when you choose to pay, the payment step loads the card form of our
        payment provider, Stripe, from js.stripe.com, which Stripe requires so that card details go to it
        directly. Stripe may set its own cookies there, under its own terms, to prevent fraud.
      </p>
    ),
  },
  {
    heading: 'Changes',
    body: (
      <p>
        If this policy changes we will update the date at the top of this page and, for significant changes,
        tell you by e-mail before they take effect.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What Slidebrief collects, why, who else sees it, how long it is kept, and how to delete it."
      effective="Effective June 19, 2025"
      intro={
        <p>
          This policy explains what Slidebrief keeps about you and what it does with it. In short: we keep
          what we need to run the service for you, we never use your files to train AI, and you can delete
          everything at any time.
        </p>
      }
      sections={sections}
    />
  )
}
