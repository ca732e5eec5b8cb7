import {
  type Document,
  DOCUMENT_VERSION,
  type Language,
  slideFromText,
  type SlideLine,
  type SlideRole,
} from '../../shared'

/** A slide as a test writes it: its title and typed lines (the title line is added). */
export interface TestSlide {
  title: string
  lines?: SlideLine[]
  role?: SlideRole
}

/**
 * A Document for the checks' tests, numbered from 1, its text the join of its lines as ingest writes it.
 * Like summarize's `documentOf`, which the import boundaries keep out of reach (modules only via index.ts).
 */
export function deckOf(
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
        text: (slide.lines ?? []).map((line) => line.text).join('\n'),
        lines: [{ kind: 'title', text: slide.title }, ...(slide.lines ?? [])],
        ...(slide.role ? { role: slide.role } : {}),
      }),
    ),
  }
}

export const stat = (label: string, value: string): SlideLine => ({
  kind: 'stat',
  label,
  value,
  text: `${label}: ${value}`,
})

export const bullet = (text: string): SlideLine => ({ kind: 'bullet', text, level: 0 })

/** A table's lines: its header row, then each row against the headers. */
export function table(headers: string[], rows: string[][]): SlideLine[] {
  const line = (cells: string[], isHeader?: boolean): SlideLine => ({
    kind: 'table-row',
    cells,
    headers,
    text: isHeader
      ? headers.join(' | ')
      : `${cells[0]} — ${cells
          .slice(1)
          .map((cell, i) => `${headers[i + 1]}: ${cell}`)
          .join('; ')}`,
    ...(isHeader ? { isHeader } : {}),
  })
  return [line(headers, true), ...rows.map((row) => line(row))]
}

export const point = (category: string, series: string, value: string): SlideLine => ({
  kind: 'chart-point',
  category,
  series,
  value,
  text: `${category} — ${series}: ${value}`,
})
