import type { FastifyInstance } from 'fastify'
import { createQuestionAnswerer } from '../../../ask'
import { summarizerSettings } from '../../../config'
import type { QuestionDeps } from './service'

/** The app's question dependencies: its database and storage, and answers from its AI settings. */
export function questionDeps(app: FastifyInstance): QuestionDeps {
  const { provider, model, baseUrl, apiKey } = summarizerSettings(app.config)
  return {
    db: app.db,
    storage: app.storage,
    config: app.config,
    log: app.log,
    now: app.clock.now,
    answerer: createQuestionAnswerer({ provider, model, baseUrl, apiKey, logger: app.log }),
  }
}
