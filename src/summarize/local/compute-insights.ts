import type { DeckRole, Language, SlideLine } from '../../shared'
import { compareAcrossSlides } from './compare-across-slides'
import { compareRows } from './compare-rows'
import { DECK_WORDS, type DeckWords } from './deck-words'
import type { SummaryUnit } from './collect-passages'
import { ORDERED_CATEGORY } from './describe-chart'
import { figureAgainstRange } from './figure-against-range'
import { valueIfAssumptionMoves } from './value-if-assumption-moves'
import {
  formatAmount,
  formatPercent,
  formatSigned,
  isSameUnit,
  parseAmount,
  type Amount,
} from './parse-amount'

/**
 * An insight computed from the deck's figures (issue 24, item 3), with what it was computed from: the
 * figures are the deck's, the derived ones (a difference, a share, a multiple) stand in the same sentence
 * as their inputs, so the faithfulness check can redo the arithmetic (see derived-figures.ts).
 */
export interface ComputedInsight {
  kind:
    | 'variance'
    | 'concentration'
    | 'growth'
    | 'assumption'
    | 'target'
    | 'share'
    | 'change'
    | 'contrast'
    | 'spread'
    | 'range'
    | 'sensitivity'
  text: string
  slides: number[]
  /** What a question about it names: the row, category or series, and its figure; '' when no question fits. */
  subject: string
  figure: string
  /** The comparison figure (the plan), for a variance; the range line, for a figure against a range. */
  plan?: string
  /** The comparison group's figure, for a result the deck sets against one. */
  comparedWith?: string
  /** The deck's figures it was computed from, and what was computed. */
  inputs: string[]
  derived: string[]
  /** Its question, when the stage that found it phrases its own (a table's rows: decision 179). */
  question?: string
}

// Units whose figures are the deck's supporting material, not its content.
const SKIPPED_ROLES = new Set<DeckRole>(['appendix', 'agenda', 'cover', 'closing', 'divider'])
// A row is compared with its plan only when the gap is worth a reader's attention.
const MIN_GAP = 0.02
const MAX_INSIGHTS = 3
// Ranks a comparison across slides above one slide's variance or growth.
const CROSS_SLIDE = 2

/**
 * Variances against plan (a table or chart with plan and actual, or a variance column), where a total's
 * variance sits (the two rows that make most of it), and growth over ordered periods (a chart's series).
 * Ranked by the size of the gap; at most one of each kind per slide.
 */
export function computeInsights(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  const words = DECK_WORDS[language]
  // The same measure in two places (a figure and its target, or the whole it is a share of) leads: it relates
  // what one slide alone does not.
  const found: { insight: ComputedInsight; weight: number }[] = compareAcrossSlides(
    units,
    roles,
    language,
  ).map(({ insight, weight }) => ({ insight, weight: weight + CROSS_SLIDE }))
  // A figure against the range its slide states (comparables, a benchmark) is that slide's finding (decision 149).
  found.push(...figureAgainstRange(units, roles, language))
  // A figure against what it becomes when the deck tests its assumption (decision 163).
  found.push(...valueIfAssumptionMoves(units, roles, language))
  units.forEach((unit, index) => {
    if (unit.hidden || SKIPPED_ROLES.has(roles[index] ?? 'content') || !unit.lines) return
    const rows = unit.lines.filter(
      (line): line is Extract<SlideLine, { kind: 'table-row' }> =>
        line.kind === 'table-row' && !line.isHeader,
    )
    if (rows.length > 0) {
      const variances = fromTable(rows, unit, words, language)
      // A table without a plan may still set its entries against each other: its best against its worst.
      const best = variances.length > 0 ? [] : compareRows(rows, unit, units, language)
      found.push(...variances, ...best.sort((a, b) => b.weight - a.weight).slice(0, 1))
    }
    const points = unit.lines.filter(
      (line): line is Extract<SlideLine, { kind: 'chart-point' }> => line.kind === 'chart-point',
    )
    if (points.length > 0) found.push(...fromChart(points, unit, words, language))
  })
  return found
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_INSIGHTS)
    .map(({ insight }) => insight)
}

interface Row {
  label: string
  plan: Amount
  actual: Amount
  gap: Amount | undefined
  isTotal: boolean
}

function fromTable(
  rows: Extract<SlideLine, { kind: 'table-row' }>[],
  unit: SummaryUnit,
  words: DeckWords,
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const headers = rows[0]!.headers
  const column = (kind: keyof DeckWords['headers'], except = -1) =>
    headers.findIndex((header, at) => at > 0 && at !== except && words.headers[kind](header))
  const plan = column('plan')
  const actual = column('actual', plan)
  const variance = column('variance', plan)
  if (plan < 0 || (actual < 0 && variance < 0)) return []
  const read: Row[] = rows.flatMap((row) => {
    const planned = parseAmount(row.cells[plan] ?? '', language)
    const gap = variance >= 0 ? parseAmount(row.cells[variance] ?? '', language) : undefined
    const stated = actual >= 0 ? parseAmount(row.cells[actual] ?? '', language) : undefined
    if (!planned || planned.value === 0) return []
    const real = stated ?? (gap ? { ...planned, value: planned.value + gap.value, text: '' } : undefined)
    if (!real || real.text === '' || !isSameUnit(planned, real)) return []
    return [
      {
        label: row.cells[0]!.trim(),
        plan: planned,
        actual: real,
        gap,
        isTotal: words.headers.total(row.cells[0] ?? ''),
      },
    ]
  })
  const out: { insight: ComputedInsight; weight: number }[] = []
  const planName = headers[plan]!.trim()
  const actualName = actual >= 0 ? headers[actual]!.trim() : ''
  // The plan named inside a phrase ("of plan"), lower-cased where the language does not capitalise its nouns.
  const planWord = language === 'de' ? planName : planName.toLowerCase()
  // The row furthest from its plan relative to the plan, and the one with the largest gap in its own unit
  // when that is another row ("EBITDA +94, 118,3 %; Ingresos +160, 106,0 %"): gaps and shares computed.
  const parts = read.filter((row) => !row.isTotal && row.label !== '')
  const widest = [...parts].sort((a, b) => relativeGap(b) - relativeGap(a))[0]
  // A row below the total is no part of it but a result drawn from it (EBITDA below total revenue): the total's
  // own gap is what explains it, more than any one part's ("EBITDA +94; Total ingresos +160").
  const above = read.find(
    (row) => row.isTotal && widest !== undefined && read.indexOf(row) < read.indexOf(widest),
  )
  const largest =
    above && absoluteGap(above) > 0 ? above : [...parts].sort((a, b) => absoluteGap(b) - absoluteGap(a))[0]
  if (widest && relativeGap(widest) >= MIN_GAP) {
    const stated = [
      widest,
      ...(largest &&
      largest !== widest &&
      isSameUnit(largest.plan, widest.plan) &&
      relativeGap(largest) >= MIN_GAP
        ? [largest]
        : []),
    ]
    const phrased = stated.map((row) => {
      const decimals = Math.max(row.plan.decimals, row.actual.decimals)
      const gapText =
        row.gap?.text ?? formatSigned(row.actual.value - row.plan.value, row.actual, language, decimals)
      // A share of plan reads as one while actual and plan are of a size ("94.6 % of plan"); "366.7 %" says less
      // than the gap. Over plan the excess is said ("+840, 46.7 % over plan"): "146.7 %" reads as a rise by that much.
      const ratio = (row.actual.value / row.plan.value) * 100
      const share =
        ratio >= 50 && ratio <= 150 ? formatPercent(ratio > 100 ? ratio - 100 : ratio, language) : undefined
      const sharePhrase =
        share &&
        (ratio > 100 ? words.phrases.overPlan : words.phrases.ofPlan)
          .replace('{share}', share)
          .replace('{plan}', planWord)
      return {
        text: `${row.label}: ${actualName ? `${actualName} ` : ''}${row.actual.text} ${words.phrases.versus} ${planName} ${row.plan.text} (${[gapText, sharePhrase].filter(Boolean).join(', ')})`,
        derived: [...(row.gap ? [] : [gapText]), ...(share ? [share] : [])],
      }
    })
    out.push({
      weight: relativeGap(widest),
      insight: {
        kind: 'variance',
        text: phrased.map((part) => part.text).join('; '),
        slides: unit.pages,
        subject: widest.label,
        figure: widest.actual.text,
        plan: `${planName} ${widest.plan.text}`,
        inputs: stated.flatMap((row) => [row.actual.text, row.plan.text]),
        derived: phrased.flatMap((part) => part.derived),
      },
    })
  }
  // Where a total's gap sits: its two largest parts, when they make most of it.
  const total = read.find((row) => row.isTotal)
  if (total) {
    const totalGap = total.actual.value - total.plan.value
    const byGap = [...parts].sort(
      (a, b) => Math.abs(b.actual.value - b.plan.value) - Math.abs(a.actual.value - a.plan.value),
    )
    const [first, second] = byGap
    if (first && second && totalGap !== 0) {
      const gapOf = (row: Row) =>
        row.gap?.text ??
        formatSigned(
          row.actual.value - row.plan.value,
          row.actual,
          language,
          Math.max(row.plan.decimals, row.actual.decimals),
        )
      const sum = first.actual.value - first.plan.value + (second.actual.value - second.plan.value)
      const ratio = sum / totalGap
      if (ratio >= 0.5 && ratio <= 1.05) {
        const totalText =
          total.gap?.text ??
          formatSigned(totalGap, total.actual, language, Math.max(total.plan.decimals, total.actual.decimals))
        const share = formatPercent(ratio * 100, language)
        const text = words.phrases.concentration
          .replace('{first}', `${first.label} (${gapOf(first)})`)
          .replace('{second}', `${second.label} (${gapOf(second)})`)
          .replace('{share}', share)
          .replace('{total}', `${totalText}`)
        out.push({
          weight: 1 + ratio,
          insight: {
            kind: 'concentration',
            text: `${text}${total.label ? ` (${total.label})` : ''}`,
            slides: unit.pages,
            subject: first.label,
            figure: gapOf(first),
            inputs: [gapOf(first), gapOf(second), totalText],
            derived: [share],
          },
        })
      }
    }
  }
  return out
}

function fromChart(
  points: Extract<SlideLine, { kind: 'chart-point' }>[],
  unit: SummaryUnit,
  words: DeckWords,
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const bySeries = new Map<string, typeof points>()
  for (const point of points) bySeries.set(point.series, [...(bySeries.get(point.series) ?? []), point])
  const out: { insight: ComputedInsight; weight: number }[] = []
  for (const [series, list] of bySeries) {
    if (list.length < 3 || !list.every((point) => ORDERED_CATEGORY.test(point.category.trim()))) continue
    const first = parseAmount(list[0]!.value, language)
    const last = parseAmount(list.at(-1)!.value, language)
    if (!first || !last || first.value <= 0 || last.value <= 0 || !isSameUnit(first, last)) continue
    const multiple = last.value / first.value
    if (multiple < 1.2 && multiple > 0.8) continue
    const multipleText = formatAmount(multiple, { ...first, prefix: '', suffix: '', text: '' }, language, 1)
    const name = series.trim() || unit.title.trim()
    const text = words.phrases.growth
      .replace('{series}', name)
      .replace('{multiple}', multipleText)
      .replace('{first}', list[0]!.value.trim())
      .replace('{firstLabel}', list[0]!.category.trim())
      .replace('{last}', list.at(-1)!.value.trim())
      .replace('{lastLabel}', list.at(-1)!.category.trim())
    // A series that ends on its budget or plan ("2026 (budget)") has reached its last actual point, not the
    // budget: its question asks what must hold to go from the one to the other (the NL memo's revenue was asked to
    // "keep growing from" its budget figure, as if reached).
    const reached = words.headers.plan(list.at(-1)!.category)
      ? list.findLast((point) => !words.headers.plan(point.category))
      : undefined
    out.push({
      weight: Math.min(1, Math.abs(Math.log(multiple))),
      insight: {
        kind: 'growth',
        text,
        slides: unit.pages,
        subject: name,
        figure: (reached ?? list.at(-1)!).value.trim(),
        ...(reached ? { plan: list.at(-1)!.value.trim() } : {}),
        inputs: [list[0]!.value.trim(), list.at(-1)!.value.trim()],
        derived: [`${multipleText}x`],
      },
    })
  }
  return out
}

function absoluteGap(row: Row): number {
  return Math.abs(row.actual.value - row.plan.value)
}

function relativeGap(row: Row): number {
  return Math.abs(row.actual.value - row.plan.value) / Math.abs(row.plan.value)
}
