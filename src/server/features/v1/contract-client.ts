import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>
  headers?: Record<string, { required?: boolean }>
}
interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>
}

/**
 * Test support: an /api/v1 client that checks every answer against the OpenAPI document the app serves
 * (path, method, status, headers and body), so a test passing means the documentation tells the truth.
 */
export async function createContractClient(app: FastifyInstance) {
  const served = await app.inject({ url: '/api/v1/openapi.json' })
  if (served.statusCode !== 200) throw new Error(`openapi.json answered ${served.statusCode}`)
  const document = served.json() as OpenApiDocument
  // strict: false because OpenAPI schemas carry `example`, which is no JSON Schema keyword.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  const routes = Object.entries(document.paths).map(([template, operations]) => ({
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    operations,
  }))
  let checked = 0

  function assertDocumented(method: string, url: string, res: LightMyRequestResponse): void {
    const pathname = new URL(url, 'http://localhost').pathname
    const route = routes.find((candidate) => candidate.pattern.test(pathname))
    const operation = route?.operations[method.toLowerCase()]
    if (!operation) throw new Error(`${method} ${pathname} is not in the OpenAPI document`)
    const response = operation.responses[String(res.statusCode)]
    if (!response) {
      throw new Error(`${method} ${pathname} answered ${res.statusCode}, which is not documented`)
    }
    for (const [header, { required }] of Object.entries(response.headers ?? {})) {
      if (required && res.headers[header.toLowerCase()] === undefined) {
        throw new Error(`${method} ${pathname} ${res.statusCode} lacks its documented ${header} header`)
      }
    }
    if (res.statusCode === 204) {
      if (res.body !== '') throw new Error('a 204 answered a body')
      return
    }
    const mediaType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
    const schema = response.content?.[mediaType]?.schema
    if (!schema) throw new Error(`${method} ${pathname} ${res.statusCode}: ${mediaType} is not documented`)
    const body: unknown = mediaType === 'application/json' ? res.json() : res.body
    if (!ajv.validate(schema, body)) {
      throw new Error(
        `${method} ${pathname} ${res.statusCode} does not match its schema: ${ajv.errorsText(ajv.errors)}\n${res.body.slice(0, 500)}`,
      )
    }
    checked += 1
  }

  return {
    document,
    /** Injects and checks the answer; throws when it is not what the document says. */
    async call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
      const res = await app.inject(options)
      assertDocumented(options.method ?? 'GET', options.url, res)
      return res
    },
    get checkedCount() {
      return checked
    },
  }
}

export type ContractClient = Awaited<ReturnType<typeof createContractClient>>
