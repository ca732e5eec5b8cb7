import { isCardinality, isListNumber } from '../../shared'
import { extractFigures } from '../figures'
import type { SlideLine } from './read-lines'

// Stat cards and chart labels joined on one line, at most this many: a longer run reads better as a list.
const MAX_GROUP = 6
const GROUP_JOINER = ' · '

// What may stand beside the digits of a stat card's value: currency, units and scale words.
const VALUE_DECORATION =
  /[$€£¥%‰+~<>≈±×x/.,:()\s-]|(?<![\p{L}])(?:k|m|mn|mm|bn|mln|mld|b|mio|mrd|md|tn|k€|m€|million|millions|billion|billions|milliards?|millones|milhões|milioni|miljoen|millioner|milliarder|mil|milhão|millionen|milliarden|tsd|pp|pts|bps|yoy|q[1-4]|r\$|us\$|kr|nok|mnok|mrd|mio|eur|euro|euros|usd|chf|sek|dkk|prosent|prozent|procent|percent)(?![\p{L}])/giu

/**
 * Values paired with their labels (stat cards, chart labels) stand for one row of the layout: they are
 * joined on one line, "ARR: €4.2M · Churn: 3.1 % · NRR: 118 %", so that they are kept, or dropped, together.
 */
export function groupPairs(lines: Paired[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length;) {
    let end = i
    while (end < lines.length && lines[end]!.paired && end - i < MAX_GROUP) end += 1
    if (end - i >= 2) {
      out.push({
        text: lines
          .slice(i, end)
          .map((line) => line.text)
          .join(GROUP_JOINER),
        isBullet: false,
      })
      i = end
    } else {
      const { paired: _paired, ...line } = lines[i]!
      void _paired
      out.push(line)
      i += 1
    }
  }
  return out
}

/** A line that came out of pairing a value with its label. */
export type Paired = SlideLine & { paired?: boolean }

/**
 * A chart's data labels read as two lines, values then categories ("41% 33% 26%" / "Nordics DACH UK")
 * or the reverse: when the counts match, the n-th value belongs to the n-th category.
 */
export function readChartRows(lines: SlideLine[]): Paired[] {
  const out: Paired[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!
    const next = lines[i + 1]
    if (next && line.box === next.box) {
      const pairs = pairChartRow(line.text, next.text) ?? pairChartRow(next.text, line.text)
      if (pairs) {
        out.push(...pairs.map((text) => ({ text, isBullet: false, paired: true })))
        i += 1
        continue
      }
    }
    out.push(line)
  }
  return out
}

function pairChartRow(valueLine: string, labelLine: string): string[] | undefined {
  const values = splitValues(valueLine)
  if (!values || values.length < 2 || extractFigures(labelLine).length > 0) return undefined
  const words = labelLine.split(/\s+/)
  if (words.some((word) => !/^\p{L}/u.test(word))) return undefined
  const labels = splitLabels(words, values.length)
  // Labels of several words whose bounds the text does not show: the row of labels is kept whole with its values.
  if (!labels) return [`${labelLine}: ${values.join(GROUP_JOINER)}`]
  return labels.map((label, n) => `${label}: ${values[n]}`)
}

/**
 * Category labels of a chart read as one line, cut into `count` labels: one word each, or, for labels of
 * several words ("Offshore wind Onshore wind Hydro dams"), a cut before each capitalised word.
 */
function splitLabels(words: string[], count: number): string[] | undefined {
  if (words.length === count) return words
  const labels: string[] = []
  for (const word of words) {
    if (/^\p{Lu}/u.test(word) || labels.length === 0) labels.push(word)
    else labels[labels.length - 1] += ` ${word}`
  }
  return labels.length === count ? labels : undefined
}

/** "€ 2,3 mln 41 % 7" as ["€ 2,3 mln", "41 %", "7"], or undefined when the line holds more than values. */
export function splitValues(text: string): string[] | undefined {
  if (text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() !== '') return undefined
  const chunks: string[][] = []
  for (const token of text.split(/\s+/)) {
    const current = chunks.at(-1)
    // "3 000": a group of three digits opening with 0 continues the number before it.
    const continuesNumber = /^0\d\d$/.test(token) && current?.length === 1 && /^\d{1,3}$/.test(current[0]!)
    const startsValue =
      /\d/.test(token) && !continuesNumber && !(current && !current.some((part) => /\d/.test(part)))
    if (!current || startsValue || /^[$€£¥]$/.test(token)) chunks.push([token])
    else current.push(token)
  }
  const values = chunks.map((chunk) => chunk.join(' '))
  // "1. 2. 3." over "Parents Teachers Peers" is a numbered list laid out in a row, not a chart's data labels.
  return values.every((value) => extractFigures(value).length === 1 && !isListNumber(value))
    ? values
    : undefined
}

/**
 * A line that is a value and nothing else: "$4.2M", "42 %", "3x", "1 200+". A list's number ("2.", "3)")
 * and a diagram's cardinality ("1...n") count items and measure nothing: paired with the label beside them
 * they read as "Teachers: 3." (issue 24, reader r24).
 */
export function isValueOnly(text: string): boolean {
  return (
    !text.split(/\s+/u).every(isListNumber) &&
    !isCardinality(text) &&
    !isQualifier(text) &&
    extractFigures(text).length > 0 &&
    text.length <= 24 &&
    text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() === ''
  )
}

/**
 * A figure in brackets, "(>$500,000)", is a note on the words before it (a threshold set under a box's name),
 * not a card's value: paired with the next box it reads "CONFORMING: (>$500,000)" (issue 24, reader r-b2).
 */
function isQualifier(text: string): boolean {
  return /^\(.*\)$/u.test(text.trim())
}

// A short line without a figure (but for a year, "Revenue 2024") that can name a value beside it.
export function isLabel(text: string): boolean {
  const figures = extractFigures(text)
  const isYear = figures.length === 1 && /^(?:19|20)\d\d$/.test(figures[0]!) && text.split(/\s+/).length <= 4
  return (
    (figures.length === 0 || isYear) &&
    !isListNumber(text) &&
    text.length <= 60 &&
    text.split(/\s+/).length <= 8 &&
    !/[.!?]$/.test(text)
  )
}

/**
 * Pairs values with labels in a run of short lines. Layouts put the value above its label or below it;
 * of the two readings the one leaving fewer lines unpaired wins, and on a tie the one whose unpaired
 * line comes first (a heading above the cards).
 */
export function joinFigureLabels(lines: Paired[]): Paired[] {
  const out: Paired[] = []
  for (let i = 0; i < lines.length;) {
    let end = i
    // Values and labels of one text box only: boxes the layout did not pair stand apart (issue 24, "Cities: $22,000").
    while (
      end < lines.length &&
      lines[end]!.box === lines[i]!.box &&
      (isValueOnly(lines[end]!.text) || isLabel(lines[end]!.text))
    )
      end += 1
    const run = lines.slice(i, end)
    if (run.length < 2) {
      out.push(lines[i]!)
      i += 1
      continue
    }
    // A run of labels without a value pairs nowhere, nor does any part of it: passed on whole (rescanning
    // it from each line was quadratic on a long document's short lines). Nor does a diagram's run, many boxes'
    // names around a few amounts (see `isDiagram`).
    if (!run.some((line) => isValueOnly(line.text)) || isDiagram(run)) {
      out.push(...run)
      i = end
      continue
    }
    const numbered = readNumberedBoxes(run)
    if (numbered) {
      out.push(...numbered)
      i = end
      continue
    }
    const grid = pairGrid(run)
    if (grid) {
      out.push(...grid)
      i = end
      continue
    }
    const valueFirst = pairRun(run, true)
    const labelFirst = pairRun(run, false)
    out.push(...(rank(valueFirst) <= rank(labelFirst) ? valueFirst : labelFirst).lines)
    i = end
  }
  return out
}

// A list numbered in boxes of its own has at least this many numbers, each one more than the one before.
const MIN_LIST_NUMBERS = 3

/**
 * A list whose numbers stand in boxes of their own ("10" / "Measuring Exposure" / "11" / "Aggregating
 * Exposure"): bare whole numbers, each one more than the last, count items and measure nothing. Each is
 * read with the label after it as a numbered item, "10. Measuring Exposure", never as "Measuring Exposure: 11"
 * (issue 24, reader r-b2). Undefined when the run's bare numbers do not count up so.
 */
function readNumberedBoxes(run: Paired[]): Paired[] | undefined {
  const numbers = run.flatMap((line, at) => (/^\d{1,3}$/u.test(line.text.trim()) ? [at] : []))
  if (numbers.length < MIN_LIST_NUMBERS) return undefined
  const counts = numbers.every(
    (at, n) => n === 0 || Number(run[at]!.text) === Number(run[numbers[n - 1]!]!.text) + 1,
  )
  if (!counts) return undefined
  const out: Paired[] = []
  for (let at = 0; at < run.length; at += 1) {
    const line = run[at]!
    const next = run[at + 1]
    if (numbers.includes(at) && next && !numbers.includes(at + 1) && isLabel(next.text)) {
      out.push({ text: `${line.text.trim()}. ${next.text}`, isBullet: true })
      at += 1
    } else if (!numbers.includes(at)) out.push(line)
  }
  return out
}

// Labels beyond this many per value, and at least `MIN_DIAGRAM_LABELS` of them, are a diagram's boxes.
const DIAGRAM_LABELS_PER_VALUE = 3
const MIN_DIAGRAM_LABELS = 8

/**
 * A diagram read as text (an approval chart, a process of boxes): many short names and a few amounts, one
 * box's name wrapped over several lines ("Capital" / "Expenditure" / "Request"). Which name an amount
 * belongs to the text does not show; stat cards give a label for each value, so a run with several times
 * more labels than values is left as it came rather than paired by a guess ("TRANSACTION: $75+ million").
 */
function isDiagram(run: Paired[]): boolean {
  const values = run.filter((line) => isValueOnly(line.text)).length
  const labels = run.length - values
  return labels >= MIN_DIAGRAM_LABELS && labels > DIAGRAM_LABELS_PER_VALUE * values
}

/**
 * A row of stat cards read in position order gives every value first, then every label (or the reverse):
 * "$4.2M / 38% / Revenue / Margin". The n-th value belongs to the n-th label.
 */
function pairGrid(run: Paired[]): Paired[] | undefined {
  const isValue = run.map((line) => isValueOnly(line.text))
  for (const valuesFirst of [true, false]) {
    const lead = isValue.findIndex((value) => value !== valuesFirst)
    const count = lead < 0 ? run.length : lead
    if (count < 2 || run.length - count < count) continue
    const second = run.slice(count, 2 * count)
    if (second.some((line) => isValueOnly(line.text) === valuesFirst)) continue
    const first = run.slice(0, count)
    const pairs = first.map((line, n) => {
      const [value, label] = valuesFirst ? [line, second[n]!] : [second[n]!, line]
      return {
        text: `${label.text}: ${value.text}`,
        isBullet: line.isBullet || second[n]!.isBullet,
        paired: true,
      }
    })
    return [...pairs, ...run.slice(2 * count)]
  }
  return undefined
}

interface Pairing {
  lines: Paired[]
  unpaired: number
  firstUnpairedAt: number
}

function rank(pairing: Pairing): number {
  return pairing.unpaired * 1000 + (pairing.firstUnpairedAt === 0 ? 0 : 1)
}

/**
 * A line set less deep than the one before it opens an item of its own: "Project cost" / "  US$ 0.54 million" /
 * "Cost of CO2" pairs the amount with the bullet it stands under, never with the next one (issue 24).
 */
function isShallower(line: Paired, before: Paired): boolean {
  return (line.level ?? 0) < (before.level ?? 0)
}

function pairRun(run: Paired[], valueFirst: boolean): Pairing {
  const lines: Paired[] = []
  let unpaired = 0
  let firstUnpairedAt = -1
  for (let i = 0; i < run.length;) {
    const first = run[i]!
    const second = run[i + 1]
    const [value, label] = valueFirst ? [first, second] : [second, first]
    if (value && label && isValueOnly(value.text) && isLabel(label.text) && !isShallower(second!, first)) {
      lines.push({
        text: `${label.text}: ${value.text}`,
        isBullet: first.isBullet || second!.isBullet,
        paired: true,
      })
      i += 2
    } else {
      if (firstUnpairedAt < 0) firstUnpairedAt = i
      if (isValueOnly(first.text)) unpaired += 1
      lines.push(first)
      i += 1
    }
  }
  return { lines, unpaired, firstUnpairedAt }
}
