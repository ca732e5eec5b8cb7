import { Copy, KeyRound } from 'lucide-react'
import { toast } from 'sonner'
import type { CreatedApiKey } from '../../../../shared'
import { Button } from '../../../components/ui/button'

/** Spec §4: the new key's value, shown once until dismissed; it cannot be read again afterwards. */
export function NewApiKeyPanel({ apiKey, onDismiss }: { apiKey: CreatedApiKey; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="new-api-key-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id="new-api-key-title" className="flex items-center gap-2 font-semibold text-emerald-900">
        <KeyRound aria-hidden className="size-4" /> Your new API key: {apiKey.keyName}
      </h3>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now: it is shown only once. Send it in the X-API-Key header.
      </p>
      <SecretLine label="API key" value={apiKey.keyValue} />
      <p className="mt-3 text-sm text-emerald-900">
        Webhook signing secret (checks the X-Slidebrief-Signature of this key&apos;s webhooks):
      </p>
      <SecretLine label="Webhook signing secret" value={apiKey.webhookSecret} />
      <Button variant="secondary" className="mt-4" onClick={onDismiss}>
        Done, I have saved it
      </Button>
    </section>
  )
}

function SecretLine({ label, value }: { label: string; value: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(`${label} copied`),
      () => toast.error('Copy failed', { description: 'Select the text and copy it instead.' }),
    )
  return (
    <div className="mt-2 flex items-center gap-2">
      <code
        aria-label={label}
        className="min-w-0 flex-1 rounded-lg border border-emerald-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900"
      >
        {value}
      </code>
      <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
        <Copy aria-hidden className="size-4" /> Copy
      </Button>
    </div>
  )
}
