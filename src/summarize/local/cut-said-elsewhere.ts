import type { OverallSummary, SummarySources } from '../../shared'
import { isSaidBy } from './restated-items'
import { measuresOf } from './statements'

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * Repetition across the overall summary's lists (issue 24, reader criterion b): a takeaway past the point, or an
 * insight, that says again what an action says, or a takeaway what an insight relates, loses what it repeats.
 * The ask stays an action and the relation an insight: they are the fitting list for it. A part said there goes
 * from the item ("Budget freigeben (1,6 Mio. €) — Verantwortlich: Dr. Jana Wöllmer, CEO; Termin: 23. Oktober
 * 2026. Ohne die Teams …" -> "Budget freigeben (1,6 Mio. €). Ohne die Teams …"); an item said there whole goes (an insight with its question). The point is the deck's case as its reader reads
 * it first, ask and all: it stays whole. Works in place; true when something went.
 */
export function cutSaidElsewhere(overall: Overall): boolean {
  const { overallSummary: items, sources } = overall
  let cut = false
  const cutFrom = (list: string[], from: number, sayers: () => string[], remove: (at: number) => void) => {
    for (let at = list.length - 1; at >= from; at -= 1) {
      const others = sayers().filter((other) => other !== list[at])
      const pieces = list[at]!.split(JOINER)
      // A cell without a figure (an owner, a date) is said again only beside the ask it belongs to: the item's
      // subject said by the same action ("Tett bygg — Prognose: november 2026" reads the date against its plan).
      const saidBy = (part: string) =>
        others.some(
          (other) => isSaidBy(part, other) && (measuresOf(part).size > 0 || isSaidBy(pieces[0]!, other)),
        )
      // Parts at even indices, the joiners between them at odd ones; the first part holds the item's subject.
      for (let part = pieces.length - 1; part >= 2; part -= 2) {
        // A figure joined to what it is read against ("£186,000 …; we held no spare — Approve £38,000 …") is a
        // relation, the reader's comparison, though the action states its half too: only a cell goes there.
        const relates = pieces[part - 1] === RELATION_JOINER && measuresOf(pieces[part]!).size > 0
        if (relates || !saidBy(pieces[part]!)) continue
        pieces.splice(part - 1, 2)
        cut = true
      }
      list[at] = pieces.join('')
      if (others.some((other) => isSaidBy(list[at]!, other))) {
        remove(at)
        cut = true
      }
    }
  }
  // A takeaway an insight states word for word, figure against figure ("Readmissions: … 11.8% …, compared with
  // 14.9% in a matched comparison group"), is one item twice: the insight, asked about, is its fitting list.
  for (let at = items.keyTakeaways.length - 1; at >= 1; at -= 1) {
    const text = items.keyTakeaways[at]!
    if (!items.strategicInsights.includes(text) || measuresOf(text).size < 2) continue
    items.keyTakeaways.splice(at, 1)
    sources.keyTakeaways.splice(at, 1)
    cut = true
  }
  cutFrom(
    items.keyTakeaways,
    1,
    // A row of labels filed as an insight is no better phrasing of a takeaway: only a relation is (decision 092).
    () => [
      ...items.actionItems,
      ...items.strategicInsights.filter((insight) => insight.includes(RELATION_JOINER)),
    ],
    (at) => {
      items.keyTakeaways.splice(at, 1)
      sources.keyTakeaways.splice(at, 1)
    },
  )
  cutFrom(
    items.strategicInsights,
    0,
    () => items.actionItems,
    (at) => {
      items.strategicInsights.splice(at, 1)
      sources.strategicInsights.splice(at, 1)
      if (at < items.keyQuestions.length) {
        items.keyQuestions.splice(at, 1)
        sources.keyQuestions.splice(at, 1)
      }
    },
  )
  return cut
}

// How the summary joins an item's parts: statements ("; "), stat cards (" · "), a figure to its cause (" — ") and
// a sentence to the next after a word or a year (not a German day, "23. Oktober"), captured so that the item is
// joined back as it was.
const RELATION_JOINER = ' — '
const JOINER = /(; | · | — |(?<=\p{Ll}{2}|\d{4})\. (?=\p{Lu}))/u
