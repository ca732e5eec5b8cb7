import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Presentation } from '../../shared'
import type { SignedInUser } from './build-test-app'
import { REPO_ROOT } from './spawn-server'

/** The shared corpus, read in place (CI has shared/ beside the checkout). */
export const CORPUS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'corpus')

export function corpusFile(relativePath: string): Buffer {
  return readFileSync(path.join(CORPUS_DIR, relativePath))
}

export interface UploadOptions {
  documentType?: string | null
  name?: string
  /** Other form fields, as the browser's form or an API client sends them (previousVersionId). */
  fields?: Record<string, string>
}

/** POST /api/presentations/upload as the browser's form would send it. */
export function upload(
  app: FastifyInstance,
  user: SignedInUser,
  bytes: Uint8Array,
  { documentType = 'presentation', name = 'deck.pdf', fields = {} }: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData()
  if (documentType !== null) form.append('documentType', documentType)
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  return app.inject({
    method: 'POST',
    url: '/api/presentations/upload',
    payload: form,
    cookies: user.cookies,
  })
}

export async function uploadCorpusFile(
  app: FastifyInstance,
  user: SignedInUser,
  relativePath: string,
  options: UploadOptions = {},
): Promise<Presentation> {
  const res = await upload(app, user, corpusFile(relativePath), {
    name: path.basename(relativePath),
    ...options,
  })
  if (res.statusCode !== 202)
    throw new Error(`upload of ${relativePath} failed: ${res.statusCode} ${res.body}`)
  return res.json() as Presentation
}

/** Polls the list until the item leaves 'processing' (the worker runs in the test process). */
export async function waitUntilProcessed(
  app: FastifyInstance,
  user: SignedInUser,
  id: string,
  timeoutMs = 60_000,
): Promise<Presentation> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await app.inject({ url: '/api/presentations', cookies: user.cookies })
    const item = (res.json() as Presentation[]).find((p) => p.id === id)
    if (item && item.status !== 'processing') return item
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`presentation ${id} still processing after ${timeoutMs} ms`)
}
