import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { LABEL_VALUE, MAX_STATS, STAT_JOINER } from './read-overall-lines'
import { isCaselessDeck, isWholeStatement } from './statements'
import { lowerFirst } from '../text/first-letter'

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
    const all = passages[stats]!.brief.split(STAT_JOINER)
    // The claim keeps the figures it is about ("Lowest monthly output…" with "Output: 2,318 t"), else the
    // first: a strip glued on after it reads as more of the claim (OTIF as what the burner failures caused).
    const about = all.filter((card) => cardIsAbout(card, claimText, language)).slice(0, MAX_STATS)
    const cards = about.length > 0 ? about : all.slice(0, 1)
    while (cards.length > 1 && claimText.length + cards.join(', ').length + 3 > MAX_CLAIM_WITH_FIGURES)
      cards.pop()
    const figure = cards.join(STAT_JOINER)
    return {
      text: `${claimText}: ${cards.map((card) => asClause(card, language)).join(', ')}`,
      slides: units[unit]!.pages,
      // The cards it leaves out are still a takeaway of their own (the point's figures taken out of them).
      indices: cards.length === all.length ? [claim, stats] : [claim],
      figure,
    }
  }
  return undefined
}

// A card is about the claim when its label shares a word with it (by its first five letters: "output",
// "Umsatz"/"Umsätze" differ only in their endings).
function cardIsAbout(card: string, claim: string, language: Language): boolean {
  const label = card.slice(0, Math.max(0, card.indexOf(':')))
  const stem = (word: string) => word.slice(0, 5)
  const claimed = new Set(
    tokenize(claim, language)
      .filter((word) => word.length >= 4)
      .map(stem),
  )
  return tokenize(label, language).some((word) => word.length >= 4 && claimed.has(stem(word)))
}

/**
 * A stat card as a clause of the claim's sentence: "Output: 2,318 t (94.6% of plan)" as "output 2,318 t (94.6%
 * of plan)". A label opening on a capital it keeps in German (nouns) and when it is an acronym ("OEE").
 */
export function asClause(card: string, language: Language): string {
  const clause = card.trim().replace(/^([^:]{1,60}?)\s*:\s+/u, '$1 ')
  return language === 'de' || /^\p{Lu}{2}/u.test(clause) ? clause : lowerFirst(clause)
}

// A period a title names: a year, a range of years or school years, a quarter ("2022–2025", "2026/27", "Q3 2025").
const PERIOD = /(?<![\p{L}\d])(?:Q[1-4]\s?)?(?:19|20)\d{2}(?:\s*[-–/]\s*(?:19|20)?\d{2})?(?![\p{L}\d])/u

// A title short enough to stand in brackets after a figure.
const MAX_PERIOD_TITLE = 40

/**
 * " (Resultados 2022–2025)" when the title names a period and the figure's text none, else "". The title
 * whole, not its years alone: the years stand on the slide with its words, and the label check reads them so.
 */
export function periodOf(title: string, figure: string): string {
  const trimmed = title.trim()
  return !PERIOD.test(trimmed) || PERIOD.test(figure) || trimmed.length > MAX_PERIOD_TITLE
    ? ''
    : ` (${trimmed})`
}

/**
 * The deck's result and the decision it asks for, as one sentence when both fit one item: a leadership team
 * reads the point to learn what happened and what it must decide today.
 */
export function withDecision(
  result: StatedClaim,
  ask: { text: string; slides: number[] },
  language: Language,
  maxLength: number,
): StatedClaim {
  const askText = ask.text.trim().replace(/[.;:]$/u, '')
  const text = DECK_WORDS[language].phrases.decision
    .replace('{result}', result.text.replace(/[.;:]$/u, ''))
    .replace('{ask}', language === 'de' ? askText : lowerFirst(askText))
  if (text.length > maxLength) return result
  return { ...result, text, slides: [...new Set([...result.slides, ...ask.slides])].sort((a, b) => a - b) }
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
  // Slides whose headings argue something else (a run of titles building to another claim): never this claim.
  except: ReadonlySet<number> = new Set(),
): StatedClaim | undefined {
  const cues = LANGUAGE_CUES[language]
  const coverAt = roles.indexOf('cover') >= 0 ? roles.indexOf('cover') : 0
  const cover = units[coverAt]
  if (cover === undefined) return undefined
  const coverWords = new Set(tokenize(`${cover.title}\n${cover.text}`, language))
  let best: { text: string; unit: number; shared: number } | undefined
  for (const [at, unit] of units.entries()) {
    if (at === coverAt || except.has(at) || unit.hidden || roles[at] === 'agenda' || roles[at] === 'closing')
      continue
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

// A thesis is a heading: a few words, a dozen at most.
const MIN_THESIS_WORDS = 3
const MAX_THESIS_WORDS = 12
// A divider's line under its title ("Sorry" / "There is No Silver Bullet") is a heading too.
const MAX_DIVIDER_TITLE_WORDS = 3

/** A heading that makes a claim, with the slide it heads. */
export interface ThesisClaim {
  text: string
  slides: number[]
  unit: number
}

/**
 * The thesis a talk states as a heading rather than in a summary: a slide title, or the one line of a divider,
 * that makes a claim ("verticalization will fail: standardization of interfaces is crucial", "There is No Silver
 * Bullet") and is no topic label ("Monitoring your server") nor a question. A heading makes a claim when it holds
 * a form of be, have or will or a modal of obligation; one that claims on both sides of its colon ("X will fail: Y is
 * crucial") states a thesis and its reason and is preferred, then the one nearest the start or the end of the
 * deck, where a talk states its thesis.
 */
export function stateThesisClaim(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
  // Only a claim no other heading matches: a deck whose headings all claim alike (a charter's articles, a
  // list of rules) has no one thesis, and picking one of them would be arbitrary (decision 082).
  alone = false,
): ThesisClaim | undefined {
  const cues = LANGUAGE_CUES[language]
  const caseless = isCaselessDeck(units)
  // Modals of obligation only: "may" is a month as often as a modal.
  const claims = (text: string) => cues.copula.test(text) || cues.obligation.test(text)
  let best: { claim: ThesisClaim; strength: number; fromEnd: number } | undefined
  const strengths: number[] = []
  for (const [at, unit] of units.entries()) {
    if (unit.hidden || ['cover', 'agenda', 'closing'].includes(roles[at] ?? 'content')) continue
    if (cues.housekeeping.test(`${unit.title}\n${unit.text}`)) continue
    // A title repeated on the slides around it is an animation's build, not a divider ("Round to Nearest").
    const repeated = [units[at - 1], units[at + 1]].some((other) => other?.title.trim() === unit.title.trim())
    for (const heading of headingsOf(unit, !repeated)) {
      const words = heading.split(/\s+/u).filter((word) => /\p{L}/u.test(word))
      if (words.length < MIN_THESIS_WORDS || words.length > MAX_THESIS_WORDS) continue
      if (/\?$/u.test(heading) || cues.questionOpener.test(heading) || !claims(heading)) continue
      if (!isWholeStatement(heading, language, caseless)) continue
      const [before, after] = heading.split(/:\s+/u)
      const strength = after !== undefined && claims(before!) && claims(after) ? 2 : 1
      const fromEnd = Math.min(at, units.length - 1 - at)
      strengths.push(strength)
      if (
        best === undefined ||
        strength > best.strength ||
        (strength === best.strength && fromEnd < best.fromEnd)
      )
        best = { claim: { text: heading, slides: unit.pages, unit: at }, strength, fromEnd }
    }
  }
  if (alone && strengths.filter((strength) => strength === best?.strength).length > 1) return undefined
  return best?.claim
}

function headingsOf(unit: SummaryUnit, mayDivide: boolean): string[] {
  const title = unit.title.trim()
  const body = (
    unit.lines?.filter((entry) => entry.kind !== 'title').map((entry) => entry.text) ?? unit.text.split('\n')
  )
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== title)
  // A line with a figure under a short title reports something ("Safety" / "One incident on 14 October").
  const isDivider =
    mayDivide &&
    body.length === 1 &&
    title.split(/\s+/u).length <= MAX_DIVIDER_TITLE_WORDS &&
    !/\d/u.test(body[0]!)
  return [...(title === '' ? [] : [title]), ...(isDivider ? [body[0]!] : [])]
}

function firstLine(unit: SummaryUnit): string {
  const line = unit.lines?.find((entry) => entry.kind !== 'title')
  return (line?.text ?? unit.text.split('\n')[0] ?? '').trim()
}
