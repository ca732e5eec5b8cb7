import { useState } from 'react'
import { BookOpen } from 'lucide-react'
import type { CreatedApiKey } from '../../../../shared'
import { SignedInPage } from '../../../components/layouts/signed-in-page'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ApiKeysList } from '../components/api-keys-list'
import { CreateApiKeyForm } from '../components/create-api-key-form'
import { NewApiKeyPanel } from '../components/new-api-key-panel'

/** Spec §2 "API Keys page": create, one-time display, documentation pointer, list, confirmed delete. */
export function ApiKeysPage() {
  // Held only in memory: once dismissed (or the page left) the value is gone for good.
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  return (
    <SignedInPage title="API Access">
      <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Automate uploads and read summaries from your own tools. Send a key in the X-API-Key header; each
          key may make 100 requests per hour.
        </p>
        <Button asChild variant="secondary">
          <a href="/api/v1/docs">
            <BookOpen aria-hidden className="size-4" /> API documentation
          </a>
        </Button>
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Create API Key</h2>
        {created ? (
          <NewApiKeyPanel apiKey={created} onDismiss={() => setCreated(null)} />
        ) : (
          <CreateApiKeyForm onCreated={setCreated} />
        )}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Your API Keys</h2>
        <ApiKeysList />
      </Card>
    </SignedInPage>
  )
}
