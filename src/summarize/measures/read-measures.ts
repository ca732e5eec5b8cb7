import type { Document, Language, Slide, SlideLine } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { cueWords } from './check-cues'
import { parseQuantity, parseUnitHint, type Quantity } from './parse-quantity'

/** One figure with what it measures: the unit the checks compare. */
export interface Measure {
  slideNumber: number
  /** The label as the deck writes it ("Annual recurring revenue", "North — Revenue"). */
  label: string
  /** The label's content words, sorted: two labels with the same words measure the same thing. */
  words: string[]
  /** Period the figure belongs to ("q1 2026", "2025"), '' when none is written. */
  period: string
  value: string
  quantity: Quantity
  line: string
  kind: SlideLine['kind']
}

// Quarters (Q1, T1 in Spanish and French, K1 in Norwegian), halves, fiscal years, years, to date.
const PERIOD =
  /\b(?:(?:fy|ay|ej|exercice)\s?'?\d{2,4}|[qtk][1-4](?:\s*['’]?\s*(?:\d{4}|\d{2}))?|[hs][12](?:\s*(?:\d{4}|\d{2}))?|(?:19|20)\d{2}(?:\s*[/-]\s*\d{2,4})?|ytd|ltm|ttm)\b/giu

/** The period a label names, normalised, and the label without it. */
export function splitPeriod(text: string): { period: string; rest: string } {
  const found = Array.from(text.matchAll(PERIOD), (m) => m[0].toLowerCase().replace(/[\s'’]+/g, ''))
  return { period: found.join(' '), rest: text.replace(PERIOD, ' ') }
}

function applyHint(quantity: Quantity, hint: Quantity | undefined): Quantity {
  if (!hint) return quantity
  const factor = hint.amount
  const scaled = !quantity.scale && hint.scale
  return {
    ...quantity,
    amount: scaled ? quantity.amount * factor : quantity.amount,
    tolerance: scaled ? quantity.tolerance * factor : quantity.tolerance,
    scale: scaled ? hint.scale : quantity.scale,
    unit: quantity.unit || hint.unit,
    per: quantity.per || hint.per,
  }
}

function withoutHint(text: string): string {
  return text.replace(/\([^()]{1,16}\)\s*$/, ' ')
}

/** Content words of a label, lower-cased, sorted; stop words, one-letter words and (unless kept) numbers left out. */
export function labelWords(text: string, language: Language, keepNumbers = false): string[] {
  const words = new Set<string>()
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const word = match[0]
    // A number in a label names a row ("Line 2", "Oven 3"); in a slide's words it is a figure.
    if (/^\p{N}/u.test(word)) {
      if (keepNumbers) words.add(word)
      continue
    }
    if (word.length > 1 && !isStopWord(word, language) && !isStopWord(word, 'en')) words.add(word)
  }
  return [...words].sort()
}

function isPeriodOnly(text: string): boolean {
  const { period, rest } = splitPeriod(text)
  return period !== '' && !/[\p{L}\p{N}]/u.test(rest)
}

interface Reading {
  label: string
  value: string
  period: string
  hint?: Quantity
  /** Words that tell this figure apart without being its label: a table row's other text cells. */
  context?: string
}

/** Label and value of a "label: value" clause of a bullet or paragraph, if its value is one figure. */
function readColonClauses(text: string): Reading[] {
  const readings: Reading[] = []
  for (const clause of text.split(/(?<=[.;])\s+|;\s*/u)) {
    const match = /^([^:]{3,60}):\s*([^:]{1,30}?)[.;]?$/u.exec(clause.trim())
    if (match?.[1] && match[2]) readings.push({ label: match[1], value: match[2], period: '' })
  }
  return readings
}

function readingsOf(line: SlideLine, slide: Slide): Reading[] {
  switch (line.kind) {
    case 'stat':
      return [{ label: line.label, value: line.value, period: '' }]
    case 'chart-point': {
      const title = line.chart ?? slide.lines.find((l) => l.kind === 'chart-title')?.text ?? slide.title
      const hint = parseUnitHint(line.series) ?? parseUnitHint(title)
      const series = line.series
      if (isPeriodOnly(line.category))
        return [{ label: series, value: line.value, period: splitPeriod(line.category).period, hint }]
      return [{ label: `${line.category} — ${series}`, value: line.value, period: '', hint }]
    }
    case 'table-row': {
      if (line.isHeader || line.cells.length !== line.headers.length || line.cells.length < 2) return []
      const [rowLabel = '', ...values] = line.cells
      // A row's other words ("Abstracts" in a page-type column) are part of what its figures measure: the
      // same journal's count of abstracts is not its count of turnaways.
      const context = values.filter((cell) => cell.trim() && !parseQuantity(cell)).join(' ')
      const readings: Reading[] = []
      for (const [index, value] of values.entries()) {
        const header = line.headers[index + 1] ?? ''
        const hint = parseUnitHint(header)
        if (isPeriodOnly(header))
          readings.push({ label: rowLabel, value, period: splitPeriod(header).period, context })
        else if (isPeriodOnly(rowLabel))
          readings.push({ label: header, value, period: splitPeriod(rowLabel).period, hint, context })
        else readings.push({ label: `${rowLabel} — ${header}`, value, period: '', hint, context })
      }
      return readings
    }
    case 'bullet':
    case 'paragraph':
    case 'numbered':
      return readColonClauses(line.text)
    default:
      return []
  }
}

/**
 * Every figure of the deck the checks can read for certain, with its label, unit and period: stat cards,
 * table cells against their row and column, chart points against their category and series, and
 * "label: value" clauses. Periods written in the label or the slide title are kept apart from the words,
 * so that 2025's revenue is never compared with 2026's.
 */
export function readMeasures(document: Document): Measure[] {
  const generic = new Set(cueWords('generic', document.language))
  const measures: Measure[] = []
  for (const slide of document.slides) {
    const titlePeriod = splitPeriod(slide.title).period
    for (const line of slide.lines) {
      for (const reading of readingsOf(line, slide)) {
        const parsed = parseQuantity(reading.value)
        if (!parsed) continue
        const { period: labelPeriod, rest } = splitPeriod(reading.label)
        const words = labelWords(`${withoutHint(rest)} ${reading.context ?? ''}`, document.language, true)
        if (!words.some((word) => word.length >= 3 && !generic.has(word))) continue
        measures.push({
          slideNumber: slide.number,
          label: reading.label.trim(),
          words,
          period: [reading.period, labelPeriod].filter(Boolean).join(' ') || titlePeriod,
          value: reading.value.trim(),
          quantity: applyHint(parsed, reading.hint),
          line: line.text,
          kind: line.kind,
        })
      }
    }
  }
  return measures
}

/**
 * Labels written once in full and once as their initials ("Annual recurring revenue", "ARR") are one
 * measure: the full form's words become the initials when the deck uses those initials as a label.
 */
export function unifyAcronyms(measures: Measure[]): Measure[] {
  const acronyms = new Set(
    measures
      .filter((m) => m.words.length === 1 && /^[A-Z]{2,5}$/.test(m.label.replace(/\s*\(.*$/, '')))
      .map((m) => m.words[0]),
  )
  return measures.map((measure) => {
    if (measure.words.length < 2) return measure
    const initials = measure.label
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 2)
      .map((word) => word[0]?.toLowerCase())
      .join('')
    return acronyms.has(initials) ? { ...measure, words: [initials] } : measure
  })
}
