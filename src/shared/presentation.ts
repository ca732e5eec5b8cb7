import { z } from 'zod'
import { documentTypeSchema, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './document'
import { displayNameText, multiLineText, singleLineText } from './plain-text'

export const presentationStatusSchema = z.enum(['processing', 'completed', 'failed'])
export type PresentationStatus = z.infer<typeof presentationStatusSchema>

export const processingStageSchema = z.enum(['queued', 'reading', 'summarising', 'writing', 'done'])
export type ProcessingStage = z.infer<typeof processingStageSchema>

/** A history item (spec §3 "Presentation"), plus progress and the reason of a failure. */
export const presentationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  originalName: z.string(),
  fileType: z.string(),
  fileUrl: z.string().nullable(),
  documentType: documentTypeSchema,
  status: presentationStatusSchema,
  stage: processingStageSchema,
  progress: z.object({ done: z.number(), total: z.number() }),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  userNote: z.string().nullable(),
  language: z.string().nullable(),
  /** The language asked for at upload; null: the document's own (issue 23, item 4). */
  summaryLanguage: z.enum(SUPPORTED_LANGUAGES).nullable(),
  pageCount: z.number().nullable(),
  sizeBytes: z.number().nullable(),
  hasOriginal: z.boolean(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** Seconds from upload to completion; null while processing. */
  processingSeconds: z.number().nullable(),
  /** The item this one replaces ("Upload new version", issue 27), null for a first version. */
  previousVersionId: z.string().nullable(),
})
export type Presentation = z.infer<typeof presentationSchema>

export const SUMMARY_LANGUAGE_MESSAGE = `Summary language must be one of ${SUPPORTED_LANGUAGES.map(
  (code) => `${code} (${LANGUAGE_NAMES[code]})`,
).join(', ')}, or left out to summarise in the document's own language.`

/**
 * The language a user may ask the summary to be written in (issue 23, item 4; decision 034). Absent or
 * null: the document's own.
 */
export const summaryLanguageSchema = z
  .enum(SUPPORTED_LANGUAGES, { error: SUMMARY_LANGUAGE_MESSAGE })
  .nullish()

export const urlSubmissionSchema = z.object({
  url: singleLineText('Invalid URL')
    .trim()
    .min(1, 'Please enter a valid URL')
    .pipe(z.url({ message: 'Invalid URL' })),
  documentType: documentTypeSchema,
  summaryLanguage: summaryLanguageSchema,
})

export const renameSchema = z.object({
  originalName: displayNameText().min(1, 'Name is required').max(255, 'Name must be at most 255 characters'),
})

export const noteSchema = z.object({
  userNote: multiLineText().max(2000, 'Note must be at most 2,000 characters').nullable(),
})
