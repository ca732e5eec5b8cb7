import type { ConsistencyFinding, Document, Slide } from '../shared'
import { cueWords, hasCue, parseQuantity, parseUnitHint } from '../summarize'
import { readTables } from './read-tables'

/** A near miss of 100 is a slip; a sum far from it is a list of some parts, not of one whole. */
const NEAR_WHOLE = 15
const ROUNDING = 1

interface Part {
  value: string
  amount: number
  line: string
}

function percentOf(text: string, isPercentColumn = false): number | undefined {
  const quantity = parseQuantity(text)
  if (!quantity) return undefined
  if (quantity.unit === '%' || (isPercentColumn && quantity.unit === '')) return quantity.written
  return undefined
}

function finding(slide: Slide, whole: string, parts: Part[], stated?: Part): ConsistencyFinding | undefined {
  const sum = Math.round(parts.reduce((total, part) => total + part.amount, 0) * 100) / 100
  const target = stated?.amount ?? 100
  if (Math.abs(sum - target) <= ROUNDING) return undefined
  if (!stated && Math.abs(sum - 100) > NEAR_WHOLE) return undefined
  const listed = parts.map((part) => part.value).join(' + ')
  return {
    kind: 'shares',
    measure: whole,
    message: `${whole} on slide ${slide.number} adds up to ${sum} %, not ${target} %: ${listed}.`,
    figures: [
      { slideNumber: slide.number, value: stated?.value ?? '100 %', line: stated?.line ?? whole },
      { slideNumber: slide.number, value: `${sum} %`, line: listed },
    ],
    slides: [slide.number],
  }
}

function tableShares(slide: Slide, shareCues: string[], totalCues: string[]): ConsistencyFinding[] {
  const findings: ConsistencyFinding[] = []
  for (const table of readTables(slide)) {
    const headers = table[0]?.headers ?? []
    for (let column = 1; column < headers.length; column++) {
      const header = headers[column] ?? ''
      const isPercentColumn = parseUnitHint(header)?.unit === '%'
      const parts: Part[] = []
      let stated: Part | undefined
      let readable = true
      for (const row of table) {
        const cell = row.cells[column] ?? ''
        if (!cell.trim()) continue
        const amount = percentOf(cell, isPercentColumn)
        if (amount === undefined) readable = false
        else if (hasCue(row.cells[0] ?? '', totalCues)) stated = { value: cell, amount, line: row.text }
        else parts.push({ value: cell, amount, line: row.text })
      }
      if (!readable || parts.length < 2) continue
      // One whole: the table says so in a total row, or the column is headed as a share of something.
      if (!stated && !hasCue(header, shareCues)) continue
      const result = finding(slide, header, parts, stated)
      if (result) findings.push(result)
    }
  }
  return findings
}

function lineShares(slide: Slide, shareCues: string[]): ConsistencyFinding[] {
  const findings: ConsistencyFinding[] = []
  for (const line of slide.lines) {
    if (line.kind !== 'bullet' && line.kind !== 'paragraph' && line.kind !== 'numbered') continue
    const head = line.text.split(':')[0] ?? ''
    if (!line.text.includes(':') || !hasCue(head, shareCues)) continue
    const parts = Array.from(line.text.matchAll(/(?<![\d.,+−-])(\d+(?:[.,]\d+)?)\s?%/gu), (m) => ({
      value: m[0],
      amount: Number((m[1] ?? '').replace(',', '.')),
      line: line.text,
    }))
    if (parts.length < 2) continue
    const result = finding(slide, head.trim(), parts)
    if (result) findings.push(result)
  }
  return findings
}

/** Stat cards or chart points of a slide headed as a split ("Use of funds"), when they are all shares. */
function slideShares(slide: Slide, shareCues: string[]): ConsistencyFinding[] {
  if (!hasCue(slide.title, shareCues)) return []
  const findings: ConsistencyFinding[] = []
  const stats = slide.lines.flatMap((line) => (line.kind === 'stat' ? [line] : []))
  const statParts = stats.flatMap((line) => {
    const amount = percentOf(line.value)
    return amount === undefined ? [] : [{ value: line.value, amount, line: line.text }]
  })
  if (statParts.length >= 2 && statParts.length === stats.length) {
    const result = finding(slide, slide.title, statParts)
    if (result) findings.push(result)
  }
  const series = new Map<string, Part[]>()
  for (const line of slide.lines) {
    if (line.kind !== 'chart-point') continue
    const amount = percentOf(line.value, parseUnitHint(line.series)?.unit === '%')
    const key = `${line.chart ?? ''}\u0000${line.series}`
    const parts = series.get(key) ?? []
    parts.push({ value: line.value, amount: amount ?? Number.NaN, line: line.text })
    series.set(key, parts)
  }
  for (const parts of series.values()) {
    if (parts.length < 2 || parts.some((part) => Number.isNaN(part.amount))) continue
    const result = finding(slide, slide.title, parts)
    if (result) findings.push(result)
  }
  return findings
}

/**
 * Shares of one whole that do not make 100 % (± 1 for rounding): a table column of shares (with a 100 %
 * total row, or headed as a share), a "use of funds: 45 %, 35 %, 20 %" line, the stat cards or a chart on a
 * slide headed as a split. Without a stated total, a sum far from 100 is taken for a list of some parts.
 */
export function findUnbalancedShares(document: Document): ConsistencyFinding[] {
  const shareCues = cueWords('share', document.language)
  const totalCues = [...cueWords('total', document.language), ...cueWords('subtotal', document.language)]
  return document.slides.flatMap((slide) => [
    ...tableShares(slide, shareCues, totalCues),
    ...lineShares(slide, shareCues),
    ...slideShares(slide, shareCues),
  ])
}
