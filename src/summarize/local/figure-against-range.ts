import type { DeckRole, Language, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { lowerFirst } from '../text/first-letter'
import { isStopWord, tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { formatAmount, isSameUnit, parseAmount, type Amount } from './parse-amount'
import { mayRelate } from './relation-lines'

// Lines that state a range in words: the slide's sentences, never a labelled cell or card (those are figures).
const RANGE_KINDS = new Set<SlideLine['kind']>(['bullet', 'numbered', 'paragraph', 'caption'])
// A figure with its unit as a deck writes it ("8,5x", "20 %", "€6,1 mln", "£38,000").
const FIGURE =
  /(?:[$€£¥]\s?)?\d[\d.,]*(?:\s?(?:%|x|pp|mln|mio\.?|mrd\.?|bn|[kKMB](?![\p{L}])|M€|k€|€))?(?![\p{L}\d])/gu
// A range line longer than this is a paragraph, not the one benchmark a figure is set against.
const MAX_WORDS = 25
// Words shorter than this tie no measure ("de", "x").
const MIN_TERM = 3
// A figure set against the range of its slide leads a lone row: it is the slide's finding (decision 149).
const WEIGHT = 3

interface Range {
  low: Amount
  high: Amount
  /** What the range is of, as the line names it ("Vergelijkbare transacties in de mondzorg"). */
  label: string
  /** The ends as written, with the word between them and the unit word after ("8,5x tot 11,0x EBITDA"). */
  span: string
  line: string
}

/**
 * A figure against the range its slide states for the same measure (issue 24, item 3; decision 149): a labelled
 * figure (a table cell under its header, a stat card) and a sentence on the same slide writing two ends of one unit
 * ("Vergelijkbare transacties in de mondzorg: 8,5x tot 11,0x EBITDA") that shares a word with the figure's label.
 * Inside it, the insight says so; outside it, by how much above or below its nearer end, the gap written beside
 * both inputs so that `derivedFigures` redoes it. The deck's own labels name both; one per slide, its first figure.
 */
export function figureAgainstRange(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const words = DECK_WORDS[language]
  const found: { insight: ComputedInsight; weight: number }[] = []
  units.forEach((unit, index) => {
    if (!mayRelate(unit, roles[index]) || !unit.lines) return
    const lines = unit.lines
    for (const line of lines) {
      if (!RANGE_KINDS.has(line.kind) || line.text.split(/\s+/u).length > MAX_WORDS) continue
      const range = rangeIn(line.text.trim(), words, language)
      if (!range) continue
      const terms = termsOf(`${range.label} ${range.span}`, language)
      const figure = lines
        .flatMap((other) => (other === line ? [] : labelledFigures(other, language)))
        .find(
          (candidate) =>
            isSameUnit(candidate.amount, range.high) &&
            candidate.amount.value !== range.low.value &&
            candidate.amount.value !== range.high.value &&
            [...termsOf(candidate.label, language)].some((term) => terms.has(term)),
        )
      if (!figure) continue
      const phrased = phrase(figure, range, words, language)
      // Every figure it writes is one of the two lines' or the gap computed from them.
      const known = new Set(
        extractFigures(`${figure.label} ${figure.amount.text} ${range.line}`).map(canonicalFigure),
      )
      const derived = derivedFigures(phrased.text, known)
      const unsupported = extractFigures(phrased.text).filter((text) => !known.has(canonicalFigure(text)))
      if (unsupported.some((text) => !derived.has(text))) continue
      found.push({
        weight: WEIGHT,
        insight: {
          kind: 'range',
          text: phrased.text,
          slides: unit.pages,
          // Asked why this figure, against the range the deck cites: the row or card names it.
          subject: figure.subject,
          figure: figure.amount.text,
          plan: range.line.replace(/[.;:,]\s*$/u, ''),
          inputs: [figure.amount.text, range.low.text, range.high.text],
          derived: phrased.derived,
        },
      })
      return
    }
  })
  return found
}

/** The range a line writes: two figures of one unit, the first the lower, joined by a dash or the language's word. */
function rangeIn(text: string, words: DeckWords, language: Language): Range | undefined {
  const figures = [...text.matchAll(FIGURE)]
  for (const [at, first] of figures.entries()) {
    const second = figures[at + 1]
    if (!second) break
    const between = text
      .slice(first.index + first[0].length, second.index)
      .trim()
      .toLowerCase()
    const before = text.slice(0, first.index).trim().toLowerCase().split(/\s+/u).at(-1) ?? ''
    const enclosed = words.ranges.between.includes(before) && words.ranges.and.includes(between)
    if (!enclosed && !/^[–—-]$/u.test(between) && !words.ranges.to.includes(between)) continue
    // "from 42% to 79%" is a change of the one measure, not a range another figure sits in.
    if (words.ranges.from.includes(before)) continue
    const high = parseAmount(second[0], language)
    // The unit may be written once, after the upper end ("8,5 tot 11,0x").
    const low = parseAmount(first[0], language)
    if (!low || !high || high.suffix.trim() === '' || low.value >= high.value) continue
    if (!isSameUnit(low, high) && !(low.prefix === high.prefix && low.suffix.trim() === '')) continue
    const end = second.index + second[0].length
    // The word after the upper end says what the ends measure ("11,0x EBITDA", "10.5x revenue").
    const after = /^\s+\p{L}[\p{L}-]*/u.exec(text.slice(end))?.[0] ?? ''
    const unitWord = isStopWord(after.trim().toLowerCase(), language) ? '' : after
    const lead = text.slice(0, first.index).replace(/[\s:–—-]+$/u, '')
    // "between 14 % and 18 %" is quoted whole, its label is what stands before it.
    const start = enclosed ? lead.toLowerCase().lastIndexOf(before) : first.index
    const label = enclosed ? lead.slice(0, start).replace(/[\s:–—-]+$/u, '') : lead
    if (!/\p{L}{3}/u.test(label)) continue
    return {
      low: { ...low, suffix: high.suffix, prefix: high.prefix },
      high,
      label,
      span: text.slice(start, end + unitWord.length).trim(),
      line: text,
    }
  }
  return undefined
}

/** A line's figures with the labels the deck gives them: a table cell by its row and header, a stat card by its label. */
function labelledFigures(
  line: SlideLine,
  language: Language,
): { label: string; subject: string; amount: Amount }[] {
  if (line.kind === 'stat') {
    const amount = parseAmount(line.value, language)
    return amount ? [{ label: line.label.trim(), subject: line.label.trim(), amount }] : []
  }
  if (line.kind !== 'table-row' || line.isHeader) return []
  const row = line.cells[0]?.trim() ?? ''
  return line.cells.slice(1).flatMap((cell, at) => {
    const amount = parseAmount(cell, language)
    const header = line.headers[at + 1]?.trim() ?? ''
    return amount && row !== '' ? [{ label: header ? `${row} (${header})` : row, subject: row, amount }] : []
  })
}

function phrase(
  figure: { label: string; amount: Amount },
  range: Range,
  words: DeckWords,
  language: Language,
): { text: string; derived: string[] } {
  const measure = `${figure.label} ${figure.amount.text}`
  // The range's own label reads inside the sentence ("the range of comparable transactions"), a German noun as is.
  const label = language === 'de' || /^\p{Lu}{2}/u.test(range.label) ? range.label : lowerFirst(range.label)
  const of = `${label} (${range.span})`
  const value = figure.amount.value
  if (value > range.low.value && value < range.high.value)
    return {
      text: words.phrases.withinRange.replace('{measure}', measure).replace('{range}', of),
      derived: [],
    }
  const above = value > range.high.value
  const decimals = Math.max(figure.amount.decimals, range.high.decimals, range.low.decimals)
  // Written as the range's ends are, with their currency and unit ("1.5x", "3 %").
  const formatted = formatAmount(
    Math.abs(value - (above ? range.high.value : range.low.value)),
    range.high,
    language,
    decimals,
  )
  const gapText = /\d\S*$/u.test(range.high.text) ? formatted.replace(/(\d)\s+(?=\S+$)/u, '$1') : formatted
  const template = above ? words.phrases.aboveRange : words.phrases.belowRange
  return {
    text: template.replace('{measure}', measure).replace('{gap}', gapText).replace('{range}', of),
    derived: [gapText],
  }
}

// The content words of a label, lower-cased, without stop words and figures.
function termsOf(text: string, language: Language): Set<string> {
  return new Set(tokenize(text, language).filter((word) => word.length >= MIN_TERM))
}
