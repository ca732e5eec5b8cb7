import CFB from 'cfb'
import type { SlideLine } from '../../shared'
import { decodeXmlText } from '../pptx/decode-xml-text'
import { formatChartNumber, POINT_STYLE } from '../pptx/format-chart-number'
import { pointText, type ChartValue } from '../pptx/read-chart-lines'
import { openZip } from '../zip'
import { inflateEntry } from '../zip/inflate-entry'
import { DIAGRAM_LIMITS, type DiagramBudget } from './read-diagram-text'
import { readBodyText, readBodyUint32, readChildren, readRecord, RecordType, type PptRecord } from './record'

/** A CString record's instance 2 inside an ExOleEmbedContainer is the object's ProgID ("Excel.Sheet.8"). */
const PROG_ID_INSTANCE = 2
/** ExOleObjAtom.subType: default (what LibreOffice writes for its charts), MS Graph, Excel chart. */
const CHART_SUBTYPES: ReadonlySet<number> = new Set([0, 4, 14])

/** Reads the chart behind an embedded object id, or nothing when the object is no chart we can read. */
export type OleChartReader = (exObjId: number) => SlideLine[]

/** ODF number styles as the Excel format codes `formatChartNumber` reads: decimals and grouping. */
function seriesFormatCodes(xml: string): string[] {
  const numberStyles = new Map<string, string>()
  for (const style of elements(xml, '<number:number-style', '</number:number-style>')) {
    const name = attribute(style, 'style:name')
    const decimals = Number(attribute(style, 'number:decimal-places') ?? 0)
    const grouped = attribute(style, 'number:grouping') === 'true'
    const percent = style.includes('%')
    if (name)
      numberStyles.set(
        name,
        `${grouped ? '#,##0' : '0'}${decimals > 0 ? `.${'0'.repeat(Math.min(decimals, 10))}` : ''}${percent ? '%' : ''}`,
      )
  }
  const chartStyles = new Map<string, string>()
  for (const style of openingTags(xml, '<style:style')) {
    const name = attribute(style, 'style:name')
    const data = attribute(style, 'style:data-style-name')
    if (name && data && numberStyles.has(data)) chartStyles.set(name, numberStyles.get(data)!)
  }
  return openingTags(xml, '<chart:series').map(
    (series) => chartStyles.get(attribute(series, 'chart:style-name') ?? '') ?? 'General',
  )
}

function openingTags(xml: string, open: string): string[] {
  const out: string[] = []
  let at = 0
  for (;;) {
    const start = xml.indexOf(open, at)
    if (start === -1) return out
    const end = xml.indexOf('>', start)
    if (end === -1) return out
    out.push(xml.slice(start, end + 1))
    at = end + 1
  }
}

function attribute(tag: string, name: string): string | undefined {
  const start = tag.indexOf(` ${name}="`)
  if (start === -1) return undefined
  const from = start + name.length + 3
  const end = tag.indexOf('"', from)
  return end === -1 ? undefined : decodeXmlText(tag.slice(from, end))
}

/**
 * Charts in a .ppt are embedded OLE objects. LibreOffice stores each as an ODF chart package
 * (`package_stream`) whose content keeps the chart's data in a local table: the first row names the
 * series, each further row a category and its values. That data becomes the same `chart-title` and
 * `chart-point` lines as a PPTX chart ("category — series: value", values as the table shows them).
 * Objects of other kinds (MS Graph, spreadsheets) and broken storages give nothing.
 */
export function createOleChartReader(
  view: DataView,
  documentChildren: readonly PptRecord[],
  offsets: ReadonlyMap<number, number>,
  budget: DiagramBudget,
  values: ChartValue[],
): OleChartReader {
  const persistIds = new Map<number, number>()
  for (const list of documentChildren.filter((child) => child.type === RecordType.exObjList)) {
    for (const embed of readChildren(view, list)) {
      if (embed.type !== RecordType.exOleEmbedContainer) continue
      const children = readChildren(view, embed)
      const atom = children.find((child) => child.type === RecordType.exOleObjAtom)
      const exObjId = atom && readBodyUint32(view, atom, 8)
      const subType = atom && readBodyUint32(view, atom, 12)
      const persistId = atom && readBodyUint32(view, atom, 16)
      // Equations, documents and worksheets are left closed: inflating them costs time and holds no chart.
      const progId = children.find(
        (child) => child.type === RecordType.cString && child.instance === PROG_ID_INSTANCE,
      )
      const named = progId && readBodyText(view, progId)
      const mayBeChart = CHART_SUBTYPES.has(subType ?? -1) && (named === undefined || /chart/iu.test(named))
      if (exObjId !== undefined && persistId !== undefined && mayBeChart) persistIds.set(exObjId, persistId)
    }
  }
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  return (exObjId) => {
    const offset = offsets.get(persistIds.get(exObjId) ?? -1)
    if (offset === undefined || budget.remainingBytes <= 0) return []
    try {
      const record = readRecord(view, offset, view.byteLength)
      if (record.type !== RecordType.exOleObjStg) return []
      const stored = bytes.subarray(record.body, record.end)
      const limits = {
        maxBytes: Math.min(DIAGRAM_LIMITS.maxEntryBytes, budget.remainingBytes),
        maxRatio: DIAGRAM_LIMITS.maxRatio,
        ratioGraceBytes: DIAGRAM_LIMITS.ratioGraceBytes,
      }
      // Instance 1: a 4-byte size, then a zlib stream (a 2-byte header before the deflate data).
      const storage = record.instance === 1 ? inflateEntry(stored.subarray(6), limits) : stored
      budget.remainingBytes -= storage.length
      const container = CFB.read(Buffer.from(storage.buffer, storage.byteOffset, storage.byteLength), {
        type: 'buffer',
      })
      const entry = CFB.find(container, 'package_stream')
      const content = entry?.content as Uint8Array | number[] | undefined
      if (!content || content.length === 0) return []
      const archive = openZip(content instanceof Uint8Array ? content : Uint8Array.from(content), {
        ...DIAGRAM_LIMITS,
        maxTotalBytes: Math.min(DIAGRAM_LIMITS.maxTotalBytes, budget.remainingBytes),
      })
      const xml = archive.read('content.xml')
      if (!xml) return []
      budget.remainingBytes -= xml.length
      return readOdfChart(new TextDecoder().decode(xml), values)
    } catch {
      // A broken or foreign object costs its own chart, not the deck.
      return []
    }
  }
}

/**
 * The chart title and the local table's points of an ODF chart's content.xml, found by plain scanning.
 * Each value is also handed to `values` with its series' number format, for the deck's number style.
 */
function readOdfChart(xml: string, values: ChartValue[]): SlideLine[] {
  const formats = seriesFormatCodes(xml)
  const lines: SlideLine[] = []
  const titleStart = xml.indexOf('<chart:title')
  const title = titleStart === -1 ? '' : paragraphs(between(xml, titleStart, '</chart:title>')).join(' ')
  if (title !== '') lines.push({ kind: 'chart-title', text: title })

  const tableStart = xml.indexOf('<table:table ')
  if (tableStart === -1) return lines
  const table = between(xml, tableStart, '</table:table>')
  const rows = elements(table, '<table:table-row', '</table:table-row>').map((row) =>
    elements(row, '<table:table-cell', '</table:table-cell>').map((cell) => ({
      text: paragraphs(cell).join(' '),
      raw: attribute(cell.slice(0, cell.indexOf('>') + 1), 'office:value'),
    })),
  )
  const [header = [], ...body] = rows
  for (const [categoryCell, ...cells] of body) {
    const category = categoryCell?.text ?? ''
    cells.forEach((cell, index) => {
      if (cell.text === '' && cell.raw === undefined) return
      const series = header[index + 1]?.text ?? ''
      const formatCode = formats[index] ?? 'General'
      const value = cell.raw === undefined ? cell.text : formatChartNumber(cell.raw, formatCode, POINT_STYLE)
      const line = {
        kind: 'chart-point' as const,
        text: pointText(category, series, value),
        category,
        series,
        value,
        ...(title ? { chart: title } : {}),
      }
      if (cell.raw !== undefined) values.push({ line, raw: cell.raw, formatCode })
      lines.push(line)
    })
  }
  return lines
}

function between(xml: string, start: number, close: string): string {
  const end = xml.indexOf(close, start)
  return xml.slice(start, end === -1 ? xml.length : end)
}

/** Each element with that opening (`<table:table-cell` but not `<table:table-cells`) up to its close. */
function elements(xml: string, open: string, close: string): string[] {
  const out: string[] = []
  let at = 0
  for (;;) {
    const start = xml.indexOf(open, at)
    if (start === -1) return out
    const next = xml[start + open.length]
    if (next !== ' ' && next !== '>' && next !== '/') {
      at = start + open.length
      continue
    }
    const selfClosing = xml.indexOf('/>', start)
    const tagEnd = xml.indexOf('>', start)
    if (tagEnd !== -1 && selfClosing !== -1 && selfClosing + 1 === tagEnd) {
      out.push('')
      at = tagEnd + 1
      continue
    }
    const end = xml.indexOf(close, start)
    if (end === -1) return out
    out.push(xml.slice(start, end))
    at = end + close.length
  }
}

/** The text of each `<text:p>` inside, markup removed. */
function paragraphs(xml: string): string[] {
  return elements(xml, '<text:p', '</text:p>')
    .map((paragraph) =>
      decodeXmlText(paragraph.slice(paragraph.indexOf('>') + 1).replace(/<[^>]*>/gu, '')).trim(),
    )
    .filter((text) => text !== '')
}

/** The embedded object a shape shows ([MS-PPT] ExObjRefAtom in its client data), if any. */
export function readExObjRef(view: DataView, shapeChildren: readonly PptRecord[]): number | undefined {
  const clientData = shapeChildren.find((child) => child.type === RecordType.officeArtClientData)
  if (!clientData) return undefined
  const atom = readChildren(view, clientData).find((child) => child.type === RecordType.exObjRefAtom)
  return atom && readBodyUint32(view, atom, 0)
}
