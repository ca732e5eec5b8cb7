import type { Slide } from '../shared'

/**
 * The places of a slide where words of several lines name a figure, as its layout shows them (issue 24): a
 * chart with its caption, a text box's paragraphs, a bullet with those under it. The label check reads them
 * beside each line as ingest wrote it.
 */
export function evidenceTexts(lines: Slide['lines']): string[] {
  return [...chartTexts(lines), ...boxTexts(lines), ...headedListTexts(lines)]
}

/** Whether ingest laid the slide out: its lines say which text box each stands in. */
export function isLaidOut(lines: Slide['lines']): boolean {
  return lines.some((line) => boxOf(line) !== undefined)
}

/**
 * A chart's points read with what names them: the chart's title, or the caption or chart title set right
 * above its first point ("Percentage of members in 2024 by region" over "Vienna: 85", "Graz: 52").
 */
function chartTexts(lines: Slide['lines']): string[] {
  const out: string[] = []
  lines.forEach((line, at) => {
    if (line.kind !== 'chart-point' || lines[at - 1]?.kind === 'chart-point') return
    let end = at
    while (lines[end]?.kind === 'chart-point') end += 1
    const above = lines[at - 1]
    const caption =
      above && (above.kind === 'caption' || above.kind === 'chart-title' || above.kind === 'paragraph')
        ? [above.text]
        : []
    out.push([...caption, line.chart ?? '', ...lines.slice(at, end).map((point) => point.text)].join('\n'))
  })
  return out
}

function boxOf(line: Slide['lines'][number]): number | undefined {
  return 'box' in line ? line.box : undefined
}

/**
 * The places where words of several lines name a figure on a laid-out slide: a text box's paragraphs read
 * together ("Revenue" over "$4.2M" in one box), and a bullet with the bullets set deeper under it ("Project
 * cost" over "US$ 0.54 million"). Lines of different boxes meet only in a `stat` line ingest wrote.
 */
function boxTexts(lines: Slide['lines']): string[] {
  const paragraphs = new Map<number, string[]>()
  const out: string[] = []
  lines.forEach((line, at) => {
    const box = boxOf(line)
    if (box === undefined) return
    // A formula or a bare value ("Q = C × i × A / 360") is explained by the lines beside it in its box.
    if (!/\p{L}{2}/u.test(line.text)) {
      const beside = [lines[at - 1], lines[at + 1]].filter((other) => other && boxOf(other) === box)
      out.push([line.text, ...beside.map((other) => other!.text)].join('\n'))
    }
    if (line.kind === 'paragraph') paragraphs.set(box, [...(paragraphs.get(box) ?? []), line.text])
    if (line.kind !== 'bullet' && line.kind !== 'numbered') return
    const under: string[] = []
    for (const next of lines.slice(at + 1)) {
      if ((next.kind !== 'bullet' && next.kind !== 'numbered') || next.level <= line.level) break
      under.push(next.text)
    }
    if (under.length > 0) out.push([line.text, ...under].join('\n'))
  })
  for (const texts of paragraphs.values()) if (texts.length > 1) out.push(texts.join('\n'))
  return out
}

// A heading is a short line without a full stop: "Option A: repair and hold spares", not a sentence.
const MAX_HEADING_CHARS = 80

/**
 * Each item of a list read with the short line set right above the list, which heads it ("Option B: replace
 * the oven (recommended)" over "New tunnel oven: £1.45M capital"), even from another text box: two-column
 * slides set each option's heading in a box of its own. One item at a time, so that a list's items still
 * name nothing of each other.
 */
function headedListTexts(lines: Slide['lines']): string[] {
  const out: string[] = []
  lines.forEach((line, at) => {
    const text = line.text.trim()
    if (line.kind !== 'paragraph' || text.length > MAX_HEADING_CHARS || /[.!?]$/.test(text)) return
    for (const next of lines.slice(at + 1)) {
      if (next.kind !== 'bullet' && next.kind !== 'numbered') break
      out.push(`${text}\n${next.text}`)
    }
  })
  return out
}
