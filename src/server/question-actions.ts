import type { FastifyInstance } from 'fastify'
import { askQuestion } from './features/questions/service'
import { questionDeps } from './features/questions/question-deps'
import type { QuestionActions } from './features/v1/question-endpoint'

/** The web's question answering, lent to the external API: one set of checks, limits and storage. */
export function createQuestionActions(app: FastifyInstance): QuestionActions {
  const deps = questionDeps(app)
  return {
    ask: (userId, presentationId, question) => askQuestion(deps, { userId, presentationId, question }),
  }
}
