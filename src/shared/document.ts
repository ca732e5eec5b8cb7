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

/**
 * What one line of a slide is. Ingest decides it from the file's structure and geometry (placeholders,
 * shape positions, font sizes, chart parts), so the summariser never has to guess which figure belongs
 * to which words. Every kind carries `text`, its readable form, exactly as it appears in `slide.text`.
 *
 * - `title`: the slide's heading (also in `slide.title`); a document page's sub-heading has `level` 2+.
 * - `bullet`: a list item, `level` 0 for the top level.
 * - `numbered`: an item of a numbered list, `marker` as printed ("1.", "A01", "iii)"); `text` starts with
 *   the marker, never split from it.
 * - `paragraph`: body text that is none of the others.
 * - `table-row`: one row, `cells` against `headers` (the header row itself has `isHeader`); `text` is
 *   "row label — header: value; header: value".
 * - `stat`: a figure and the words that give it its meaning (a stat card, a label/value pair);
 *   `text` is "label: value" (plus " (detail)" when the card has a third line such as a delta).
 * - `chart-point`: one cached value of a chart; `text` is "category — series: value".
 * - `chart-title`: a chart's title.
 * - `caption`: a figure or picture caption, a source line under a chart.
 * - `agenda`: an item of an agenda slide.
 * - `contents`: a contents or index line (dot leaders, page numbers), `page` when it names one.
 *
 * Paragraphs, bullets and numbered items carry `box`, the text box they stand in (see `boxNumber`). A PDF's
 * paragraph may be `drawn`: a label of a chart or diagram drawn on the page (an axis tick, a legend, a flow's
 * box), told by its position; it names the drawing, it states nothing (decisions 098, 107).
 */
export const SLIDE_LINE_KINDS = [
  'title',
  'bullet',
  'numbered',
  'paragraph',
  'table-row',
  'stat',
  'chart-point',
  'chart-title',
  'caption',
  'agenda',
  'contents',
] as const
export type SlideLineKind = (typeof SLIDE_LINE_KINDS)[number]

const lineText = z.string()
const listLevel = z.number().int().nonnegative()
/**
 * The text box (shape, PDF text block) a line stands in, numbered per slide, where ingest laid the slide out:
 * lines of one box may name each other's figures, lines of different boxes only through a `stat` ingest made
 * from their positions. Absent on documents stored before it, and on slides built from text.
 */
const boxNumber = z.number().int().nonnegative().optional()

export const slideLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('title'), text: lineText, level: z.number().int().positive().optional() }),
  z.object({ kind: z.literal('bullet'), text: lineText, level: listLevel, box: boxNumber }),
  z.object({
    kind: z.literal('numbered'),
    text: lineText,
    marker: z.string(),
    level: listLevel,
    box: boxNumber,
  }),
  z.object({
    kind: z.literal('paragraph'),
    text: lineText,
    box: boxNumber,
    drawn: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('table-row'),
    text: lineText,
    cells: z.array(z.string()),
    headers: z.array(z.string()),
    isHeader: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('stat'),
    text: lineText,
    value: z.string(),
    label: z.string(),
    detail: z.string().optional(),
  }),
  z.object({
    kind: z.literal('chart-point'),
    text: lineText,
    category: z.string(),
    series: z.string(),
    value: z.string(),
    chart: z.string().optional(),
  }),
  z.object({ kind: z.literal('chart-title'), text: lineText }),
  z.object({ kind: z.literal('caption'), text: lineText }),
  z.object({ kind: z.literal('agenda'), text: lineText }),
  z.object({ kind: z.literal('contents'), text: lineText, page: z.string().optional() }),
])
export type SlideLine = z.infer<typeof slideLineSchema>

/**
 * What a slide does in the deck, so that the summariser can keep frames out of the overall summary:
 * `cover` (title slide), `agenda` (agenda or contents), `divider` (a section divider), `closing`
 * (thanks, questions, contact), `content` (everything else).
 */
export const slideRoleSchema = z.enum(['cover', 'agenda', 'divider', 'closing', 'content'])
export type SlideRole = z.infer<typeof slideRoleSchema>

/**
 * Content on a slide that is no text: a picture (with the author's alt text when it says something), or a
 * chart or diagram that holds no readable words. A slide of nothing but these can then say what it shows.
 */
export const slideVisualSchema = z.object({
  kind: z.enum(['picture', 'chart', 'diagram']),
  alt: z.string().optional(),
})
export type SlideVisual = z.infer<typeof slideVisualSchema>

export const slideSchema = z.object({
  /** 1-based position in presentation order (PDF: page number). */
  number: z.number().int().positive(),
  title: z.string(),
  /**
   * The readable join of `lines` without the title (see `joinSlideLines` in ingest): one line each,
   * bullets as leading '- ' with two spaces of indent per level, numbered items as their text (which
   * starts with the marker), agenda items as '- item' unless numbered, stats as 'label: value' or
   * 'label: value (detail)', chart points as 'category — series: value', table rows as
   * 'row label — header: value; header: value' after a header row 'header | header'.
   */
  text: z.string(),
  notes: z.string(),
  hidden: z.boolean(),
  /** Typed lines of the slide (title included), in reading order; footers, slide numbers and running headers left out. */
  lines: z.array(slideLineSchema),
  role: slideRoleSchema,
  /** Non-text content in drawing order; absent when the slide has none or its reader records none (PDF, older models). */
  visuals: z.array(slideVisualSchema).optional(),
})
export type Slide = z.infer<typeof slideSchema>

/**
 * A part of the document the summariser treats as one unit: from the PDF outline, else the heading
 * hierarchy, else topic shifts (a text without headings); for decks, runs of slides between dividers.
 * Slides `firstSlide`..`lastSlide` inclusive; `level` 1 for top-level parts.
 */
export const sectionSchema = z.object({
  title: z.string(),
  level: z.number().int().positive(),
  firstSlide: z.number().int().positive(),
  lastSlide: z.number().int().positive(),
  /**
   * Where a section starts mid-page (a heading set in the running text): the index of its heading in
   * `firstSlide`'s lines. The lines before it belong to the section before; absent, the section starts at the page's top.
   */
  firstLine: z.number().int().nonnegative().optional(),
})
export type Section = z.infer<typeof sectionSchema>

/** The slide model's version: bump it when its shape changes, and teach `readStoredDocument` the old one. */
export const DOCUMENT_VERSION = 2

/** What ingest makes of any accepted file: the one slide model the rest of the product reads. */
export const documentSchema = z.object({
  version: z.literal(DOCUMENT_VERSION),
  format: documentFormatSchema,
  pageCount: z.number().int().nonnegative(),
  language: languageSchema,
  slides: z.array(slideSchema),
  sections: z.array(sectionSchema),
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
