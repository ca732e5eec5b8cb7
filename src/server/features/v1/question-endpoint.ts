import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { askQuestionSchema, questionAnswerSchema, type ConversationEntry } from '../../../shared'
import { apiErrorSchema, commonErrorResponses, idParamsSchema } from './schemas'

/** What the API needs from the web's questions feature, handed in by the app (STYLE.md §1). */
export interface QuestionActions {
  ask: (userId: string, presentationId: string, question: string) => Promise<ConversationEntry>
}

/**
 * POST /api/v1/presentations/{id}/questions (issue 26): the same answer as the summary view's panel,
 * counted against the key's limit (the key's hook runs first) and the account's questions per hour.
 */
export const questionEndpoint: FastifyPluginAsyncZod<{ questions: QuestionActions }> = async (
  app,
  { questions },
) => {
  app.post(
    '/presentations/:id/questions',
    {
      schema: {
        tags: ['Presentations'],
        summary: 'Ask a question',
        description:
          'Answers a question from the slides of a completed item: each statement ends with the slide it stands on, "(slide 5)", and `citations` quotes those slides. Offline, the best-matching lines are quoted whole; with an LLM configured, its answer is grounded in them and every figure is checked against the cited slides. When nothing in the deck answers, the answer is "The deck does not say." with no citations. Counts against the account\'s questions per hour.',
        params: idParamsSchema,
        body: askQuestionSchema.meta({ example: { question: 'What is the ARR?' } }),
        response: {
          200: questionAnswerSchema.meta({
            description: 'The answer and the slides it cites.',
            example: {
              answer:
                'Annual recurring revenue is $3.4M (slide 5).\n“Annual recurring revenue: $3.4M” (slide 5)',
              citations: [{ slideNumber: 5, text: 'Annual recurring revenue: $3.4M' }],
            },
          }),
          ...commonErrorResponses,
          404: apiErrorSchema.meta({ description: 'No such item among yours.' }),
          409: apiErrorSchema.meta({ description: 'The item is still processing, or has no summary.' }),
        },
      },
    },
    async (request) => {
      const entry = await questions.ask(request.apiKey!.userId, request.params.id, request.body.question)
      return { answer: entry.answer, citations: entry.citations }
    },
  )
}
