import { hasTypedLines, type Language, type SlideLine as TypedLine } from '../../shared'
import { attachCardDetails } from './attach-card-details'
import { carryUnitHeaders } from './carry-unit-headers'
import type { SummaryUnit } from './collect-passages'
import { hasRawPrecision } from './describe-chart'
import { isAxisLine } from './drop-axis-ticks'
import { readBoxedLines, type BoxedText, type SlideLine } from './read-lines'

// Consecutive stats or chart points of one slide shown together, at most this many: a longer run reads better as a list.
const MAX_GROUP = 4

/**
 * The lines of a unit from the slide model's typed lines, when ingest typed them (a kind beyond title,
 * bullet and paragraph): stats and chart points already joined to their labels, table rows read against
 * their headers. Undefined for untyped lines, which `readLines` re-reads from the text.
 */
export function typedLinesOf(
  unit: Pick<SummaryUnit, 'lines' | 'isParagraphed'>,
  isFurniture: (text: string) => boolean,
  language?: Language,
): SlideLine[] | undefined {
  // A slide laid out by ingest is read with its boxes, typed or not: its text alone would pair across them.
  if (!hasTypedLines(unit.lines ?? []) && !(unit.lines ?? []).some(isBoxed)) return undefined
  const lines = attachCardDetails(unit.lines ?? [])
  // A chart's first series, all its points together: a chart is one overall item at most (the untitled
  // charts of one slide count as one: nothing tells them apart).
  type Points = { label: string; points: { category: string; value: string }[] }
  const series = new Map<string, Points & { others: Points[] }>()
  const keyOf = (line: Extract<TypedLine, { kind: 'chart-point' }>) => line.chart ?? ''
  for (const line of lines) {
    if (line.kind !== 'chart-point') continue
    const key = keyOf(line)
    const entry = series.get(key) ?? { label: chartLabel(line), points: [], others: [] }
    const point = { category: line.category, value: line.value }
    // The item says what its first series shows; further series ride along, so that an actual is read against
    // its plan (describeChart), and otherwise stay slide by slide.
    if (entry.points.length === 0 || chartLabel(line) === entry.label) entry.points.push(point)
    else {
      const other = entry.others.find((known) => known.label === chartLabel(line))
      if (other) other.points.push(point)
      else entry.others.push({ label: chartLabel(line), points: [point] })
    }
    series.set(key, entry)
  }
  const rawCharts = new Set(
    lines.flatMap((line) =>
      line.kind === 'chart-point' && hasRawPrecision(line.value) ? [keyOf(line)] : [],
    ),
  )
  const described = new Set<string>()
  const out: SlideLine[] = []
  let group: { kind: 'stat' | 'chart'; texts: string[]; points: ChartPoint[]; key?: string } | undefined
  // Untyped lines between typed ones (a PDF table read cell by cell, wrapped sentences) are read as text.
  let untyped: BoxedText[] = []
  const closeGroup = () => {
    if (!group) return
    const entry = group.key === undefined ? undefined : series.get(group.key)
    const chart =
      entry && group.key !== undefined
        ? {
            label: entry.label,
            points: entry.points,
            first: !described.has(group.key) && Boolean(described.add(group.key)),
            ...(entry.others.length > 0 ? { others: entry.others } : {}),
          }
        : undefined
    out.push({
      text: group.kind === 'chart' ? joinChartPoints(group.points) : group.texts.join(' · '),
      isBullet: false,
      kind: group.kind,
      ...(chart ? { chart } : {}),
    })
    group = undefined
  }
  const flush = () => {
    closeGroup()
    if (untyped.length > 0)
      out.push(
        ...readBoxedLines(untyped, {
          isParagraphed: unit.isParagraphed === true,
          ...(language ? { language } : {}),
        }),
      )
    untyped = []
  }
  for (const line of lines) {
    const text = line.text.trim()
    // A PDF chart's axis paired as a stat ("Total Assets (£trn) 0.0 0.3 0.6 0.9 1.2 1.5 1.8: 1.5") is no data.
    // An agenda shown before each section repeats on many slides, and is still no page furniture.
    if (
      line.kind === 'title' ||
      text === '' ||
      (line.kind !== 'agenda' && isFurniture(text)) ||
      isAxisLine(text)
    )
      continue
    if (line.kind === 'bullet' || line.kind === 'paragraph') {
      closeGroup()
      untyped.push({
        text: line.kind === 'bullet' ? `${'  '.repeat(line.level)}- ${text}` : text,
        box: line.box,
      })
      continue
    }
    // A chart holding values at the cache's raw precision (0.999384317336) shows them to no reader (it has no
    // data labels): copied they read as noise, rounded they are figures the source does not hold, and its other
    // points alone would mislead ("… Any graduate education: 1"). Its title says what it shows; describeChart
    // declines such a series too.
    if (line.kind === 'chart-point' && rawCharts.has(keyOf(line))) continue
    if (line.kind === 'stat' || line.kind === 'chart-point') {
      if (untyped.length > 0) flush()
      const kind = line.kind === 'stat' ? 'stat' : 'chart'
      if (group?.kind !== kind || group.texts.length >= MAX_GROUP) flush()
      group ??= { kind, texts: [], points: [], ...(line.kind === 'chart-point' ? { key: keyOf(line) } : {}) }
      group.texts.push(text)
      if (line.kind === 'chart-point') group.points.push({ ...line, text })
      continue
    }
    flush()
    if (line.kind === 'table-row')
      out.push({ text, isBullet: false, table: line.isHeader ? 'header' : 'row' })
    else if (line.kind === 'numbered') out.push({ text, isBullet: true })
    else out.push({ text, isBullet: false, kind: line.kind })
  }
  flush()
  return carryUnitHeaders(out)
}

function isBoxed(line: TypedLine): boolean {
  return 'box' in line && line.box !== undefined
}

type ChartPoint = Extract<TypedLine, { kind: 'chart-point' }>

/**
 * Chart points as one line, each "category — series: value" as ingest wrote it, without saying a category or a
 * series twice in a row: "Month 1 — 2024 joiners: 100; 2025 joiners: 100 · Month 3 — 2024 joiners: 83", and for
 * one series "Other — Share of former members (%): 6 · Delivery problems: 9".
 */
function joinChartPoints(points: ChartPoint[]): string {
  const parts: string[] = []
  points.forEach((point, at) => {
    const previous = points[at - 1]
    const category = point.category.trim()
    const series = point.series.trim()
    const isWritten = point.text === `${category} — ${series}: ${point.value}`
    if (!previous || !isWritten) parts.push(point.text)
    else if (category === previous.category.trim()) parts[parts.length - 1] += `; ${series}: ${point.value}`
    else if (series === previous.series.trim() && points.every((other) => other.series.trim() === series))
      parts.push(`${category}: ${point.value}`)
    else parts.push(point.text)
  })
  return parts.join(' · ')
}

// A series named by the tool ("Series 1", "Reihe 2") says nothing: the chart's own title names it then.
function chartLabel(line: Extract<TypedLine, { kind: 'chart-point' }>): string {
  const series = line.series.trim()
  return series === '' || /^\p{L}+\s?\d+$/u.test(series) ? (line.chart ?? '').trim() : series
}
