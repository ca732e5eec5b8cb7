/** The part of an OpenAPI document this touches. */
interface HeaderObject {
  description: string
  required: boolean
  schema: { type: string; examples: unknown[] }
}
interface ResponsesByPath {
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>
}

const RATE_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Policy': {
    description: 'The quota of this key and its window in seconds (IETF httpapi draft).',
    required: true,
    schema: { type: 'string', examples: ['"per-key";q=100;w=3600'] },
  },
  RateLimit: {
    description: 'Requests left in the window (r) and seconds until it restarts (t).',
    required: true,
    schema: { type: 'string', examples: ['"per-key";r=97;t=2511'] },
  },
}

const RETRY_AFTER: HeaderObject = {
  description:
    'Seconds until the key may call again; sent when the rate limit, not the allowance, is reached.',
  required: false,
  schema: { type: 'integer', examples: [2511] },
}

/**
 * Every key-authenticated answer carries the rate-limit headers (a 401 has no key to count): written into
 * the generated document here, since the route schemas describe bodies only.
 */
export function addRateLimitHeaders<Document extends object>(document: Document): Document {
  for (const pathItem of Object.values((document as ResponsesByPath).paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status === '401') continue
        response.headers = {
          ...response.headers,
          ...RATE_HEADERS,
          ...(status === '429' ? { 'Retry-After': RETRY_AFTER } : {}),
        }
      }
    }
  }
  return document
}
