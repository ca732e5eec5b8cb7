import { z } from 'zod'
import {
  DOCUMENT_VERSION,
  documentFormatSchema,
  documentSchema,
  languageSchema,
  type Document,
  type Slide,
  type SlideLine,
} from './document'

// Version 1 (before typed lines): slides had title, text, notes and hidden only, and no sections.
const documentV1Schema = z.object({
  format: documentFormatSchema,
  pageCount: z.number().int().nonnegative(),
  language: languageSchema,
  slides: z.array(
    z.object({
      number: z.number().int().positive(),
      title: z.string(),
      text: z.string(),
      notes: z.string(),
      hidden: z.boolean(),
    }),
  ),
  warnings: z.array(z.string()),
})

const BULLET = /^( *)- /

/**
 * Typed lines recovered from a version 1 slide's text: '- ' lines are bullets (two spaces a level),
 * the rest paragraphs. Nothing finer can be known without the file, which is why ingest writes lines itself.
 */
export function linesFromSlideText(title: string, text: string): SlideLine[] {
  const lines: SlideLine[] = title.trim() === '' ? [] : [{ kind: 'title', text: title.trim() }]
  for (const raw of text.split('\n')) {
    const bullet = BULLET.exec(raw)
    const content = raw.slice(bullet ? bullet[0].length : 0).trim()
    if (content === '') continue
    lines.push(
      bullet
        ? { kind: 'bullet', text: content, level: Math.floor(bullet[1]!.length / 2) }
        : { kind: 'paragraph', text: content },
    )
  }
  return lines
}

/**
 * A slide model as stored (a job's hand-over, a saved summary's input) read in today's shape: the current
 * version as is, version 1 upgraded, anything else refused by the schema.
 */
export function readStoredDocument(stored: unknown): Document {
  const version = (stored as { version?: unknown } | null)?.version
  if (version === DOCUMENT_VERSION) return documentSchema.parse(stored)
  const old = documentV1Schema.parse(stored)
  return {
    version: DOCUMENT_VERSION,
    format: old.format,
    pageCount: old.pageCount,
    language: old.language,
    slides: old.slides.map(slideFromText),
    sections: [],
    warnings: old.warnings,
  }
}

/** The fields a slide has before its lines are typed: what version 1 stored, and what tests write by hand. */
export type UntypedSlide = Pick<Slide, 'number' | 'title' | 'text'> &
  Partial<Omit<Slide, 'number' | 'title' | 'text'>>

/**
 * Whether ingest typed a slide's lines beyond what `linesFromSlideText` can recover (a stat, a table row, a
 * chart point…): only then do the lines say more than the text.
 */
export function hasTypedLines(lines: readonly SlideLine[]): boolean {
  return lines.some((line) => line.kind !== 'title' && line.kind !== 'bullet' && line.kind !== 'paragraph')
}

/** A slide with its lines filled in from its text where none are given (see `linesFromSlideText`). */
export function slideFromText(slide: UntypedSlide): Slide {
  return {
    ...slide,
    notes: slide.notes ?? '',
    hidden: slide.hidden ?? false,
    lines: slide.lines ?? linesFromSlideText(slide.title, slide.text),
    role: slide.role ?? 'content',
  }
}
