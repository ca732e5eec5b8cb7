import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { lowerFirst } from '../text/first-letter'

// A list's heading: a label of a few words ("Baselines", "Leakages"), and the line after it on its slide is one
// of its items, a level deeper. A longer line over sub-points states something itself (a contribution).
const MAX_HEADING_WORDS = 3
// The later headings of a list that opens on a short one may be longer, a label still.
const MAX_HEADED_WORDS = 6
// "Heading: first item; second item".
const HEADED = /^([^:;]{2,60}):\s+([^;]+)/u

export function isHeading(passages: Passage[], index: number): boolean {
  const passage = passages[index]!
  const next = passages[index + 1]
  return (
    passage.level !== undefined &&
    passage.brief.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    next !== undefined &&
    next.unit === passage.unit &&
    !next.fromNotes &&
    (next.level ?? 0) > passage.level
  )
}

/**
 * A conclusion written as headings over their items ("Baselines" / "Carry out pilot tests…", "Leakages" /
 * "Captive fleet with fixed mobility", …) concludes on every heading, not on the first one's item alone (issue 24,
 * reader r-n2: the bus-fleet deck's lessons read as "Carry out pilot tests" only): each heading with its first
 * item, "Baselines: Carry out pilot tests…; Leakages: Captive fleet…", as far as one item holds. Undefined when
 * the slide does not open on such a heading or has fewer than two.
 */
export function stateHeadedItems(
  passages: Passage[],
  lines: number[],
  maxLength: number,
  language: Language,
): { text: string; indices: number[] } | undefined {
  if (lines.length === 0 || !isHeading(passages, lines[0]!)) return undefined
  const level = passages[lines[0]!]!.level
  const parts: string[] = []
  const indices: number[] = []
  let length = 0
  const add = (part: string, used: number[]) => {
    if (length + part.length + 2 > maxLength) return false
    parts.push(part)
    indices.push(...used)
    length += part.length + 2
    return true
  }
  for (const [at, index] of lines.entries()) {
    const passage = passages[index]!
    const item = lines[at + 1]
    if (passage.level !== level) continue
    const brief = passage.brief.trim()
    const hasItem =
      item !== undefined &&
      passages[item]!.unit === passage.unit &&
      (passages[item]!.level ?? 0) > (level ?? 0)
    // A heading already read with its items ("Monitoring and verification costs: Data already monitored …;
    // Preexisting statutory auditing: CAG") is said with its first.
    const joined = HEADED.exec(brief)
    if (!hasItem && joined === null) continue
    // Each line at the first heading's level over deeper lines is a heading too, whatever its length up to a label's.
    const heading = hasItem ? brief : joined![1]!
    if (heading.split(/\s+/u).length > MAX_HEADED_WORDS) return undefined
    const first = hasItem ? passages[item]!.brief.trim() : joined![2]!
    // An item the next one turns ("Comprehensive I&C regime proposed in India" / "But no maintenance guidelines")
    // says the opposite alone (reader r-o2): the contrast goes with it.
    const turn = hasItem ? contrastAfter(passages, lines[at + 2], passages[item]!, language) : undefined
    const said =
      turn === undefined
        ? first
        : `${first.replace(/[.;,]$/u, '')}, ${lowerFirst(passages[turn]!.brief.trim())}`
    const part = `${heading.replace(/[:.;]$/u, '')}: ${said.replace(/[.;]$/u, '')}`
    if (!add(part, hasItem ? [index, item, ...(turn === undefined ? [] : [turn])] : [index])) break
  }
  return parts.length < 2 ? undefined : { text: parts.join('; '), indices }
}

// The line after an item, at its level on its slide, when it opens on a contrast ("But", "Mais", "Aber").
function contrastAfter(
  passages: Passage[],
  next: number | undefined,
  item: Passage,
  language: Language,
): number | undefined {
  const passage = next === undefined ? undefined : passages[next]
  if (passage === undefined || passage.unit !== item.unit || passage.level !== item.level) return undefined
  return DECK_WORDS[language].entries.opensContrast(passage.brief) ? next : undefined
}
