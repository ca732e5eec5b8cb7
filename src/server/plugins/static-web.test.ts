import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isPageRoute, PAGE_ROUTES } from '../../shared'
import { registerErrorHandler } from './error-handler'
import { registerStaticWeb } from './static-web'

let app: FastifyInstance
let webDir: string
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'slidebrief-web-'))
  mkdirSync(path.join(webDir, 'assets'))
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)')
  app = Fastify({ logger: false })
  registerErrorHandler(app)
  await registerStaticWeb(app, webDir)
  await app.ready()
})
afterAll(async () => {
  await app.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('static web app', () => {
  test('serves an existing asset', async () => {
    const res = await app.inject({ url: '/assets/app.js' })

    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
  })

  test('a missing asset answers 404, not the page with 200 (a stale bundle must fail visibly)', async () => {
    const res = await app.inject({ url: '/assets/app-old.js' })

    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<!doctype html>')
  })

  test('a client route answers the page', async () => {
    const res = await app.inject({ url: '/presentation/q3-review' })

    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<!doctype html>')
  })

  test('an encoded API path is treated as the API path it decodes to, not as a page', async () => {
    const res = await app.inject({ url: '/%61pi/nothing-here' })

    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'Not found' })
  })

  test('a path the app has no page for answers the app with status 404, so it can show its 404 page', async () => {
    const res = await app.inject({ url: '/no/such/page' })

    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<!doctype html>')
  })
})

describe('page routes', () => {
  test('the server knows exactly the paths the web router declares', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../../web/app/router.tsx'), 'utf8')
    const declared = [...router.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1])
      .filter((p) => p !== '*')

    expect(new Set(declared)).toEqual(new Set(PAGE_ROUTES))
  })

  test('a trailing slash and a parameter match; deeper paths do not', () => {
    expect(isPageRoute('/pricing/')).toBe(true)
    expect(isPageRoute('/shared/abc123')).toBe(true)
    expect(isPageRoute('/shared/abc/def')).toBe(false)
    expect(isPageRoute('/pricingx')).toBe(false)
  })
})
