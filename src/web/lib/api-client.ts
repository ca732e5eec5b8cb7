/**
 * The one way the SPA talks to the API (spec §7): cookies always sent, JSON bodies, any non-ok answer
 * raised as an ApiError whose message is `${status}: ${body text or status text}` (spec §8 "Generic").
 */
export class ApiError extends Error {
  readonly status: number
  /** The answer's JSON fields (e.g. `message`, `code`, `upgradeRequired`), empty when it was not JSON. */
  readonly fields: Readonly<Record<string, unknown>>

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.fields = readJsonFields(body)
  }

  /** The server's JSON `message` field, when the body has one. */
  get serverMessage(): string | undefined {
    return typeof this.fields.message === 'string' ? this.fields.message : undefined
  }
}

function readJsonFields(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // Not JSON: the raw text is already in the error's message.
  }
  return {}
}

/** What a toast shows as "the message" (spec §8): the server's message field, else the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message
  return error instanceof Error ? error.message : String(error)
}

/** JSON bodies, or FormData as multipart (the browser sets its boundary). */
async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isJson = body !== undefined && !(body instanceof FormData)
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: isJson
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: body instanceof FormData ? body : isJson ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text())
  }
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
}
