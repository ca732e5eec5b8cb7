import { z } from 'zod'
import { deckChecksSchema } from './deck-checks'
import { languageSchema } from './document'

export const slideSummarySchema = z.object({
  slideNumber: z.number().int().positive(),
  title: z.string(),
  /**
   * Beyond the spec: the slide was hidden in the deck (summarised and marked, never dropped). Before `summary`,
   * so that a parsed summary's JSON gives the mark before the entry it qualifies.
   */
  hidden: z.boolean().optional(),
  /** Rendered by the summary view: '- ' lines become lists, '**Heading:**' makes sections, else paragraphs. */
  summary: z.string(),
  /** Beyond the spec: for documents, the pages this section covers. */
  pages: z.array(z.number().int().positive()).optional(),
})
export type SlideSummary = z.infer<typeof slideSummarySchema>

/** The spec's overall summary, unchanged (§3); keyQuestions[i] belongs to strategicInsights[i]. */
export const overallSummarySchema = z.object({
  keyTakeaways: z.array(z.string()),
  actionItems: z.array(z.string()),
  strategicInsights: z.array(z.string()),
  keyQuestions: z.array(z.string()),
})
export type OverallSummary = z.infer<typeof overallSummarySchema>

const slideRefs = z.array(z.array(z.number().int().positive()))

/** Source slide numbers of each overall item, aligned by index with overallSummary's lists. */
export const summarySourcesSchema = z.object({
  keyTakeaways: slideRefs,
  actionItems: slideRefs,
  strategicInsights: slideRefs,
  keyQuestions: slideRefs,
})
export type SummarySources = z.infer<typeof summarySourcesSchema>

/** Every figure the summary states, and how many of them stand on the slides it cites. */
export const faithfulnessSchema = z.object({
  figuresTotal: z.number().int().nonnegative(),
  figuresFound: z.number().int().nonnegative(),
  /** Figures not found on their cited slides (should be empty; kept for the report's figures check). */
  unverified: z.array(z.string()),
  /**
   * Of the figures found, those standing on their cited slide on one line (row, stat, chart point, notes
   * sentence) with the words the item gives them. Absent in summaries stored before this check existed.
   */
  figuresLabelled: z.number().int().nonnegative().optional(),
  /** Figures found on their cited slides but under other words than the item's. */
  mislabelled: z.array(z.string()).optional(),
})
export type Faithfulness = z.infer<typeof faithfulnessSchema>

/**
 * What the figures check did, in words: a summary stored before the label check existed says only that
 * its figures were found on their slides.
 */
export function describeFiguresCheck(faithfulness: Faithfulness): { label: string; explanation: string } {
  const { figuresTotal, figuresFound, figuresLabelled } = faithfulness
  if (figuresLabelled === undefined) {
    return {
      label: `${figuresFound} of ${figuresTotal} figures found on their slides`,
      explanation:
        'Each number in this summary was looked up on the slides its item cites. This summary was made before figures were also checked against their labels.',
    }
  }
  return {
    label: `${figuresLabelled} of ${figuresTotal} figures checked against their slides`,
    explanation:
      'Each number in this summary was looked up on the slide its item cites, on the same line, table row, stat or chart point as the words that say what it measures. Items whose figure did not stand with its label were corrected or left out.',
  }
}

/** Calls and tokens one summary took from an LLM provider, for the owner's and the admin's view of cost. */
export const summaryUsageSchema = z.object({
  calls: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
})
export type SummaryUsage = z.infer<typeof summaryUsageSchema>

export const summarySchema = z.object({
  slideBySlide: z.array(slideSummarySchema),
  overallSummary: overallSummarySchema,
  sources: summarySourcesSchema,
  faithfulness: faithfulnessSchema,
  language: languageSchema,
  provider: z.string(),
  model: z.string().optional(),
  warnings: z.array(z.string()),
  /** Beyond the spec: what the LLM calls behind this summary cost (absent for the local provider). */
  usage: summaryUsageSchema.optional(),
  /**
   * Beyond the spec: the deck checks (issue 27), computed at processing time for every provider. Absent in
   * summaries stored before they existed.
   */
  checks: deckChecksSchema.optional(),
})
export type Summary = z.infer<typeof summarySchema>
