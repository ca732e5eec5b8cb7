import { joinStatements } from './join-units'
import { listNumberDropper } from './list-numbers'
import { leadInItems, phraseLeadIn } from './lead-in-items'
import type { DeckRole, Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { furnitureKind } from '../text/is-furniture'
import { LANGUAGE_CUES } from '../text/language-cues'
import {
  asClause,
  periodOf,
  stateResultsClaim,
  stateThesisClaim,
  stateTitleClaim,
  withDecision,
} from './state-claim'
import { verdictLine } from './verdict-lines'
import { stateDeckSubject } from './state-deck-subject'
import { stateDeckThesis } from './state-deck-thesis'
import { stateTalkPoint } from './state-talk-point'
import { LABEL_VALUE } from './read-overall-lines'
import { findingBefore, purposeOf, refersBack, withSupport } from './point-support'
import { isHeading, stateHeadedItems } from './state-headed-items'
import { hasMeasure, hasTimeLimit, isCaselessDeck, isWholeStatement } from './statements'

export { statesChange } from './point-support'

/** The deck's point as the first takeaway states it, with the lines it is made of. */
export interface StatedPoint {
  text: string
  slides: number[]
  /** The passages it states: they are not stated again as takeaways. */
  indices: number[]
  /** The headline figure it states with its label, not to be stated again beside it ("ARR: $3.4M"). */
  figure?: string
  /** It opens on the deck's finding, which says what it is about: no cover title goes before it (decision 194). */
  standsAlone?: boolean
}

// Where a deck states its point, in the reader's order (issue 24, item 2): its summary, its recommendation,
// its ask, its conclusion. A cover's claim is the last resort.
const POINT_ROLES: DeckRole[] = ['executive-summary', 'recommendation', 'ask', 'conclusion']
// What the headline figure is taken from: the slides that report results.
const RESULT_ROLES = new Set<DeckRole>(['traction', 'plan-vs-actual', 'financials', 'findings', 'content'])
const REPORTED_ROLES = new Set<DeckRole>(['traction', 'plan-vs-actual', 'financials', 'findings'])
// A point line with its headline figure stays one readable statement.
const MAX_POINT = 280
const MIN_CLAIM_WORDS = 6
// "Approve the budget", "Pedimos 312.000 €": an ask says who does what in a few words at least.
const MIN_ASK_WORDS = 2
const MAX_LEAD_LINES = 3
const MAX_LEAD_LINE = 140
// A closing title states a claim in a few words at least ("Structure the project well!").
const MIN_TITLE_CLAIM_WORDS = 3
const NUMBERED = /^\s*\d{1,2}[.)]\s/u
const LINK = /https?:\/\/|www\./iu

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
  isDocument = false,
): StatedPoint | undefined {
  const usableLines = (unit: number) =>
    passages.flatMap((passage, index) =>
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
  const lineOf = (role: DeckRole): number | undefined => {
    // A deck's last conclusion is the one it ends on ("Tips" before "Q&A", after "SSL tips"); an earlier one
    // ("Lessons") still opens the takeaways.
    const unit = role === 'conclusion' ? lastConclusion(units, roles, usableLines) : roles.indexOf(role)
    if (unit === undefined || unit < 0 || units[unit]!.hidden) return undefined
    const lines = usableLines(unit)
    // An ask leads with its amount when it has one ("Raising an $18M Series A"), not with its context. It is a
    // sentence: a bare amount in a diagram ("$5 million" in a "Transaction Approval Process") asks for nothing.
    if (role === 'ask') {
      const asks = lines.filter((index) => isSentence(passages[index]!.brief, language))
      return asks.find((index) => hasMeasure(passages[index]!.brief)) ?? asks[0]
    }
    // A report's summary leads with its verdict, not its authors' background; a deck's states its finding first
    // and its recommendation after, which its lead keeps together (decision 180).
    const verdict =
      isDocument && role === 'executive-summary' ? verdictLine(lines, passages, language) : undefined
    // A conclusion in headings and their items ("Baselines" over "Carry out pilot tests…") states its items.
    return verdict ?? lines.find((index) => !isHeading(passages, index)) ?? lines[0]
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
  const results = () => stateResultsClaim(passages, units, roles, isUsable, language)
  // An ask that is an order ("Approve £1.45M capital for a new Oven 3") is the first thing the reader must do,
  // and stays in the action list: the point is then what the results say, not the order again.
  if (
    role === 'ask' &&
    line !== undefined &&
    LANGUAGE_CUES[language].imperative.test(passages[line]!.brief)
  ) {
    const claim = results()
    const ask = { text: passages[line]!.brief, slides: units[passages[line]!.unit]!.pages }
    if (claim !== undefined) return withDecision(claim, ask, language, MAX_POINT)
  }
  let text: string
  let lead: number[] = []
  let slides: number[]
  const closing = closingTitle(units, roles, usableLines)
  if ((line === undefined || role === undefined) && closing !== undefined) {
    role = 'conclusion'
    text = closing.text
    slides = closing.slides
  } else if (line === undefined || role === undefined) {
    const cover = roles.indexOf('cover')
    const claim = cover < 0 ? undefined : coverClaim(units[cover]!, language)
    if (claim === undefined) {
      // No point stated: the claim beside its headline figures, else what the deck is for (the list it
      // presents, the thing it describes) with its target, else a heading that makes a claim: about the cover's
      // subject, else the talk's thesis.
      const subject = stateDeckSubject(units, roles, language)
      const thesis = () => {
        const claim = stateThesisClaim(units, roles, language, true)
        return claim === undefined ? undefined : { text: claim.text, slides: claim.slides, indices: [] }
      }
      // A briefing or talk that states its point on no slide: its title's claim with its line that states something
      // in its own terms (decision 157), before a list it presents without a figure (its process's steps) or a
      // heading's claim. A list with the target it is meant to reach is the point as it stands.
      const listed = subject === undefined ? undefined : { ...subject, indices: [] }
      // A list whose items are numbered, dated or measured ("A01:2025 Broken Access Control") is the deck's
      // catalogue and its point; a list of steps in words is its process, and a rule stated in its terms leads.
      const reaches = listed !== undefined && /\d/u.test(listed.text)
      // A talk's line in the speaker's own voice ("We want lots more projects", "Preferred path …") is what it
      // builds to, before a list of labels it presents ("Level 1; Level 2") (decision 162).
      return (
        results() ??
        stateTalkPoint(passages, units, roles, isUsable, language) ??
        (reaches ? listed : undefined) ??
        stateDeckThesis(passages, units, roles, isUsable, language) ??
        listed ??
        stateTitleClaim(units, roles, language) ??
        thesis()
      )
    }
    role = 'cover'
    text = claim
    slides = units[cover]!.pages
  } else {
    // A summary's or conclusion's lead is often split over its first bullets ("Q2 net revenue £6.8M…",
    // "Cinderfall moves to March 2027"): its first lines read as one statement, as far as one item holds.
    // Every heading with its item, also one said on an earlier slide ("Monitoring and verification costs" among
    // the barriers): the conclusion's list is read whole.
    const headed =
      role === 'conclusion'
        ? stateHeadedItems(passages, slideLines(passages, passages[line]!.unit), MAX_POINT, language)
        : undefined
    lead =
      headed !== undefined
        ? headed.indices
        : role === 'executive-summary' || role === 'conclusion'
          ? leadOf(passages, line, isUsable, language)
          : [line]
    // The point is no item of its slide's numbered list: "1. Launch a 3-bottle box" counts nothing here.
    const unnumbered = listNumberDropper(passages)
    text =
      headed !== undefined
        ? headed.text
        : lead.length === 1
          ? unnumbered(passages[line]!.brief.trim())
          : phraseLeadIn(
              lead.map((index) => unnumbered(passages[index]!.brief.trim())),
              language,
              (parts) => joinStatements(parts.map((part) => part.replace(/[.;:]$/u, ''))),
            )
    slides = units[passages[line]!.unit]!.pages
    // A title the deck ends on after its conclusion ("The project pays back in year three") is its last word: it
    // leads. An exclamation ("Structure the project well!!!") is a slogan beside the conclusion (reader r-n2).
    // A conclusion in headings over their items states a claim under each: no heading elsewhere is its thesis.
    const thesis = role === 'conclusion' ? stateThesisClaim(units, roles, language) : undefined
    if (
      role === 'conclusion' &&
      closing !== undefined &&
      !/!$/u.test(closing.text) &&
      closing.unit > passages[line]!.unit &&
      closing.text.length + text.length + 3 <= MAX_POINT
    ) {
      text = `${closing.text} — ${text}`
      slides = [...slides, ...closing.slides]
    } else if (thesis !== undefined && headed === undefined && thesis.unit !== passages[line]!.unit) {
      // A talk's thesis heading ("There is No Silver Bullet") is the claim its closing list concludes; a
      // conclusion of features ("broad vendor support: BC") states no claim, and the thesis is the point alone.
      const claimless = LABEL_VALUE.test(passages[line]!.brief)
      if (claimless) {
        // The thesis with the reasons its slide lists ("an ecosystem needs specialization; …"), as one item fits.
        const reasons = usableLines(thesis.unit).filter(
          (index) =>
            !LABEL_VALUE.test(passages[index]!.brief) && passages[index]!.brief.trim() !== thesis.text,
        )
        const caseless = isCaselessDeck(units)
        const first = reasons.find((index) => isWholeStatement(passages[index]!.brief, language, caseless))
        const because = first === undefined ? [] : leadOf(passages, first, isUsable, language)
        const reasonText = because
          .map((index) => passages[index]!.brief.trim().replace(/[.;:]$/u, ''))
          .join('; ')
        text =
          because.length > 0 && thesis.text.length + reasonText.length + 3 <= MAX_POINT
            ? `${thesis.text} — ${reasonText}`
            : thesis.text
        // The conclusion's link ("please visit cncf.io") is the deck's ask, left to the actions.
        lead = [...lead.filter((index) => !LINK.test(passages[index]!.text)), ...because]
        slides = thesis.slides
      } else if (thesis.text.length + text.length + 3 <= MAX_POINT) {
        text = `${thesis.text} — ${text}`
        slides = [...new Set([...thesis.slides, ...slides])].sort((a, b) => a - b)
      }
    }
  }
  // What the point rests on: an ask's purpose ("De 9 para 20 escolas"), a recommendation's finding
  // ("12-month retention fell from 55% to 48%"), stated with it when it fits one item.
  const support =
    role === 'ask'
      ? purposeOf(units, roles)
      : role === 'recommendation'
        ? findingBefore(passages, units, line!, isUsable)
        : undefined
  const supported = withSupport(text, support, role === 'recommendation', language, MAX_POINT)
  const standsAlone = supported !== undefined && role === 'recommendation'
  if (supported !== undefined) {
    text = supported
    slides = [...new Set([...slides, ...support!.slides])].sort((a, b) => a - b)
  }
  const needsFigure = role === 'ask' || role === 'cover' || !hasMeasure(text)
  // A conclusion of lessons or contributions is read against the deck's results, not against any figure of a
  // plain slide ("Vehicles per 1000 persons").
  const figure = needsFigure
    ? headline(passages, roles, line, role === 'conclusion' ? REPORTED_ROLES : RESULT_ROLES)
    : undefined
  const figureText = figure === undefined ? undefined : headlineText(passages[figure]!)
  if (figure === undefined || figureText === undefined || text.includes(figureText)) {
    return { text, slides, indices: lead, standsAlone }
  }
  // The figure keeps its period where its slide's title gives it ("Resultados 2022–2025"): beside an ask for
  // 2026–2029 a bare "1.240 crianças" reads as the plan's.
  const period = periodOf(units[passages[figure]!.unit]!.title, figureText)
  const joined = `${text.replace(/[.;:]$/u, '')}; ${asClause(figureText, language)}${period}`
  if (joined.length > MAX_POINT) return { text, slides, indices: lead, standsAlone }
  const all = [...new Set([...slides, ...units[passages[figure]!.unit]!.pages])]
  return { text: joined, slides: all.sort((a, b) => a - b), indices: lead, figure: figureText, standsAlone }
}

// A slide's own lines, in order: not its notes, tables or furniture.
function slideLines(passages: Passage[], unit: number): number[] {
  return passages.flatMap((passage, index) =>
    passage.unit === unit &&
    !passage.fromNotes &&
    passage.furniture === undefined &&
    passage.table === undefined &&
    !passage.isQuestion
      ? [index]
      : [],
  )
}

function isSentence(text: string, language: Language): boolean {
  const words = text.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length
  return words >= MIN_ASK_WORDS && isWholeStatement(text, language)
}

// The first line of a summary and the lines after it on its slide, while they fit one item.
function leadOf(
  passages: Passage[],
  first: number,
  isUsable: (index: number) => boolean,
  language: Language,
): number[] {
  const lead = [first]
  if (NUMBERED.test(passages[first]!.brief) || passages[first]!.brief.length > MAX_LEAD_LINE) return lead
  let length = passages[first]!.brief.length
  const items = leadInItems(passages, first, language)
  lead.push(...items)
  length += items.reduce((sum, index) => sum + passages[index]!.brief.length + 2, 0)
  for (
    let at = first + 1 + items.length;
    at < passages.length && lead.length - items.length < MAX_LEAD_LINES;
    at += 1
  ) {
    const passage = passages[at]!
    if (passage.unit !== passages[first]!.unit || passage.fromNotes) break
    if (!isUsable(at) || passage.table !== undefined || passage.isQuestion) continue
    // A lead line's sub-points are its detail; the lead states one heading's items ("Carry out pilot tests…"
    // under "Baselines"), and the next heading starts another point.
    const level = passages[first]!.level ?? 0
    if ((passage.level ?? 0) > level) continue
    if ((passage.level ?? 0) < level && isHeading(passages, at)) break
    // "Dat is 9,5x de EBITDA van 2025", "That is 9.5x…": a line opening on two small words refers back to the
    // line before and restates its figure; the lead moves on to the next claim (the return, the change).
    if (refersBack(passage.brief, language)) continue
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
function headline(
  passages: Passage[],
  roles: DeckRole[],
  except: number | undefined,
  resultRoles: Set<DeckRole>,
): number | undefined {
  const candidates = passages
    .map((passage, index) => ({ passage, index }))
    .filter(
      ({ passage, index }) =>
        index !== except &&
        !passage.fromNotes &&
        resultRoles.has(roles[passage.unit] ?? 'content') &&
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

// The last conclusion slide with lines to state: the one the deck ends its argument on.
function lastConclusion(
  units: SummaryUnit[],
  roles: DeckRole[],
  usableLines: (unit: number) => number[],
): number | undefined {
  for (let unit = units.length - 1; unit >= 0; unit -= 1)
    if (roles[unit] === 'conclusion' && !units[unit]!.hidden && usableLines(unit).length > 0) return unit
  return undefined
}

// A concluding slide that is a title alone ("Structure the project well!!!"): its title is the statement, its
// repeated marks read once.
function closingTitle(
  units: SummaryUnit[],
  roles: DeckRole[],
  usableLines: (unit: number) => number[],
): { text: string; slides: number[]; unit: number } | undefined {
  const unit = roles.lastIndexOf('conclusion')
  if (unit < 0 || units[unit]!.hidden || usableLines(unit).length > 0) return undefined
  const body = units[unit]!.text.replace(units[unit]!.title, '').trim()
  const title = units[unit]!.title.trim().replace(/([!?.])\1+$/u, '$1')
  if (body !== '' || title.split(/\s+/u).length < MIN_TITLE_CLAIM_WORDS) return undefined
  return { text: title, slides: units[unit]!.pages, unit }
}
