import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { AppError, isPageRoute } from '../../shared'
import { isApiPath, requestPath } from './request-path'

/**
 * Serves the built SPA and answers non-API GETs with index.html so client routes load (404 for a path the
 * app has no page for). A missing
 * /assets/ file is a 404: a page served as a script hides a stale bundle behind a 200.
 */
export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBundle = existsSync(path.join(webDir, 'index.html'))
  if (hasBundle) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request)
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/assets/')
    if (isPage && hasBundle) {
      // The app shows its own '404 Page Not Found' for an unknown path; the status says so too (issue 18).
      return reply
        .status(isPageRoute(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html')
    }
    throw new AppError('not_found', 'Not found')
  })
}
