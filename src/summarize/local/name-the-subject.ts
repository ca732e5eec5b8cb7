import type { Language, OverallSummary, SummarySources } from '../../shared'
import { tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'

// The opening and the close of a deck or document: a few units each side, a sixth of a long one.
const MIN_EDGE = 3
const EDGE_SHARE = 1 / 6
// Words are compared by their first letters, so that "network" and "networks", "fleet" and "fleets" meet.
const STEM = 6
// A title is a name, not a paragraph: past this it labels nothing.
const MAX_TITLE = 100

/**
 * The point names what the deck or document is about (decision 109): its subject is the words of its title that its
 * opening or its close uses again ("A Maintenance Program for a bus fleet": maintenance, fleet). When the first takeaway
 * has none of them ("Structure the project well!"), the title labels it ("A Maintenance Program for a bus fleet:
 * Structure the project well!"), its page added to the takeaway's sources: the deck's own words, nothing invented.
 */
export function nameTheSubject(
  summary: { overallSummary: OverallSummary; sources: SummarySources },
  title: string,
  titlePage: number,
  units: SummaryUnit[],
  language: Language,
): void {
  const label = title
    .replace(/\s+/gu, ' ')
    .replace(/[\s:;,.–—-]+$/u, '')
    .trim()
  const first = summary.overallSummary.keyTakeaways[0]
  if (first === undefined || label === '' || label.length > MAX_TITLE || first.startsWith(label)) return
  const subject = subjectWords(label, units, language)
  if (subject.size === 0) return
  if (tokenize(first, language).some((word) => subject.has(stem(word)))) return
  summary.overallSummary.keyTakeaways[0] = `${label}: ${first}`
  const sources = summary.sources.keyTakeaways[0] ?? []
  summary.sources.keyTakeaways[0] = [...new Set([titlePage, ...sources])].sort((a, b) => a - b)
}

/**
 * The title's words that its opening or its close uses again (a talk's close is often a slogan, a document's
 * opening its abstract), as `stem` cuts them: a point with any of them names the subject.
 */
export function subjectWords(title: string, units: SummaryUnit[], language: Language): Set<string> {
  const edge = Math.max(MIN_EDGE, Math.ceil(units.length * EDGE_SHARE))
  const stems = (part: SummaryUnit[]) =>
    new Set(part.flatMap((unit) => tokenize(`${unit.title}\n${unit.text}`, language).map(stem)))
  // The opening leaves out the title itself, which is always there.
  const opening = stems(
    units
      .slice(0, edge)
      .map((unit) => ({ ...unit, title: unit.title.replace(title, ''), text: unit.text.replace(title, '') })),
  )
  const closing = stems(units.slice(-edge))
  const words = [...new Set(tokenize(title, language).map(stem))]
  return new Set(words.filter((word) => opening.has(word) || closing.has(word)))
}

function stem(word: string): string {
  return word.slice(0, STEM)
}
