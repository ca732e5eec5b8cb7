import type { Document, Slide } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { setPlacedLabelsApart } from './read-drawn-labels'

interface Start {
  page: number
  /** Index in the page's lines where the section starts: 0 at the page's top. */
  line: number
  title: string
}

/**
 * The slide model's own sections as units: each from its start (a page's top, or the heading's line where a
 * heading set in the running text starts it mid-page) to the next section's start (a sub-section's lines belong
 * to it, not to its parent), every page's lines in order. A page shared by two sections gives each its own lines:
 * a section that took its whole first page carried the part before's last paragraphs under its heading
 * ("(d) Innovation" over Lehman's counterparties, reader r-p1 of the BoE speech). A chart's placed labels
 * (decision 107) are set apart per part, so that each part has its own.
 */
export function sectionUnits(document: Document): SummaryUnit[] {
  const ordered = sectionStarts(document)
  return ordered.flatMap((start, index): SummaryUnit[] => {
    const end = ordered[index + 1]
    const parts = document.slides.flatMap((slide): Slide[] => {
      if (slide.number < start.page || (end && slide.number > end.page)) return []
      const from = slide.number === start.page ? start.line : 0
      const to = end && slide.number === end.page ? end.line : slide.lines.length
      if (from === 0 && to === slide.lines.length) return [slide]
      if (to <= from) return []
      return [partOf(slide, from, to)]
    })
    const slides = parts
      .map(setPlacedLabelsApart)
      .filter((slide) => slide.lines.length > 0 || slide.text.trim() !== '')
    if (slides.length === 0) return []
    // Box numbers run per page: offset, so that two pages' boxes never read as one.
    let offset = 0
    const lines = slides.flatMap((slide, n) => {
      const kept = slide.lines
        .filter((line) => !(n === 0 && line.kind === 'title' && line.text === slide.title))
        .map((line) => ('box' in line && line.box !== undefined ? { ...line, box: line.box + offset } : line))
      offset += 1 + Math.max(-1, ...slide.lines.map((line) => ('box' in line ? (line.box ?? -1) : -1)))
      return kept
    })
    const labels = slides.flatMap((slide) => slide.drawnLabels ?? [])
    // The heading lines that name the section are its title, not its content ("Part 2: Improving Network Stability").
    const named = new Set(start.title.split('; ').map((title) => title.trim()))
    const content = (text: string) => !named.has(text.trim())
    return [
      {
        number: slides[0]!.number,
        title: start.title || slides[0]!.title,
        text: slides
          .map((slide, n) => (n === 0 ? slide.text : `${slide.title}\n${slide.text}`))
          .join('\n')
          .split('\n')
          .filter(content)
          .join('\n'),
        notes: slides.map((slide) => slide.notes).join('\n'),
        hidden: false,
        pages: slides.map((slide) => slide.number),
        lines: lines
          .filter((line) => content(line.text))
          .map((line): Slide['lines'][number] =>
            line.kind === 'title' ? { kind: 'paragraph', text: line.text } : line,
          ),
        role: 'content',
        ...(labels.length > 0 ? { drawnLabels: labels } : {}),
      },
    ]
  })
}

/**
 * Where each section starts, in reading order. Of two sections starting at one place, the deeper speaks for it;
 * text before the first section (a cover, a contents page) makes a unit of its own, so every page is summarised.
 */
function sectionStarts(document: Document): Start[] {
  const starts = new Map<string, Start>()
  const sorted = [...document.sections].sort((a, b) => a.firstSlide - b.firstSlide || a.level - b.level)
  for (const section of sorted) {
    const line = section.firstLine ?? 0
    starts.set(`${section.firstSlide}:${line}`, { page: section.firstSlide, line, title: section.title })
  }
  const first = document.slides[0]
  if (first && !starts.has(`${first.number}:0`))
    starts.set(`${first.number}:0`, { page: first.number, line: 0, title: first.title })
  return [...starts.values()].sort((a, b) => a.page - b.page || a.line - b.line)
}

/**
 * A page's lines `from`..`to` as a slide of their own. Its text is the matching lines of the page's text, which
 * holds one line per typed line but the page title; a page whose text does not match its lines one to one keeps
 * its whole text in the part that opens it.
 */
function partOf(slide: Slide, from: number, to: number): Slide {
  const lines = slide.lines.slice(from, to)
  const shown = (line: Slide['lines'][number]) =>
    !(line.kind === 'title' && !(line.level !== undefined && line.level > 1))
  const texts = slide.text === '' ? [] : slide.text.split('\n')
  const matches = texts.length === slide.lines.filter(shown).length
  const textFrom = slide.lines.slice(0, from).filter(shown).length
  const text = matches
    ? texts.slice(textFrom, textFrom + lines.filter(shown).length).join('\n')
    : from === 0
      ? slide.text
      : ''
  return { ...slide, title: from === 0 ? slide.title : '', lines, text }
}
