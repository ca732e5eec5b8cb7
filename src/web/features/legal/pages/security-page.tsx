import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '../../../components/layouts/page-meta'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

const dataFlows = [
  {
    data: 'Uploaded file (PDF, PPT, PPTX)',
    where: 'Our server, parsed in an isolated worker; stored on our disk or the operator’s storage bucket',
    retention:
      'Until you delete the file or your account; or deleted right after summarising, if so configured',
  },
  {
    data: 'Text of the file',
    where: 'The offline summariser on our server (default); the AI provider the operator configured, if any',
    retention: 'Not kept by the offline summariser; a provider’s own terms apply when one is configured',
  },
  {
    data: 'Summary and report',
    where: 'Our database',
    retention: 'Until you delete the file or your account',
  },
  {
    data: 'Account (e-mail, name, password hash)',
    where: 'Our database; the password only as an argon2id hash',
    retention: 'Until you delete your account',
  },
  {
    data: 'Share invitations',
    where: 'Our database (links stored hashed) and the e-mail server that delivers them',
    retention: 'Until the link expires or is revoked, the file is deleted, or the account is deleted',
  },
  {
    data: 'Card details',
    where: 'Our card payment provider only; never our servers',
    retention: 'Under the payment provider’s terms',
  },
]

const assurances = [
  'Your files are never used to train AI models.',
  'By default nothing you upload leaves our servers: the summariser runs offline.',
  'Passwords are hashed with argon2id; session tokens, share links and API keys are stored only as hashes.',
  'Files are read in isolated worker threads with time and memory limits, so a malformed file cannot take the service down.',
  'Links to PDFs are fetched only from public addresses, checked again on every redirect.',
  'Every text from a file or a user is escaped wherever it is shown, including the downloadable report.',
  'Pages load nothing from other sites (no trackers, one sign-in cookie), except the payment step, which loads Stripe’s card form from js.stripe.com when you choose to pay.',
  'Deleting your account removes your files, summaries, shares, API keys and sessions at once.',
]

function ReportSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function SecurityPage() {
  return (
    <article className="mx-auto max-w-5xl px-4 py-16 break-words sm:px-6">
      <PageMeta
        title="User Security Report | Slidebrief"
        description="How Slidebrief handles your files: where they go, which AI provider sees them, how long they are kept, and how they are protected."
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">User Security Report</h1>
      <p className="mt-4 max-w-3xl text-slate-600">
        What happens to a file from the moment you upload it: who processes it, where it is kept and for how
        long.
      </p>

      <ReportSection id="ai-provider" title="AI provider integration" className="mt-12">
        <p className="mt-3 text-slate-700">
          Slidebrief summarises with an offline summariser that runs on our own servers: by default no third
          party sees your files. An operator of the service may instead configure a generative AI provider
          (OpenAI, Anthropic, Google, or a self-hosted model). In that case the text of each file, never the
          file itself, is sent to that provider over an encrypted connection, and the provider’s data terms
          apply. Whichever summariser is used, every figure in a summary is checked against the slide it
          cites.
        </p>
      </ReportSection>

      <ReportSection id="hosting" title="Hosting" className="mt-10">
        <p className="mt-3 text-slate-700">
          The service runs on servers chosen by its operator, with a PostgreSQL database (or an embedded
          database on a single server) and originals kept on the server’s disk or in a storage bucket.
          Connections to the service are encrypted when it is served over HTTPS, and its sign-in cookie is
          then sent over HTTPS only.
        </p>
      </ReportSection>

      <ReportSection id="data-flow" title="Data flow" className="mt-10">
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">What data goes where, and how long it is kept</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Data
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Where it goes
                </th>
                <th scope="col" className="py-2 font-semibold">
                  How long it is kept
                </th>
              </tr>
            </thead>
            <tbody>
              {dataFlows.map((flow) => (
                <tr key={flow.data} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {flow.data}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{flow.where}</td>
                  <td className="py-3 text-slate-700">{flow.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReportSection>

      <ReportSection id="assurances" title="Assurances" className="mt-10">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {assurances.map((assurance) => (
            <li key={assurance}>
              <Card className="h-full p-4 text-sm text-slate-700">{assurance}</Card>
            </li>
          ))}
        </ul>
      </ReportSection>

      <Card className="mt-12 p-6 text-center">
        <h2 className="text-xl font-semibold">Questions about security?</h2>
        <p className="mt-2 text-slate-600">Tell us what you need to know, or report a vulnerability.</p>
        <Button asChild className="mt-4">
          <Link to="/contact">Contact us</Link>
        </Button>
      </Card>
    </article>
  )
}
