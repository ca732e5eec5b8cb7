import type { ReactNode } from 'react'

// "(slide 5)", "(slide 5, speaker notes)", "(slides 4, 6)": the marks every answer line ends with.
const SLIDE_MARK = /\((slides?) ([\d, and&–-]+?)((?:, speaker notes)?)\)/g

function slidesIn(list: string): number[] {
  return [...list.matchAll(/\d+/g)].map((match) => Number(match[0]))
}

/**
 * One answer, a statement a line, its slide marks made chips that jump to the slide's card (plain
 * fragment links: the browser scrolls, moves focus, and the card's :target style shows it). Text is
 * rendered by React, so nothing in a question or an answer is ever markup.
 */
export function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-1.5 text-sm text-slate-800">
      {text.split('\n').map((line, i) => (
        <p key={i} className="break-words">
          {renderLine(line)}
        </p>
      ))}
    </div>
  )
}

function renderLine(line: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of line.matchAll(SLIDE_MARK)) {
    parts.push(line.slice(last, match.index))
    const notes = match[3] ? ' notes' : ''
    for (const slide of slidesIn(match[2]!)) {
      parts.push(
        <a
          key={`${match.index}-${slide}`}
          href={`#slide-${slide}`}
          aria-label={`Slide ${slide}${notes ? ', speaker notes' : ''}`}
          className="mx-0.5 inline-flex items-center rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700 tabular-nums hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Slide {slide}
          {notes}
        </a>,
      )
    }
    last = match.index + match[0].length
  }
  parts.push(line.slice(last))
  return parts
}
