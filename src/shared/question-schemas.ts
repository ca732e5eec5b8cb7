import { z } from 'zod'

/** Issue 26: a question longer than this is refused (a reader's question, not a pasted document). */
export const MAX_QUESTION_LENGTH = 500

export const askQuestionSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Please enter a question.')
    .max(MAX_QUESTION_LENGTH, `Please keep your question under ${MAX_QUESTION_LENGTH} characters.`),
})
export type AskQuestionBody = z.infer<typeof askQuestionSchema>

export const questionCitationSchema = z.object({
  slideNumber: z.number().int().positive(),
  text: z.string(),
})
export type QuestionCitation = z.infer<typeof questionCitationSchema>

/** The answer body: the answer, one statement a line, each ending with its slide "(slide 5)". */
export const questionAnswerSchema = z.object({
  answer: z.string(),
  citations: z.array(questionCitationSchema),
})
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>

/** One exchange of the conversation as the summary view shows it. */
export const conversationEntrySchema = questionAnswerSchema.extend({
  id: z.uuid(),
  question: z.string(),
  createdAt: z.string(),
})
export type ConversationEntry = z.infer<typeof conversationEntrySchema>
