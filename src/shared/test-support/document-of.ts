import {
  type Document,
  DOCUMENT_VERSION,
  type Language,
  slideFromText,
  type SlideLine,
  type SlideRole,
  type SlideVisual,
} from '..'

/** A slide as a test writes it: its text, or its typed lines (the title line is added), and what else it needs. */
export interface TestSlide {
  title: string
  text?: string
  lines?: SlideLine[]
  notes?: string
  hidden?: boolean
  role?: SlideRole
  visuals?: SlideVisual[]
}

/**
 * A Document for the tests of the summariser and the deck checks, numbered from 1. A slide given typed lines gets its title as its
 * first line and its text as the join of the others, as ingest writes them.
 */
export function documentOf(
  slides: TestSlide[],
  { language = 'en', format = 'pptx' }: { language?: Language; format?: Document['format'] } = {},
): Document {
  return {
    version: DOCUMENT_VERSION,
    sections: [],
    format,
    pageCount: slides.length,
    language,
    warnings: [],
    slides: slides.map((slide, index) =>
      slideFromText({
        number: index + 1,
        title: slide.title,
        text: slide.text ?? (slide.lines ?? []).map((line) => line.text).join('\n'),
        notes: slide.notes ?? '',
        hidden: slide.hidden ?? false,
        ...(slide.lines ? { lines: [{ kind: 'title' as const, text: slide.title }, ...slide.lines] } : {}),
        ...(slide.role ? { role: slide.role } : {}),
        ...(slide.visuals ? { visuals: slide.visuals } : {}),
      }),
    ),
  }
}

/** Typed lines as ingest writes them, for a test's slides. */
export const paragraph = (text: string): SlideLine => ({ kind: 'paragraph', text })
export const bullet = (text: string): SlideLine => ({ kind: 'bullet', text, level: 0 })
/** Lines in the text box `box`, as ingest numbers the boxes of a slide it laid out. */
export const boxedParagraph = (box: number, text: string): SlideLine => ({ kind: 'paragraph', text, box })
export const boxedBullet = (box: number, text: string, level = 0): SlideLine => ({
  kind: 'bullet',
  text,
  level,
  box,
})
export const stat = (label: string, value: string): SlideLine => ({
  kind: 'stat',
  text: `${label}: ${value}`,
  label,
  value,
})
/** A slide's text of first-level bullets. */
export const bulletLines = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n')
