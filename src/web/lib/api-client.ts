/**
 * The one way the SPA talks to the API (spec §7): cookies always sent, JSON bodies, any non-ok answer
 * raised as an ApiError whose message is `${status}: ${body text or status text}` (spec §8 "Generic").
 */
export class ApiError extends Error {
  readonly status: number
  /** The server's JSON `message` field, when the body has one. */
  readonly serverMessage: string | undefined

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = readServerMessage(body)
  }
}

function readServerMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message
    }
  } catch {
    // Not JSON: the raw text is already in the error's message.
  }
  return undefined
}

/** What a toast shows as "the message" (spec §8): the server's message field, else the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message
  return error instanceof Error ? error.message : String(error)
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
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
  delete: <T>(path: string) => request<T>('DELETE', path),
}
