import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Presentation } from '../../shared'
import { CORPUS_DIR } from './upload'

/** A signed-in client of a server over real HTTP (cookie kept by hand, as a browser would). */
export class HttpClient {
  private cookie = ''

  constructor(readonly baseUrl: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookie, origin: this.baseUrl }
    let payload: RequestInit['body']
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const res = await fetch(`${this.baseUrl}${url}`, { method, headers, body: payload })
    const setCookie = res.headers.get('set-cookie')
    if (setCookie) this.cookie = setCookie.split(';')[0]!
    return res
  }

  async signUp(name: string): Promise<void> {
    const res = await this.request('POST', '/api/register', {
      firstName: name,
      email: `${name}@example.test`,
      password: 'correct-horse',
    })
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  }

  async uploadCorpusFile(relativePath: string): Promise<Presentation> {
    const form = new FormData()
    form.append('documentType', 'presentation')
    form.append(
      'file',
      new Blob([readFileSync(path.join(CORPUS_DIR, relativePath))]),
      path.basename(relativePath),
    )
    const res = await this.request('POST', '/api/presentations/upload', form)
    if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
    return (await res.json()) as Presentation
  }

  async list(): Promise<Presentation[]> {
    return (await (await this.request('GET', '/api/presentations')).json()) as Presentation[]
  }

  /** Polls the list until `done` holds for the item, or fails after the timeout. */
  async waitFor(
    id: string,
    done: (item: Presentation) => boolean,
    timeoutMs = 90_000,
  ): Promise<Presentation> {
    const deadline = Date.now() + timeoutMs
    let last: Presentation | undefined
    while (Date.now() < deadline) {
      last = (await this.list()).find((item) => item.id === id)
      if (last && done(last)) return last
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`timed out waiting for ${id}; last seen: ${JSON.stringify(last)}`)
  }
}
