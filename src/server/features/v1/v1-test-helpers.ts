import type { FastifyInstance } from 'fastify'
import type { CreatedApiKey } from '../../../shared'
import type { SignedInUser } from '../../test-support/build-test-app'
import { corpusFile } from '../../test-support/upload'
import type { ContractClient } from './contract-client'

/** Test support: a key created through the web API, as a user would on the API Access page. */
export async function createApiKey(app: FastifyInstance, user: SignedInUser): Promise<CreatedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { keyName: 'tests' },
    cookies: user.cookies,
  })
  if (res.statusCode !== 201) throw new Error(`key creation failed: ${res.statusCode} ${res.body}`)
  return res.json() as CreatedApiKey
}

/** Test support: POST /api/v1/presentations with a corpus file, as curl -F would send it. */
export function uploadWithKey(
  api: ContractClient,
  key: string,
  corpusPath: string,
  fields: Record<string, string> = { documentType: 'presentation' },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([new Uint8Array(corpusFile(corpusPath))]), corpusPath.split('/').pop())
  return api.call({
    method: 'POST',
    url: '/api/v1/presentations',
    payload: form,
    headers: { 'x-api-key': key },
  })
}
