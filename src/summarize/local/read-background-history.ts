import type { Passage } from './collect-passages'

// A slide with this many lines labelled by a year is a timeline ("1991: First mass emission norms", "1995: …").
const MIN_TIMELINE_ENTRIES = 3
// A line labelled by a year, alone or under its heading ("New vehicles — 1996: Further tightening of norms").
const YEAR_LABEL = /(?:^|\s[—–]\s)((?:1[89]|20)\d\d)\s*:\s*\S/u
// A deck going past a timeline on this many other slides is about a later time ("Reference years: 2005 & 2015",
// "Year 2019"); one later year ("net zero by 2040") does not make a roadmap's milestones history.
const LATER_SLIDES = 2
const YEAR = /(?<![\p{N}.,])((?:1[89]|20)\d\d)(?![\p{N}.,])/gu

/**
 * The lines of a background timeline: a slide's run of year-labelled lines (three or more) that all lie before a
 * year the deck states on two other slides (its projections, its reference years, its targets). They tell how things came
 * to be; the deck's point is in its later years, and a one-minute reader takes the assumptions and milestones,
 * not the history (issue 24: "1996: Further tightening of norms" took a takeaway from the project's 5 %). A
 * roadmap's dated milestones are the deck's latest years and stay headline lines. No words are read, so it is
 * the same in every language.
 */
export function readBackgroundHistory(passages: readonly Passage[]): Set<number> {
  const entries = new Map<number, { index: number; year: number }[]>()
  passages.forEach((passage, index) => {
    if (passage.fromNotes) return
    const year = YEAR_LABEL.exec(passage.brief)?.[1]
    if (year === undefined) return
    const list = entries.get(passage.unit) ?? []
    list.push({ index, year: Number(year) })
    entries.set(passage.unit, list)
  })
  const timelines = [...entries].filter(([, list]) => list.length >= MIN_TIMELINE_ENTRIES)
  if (timelines.length === 0) return new Set()
  // The latest year each slide states, read once: a timeline is history when another slide goes past it.
  const latestOf = new Map<number, number>()
  for (const passage of passages)
    for (const match of passage.brief.matchAll(YEAR))
      latestOf.set(passage.unit, Math.max(latestOf.get(passage.unit) ?? 0, Number(match[1])))
  const history = new Set<number>()
  for (const [unit, list] of timelines) {
    const last = Math.max(...list.map((entry) => entry.year))
    const later = [...latestOf].filter(([other, year]) => other !== unit && year > last).length
    if (later >= LATER_SLIDES) for (const entry of list) history.add(entry.index)
  }
  return history
}
