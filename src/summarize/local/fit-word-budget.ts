import type { OverallSummary, SummarySources } from '../../shared'
import { DECK_WORDS } from './deck-words'
import { isExplainedBy, isRestatedBy } from './restated-items'
import { cutSaidElsewhere } from './cut-said-elsewhere'
import { hasMeasure } from './statements'
import { overallWords } from '../overall-words'
import { isBaselineOfAnAction } from './is-baseline-of-an-action'
import { statedFigures } from './stated-figures'

/** The overall summary's words (issue 24): 250 for a deck of up to 25 slides, 400 for longer decks and documents. */
export function wordBudget(units: number, isDocument: boolean): number {
  return isDocument || units > SHORT_DECK ? LONG_BUDGET : SHORT_BUDGET
}

const SHORT_DECK = 25
const SHORT_BUDGET = 250
const LONG_BUDGET = 400
// What stays whatever the budget: the point and the next takeaway, one insight with its question.
const MIN_TAKEAWAYS = 2
const MIN_INSIGHTS = 1

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * The overall summary cut to its word budget in the reader's order (decision 037, amended by 049): the point and
 * the asks stay; what goes first is what adds no figure: takeaways without one (from the last), then the parts
 * of a takeaway without a figure or restating figures stated elsewhere in the summary, then whole takeaways and
 * insights past the first whose figures are all stated elsewhere. An item with a figure the rest of the summary
 * does not state stays up to the dense limit (a fifth past a short budget, 250 -> 300; none past a long one);
 * past it the items with the fewest such figures per word go, then actions past the sixth. Before any of it, and
 * whatever the budget, an item another says again goes (decision 092): every figure of it stated there, of the
 * same subject; and a part of a takeaway or an insight that an action or a relation says all of (`cutSaidElsewhere`).
 * `keyQuestions[i]` stays the question of `strategicInsights[i]`.
 */
export function fitWordBudget(
  overall: Overall,
  budget: number,
  carriesArgument: (text: string) => boolean = () => false,
): Overall {
  const summary = structuredClone(overall)
  const { overallSummary: items, sources } = summary
  const words = () => overallWords(items)
  // Each text's figures are read once: the steps below ask for them again after every cut.
  const read = new Map<string, Set<string>>()
  const figuresOf = (text: string) => {
    let figures = read.get(text)
    if (!figures) read.set(text, (figures = statedFigures(text)))
    return figures
  }
  // The figures of every stated item but one (questions repeat their insight's figures, so they do not count).
  const statedElsewhere = (except: string): Set<string> => {
    const figures = new Set<string>()
    for (const text of [...items.keyTakeaways, ...items.actionItems, ...items.strategicInsights])
      if (text !== except) for (const figure of figuresOf(text)) figures.add(figure)
    return figures
  }
  const newFigures = (text: string, elsewhere = statedElsewhere(text)) =>
    [...figuresOf(text)].filter((figure) => !elsewhere.has(figure)).length
  const removeTakeaway = (at: number) => {
    items.keyTakeaways.splice(at, 1)
    sources.keyTakeaways.splice(at, 1)
  }
  const removeInsight = (at: number) => {
    items.strategicInsights.splice(at, 1)
    sources.strategicInsights.splice(at, 1)
    if (items.keyQuestions.length > at) {
      items.keyQuestions.splice(at, 1)
      sources.keyQuestions.splice(at, 1)
    }
  }
  // The last takeaway that `may` go (never the point, the first).
  const dropTakeaway = (keep: number, may: (text: string) => boolean = () => true) => {
    if (items.keyTakeaways.length <= keep) return false
    for (let at = items.keyTakeaways.length - 1; at >= 1; at -= 1) {
      if (!may(items.keyTakeaways[at]!)) continue
      removeTakeaway(at)
      return true
    }
    return false
  }
  // The last insight past the first that `may` go, with its question.
  const dropInsight = (may: (text: string) => boolean = () => true) => {
    for (let at = items.strategicInsights.length - 1; at >= MIN_INSIGHTS; at -= 1) {
      if (!may(items.strategicInsights[at]!)) continue
      removeInsight(at)
      return true
    }
    return false
  }
  // A takeaway past the point, or an insight, loses its last part that adds no figure ("A: 12%; B" -> "A: 12%",
  // a stat strip's card whose figure another item states): the reader gets the same facts in fewer words.
  const trimParts = (list: string[], from: number, isInsight: boolean) => {
    for (let at = list.length - 1; at >= from; at -= 1) {
      const text = list[at]!
      // Parts at even indices, the joiners between them at odd ones.
      const pieces = text.split(PART_JOINER)
      if (pieces.length < 3) continue
      const elsewhere = statedElsewhere(text)
      const parts = pieces.filter((_, index) => index % 2 === 0)
      // The first part holds the item's subject (a table row's label, "Multi-site — Price: $990"): the rest
      // without it would state figures of nothing.
      // A stat strip's first card is a subject of its own, as its other cards are ("OEE: 68.4% · OTIF: 94.2%"),
      // unless a slide title leads it ("Live games — Daily active users: 436k · …").
      const ownSubject = pieces[1] === STAT_CARD_JOINER && !parts[0]!.includes(' — ')
      for (let part = parts.length - 1; part >= (ownSubject ? 0 : 1); part -= 1) {
        if (newFigures(parts[part]!, elsewhere) > 0 || isRatingCell(parts[part]!, parts)) continue
        // A takeaway's "; " parts are cut as 049 cuts them; an insight's part and a stat card keep their label.
        const joiner = pieces[part === 0 ? 1 : part * 2 - 1]
        const guarded = isInsight || joiner === STAT_CARD_JOINER
        if (guarded && !labelledElsewhere(parts[part]!, text)) continue
        if (!parts.some((rest, index) => index !== part && newFigures(rest, elsewhere) > 0)) continue
        pieces.splice(part === 0 ? 0 : part * 2 - 1, 2)
        list[at] = pieces.join('')
        return true
      }
    }
    return false
  }
  // A "label: value" part whose figure another item states goes only if that item names the label too: the
  // figure without what it measures ("0,78" without "coefficient C pondéré") tells the reader nothing.
  const labelledElsewhere = (part: string, except: string) => {
    const label = LABELLED_PART_LABEL.exec(part.trim())?.[1]?.trim().toLowerCase()
    if (label === undefined || figuresOf(part).size === 0) return true
    return [...items.keyTakeaways, ...items.actionItems, ...items.strategicInsights].some(
      (other) => other !== except && other.toLowerCase().includes(label),
    )
  }
  const trimTakeaway = () => trimParts(items.keyTakeaways, 1, false)
  const trimInsight = () => trimParts(items.strategicInsights, 0, true)
  const restates = (text: string) => newFigures(text) === 0
  const quotedByAnInsight = (text: string) => {
    const core = text.trim().replace(/[.;:,!]+$/u, '')
    return (
      core.length > 0 && items.strategicInsights.some((insight) => insight !== text && insight.includes(core))
    )
  }
  // Past the dense limit: of the takeaways past the second and the insights past the first, the one adding the
  // fewest new figures per word goes (the later of two equal ones).
  const dropLeastNew = () => {
    const candidates = [
      ...items.keyTakeaways.map((text, at) => ({ text, at, kind: 'takeaway' as const })).slice(MIN_TAKEAWAYS),
      ...items.strategicInsights
        .map((text, at) => ({ text, at, kind: 'insight' as const }))
        .slice(MIN_INSIGHTS),
    ]
    let least: (typeof candidates)[number] | undefined
    let leastValue = Infinity
    // A figure read against its target, plan or comparison group outranks lone figures: it goes last.
    // So does an insight that quotes two statements with a figure each, joined ("A — B": a figure and its cause,
    // or two scopes compared): its few figures per word are what it relates, not debris (decision 086).
    // A figure that carries the point's case (its cost, payback, total) goes after both (decision 099).
    // So does a takeaway stating where an action's target starts (decision 207): "only 13% of episodes came from
    // the most deprived fifth" is why "at least 20% … from the most deprived fifth" is asked.
    const lone = candidates.filter(
      (candidate) =>
        !statesComparison(candidate.text) &&
        !(candidate.kind === 'takeaway' && isBaselineOfAnAction(candidate.text, items.actionItems)) &&
        !(candidate.kind === 'insight' && joinsTwoFigures(candidate.text)) &&
        !carriesArgument(candidate.text),
    )
    const unargued = candidates.filter((candidate) => !carriesArgument(candidate.text))
    for (const candidate of lone.length > 0 ? lone : unargued.length > 0 ? unargued : candidates) {
      const value = newFigures(candidate.text) / Math.max(1, candidate.text.split(/\s+/).length)
      if (value <= leastValue) {
        least = candidate
        leastValue = value
      }
    }
    if (least === undefined) return false
    if (least.kind === 'takeaway') removeTakeaway(least.at)
    else removeInsight(least.at)
    return true
  }
  // An item whose every figure another item states, of the subject it names, is said twice: the one stating
  // more stays, of two stating the same the longer, which says more around its figures (decision 092).
  const isRepeatOf = (text: string, other: string) =>
    other !== text && isRestatedBy(text, other) && (!isRestatedBy(other, text) || other.length > text.length)
  // A takeaway goes for another takeaway, or for a relation, which states its figure with what explains it
  // (decision 086); a row of labels filed as an insight is no better phrasing of it.
  const dropRepeatedTakeaway = () => {
    const others = [
      ...items.keyTakeaways,
      ...items.strategicInsights.filter((insight) => insight.includes(' — ')),
    ]
    for (let at = items.keyTakeaways.length - 1; at >= 1; at -= 1) {
      if (!others.some((other) => isRepeatOf(items.keyTakeaways[at]!, other))) continue
      removeTakeaway(at)
      return true
    }
    return false
  }
  // An insight said again by another insight goes with its question, or hands the question on to it when that
  // one has none: the question is about the figures both state.
  const dropRepeatedInsight = () => {
    const list = items.strategicInsights
    for (let at = list.length - 1; at >= 0; at -= 1) {
      const by = list.findIndex((other) => isRepeatOf(list[at]!, other))
      if (by < 0) continue
      const hasQuestion = at < items.keyQuestions.length
      if (hasQuestion && by >= items.keyQuestions.length) {
        list[at] = list[by]!
        sources.strategicInsights[at] = sources.strategicInsights[by]!
        list.splice(by, 1)
        sources.strategicInsights.splice(by, 1)
      } else removeInsight(at)
      return true
    }
    return false
  }
  // A takeaway that opens with an insight whole, then says more ("Cinderfall — day-7 retention 31% …; Budget
  // rises …"), keeps what it says more under the insight's lead: the insight, with its question, says the rest.
  const cutQuotedInsights = () => {
    items.keyTakeaways.forEach((text, at) => {
      if (at === 0) return
      const quoted = items.strategicInsights.find((insight) => text.startsWith(`${insight}; `))
      if (quoted === undefined) return
      const lead = /^.*? — /u.exec(quoted)?.[0] ?? ''
      items.keyTakeaways[at] = `${lead}${text.slice(quoted.length + 2)}`
    })
  }
  // A labelled row alone whose subject a relation gives as its reason: its meaning is stated there (092).
  const explainedElsewhere = (text: string) =>
    items.strategicInsights.some((other) => other !== text && isExplainedBy(text, other))
  const dropAction = () => {
    if (items.actionItems.length <= MIN_ACTIONS) return false
    items.actionItems.pop()
    sources.actionItems.pop()
    return true
  }
  // Whatever the budget, an item that another says again goes: a reader with a minute reads it once; what an
  // action or a relation says goes from a takeaway or an insight, to stand in its fitting list only.
  cutSaidElsewhere(summary)
  while (dropRepeatedInsight() || dropRepeatedTakeaway());
  cutQuotedInsights()
  // Within the budget: what adds no figure goes, from takeaways without one to items restating others' figures.
  const withinBudget = [
    // A takeaway an insight quotes whole (the figure line or the sentence a relation joins) is said there again,
    // with what it relates to: it goes first, so the relation is not taken for the restatement.
    () => dropTakeaway(MIN_TAKEAWAYS, quotedByAnInsight),
    () => dropTakeaway(MIN_TAKEAWAYS, (text) => !hasMeasure(text)),
    trimTakeaway,
    trimInsight,
    () => dropInsight(restates),
    () => dropTakeaway(MIN_TAKEAWAYS, restates),
    () => dropInsight(explainedElsewhere),
  ]
  for (const step of withinBudget) while (words() > budget && step());
  // A dense deck's new figures may take it a fifth past a short budget (250 -> 300) before they go (decision 037).
  const dense = denseLimit(budget)
  // Past that limit, label-and-value debris (a table row, a strip of stats, a chart's extremes) goes before the
  // deck's statements with a figure (decision 066, amending 049): first as an insight, where one labelled figure is
  // no insight at all, then as a takeaway, where a stat strip carries the headline figures (decision 081).
  // Two statements joined ("Proposal: 12 million … — Borrowing adds 0.4 million …") are a relation, not a cell.
  const debrisSteps = [
    () => dropInsight((text) => isLabelDebris(text) && !joinsTwoFigures(text)),
    () => dropTakeaway(MIN_TAKEAWAYS, isLabelDebris),
  ]
  for (const step of debrisSteps) while (words() > dense && step());
  for (const step of [dropLeastNew, dropAction]) while (words() > dense && step());
  return summary
}

/**
 * Whether an item is labels with values and no statement: every part of it, as the summary joins parts, is
 * "label: value" ("Clinics: 52; Share of ARR: 18%", "ARR: $3.4M · Clinics: 418").
 */
export function isLabelDebris(text: string): boolean {
  return text.split(/; | · /u).every((part) => {
    const match = LABELLED_PART.exec(part.trim())
    // A value that opens with its figure or says a few words is a cell; a clause after the colon is a statement
    // under a heading ("Best quarter since 2019: revenue grows 6% to €2.84M").
    return (
      match !== null &&
      (/^[-+−$€£¥]?\d/u.test(match[1]!) || match[1]!.split(/\s+/).length <= SHORT_VALUE) &&
      !statesAgainstTarget(match[1]!)
    )
  })
}

/**
 * Whether a part is a table row's cell that rates the row (a value of one word, no figure) differently from another
 * rating of the row: "Loss of key engineers — Likelihood: Low; Impact: High; Mitigation: …" without "Impact: High"
 * reads by the rating left, a high-impact risk as a low one (reader r-z1; decision 183). A rating equal to the
 * others ("Sannsynlighet: Middels; Konsekvens: Middels") changes nothing the row says, and goes as any part does;
 * so does a cell of more words ("E-Rechnung: Versand live"), a plan or a description.
 */
function isRatingCell(part: string, parts: readonly string[]): boolean {
  if (!/^[^:;]{1,120} — [^:;]{1,40}:\s/u.test(parts[0]!)) return false
  const rating = ratingOf(part)
  return (
    rating !== undefined &&
    parts.some(
      (other) => other !== part && ![undefined, rating].includes(ratingOf(other.replace(/^.*? — /u, ''))),
    )
  )
}

/** A cell's value when it is one word and no figure ("Impact: High" -> "high"), else undefined. */
function ratingOf(cell: string): string | undefined {
  const value = LABELLED_PART.exec(cell.trim())?.[1]?.trim()
  return value !== undefined && /^\p{L}+$/u.test(value) ? value.toLowerCase() : undefined
}

// Whether an item joins two statements that each state a figure ("26 % … — 43 % …").
function joinsTwoFigures(text: string): boolean {
  const parts = text.split(' — ')
  return parts.length === 2 && parts.every((part) => hasMeasure(part) && /\p{L}{3,}.*\s\p{L}{3,}/u.test(part))
}

/** Whether an item reads one of its figures against its target, plan or comparison group. */
function statesComparison(text: string): boolean {
  return text.split(/; | · /u).some((part) => {
    const value = LABELLED_PART.exec(part.trim())?.[1]
    return value !== undefined && statesAgainstTarget(value)
  })
}

// A value read against its target, plan or comparison group ("1,4 % (Ziel: unter 1,0 %)", "62 % — No grupo de
// comparação … só 35 %") is the comparison a reader acts on, not a cell: the item stays as the deck's statement
// does. What follows the value's own figure is read in any of the eight languages, since an item's language is
// not passed here.
function statesAgainstTarget(value: string): boolean {
  const after = value.replace(/^[^\d]*\d[\d.,]*/u, '')
  return (
    /\d/u.test(after) &&
    Object.values(DECK_WORDS).some(
      (words) => words.setsTarget(after) || words.headers.plan(after) || words.relates(after),
    )
  )
}

// "Label: value" or "Row — Column: value": a label of up to 80 characters without a sentence's end before the colon.
const LABELLED_PART = /^[^:.!?]{1,80}:\s+(\S.*)$/u
const SHORT_VALUE = 5
const LABELLED_PART_LABEL = /^([^:.!?]{1,80}):\s/u

// The parts an item is composed of, as the overall summary joins them (a stat strip's cards with " · "),
// captured so that the item is joined back as it was.
const PART_JOINER = /(; (?=\p{Lu})| · )/u
const STAT_CARD_JOINER = ' · '

// How far past its budget a dense deck's overall summary may run rather than lose a headline figure.
const DENSE_SHARE = 1.2

/** The words a dense deck's overall summary may run to rather than lose a headline figure (decision 037). */
export function denseLimit(budget: number): number {
  return budget < LONG_BUDGET ? Math.round(budget * DENSE_SHARE) : budget
}
// Actions are the deck's asks: only a long list of them yields, down to this many.
const MIN_ACTIONS = 6
