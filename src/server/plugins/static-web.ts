import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../shared'

/** Serves the built SPA and answers unknown non-API GETs with index.html so client routes load. */
export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBundle = existsSync(path.join(webDir, 'index.html'))
  if (hasBundle) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] })
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi
    if (isPage && hasBundle) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    throw new AppError('not_found', 'Not found')
  })
}
