import { z } from 'zod'

/** What the units are called in the schema's descriptions: the model reads them. */
export type UnitNoun = 'slide' | 'section'

// Providers' strict JSON-schema modes reject optional fields, and .int() would send the safe-integer
// bounds, which grammar-constrained local servers turn into huge grammars. So every field is required and
// numbers are plain in what is parsed; which numbers exist is checked after parsing, so that a wrong one
// can be taught or repaired. What is sent may be tightened (`Constraints`): the unit numbers as an enum and
// the array sizes, for providers whose structured output enforces them (decision 031).

/** The numbers that exist and the sizes wanted, sent only where the provider's structured output holds them. */
export interface Constraints {
  numbers: readonly number[]
}

function unitNumber(constraints: Constraints | undefined, description: string) {
  const [first, ...rest] = constraints?.numbers ?? []
  return (first === undefined ? z.number() : z.literal([first, ...rest])).describe(description)
}

/** The answer of one batch call: one summary per unit of the batch. */
export function createBatchAnswerSchema(noun: UnitNoun, constraints?: Constraints) {
  const entries = z
    .array(
      z.object({
        number: unitNumber(constraints, `The ${noun} number, exactly as given.`),
        title: z.string().describe(`The ${noun}'s title, or a short title drawn from its content.`),
        summary: z.string().describe(`The ${noun}'s summary.`),
      }),
    )
    .describe(`One entry per ${noun} given, in the same order.`)
  const count = constraints?.numbers.length
  return z.object({ summaries: count ? entries.min(count).max(count) : entries })
}
export type BatchAnswer = z.infer<ReturnType<typeof createBatchAnswerSchema>>

/** The answer of the overall call, built from the unit summaries. */
export function createOverallAnswerSchema(noun: UnitNoun, constraints?: Constraints) {
  const sources = z
    .array(unitNumber(constraints, `A ${noun} number.`))
    .describe(`Numbers of the ${noun}s this item rests on.`)
  const item = z.object({ text: z.string(), sources })
  const sized = <T extends z.ZodArray>(array: T, min: number, max: number) =>
    constraints ? array.min(min).max(max) : array
  return z.object({
    keyTakeaways: sized(z.array(item), 1, 8),
    actionItems: sized(z.array(item), 0, 8),
    strategicInsights: sized(
      z.array(
        z.object({
          insight: z.string(),
          question: z.string().describe('The key question this insight raises for the reader.'),
          sources,
        }),
      ),
      0,
      5,
    ),
  })
}
export type OverallAnswer = z.infer<ReturnType<typeof createOverallAnswerSchema>>
