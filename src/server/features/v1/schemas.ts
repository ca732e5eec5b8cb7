import { z } from 'zod'
import {
  documentTypeSchema,
  presentationStatusSchema,
  processingStageSchema,
  SUPPORTED_LANGUAGES,
  summaryLanguageSchema,
  summarySchema,
  urlSubmissionSchema,
} from '../../../shared'

// The external API's bodies and answers. The OpenAPI document at /api/v1/openapi.json is generated from
// these, so descriptions and examples here are the documentation.

const EXAMPLE_ID = '3f6c1c2e-8a9b-4a8e-9f43-2f1d0c7a5b61'
const COMPLETED_EXAMPLE = {
  id: EXAMPLE_ID,
  name: 'Q3 review.pptx',
  documentType: 'presentation',
  fileType: 'pptx',
  sourceUrl: null,
  status: 'completed',
  stage: 'done',
  progress: { done: 12, total: 12 },
  error: null,
  language: 'en',
  summaryLanguage: null,
  pageCount: 12,
  createdAt: '2026-01-15T09:30:00.000Z',
  processedAt: '2026-01-15T09:30:20.000Z',
}

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, machine-readable reason.' }),
      message: z.string().meta({ description: 'Human-readable explanation.' }),
      upgradeRequired: z
        .boolean()
        .optional()
        .meta({ description: 'Present on a 429 when the plan allowance, not the rate limit, is reached.' }),
    }),
  })
  .meta({ example: { error: { code: 'unauthorized', message: 'Invalid API key.' } } })

export const webhookUrlSchema = z
  .url()
  .max(2000)
  .meta({
    description:
      'Optional https address called with the item once it has completed or failed (signed, see the API description).',
    examples: ['https://example.com/hooks/slidebrief'],
  })

export const apiPresentationSchema = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ description: 'The file name, or the last part of the link.' }),
    documentType: documentTypeSchema,
    fileType: z.string().meta({ description: "'pdf', 'pptx', 'ppt', or 'url' for a PDF link." }),
    sourceUrl: z.string().nullable().meta({ description: 'The PDF link, for items submitted by link.' }),
    status: presentationStatusSchema,
    stage: processingStageSchema,
    progress: z.object({
      done: z.number().int().nonnegative(),
      total: z.number().int().nonnegative().meta({ description: '0 until the pages are counted.' }),
    }),
    error: z
      .object({ code: z.string(), message: z.string() })
      .nullable()
      .meta({ description: 'Why processing failed; null unless status is failed.' }),
    language: z.string().nullable().meta({ description: 'The language detected in the file, once read.' }),
    summaryLanguage: z
      .enum(SUPPORTED_LANGUAGES)
      .nullable()
      .meta({ description: "The language asked for the summary at upload; null: the document's own." }),
    pageCount: z.number().int().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    processedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({
    example: {
      id: EXAMPLE_ID,
      name: 'Q3 review.pptx',
      documentType: 'presentation',
      fileType: 'pptx',
      sourceUrl: null,
      status: 'processing',
      stage: 'reading',
      progress: { done: 4, total: 12 },
      error: null,
      language: null,
      summaryLanguage: 'de',
      pageCount: null,
      createdAt: '2026-01-15T09:30:00.000Z',
      processedAt: null,
    },
  })
export type ApiPresentation = z.infer<typeof apiPresentationSchema>

export const apiPresentationDetailSchema = apiPresentationSchema
  .extend({
    summary: summarySchema.nullable().meta({
      description:
        'Present once status is completed: slide by slide, the overall summary, in `sources` the slide numbers each overall item comes from, and in `checks` the deck checks (figures that disagree across slides, the genre checklist). `warnings` says what was cut, dropped or fell back; `model` and `usage` (LLM calls, tokens in and out) say what an AI summary cost, absent for the built-in summariser.',
    }),
  })
  .meta({
    example: {
      ...COMPLETED_EXAMPLE,
      summary: {
        slideBySlide: [{ slideNumber: 1, title: 'Q3 review', summary: 'Revenue grew 12% to $4.2M.' }],
        overallSummary: {
          keyTakeaways: ['Revenue grew 12% to $4.2M.'],
          actionItems: [],
          strategicInsights: [],
          keyQuestions: [],
        },
        sources: { keyTakeaways: [[1]], actionItems: [], strategicInsights: [], keyQuestions: [] },
        faithfulness: { figuresTotal: 2, figuresFound: 2, unverified: [] },
        language: 'en',
        provider: 'openai',
        model: 'gpt-4.1-mini',
        warnings: [],
        usage: { calls: 2, inputTokens: 3120, outputTokens: 640 },
        checks: {
          consistency: [
            {
              kind: 'value',
              measure: 'ARR',
              message: 'ARR differs between slides: $4.2M on slide 1, $4.0M on slide 6.',
              figures: [
                { slideNumber: 1, value: '$4.2M', line: 'ARR: $4.2M' },
                { slideNumber: 6, value: '$4.0M', line: 'ARR: $4.0M' },
              ],
              slides: [1, 6],
            },
          ],
          completeness: {
            genre: 'review',
            items: [
              { id: 'plan-vs-actual', label: 'Plan against actual', found: true, slides: [2] },
              { id: 'pipeline', label: 'Pipeline', found: false, slides: [] },
            ],
          },
        },
      },
    },
  })

export const apiPresentationPageSchema = z
  .object({
    data: z.array(apiPresentationSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .meta({
    example: {
      data: [COMPLETED_EXAMPLE],
      nextCursor: 'eyJjcmVhdGVkQXQiOiIyMDI2LTAxLTE1VDA5OjMwOjAwLjAwMDAwMFoiLCJpZCI6IjNmNmMxYzJlIn0',
    },
  })

export const listQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: 'Items per page, newest first (1 to 100).', examples: [20] }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: '`nextCursor` of the previous page.', examples: ['eyJjcmVhdGVkQXQiOi…'] }),
})

const summaryLanguageDoc = summaryLanguageSchema.meta({
  description:
    "The language the summary is written in: en, es, pt, fr, de, it, nl or nb. Left out (or null): the document's own.",
  examples: ['de'],
})

/** Documented multipart fields; the body itself is streamed and checked by the upload handler. */
export const uploadBodySchema = z
  .object({
    file: z.file().meta({ description: 'A PDF, PPTX or PPT file, at most 50 MB.' }),
    documentType: documentTypeSchema.meta({
      description: "'presentation' for slides, 'document' for a report laid out as pages.",
    }),
    summaryLanguage: summaryLanguageDoc,
    webhookUrl: webhookUrlSchema.optional(),
    previousVersionId: z.uuid().optional().meta({
      description:
        'The id of an item of yours this file is a new version of; `GET /api/presentations/{id}/diff` on the web compares the two.',
    }),
  })
  .meta({
    example: {
      file: '(the bytes of q3-review.pptx)',
      documentType: 'presentation',
      summaryLanguage: 'de',
      webhookUrl: 'https://example.com/hooks/slidebrief',
    },
  })

export const urlBodySchema = urlSubmissionSchema
  .extend({ summaryLanguage: summaryLanguageDoc, webhookUrl: webhookUrlSchema.optional() })
  .meta({
    example: { url: 'https://example.com/decks/q3-review.pdf', documentType: 'presentation' },
  })

export const idParamsSchema = z.object({
  id: z.uuid({ message: 'Presentation not found' }).meta({ examples: [EXAMPLE_ID] }),
})

/** Answers every key-authenticated route can give, besides its own. */
export const commonErrorResponses = {
  400: apiErrorSchema.meta({ description: 'The request is not valid.' }),
  401: apiErrorSchema.meta({ description: 'The X-API-Key header is missing, unknown or deleted.' }),
  429: apiErrorSchema.meta({
    description:
      'Too many requests for this key (see Retry-After), or the plan allowance is reached (upgradeRequired).',
  }),
  500: apiErrorSchema.meta({ description: 'Something went wrong on our side.' }),
}
