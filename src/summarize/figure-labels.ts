import type { Language } from '../shared'
import { isDateFigure } from './date-figures'
import { canonicalFigure, extractFigures } from './figures'
import { hasWord } from './text/stem-of'
import { isStopWord, tokenize } from './text/tokenize'

/**
 * The words a source line names each of its figures by (decision 121). A line of several figures gives each
 * its own: "OEE: 68.4% (plan 72.0%)" names 68.4% "OEE" and 72.0% "plan"; a table row "OEE — Plan: 72.0%;
 * Actual: 68.4%" names each cell by its column's header, the row's label ("OEE", before " — ") naming all.
 */
export interface FigureLabel {
  /** The words set right before the figure as its label ("Actual: 68.4%", "(plan 72.0%"), lower-cased. */
  own: Set<string>
  /** The row label, chart category or lead-in its line sets before " — ": it names every figure after it. */
  lead: Set<string>
}

// A row label or a chart category is short; a longer text before a dash is a statement, not a label.
const MAX_LEAD_CHARS = 60

/** Each figure of `text` (canonical) with the words its line names it by; lines are read one at a time. */
export function figureLabels(text: string, language: Language): Map<string, FigureLabel> {
  const out = new Map<string, FigureLabel>()
  for (const line of text.split('\n')) {
    const dash = line.indexOf(' — ')
    const hasLead = dash > 0 && dash <= MAX_LEAD_CHARS
    const lead = hasLead ? tokenize(line.slice(0, dash), language) : []
    // The figures after the lead are labelled by what follows it; a figure within it ("Line 3") names nothing.
    for (const { figure, label: own } of segments(hasLead ? line.slice(dash + 3) : line, language)) {
      // A date names when, not what: its row label ("Frailty October 2024") names the row's other figures.
      if (isDateFigure(figure, line) || isCodeNumber(figure, line)) continue
      const value = canonicalFigure(figure)
      const label = out.get(value) ?? { own: new Set(), lead: new Set() }
      for (const word of own) label.own.add(word)
      for (const word of lead) label.lead.add(word)
      out.set(value, label)
    }
  }
  return out
}

/**
 * Whether the figure is written only as the number of a code ("CWE-310", "COVID-19", "ISO-27001"): letters, a
 * hyphen and the digits, joined. A code measures nothing, so the words before it are no label of it: in a
 * table row "Cryptographic failures [CWE-310]; Points: 584" they name the row, 584 among it (decision 204).
 */
function isCodeNumber(figure: string, line: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
  const everywhere = line.match(new RegExp(`(?<![\\p{N}.,])${escaped}(?![\\p{N}])`, 'gu'))?.length ?? 0
  const asCode = line.match(new RegExp(`\\p{L}-${escaped}(?![\\p{N}])`, 'gu'))?.length ?? 0
  return asCode > 0 && asCode === everywhere
}

/**
 * Each figure of `text` with the words set right before it as its label (`directLabel`), read back to the
 * figure before it or the last comma, semicolon or full stop ("…in October, up from 18": the words before
 * the comma state what came before). `near` is that reading for an item; `label` for a source line, where
 * the word right after the figure before is that figure's unit ("10 years: 78 mm/h").
 */
export function segments(
  text: string,
  language: Language,
): { figure: string; near: string[]; label: string[] }[] {
  const out: { figure: string; near: string[]; label: string[] }[] = []
  let from = 0
  let isAfterName = false
  for (const figure of extractFigures(text)) {
    const at = text.indexOf(figure, from)
    if (at < 0) continue
    const parts = text.slice(from, at).split(/[,;]\s|\.\s/u)
    const before = parts.at(-1) ?? ''
    const isAfterFigure = from > 0 && parts.length === 1 && !isAfterName
    // After a figure, before any comma, an item's words may be that figure's own ("from 9.1% on frailty to
    // 3.1%", "11.8% on the ward against 14.9%"): they name neither. A source line's word right after a figure
    // is its unit ("10 years: 78 mm/h"). A number in a name ("Line 3 Buns", "30-day") ends nothing.
    out.push({
      figure,
      near: isAfterFigure ? [] : directLabel(before, language),
      label: directLabel(isAfterFigure ? before.replace(UNIT_AFTER, '') : before, language),
    })
    isAfterName =
      /^-\p{L}/u.test(text.slice(at + figure.length)) ||
      (/^\d{1,2}$/u.test(figure) && /\p{L}{2,}\s$/u.test(text.slice(Math.max(0, at - 12), at)))
    from = at + figure.length
  }
  return out
}

const UNIT_AFTER = /^\S*(?:\s\p{L}[\p{L}\p{N}'’-]*)?/u
const LABEL_PUNCTUATION = /^[\s:()[\]—–$€£¥₹~≈±+−-]*$/u
const MAX_LABEL_WORDS = 4

/**
 * The words set right before a figure as its label, with nothing but a colon, a dash, a bracket or a currency
 * between ("OEE: 68.4%", "(plan 72.0%", "Actual: 68.4%"): none after a stop word ("a target of 4.0%",
 * "rises from £7.5M"), which ties the figure to the words before it rather than naming it.
 */
function directLabel(before: string, language: Language): string[] {
  const words: string[] = []
  const raw = before.split(/\s+/u).filter(Boolean)
  // A table cell's header before its colon names the value whole, stop words and all ("Value of bed days saved:
  // £19.8M" beside "Net value: +£7.4M", decision 186): read back to its "of", only "bed days saved" named it, and
  // "value" read as the next cell's. Its stop words are passed over, not read as the label's start.
  const isCellHeader =
    /:[\s$€£¥₹~≈±+−-]*$/u.test(before) &&
    raw.every((word) => /^\p{L}[\p{L}\p{N}'’-]*:?$/u.test(word) || LABEL_PUNCTUATION.test(word))
  for (let index = raw.length - 1; index >= 0 && words.length < MAX_LABEL_WORDS; index--) {
    const word = raw[index]!.replace(/^[([$€£¥₹]+|[:)\]—–$€£¥₹~≈±+−-]+$/gu, '')
    if (word === '') {
      if (LABEL_PUNCTUATION.test(raw[index]!)) continue
      break
    }
    if (!/^\p{L}[\p{L}\p{N}'’-]*$/u.test(word)) break
    // A word set before a colon is a label even where it is a stop word elsewhere (German "Ist: 68,4 %").
    if (raw[index]!.endsWith(':') && word.length > 1) words.unshift(word.toLowerCase())
    else if (isStopWord(word, language)) {
      if (isCellHeader) continue
      break
    } else words.unshift(...tokenize(word, language))
  }
  return words
}

/**
 * Whether the item names `value` only by words its line sets before other figures: "OEE plan 68.4%" on
 * "OEE — Plan: 72.0%; Actual: 68.4%", "OEE 72.0%" on "OEE: 68.4% (plan 72.0%)", "Rolls: 356" beside a chart's
 * "Buns — Actual: 356". The row's label names every cell and decides nothing; a word of the item the line
 * holds elsewhere ("intravenous therapy (25)" on a PDF's wrapped row) keeps the item, and so does a figure
 * the line gives no label of its own ("Sales 12% and 15%": it shares the one before it).
 */
export function isLabelledOtherwise(
  near: readonly string[],
  value: string,
  labels: ReadonlyMap<string, FigureLabel>,
  lineWords: ReadonlySet<string>,
): boolean {
  const label = labels.get(value)
  if (!label || label.own.size === 0) return false
  const mine = [...label.own, ...label.lead]
  const rivals: string[] = []
  for (const [other, { own, lead }] of labels)
    if (other !== value)
      for (const word of [...own, ...lead]) if (!mine.some((m) => isSameWord(m, word))) rivals.push(word)
  const isRival = (word: string) => rivals.some((rival) => isSameWord(rival, word))
  const telling = near.filter(
    (word) =>
      ![...label.lead].some((lead) => isSameWord(lead, word)) &&
      (hasWord(lineWords, word) || isRival(word) || mine.some((m) => isSameWord(m, word))),
  )
  return telling.length > 0 && telling.every(isRival)
}

/**
 * Whether two words are one: the same, the same without an inflected ending ("costs", "Kosten"), or one the
 * other's start ("plan", "planned"). Stricter than the check's five-letter stems: a rival label cuts, and
 * Norwegian "bygger" (builds) is no "byggeledelse" (site management).
 */
function isSameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return isInflectionOf(a, b) || (short.length >= 4 && long.startsWith(short))
}

/**
 * Whether two words are one up to an inflected ending ("costs", "Kosten"): no start of another word, so
 * "against" is not "again", "contre" not "contrôles", "gegenüber" not "Gegenangebote".
 */
export function isInflectionOf(a: string, b: string): boolean {
  const bare = (word: string) => word.replace(/(?:es|en|er|s|e|n)$/u, '')
  return a === b || bare(a) === bare(b)
}

/**
 * Whether the line names `value` by one of the title's words that the item does not use: under "Revenue and
 * costs", "Costs: 4.2M" picks costs, so the title's "revenue" names no figure of that line. A label the title
 * does not hold ("North: 4.2M" under "Revenue by region", "Budget: £7.5M" under a project's name) leaves the
 * title naming what the slide's figures measure.
 */
export function isPickedFromTitle(
  value: string,
  labels: ReadonlyMap<string, FigureLabel>,
  title: ReadonlySet<string>,
  itemWords: readonly string[],
): boolean {
  const label = labels.get(value)
  if (!label) return false
  return [...label.own, ...label.lead].some(
    (word) => hasWord(title, word) && !itemWords.some((item) => isSameWord(item, word)),
  )
}
