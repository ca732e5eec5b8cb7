import type { Language } from '../../shared'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A list's own numbering ("3. La méthode rationnelle") is the layout's, not part of the item.
const ITEM_NUMBER = /^\s*\d{1,2}[.)]\s+/u

/**
 * What each agenda slide's entry says (issue 24, item 1: agenda slides get a few words). The first agenda
 * lists its items in brief, once. A deck that shows its agenda again before each section (a long talk shows
 * one ten times) says on each repeat which section it opens, not the same list again.
 */
export function readAgendaSections(
  units: SummaryUnit[],
  passages: Passage[],
  language: Language,
): Map<number, string> {
  const agendaUnits = new Map<number, string[]>()
  for (const passage of passages)
    if (passage.isAgenda && !passage.fromNotes && !agendaUnits.has(passage.unit))
      agendaUnits.set(passage.unit, agendaItems(units[passage.unit]!, passage))
  const entries = new Map<number, string>()
  const seen = new Map<string, number[]>()
  for (const [unit, items] of [...agendaUnits].sort((a, b) => a[0] - b[0])) {
    const key = items.map((item) => item.toLowerCase()).join('\n')
    const runs = seen.get(key)
    if (runs) runs.push(unit)
    else seen.set(key, [unit])
  }
  for (const occurrences of seen.values()) {
    const items = agendaUnits.get(occurrences[0]!)!
    entries.set(occurrences[0]!, items.join('; '))
    if (occurrences.length < 2) continue
    const next = [...agendaUnits.keys()].sort((a, b) => a - b)
    const spans = occurrences.map((unit) => {
      const end = next.find((other) => other > unit) ?? units.length
      return units.slice(unit + 1, end).map((later) => later.title)
    })
    const opened = assignSections(items, spans, language)
    occurrences.forEach((unit, index) => {
      const item = opened[index]
      if (index > 0 && item !== undefined)
        entries.set(
          unit,
          withSectionTitles(
            DECK_WORDS[language].phrases.section.replace('{item}', items[item]!),
            spans[index]!,
            [items[item]!, units[unit]!.title],
          ),
        )
    })
  }
  return entries
}

// A section's slides named in its agenda's entry, at most: the entry says what the section holds in a few words.
const MAX_SECTION_TITLES = 4

/**
 * "Next: How the list was built" alone is a line of the agenda, not what the section holds (issue 24, reader
 * r-m1 counted ten such entries as stubs): the titles of the slides it opens follow, each once, the agenda's own
 * words and the slide's title left out.
 */
function withSectionTitles(entry: string, titles: string[], said: string[]): string {
  const known = new Set(said.map((text) => text.trim().toLowerCase()))
  const shown = [
    ...new Set(
      titles
        .map((title) => title.trim().replace(/[\s:;,]+$/u, ''))
        // A title's figure ("V2", "A01:2025") would stand in the entry without its slide's label.
        .filter((title) => title !== '' && !/\d/u.test(title) && !known.has(title.toLowerCase())),
    ),
  ]
  if (shown.length === 0) return entry
  // No closing ellipsis: an entry ending in "…" reads as cut off.
  return `${entry} — ${shown.slice(0, MAX_SECTION_TITLES).join('; ')}`
}

/** An agenda's items: the slide's typed agenda lines, else the items its passage names. */
function agendaItems(unit: SummaryUnit, passage: Passage): string[] {
  const typed = (unit.lines ?? []).filter((line) => line.kind === 'agenda').map((line) => line.text)
  const items = typed.length > 0 ? typed : passage.brief.split('; ')
  return items.map((item) => item.replace(ITEM_NUMBER, '').trim()).filter((item) => item !== '')
}

/**
 * Which item each showing of the agenda opens: items in order (a deck walks its agenda forwards), each showing
 * the item whose words the titles up to the next showing share most. Dynamic programming over the strictly
 * increasing assignments; undefined for every showing when there are more showings than items.
 */
function assignSections(items: string[], spans: string[][], language: Language): (number | undefined)[] {
  const m = spans.length
  const n = items.length
  if (m > n) return spans.map(() => undefined)
  const itemTokens = items.map((item) => new Set(tokenize(item, language)))
  const overlap = spans.map((titles) => {
    const tokens = new Set(titles.flatMap((title) => tokenize(title, language)))
    return itemTokens.map((words) => [...words].filter((word) => tokens.has(word)).length)
  })
  // best[i][j]: the most overlap for showings i.. with items j.. still free.
  const best = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0))
  for (let i = m - 1; i >= 0; i -= 1) {
    for (let j = n; j >= 0; j -= 1) {
      const left = n - j
      if (left < m - i) best[i]![j] = Number.NEGATIVE_INFINITY
      else {
        const take = overlap[i]![j]! + best[i + 1]![j + 1]!
        const skip = j + 1 <= n && n - (j + 1) >= m - i ? best[i]![j + 1]! : Number.NEGATIVE_INFINITY
        best[i]![j] = Math.max(take, skip)
      }
    }
  }
  const chosen: number[] = []
  let j = 0
  for (let i = 0; i < m; i += 1) {
    // Take the earliest item that keeps the best total: a showing without shared words opens the next item.
    while (n - (j + 1) >= m - i && best[i]![j + 1]! > overlap[i]![j]! + best[i + 1]![j + 1]!) j += 1
    chosen.push(j)
    j += 1
  }
  return chosen
}
