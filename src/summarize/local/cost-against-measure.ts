import type { DeckRole, Language, SlideLine } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { mayRelate } from './relation-lines'
import { headlineFigure } from './statements'

// Lines that state a cost, a cause or an action: a slide's sentences and stat cards, a next-steps row.
const LINE_KINDS = new Set<SlideLine['kind']>(['stat', 'bullet', 'numbered', 'paragraph', 'table-row'])
// A line longer than this is a paragraph, not one cost or one measure to set side by side.
const MAX_WORDS = 25
// Words shorter than this name no measure ("now", "new").
const MIN_TERM = 4
// A term this long is also found inside a longer word ("spare" in "spares", "Ersatzteil" in "Ersatzteile").
const COMPOUND_TERM = 5
// An amount of money as a deck writes it: a currency before or after the digits, and a scale.
const MONEY =
  /(?<![\p{L}\d])(?:([$€£¥])\s?(\d[\d.,]*\d|\d)\s?(bn|mln|mio\.?|mrd\.?|millioner|milliarder|[kKMB])?(?![\p{L}\d])|(\d[\d.,\u00a0 ]*\d|\d)\s?(bn|mln|mio\.?|mrd\.?|mill\.|millioner|milliarder|[kKM])?\s?(€|kr\.?|kroner|NOK|EUR|USD|GBP)(?![\p{L}]))/giu
const SCALES: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mln: 1e6,
  'mio.': 1e6,
  mio: 1e6,
  'mill.': 1e6,
  millioner: 1e6,
  b: 1e9,
  bn: 1e9,
  'mrd.': 1e9,
  mrd: 1e9,
  milliarder: 1e9,
}

interface Money {
  currency: string
  value: number
}

/**
 * A cost against the measure that would have reduced it, across slides (issue 24, item 3): "Cost of the
 * breakdown: £186,000 in lost margin, overtime and transfer haulage" beside "Approve £38,000 for critical spares
 * now" on the decision slide. The deck links them itself: a line of the cost's slide names what the action buys
 * ("we held no spare"). Each alone is a cost or a task; together they say the measure costs a fraction of what
 * its lack cost. The cost line states an amount of money and a case word (`caseFigures`: cost, downtime,
 * Kosten, coût…); the action is an imperative line (or a next-steps row's first cell) on another slide with a
 * smaller amount in the same currency; a content word of the action that neither the cost line nor its slide's
 * title states occurs in another line of the cost's slide. All three are quoted as the deck writes them
 * ("cost; link — action"); nothing is computed. The first such pair of the deck.
 */
export function costAgainstMeasure(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  const words = DECK_WORDS[language]
  const imperative = LANGUAGE_CUES[language].imperative
  const kept = units.flatMap((unit, index) => (mayRelate(unit, roles[index]) ? [{ unit, index }] : []))
  const linesOf = (unit: SummaryUnit) =>
    (unit.lines ?? unit.text.split('\n').map((text): SlideLine => ({ kind: 'paragraph', text })))
      .filter((line) => LINE_KINDS.has(line.kind) && !(line.kind === 'table-row' && line.isHeader))
      .map((line) => (line.kind === 'table-row' ? (line.cells[0] ?? '') : line.text).trim())
      .filter((text) => text !== '' && text.split(/\s+/u).length <= MAX_WORDS)
  // The deck's actions with an amount of money: what a measure costs.
  const actions = kept.flatMap(({ unit, index }) =>
    linesOf(unit)
      .filter((text) => imperative.test(text))
      .flatMap((text) => {
        const amount = moneyOf(text, language)
        return amount ? [{ text, amount, index, unit }] : []
      }),
  )
  if (actions.length === 0) return []
  for (const { unit, index } of kept) {
    const lines = linesOf(unit)
    for (const cost of lines) {
      if (!words.caseFigures(cost) || imperative.test(cost)) continue
      const amount = moneyOf(cost, language)
      if (!amount) continue
      // The cost's subject (its own words, its slide's title) is what every line about it names: no link.
      const subject = new Set([...tokenize(cost, language), ...tokenize(unit.title, language)])
      const causes = lines
        .filter((line) => line !== cost && moneyOf(line, language) === undefined)
        .map((line) => ({ line, terms: termsOf(line, language) }))
      for (const action of actions) {
        if (action.index === index || action.amount.currency !== amount.currency) continue
        if (action.amount.value >= amount.value) continue
        const own = termsOf(action.text, language).filter((term) => !shares(term, subject))
        const cause = causes.find(({ terms }) => own.some((term) => shares(term, new Set(terms))))
        if (!cause) continue
        const linked = own.filter((term) => shares(term, new Set(cause.terms)))
        const figure = headlineFigure(cost.replace(/^[^:]*:\s*/u, '')) ?? headlineFigure(cost)
        if (figure === undefined) continue
        // A cost that names no word of its slide's title ("Cost of the breakdown") is read under it, as the deck
        // shows it ("What happened on Oven 3 — Cost of the breakdown: £186,000…").
        const costTerms = new Set(termsOf(cost, language))
        const title = unit.title.trim()
        const lead =
          title !== '' && !termsOf(title, language).some((term) => shares(term, costTerms))
            ? `${title} — `
            : ''
        return [
          {
            kind: 'assumption',
            text: `${lead}${trimmed(cost)}; ${clauseNaming(cause.line, linked, language)} — ${firstClause(action.text)}`,
            slides: [...new Set([...unit.pages, ...action.unit.pages])].sort((a, b) => a - b),
            // A cost set against a decision names no measure to slot into a question.
            subject: '',
            figure,
            inputs: [cost],
            derived: [],
          },
        ]
      }
    }
  }
  return []
}

/** The largest amount of money a line states, with its currency and scale read; undefined when it states none. */
export function moneyOf(text: string, language: Language): Money | undefined {
  return amountsOfMoney(text, language).reduce<Money | undefined>(
    (best, { currency, value }) => (!best || value > best.value ? { currency, value } : best),
    undefined,
  )
}

/** Every amount of money a line states, in its order, with its currency and scale read and where it stands. */
export function amountsOfMoney(text: string, language: Language): (Money & { start: number; end: number })[] {
  const decimal = language === 'en' ? '.' : ','
  return [...text.matchAll(MONEY)].flatMap((match) => {
    const [, before, digitsBefore, scaleBefore, digitsAfter, scaleAfter, after] = match
    const digits = (digitsBefore ?? digitsAfter ?? '').replace(/[\u00a0 ]/gu, '')
    const whole = digits.split(decimal)
    const value = Number(`${whole[0]!.replace(/[.,]/gu, '')}.${whole[1] ?? '0'}`)
    if (!Number.isFinite(value)) return []
    const scale = SCALES[(scaleBefore ?? scaleAfter ?? '').toLowerCase()] ?? 1
    const currency = (before ?? after ?? '')
      .toLowerCase()
      .replace(/\.$/u, '')
      .replace(/^kroner$/u, 'kr')
    return [{ currency, value: value * scale, start: match.index, end: match.index + match[0].length }]
  })
}

// The clause of a cause line that names the linked word ("we held no spare" of "The replacement burner took
// five days to arrive; we held no spare"); the whole line when it is one clause.
function clauseNaming(line: string, linked: string[], language: Language): string {
  const clauses = line.split(/;\s*/u)
  const clause =
    clauses.find((part) => linked.some((term) => shares(term, new Set(termsOf(part, language))))) ?? line
  return trimmed(clause)
}

// An action up to its first comma when what follows states no figure ("Approve £38,000 for critical spares now,
// whatever the decision on the oven").
function firstClause(text: string): string {
  const [head, ...rest] = text.split(/,\s+/u)
  return trimmed(rest.length > 0 && !/\d/u.test(rest.join(', ')) ? head! : text)
}

function trimmed(text: string): string {
  return text.trim().replace(/[.;:,]\s*$/u, '')
}

function termsOf(text: string, language: Language): string[] {
  return tokenize(text, language).filter((word) => word.length >= MIN_TERM && /^\p{L}/u.test(word))
}

// Whether a term is among the words, or, when long enough, inside one or holding one ("spare" and "spares").
function shares(term: string, words: Set<string>): boolean {
  if (words.has(term)) return true
  if (term.length < COMPOUND_TERM) return false
  for (const word of words)
    if (word.length >= COMPOUND_TERM && (word.includes(term) || term.includes(word))) return true
  return false
}

/**
 * A cost relation said where the summary states its cost already: a takeaway past the point that quotes the cost
 * line takes the link and the action after it ("…; Cost of the breakdown: £186,000 …; we held no spare — Approve
 * £38,000 for critical spares now"), so the cost is not said twice and the relation costs a few words, not a
 * whole item. Returns whether it did; the takeaway's sources gain the relation's slides.
 */
export function joinCostTakeaway(
  overall: { overallSummary: { keyTakeaways: string[] }; sources: { keyTakeaways: number[][] } },
  relation: ComputedInsight,
): boolean {
  const cost = trimmed(relation.inputs[0] ?? '')
  const from = relation.text.indexOf(cost)
  if (cost === '' || from < 0) return false
  const tail = relation.text.slice(from + cost.length)
  const takeaways = overall.overallSummary.keyTakeaways
  for (let at = 1; at < takeaways.length; at += 1) {
    const text = takeaways[at]!
    const found = text.indexOf(cost)
    if (found < 0) continue
    const end = found + cost.length
    // The cost line is the takeaway's last part, or a part closed by "; ".
    if (end !== text.replace(/[.;:,]\s*$/u, '').length && !text.startsWith('; ', end)) continue
    takeaways[at] = `${text.slice(0, end)}${tail}${text.slice(end).replace(/^[.,:]\s*$/u, '')}`
    overall.sources.keyTakeaways[at] = [
      ...new Set([...(overall.sources.keyTakeaways[at] ?? []), ...relation.slides]),
    ].sort((a, b) => a - b)
    return true
  }
  return false
}
