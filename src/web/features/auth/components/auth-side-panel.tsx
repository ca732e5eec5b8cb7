import { CheckCircle2, Clock, FileText, Gift, Sparkles, Download } from 'lucide-react'

const promises = [
  { icon: Clock, text: 'Save hours of manual review' },
  { icon: Sparkles, text: 'AI-powered analysis and insights' },
  { icon: FileText, text: 'Support for PowerPoint and PDF files' },
  { icon: Download, text: 'Downloadable summary reports' },
]

/** Spec §2 "Sign-in / create-account screen": the side panel depends on whether a share invitation came along. */
export function AuthSidePanel({ isInvited }: { isInvited: boolean }) {
  return (
    <aside className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-white shadow-xl sm:p-10">
      <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
      {isInvited ? (
        <div className="relative space-y-4">
          <Gift aria-hidden className="size-10 text-brand-100" />
          <h2 className="text-2xl font-bold sm:text-3xl">
            You've been invited to view a presentation summary!
          </h2>
          <p className="text-brand-100">
            Sign in or create a free account to open it. Shared files are free and never count against your
            allowance.
          </p>
        </div>
      ) : (
        <div className="relative space-y-6">
          <h2 className="text-2xl font-bold sm:text-3xl">Transform presentations into smart summaries</h2>
          <ul className="space-y-4">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="text-brand-50">{text}</span>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-brand-100">
            <CheckCircle2 aria-hidden className="size-4" /> Free plan: 5 summaries plus unlimited shared
            files.
          </p>
        </div>
      )}
    </aside>
  )
}
