import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'
import { hasMeasure } from './statements'
import { underRestrictingLeadIn } from './under-restricting-lead-in'

// A row label's first word this long names the row a line under the table qualifies ("Marketing incluye …").
const MIN_LABEL_WORD = 3

/**
 * Lines that say something only beside their slide, so a takeaway built from one leaves its reader without
 * what it qualifies (decision 133, readers r-q2 and r-q3):
 * - a line that points back at what it does not say ("On average 71% of admitted freshmen fell into this
 *   category."): the category is the chart's, and the summary never names it (`pointsBack`, every language);
 * - a table's footnote: a line under the table that opens with a row's label ("Marketing incluye 22 k€ …" under
 *   "Marketing y otros"), which qualifies that row's cell, not the deck's case;
 * - a chart's readout of its top and bottom points ("Totalentreprise høyest med 11,5 og Inventar og IKT lavest
 *   med -0,5") when its slide states a figure in words: that statement says what the chart shows.
 * - an item of a list whose lead-in negates or restricts it ("… müssen nicht berücksichtigt werden:"; decision
 *   205): alone it says the opposite of its slide.
 * The rules read the slide's structure, and the back reference is each language's data.
 */
export function leansOnItsSlide(lines: OverallLines): (index: number) => boolean {
  const { passages, readable, language } = lines
  const { pointsBack } = DECK_WORDS[language].entries
  const restricted = underRestrictingLeadIn(passages, language)
  // Per slide: the first words of its table rows' labels, where its last row stands, and whether one of its own
  // lines (not a row, not a chart point, not the notes) states a figure.
  const rowWords = new Map<number, Set<string>>()
  const lastRow = new Map<number, number>()
  const statesFigure = new Set<number>()
  passages.forEach((passage, index) => {
    if (passage.fromNotes) return
    if (passage.table === 'row') {
      const word = firstWord(passage.brief.split(' — ')[0]!)
      if (word.length >= MIN_LABEL_WORD) {
        rowWords.set(passage.unit, (rowWords.get(passage.unit) ?? new Set()).add(word))
      }
      lastRow.set(passage.unit, index)
    } else if (passage.kind !== 'chart' && passage.table === undefined && hasMeasure(passage.brief)) {
      statesFigure.add(passage.unit)
    }
  })
  return (index) => {
    const passage = passages[index]!
    if (pointsBack(readable(index)) || restricted(index)) return true
    if (passage.fromNotes) return false
    const footnote =
      passage.table === undefined &&
      passage.kind !== 'chart' &&
      index > (lastRow.get(passage.unit) ?? Infinity) &&
      (rowWords.get(passage.unit)?.has(firstWord(passage.brief)) ?? false)
    const readout = passage.kind === 'chart' && passage.chart !== undefined && statesFigure.has(passage.unit)
    return footnote || readout
  }
}

function firstWord(text: string): string {
  return (/\p{L}[\p{L}\p{N}-]*/u.exec(text)?.[0] ?? '').toLowerCase()
}
