import { z } from 'zod'

/** What the units are called in the schema's descriptions: the model reads them. */
export type UnitNoun = 'slide' | 'section'

// Providers' strict JSON-schema modes reject optional fields, and .int() would send the safe-integer
// bounds, which grammar-constrained local servers turn into huge grammars. So every field is required,
// numbers are plain, and which numbers exist (integers among them) is checked after parsing.

/** The answer of one batch call: one summary per unit of the batch. */
export function createBatchAnswerSchema(noun: UnitNoun) {
  return z.object({
    summaries: z
      .array(
        z.object({
          number: z.number().describe(`The ${noun} number, exactly as given.`),
          title: z.string().describe(`The ${noun}'s title, or a short title drawn from its content.`),
          summary: z.string().describe(`The ${noun}'s summary.`),
        }),
      )
      .describe(`One entry per ${noun} given, in the same order.`),
  })
}
export type BatchAnswer = z.infer<ReturnType<typeof createBatchAnswerSchema>>

/** The answer of the overall call, built from the unit summaries. */
export function createOverallAnswerSchema(noun: UnitNoun) {
  const sources = z.array(z.number()).describe(`Numbers of the ${noun}s this item rests on.`)
  const item = z.object({ text: z.string(), sources })
  return z.object({
    keyTakeaways: z.array(item),
    actionItems: z.array(item),
    strategicInsights: z.array(
      z.object({
        insight: z.string(),
        question: z.string().describe('The key question this insight raises for the reader.'),
        sources,
      }),
    ),
  })
}
export type OverallAnswer = z.infer<ReturnType<typeof createOverallAnswerSchema>>
