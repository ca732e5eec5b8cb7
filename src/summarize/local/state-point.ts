import type { DeckRole, Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { furnitureKind } from '../text/is-furniture'
import { hasMeasure, hasTimeLimit, isWholeStatement } from './statements'

/** The deck's point as the first takeaway states it, with the lines it is made of. */
export interface StatedPoint {
  text: string
  slides: number[]
  /** The passages it states: they are not stated again as takeaways. */
  indices: number[]
  /** The headline figure it states with its label, not to be stated again beside it ("ARR: $3.4M"). */
  figure?: string
}

// Where a deck states its point, in the reader's order (issue 24, item 2): its summary, its recommendation,
// its ask, its conclusion. A cover's claim is the last resort.
const POINT_ROLES: DeckRole[] = ['executive-summary', 'recommendation', 'ask', 'conclusion']
// What the headline figure is taken from: the slides that report results.
const RESULT_ROLES = new Set<DeckRole>(['traction', 'plan-vs-actual', 'financials', 'findings', 'content'])
// A point line with its headline figure stays one readable statement.
const MAX_POINT = 280
const MIN_CLAIM_WORDS = 6
const MAX_LEAD_LINES = 3
const MAX_LEAD_LINE = 140
const NUMBERED = /^\s*\d{1,2}[.)]\s/u

/**
 * The deck's point, stated first: the first line of its executive summary, recommendation, ask or conclusion
 * (in that order), else its cover's claim. An ask or a claim without a figure of its own is stated with the
 * deck's headline figure, since an ask is read against what it rests on ("Raising an $18M Series A — Annual
 * recurring revenue: $3.4M"). Undefined when the deck states no point: its figures then lead as before.
 *
 * `isUsable` says which passages may be an overall item at all (furniture, frames and debris are not).
 */
export function statePoint(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedPoint | undefined {
  const lineOf = (role: DeckRole): number | undefined => {
    const unit = roles.indexOf(role)
    if (unit < 0 || units[unit]!.hidden) return undefined
    const lines = passages.flatMap((passage, index) =>
      passage.unit === unit &&
      !passage.fromNotes &&
      !passage.isQuestion &&
      !passage.isAgenda &&
      passage.table === undefined &&
      passage.kind !== 'caption' &&
      passage.kind !== 'chart' &&
      isUsable(index)
        ? [index]
        : [],
    )
    // An ask leads with its amount when it has one ("Raising an $18M Series A"), not with its context.
    if (role === 'ask') return lines.find((index) => hasMeasure(passages[index]!.brief)) ?? lines[0]
    return lines[0]
  }
  let role: DeckRole | undefined
  let line: number | undefined
  for (const candidate of POINT_ROLES) {
    line = lineOf(candidate)
    if (line !== undefined) {
      role = candidate
      break
    }
  }
  let text: string
  let lead: number[] = []
  let slides: number[]
  if (line === undefined || role === undefined) {
    const cover = roles.indexOf('cover')
    const claim = cover < 0 ? undefined : coverClaim(units[cover]!, language)
    if (claim === undefined) return undefined
    role = 'cover'
    text = claim
    slides = units[cover]!.pages
  } else {
    // A summary's or conclusion's lead is often split over its first bullets ("Q2 net revenue £6.8M…",
    // "Cinderfall moves to March 2027"): its first lines read as one statement, as far as one item holds.
    lead = role === 'executive-summary' || role === 'conclusion' ? leadOf(passages, line, isUsable) : [line]
    text =
      lead.length === 1
        ? passages[line]!.brief.trim()
        : lead.map((index) => passages[index]!.brief.trim().replace(/[.;:]$/u, '')).join('; ')
    slides = units[passages[line]!.unit]!.pages
  }
  const needsFigure = role === 'ask' || role === 'cover' || !hasMeasure(text)
  const figure = needsFigure ? headline(passages, roles, line) : undefined
  const figureText = figure === undefined ? undefined : headlineText(passages[figure]!)
  if (figure === undefined || figureText === undefined || text.includes(figureText)) {
    return { text, slides, indices: lead }
  }
  const joined = `${text.replace(/[.;:]$/u, '')} — ${figureText}`
  if (joined.length > MAX_POINT) return { text, slides, indices: lead }
  const all = [...new Set([...slides, ...units[passages[figure]!.unit]!.pages])]
  return { text: joined, slides: all.sort((a, b) => a - b), indices: lead, figure: figureText }
}

// The first line of a summary and the lines after it on its slide, while they fit one item.
function leadOf(passages: Passage[], first: number, isUsable: (index: number) => boolean): number[] {
  const lead = [first]
  if (NUMBERED.test(passages[first]!.brief) || passages[first]!.brief.length > MAX_LEAD_LINE) return lead
  let length = passages[first]!.brief.length
  for (let at = first + 1; at < passages.length && lead.length < MAX_LEAD_LINES; at += 1) {
    const passage = passages[at]!
    if (passage.unit !== passages[first]!.unit || passage.fromNotes) break
    if (!isUsable(at) || passage.table !== undefined || passage.isQuestion) continue
    // A numbered list is a list of findings, each one idea; a long line is a statement of its own.
    if (NUMBERED.test(passage.brief) || passage.brief.length > MAX_LEAD_LINE) break
    if (length + passage.brief.length + 2 > MAX_POINT) break
    lead.push(at)
    length += passage.brief.length + 2
  }
  return lead
}

// A cover's subtitle when it makes a claim ("Practice software that gives independent vet clinics their evenings
// back"), not when it names a company, a meeting, a place or a date. Read from its typed lines: the passages
// join a cover's lines into one.
function coverClaim(cover: SummaryUnit, language: Language): string | undefined {
  const lines =
    cover.lines?.filter((line) => line.kind !== 'title').map((line) => line.text) ?? cover.text.split('\n')
  return lines
    .map((line) => line.trim())
    .find(
      (line) =>
        line.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word)).length >= MIN_CLAIM_WORDS &&
        !/[·|]/u.test(line) &&
        !hasTimeLimit(line) &&
        furnitureKind(line, language) === undefined &&
        isWholeStatement(line, language) &&
        line !== cover.title.trim(),
    )
}

// The deck's headline figure: the first stat card (or plan-vs-actual row) of its first results slide.
function headline(passages: Passage[], roles: DeckRole[], except?: number): number | undefined {
  const candidates = passages
    .map((passage, index) => ({ passage, index }))
    .filter(
      ({ passage, index }) =>
        index !== except &&
        !passage.fromNotes &&
        RESULT_ROLES.has(roles[passage.unit] ?? 'content') &&
        passage.table !== 'header' &&
        hasMeasure(passage.brief),
    )
  const stat = candidates.find(({ passage }) => passage.kind === 'stat')
  const row = candidates.find(
    ({ passage }) => passage.table === 'row' && roles[passage.unit] === 'plan-vs-actual',
  )
  return (stat ?? row)?.index
}

// A row of stat cards gives its first card; a table row names its columns.
function headlineText(passage: Passage): string | undefined {
  const text = passage.table === 'row' ? passage.text : passage.brief.split(' · ')[0]
  return text?.trim().replace(/[.;]$/u, '')
}
