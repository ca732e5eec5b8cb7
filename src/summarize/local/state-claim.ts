import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { LABEL_VALUE, MAX_STATS, STAT_JOINER } from './read-overall-lines'
import { isWholeStatement } from './statements'

/** A claim the deck makes in its own words, with the lines it is made of. */
export interface StatedClaim {
  text: string
  slides: number[]
  indices: number[]
  /** The headline figures stated with it ("Output: 2,318 t (94.6% of plan)"), not to be stated again beside it. */
  figure?: string
}

// The slides whose stat cards are the deck's headline figures.
const RESULT_ROLES = new Set<DeckRole>(['traction', 'plan-vs-actual', 'financials', 'findings'])
// A claim says something about the figures: a few words at least ("Mejor trimestre desde … 2019").
const MIN_CLAIM_WORDS = 4
const MAX_CLAIM = 180
const MAX_CLAIM_WITH_FIGURES = 280
// A heading that is a claim is short: past this it is a paragraph.
const MAX_TITLE_WORDS = 10

/**
 * The claim of the deck's headline results: on its first results slide with stat cards, the sentence the
 * author wrote beside them ("Lowest monthly output since February, driven by two burner failures on Oven 3";
 * "Mejor trimestre desde la apertura del primer centro en 2019"), stated with the first stat cards, so that
 * the figures keep their comparison (actual against plan) in the same sentence. Undefined when that slide has
 * no such sentence: a strip of figures alone is no point.
 */
export function stateResultsClaim(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedClaim | undefined {
  for (const [unit, role] of roles.entries()) {
    if (!RESULT_ROLES.has(role) || units[unit]!.hidden) continue
    const onSlide = passages.flatMap((passage, index) =>
      passage.unit === unit && !passage.fromNotes && isUsable(index) ? [index] : [],
    )
    const stats = onSlide.find((index) => passages[index]!.kind === 'stat')
    if (stats === undefined) continue
    const claim = onSlide.find((index) => isClaimLine(passages[index]!, language))
    if (claim === undefined) return undefined
    const claimText = passages[claim]!.brief.trim().replace(/[.;:]$/u, '')
    const cards = passages[stats]!.brief.split(STAT_JOINER).slice(0, MAX_STATS)
    while (cards.length > 1 && claimText.length + cards.join(STAT_JOINER).length + 3 > MAX_CLAIM_WITH_FIGURES)
      cards.pop()
    const figure = cards.join(STAT_JOINER)
    return {
      text: `${claimText} — ${figure}`,
      slides: units[unit]!.pages,
      indices: [claim, stats],
      figure,
    }
  }
  return undefined
}

// A sentence of the author's, not a figure with its label: "Lowest monthly output since February, …".
function isClaimLine(passage: Passage, language: Language): boolean {
  const words = passage.brief.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length
  return (
    passage.kind === 'text' &&
    passage.table === undefined &&
    passage.chart === undefined &&
    !passage.isQuestion &&
    !passage.isAction &&
    words >= MIN_CLAIM_WORDS &&
    passage.brief.length <= MAX_CLAIM &&
    !LABEL_VALUE.test(passage.brief) &&
    isWholeStatement(passage.brief, language)
  )
}

/**
 * A deck that states no point in a summary, an ask or on its cover often states it as a heading: a slide's
 * title, or the first line of an untitled slide, that makes a claim ("Excellence with Equity is Possible!").
 * A heading makes a claim when it holds a form of be, have or will (the language's copula words); of those,
 * the one that shares most words with the cover (what the talk is about) is the deck's point.
 */
export function stateTitleClaim(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): StatedClaim | undefined {
  const cues = LANGUAGE_CUES[language]
  const coverAt = roles.indexOf('cover') >= 0 ? roles.indexOf('cover') : 0
  const cover = units[coverAt]
  if (cover === undefined) return undefined
  const coverWords = new Set(tokenize(`${cover.title}\n${cover.text}`, language))
  let best: { text: string; unit: number; shared: number } | undefined
  for (const [at, unit] of units.entries()) {
    if (at === coverAt || unit.hidden || roles[at] === 'agenda' || roles[at] === 'closing') continue
    // "GOTO CHICAGO IS NEXT WEEK!!" under "Announcements" is about the meeting, not the talk's subject.
    if (cues.housekeeping.test(`${unit.title}\n${unit.text}`)) continue
    const heading = unit.title.trim() || firstLine(unit)
    const words = heading.split(/\s+/u).filter((word) => /\p{L}/u.test(word))
    if (words.length < 3 || words.length > MAX_TITLE_WORDS || /\?$/u.test(heading)) continue
    if (!cues.copula.test(heading) || !isWholeStatement(heading, language)) continue
    const shared = tokenize(heading, language).filter((word) => coverWords.has(word)).length
    if (shared > 0 && (best === undefined || shared > best.shared)) best = { text: heading, unit: at, shared }
  }
  return best === undefined ? undefined : { text: best.text, slides: units[best.unit]!.pages, indices: [] }
}

function firstLine(unit: SummaryUnit): string {
  const line = unit.lines?.find((entry) => entry.kind !== 'title')
  return (line?.text ?? unit.text.split('\n')[0] ?? '').trim()
}
