import { z } from 'zod'

/** The eight document languages the product accepts (spec §1), as ISO 639-1 codes ('nb' is Norwegian Bokmål). */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'nb'] as const
export const languageSchema = z.enum(SUPPORTED_LANGUAGES)
export type Language = z.infer<typeof languageSchema>

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  nl: 'Dutch',
  nb: 'Norwegian',
}

export const documentFormatSchema = z.enum(['pdf', 'pptx', 'ppt'])
export type DocumentFormat = z.infer<typeof documentFormatSchema>

export const documentTypeSchema = z.enum(['presentation', 'document'])
export type DocumentType = z.infer<typeof documentTypeSchema>

export const slideSchema = z.object({
  /** 1-based position in presentation order (PDF: page number). */
  number: z.number().int().positive(),
  title: z.string(),
  /** Body text; lines kept, bullet levels as leading '- ' with two spaces of indent per level. */
  text: z.string(),
  notes: z.string(),
  hidden: z.boolean(),
})
export type Slide = z.infer<typeof slideSchema>

/** What ingest makes of any accepted file: the one slide model the rest of the product reads. */
export const documentSchema = z.object({
  format: documentFormatSchema,
  pageCount: z.number().int().nonnegative(),
  language: languageSchema,
  slides: z.array(slideSchema),
  warnings: z.array(z.string()),
})
export type Document = z.infer<typeof documentSchema>

/** Ingest's refusals; the corpus manifest names files by these codes. */
export const INGEST_ERROR_CODES = [
  'unsupported_type',
  'too_large',
  'empty',
  'corrupt',
  'encrypted',
  'too_large_uncompressed',
  'unsafe_xml',
  'no_text',
  'unsupported_language',
  'blocked_address',
  'fetch_failed',
  'timeout',
] as const
export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number]

/** Spec §5: 50 MB, as 50*1024*1024 bytes. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
