import type { ConsistencyFinding } from '../shared'
import { isSameAmount, type Measure, type Quantity, unifyAcronyms } from '../summarize'

const PER_YEAR: Record<string, number> = { year: 1, month: 12, week: 52, day: 365 }

function keyOf(measure: Measure): string {
  return [measure.words.join(' '), measure.period, measure.quantity.unit].join('|')
}

/** What is wrong between two statements of one measure, or nothing when they agree. */
function disagreement(a: Quantity, b: Quantity): ConsistencyFinding['kind'] | undefined {
  if (a.per !== b.per) {
    if (a.per && b.per) {
      const [fa = 0, fb = 0] = [PER_YEAR[a.per], PER_YEAR[b.per]]
      const yearlyA = { ...a, amount: a.amount * fa, tolerance: a.tolerance * fa }
      const yearlyB = { ...b, amount: b.amount * fb, tolerance: b.tolerance * fb }
      if (fa && fb && isSameAmount(yearlyA, yearlyB)) return undefined
    }
    // One stated per month and the other with no period is no finding: the bare one may mean either.
    return a.per && b.per ? 'period' : undefined
  }
  if (isSameAmount(a, b)) return undefined
  if (a.scale !== b.scale && Math.abs(a.written - b.written) < 1e-9) return 'unit'
  return 'value'
}

function describe(kind: ConsistencyFinding['kind'], measure: string, a: Measure, b: Measure): string {
  const first = `${a.value} on slide ${a.slideNumber}`
  const second = `${b.value} on slide ${b.slideNumber}`
  if (kind === 'unit') return `${measure} is written in different units: ${first}, ${second}.`
  if (kind === 'period')
    return `${measure} is stated per ${a.quantity.per} (${first}) and per ${b.quantity.per} (${second}).`
  return `${measure} differs between slides: ${first}, ${second}.`
}

/**
 * The same measure (same words, period and unit) stated with two values on two slides: a stat against a
 * table cell, a chart point against a stat, slide 3's market size against slide 12's. Figures on one slide
 * are not compared (a slide restating its own figure is a layout, not a claim), and each pair of values is
 * reported once.
 */
export function findDisagreeingFigures(input: Measure[]): ConsistencyFinding[] {
  const groups = new Map<string, Measure[]>()
  for (const measure of unifyAcronyms(input)) {
    const key = keyOf(measure)
    groups.set(key, [...(groups.get(key) ?? []), measure])
  }
  const findings: ConsistencyFinding[] = []
  for (const group of groups.values()) {
    const reported = new Set<string>()
    for (const [i, a] of group.entries()) {
      for (const b of group.slice(i + 1)) {
        if (a.slideNumber === b.slideNumber) continue
        const kind = disagreement(a.quantity, b.quantity)
        const pair = [a.value, b.value].sort().join('\u0000')
        if (!kind || reported.has(pair)) continue
        reported.add(pair)
        const measure = a.label.length <= b.label.length ? a.label : b.label
        findings.push({
          kind,
          measure,
          message: describe(kind, measure, a, b),
          figures: [a, b].map((m) => ({ slideNumber: m.slideNumber, value: m.value, line: m.line })),
          slides: [a.slideNumber, b.slideNumber],
        })
      }
    }
  }
  return findings
}
