import type { FastifyInstance } from 'fastify'
import { receiveUpload } from './features/presentations/receive-upload'
import { renderReport } from './features/presentations/report/render-report'
import { acceptUpload, acceptUrl, deletePresentation, uploadTempDir } from './features/presentations/service'
import type { PresentationActions } from './features/v1/presentation-actions'

/** The web's upload path, lent to the external API so both share one set of checks and limits. */
export function createPresentationActions(app: FastifyInstance): PresentationActions {
  const deps = { db: app.db, boss: app.boss, storage: app.storage, config: app.config }
  return {
    receiveUpload: async (request) => {
      const upload = await receiveUpload(request, uploadTempDir(app.config))
      return { ...upload, accept: (userId) => acceptUpload(deps, userId, upload) }
    },
    acceptUrl: (userId, input) => acceptUrl(deps, userId, input),
    deletePresentation: (userId, id) => deletePresentation(deps, userId, id),
    renderReport: (item) => renderReport(item, { variant: 'download' }),
  }
}
