import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'

// A footnote's marker before its text: asterisks, a superscript figure, a dagger ("* Codified in OMB Memorandum
// 04-04", "** Codified in NIST SP 800-63", "¹ Schätzung").
const MARKER = /^\s*(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[†‡§]{1,2})\s*\p{L}/u

interface SlideLine {
  text: string
  table?: 'header' | 'row' | undefined
}

/**
 * A slide's footnotes: a line opening with a footnote's marker, and a note under the slide's table ("Note: TOC
 * meetings shall require a quorum…", "Hinweis: …", the deck-words' `footnoteLabel`). A footnote qualifies a
 * line or a cell above it: its slide entry keeps it, but alone it is no takeaway (issue 24, READER.md b).
 */
export function findFootnotes<Line extends SlideLine>(lines: readonly Line[], language: Language): Set<Line> {
  const marked = lines.filter((line) => MARKER.test(line.text))
  // Where half the lines or more open with "*", it is the slide's bullet glyph, not a footnote's marker.
  const footnotes = new Set(marked.length * 2 < lines.length ? marked : [])
  const label = LANGUAGE_CUES[language].footnoteLabel
  let afterTable = false
  for (const line of lines) {
    if (line.table !== undefined) afterTable = true
    else if (afterTable && label.test(line.text)) footnotes.add(line)
  }
  return footnotes
}
