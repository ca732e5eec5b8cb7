import { findChild, textContent, type XmlElement } from './xml-element'

/** Whether paragraphs at a list level (0-8) carry bullets when the paragraph itself does not say. */
export type BulletDefault = (level: number) => boolean

const LINE_BREAKS = /[\n\r\v\u2028\u2029]/
const MAX_LEVEL = 8

/**
 * The text of a text body (`p:txBody`, `a:txBody`, `dgm:t`, `c:rich`): one line per paragraph, `a:br`
 * as a line break, lines trimmed and empty ones dropped. List paragraphs read `- item`, indented by
 * two spaces per level; a soft break inside an item continues it under the same indent.
 */
export function readParagraphLines(
  body: XmlElement | undefined,
  isBulletedByDefault: BulletDefault,
): string[] {
  const lines: string[] = []
  if (!body) return lines
  for (const paragraph of body.children) {
    if (typeof paragraph === 'string' || paragraph.name !== 'a:p') continue
    const parts = paragraphText(paragraph)
      .split(LINE_BREAKS)
      .map((line) => line.trim())
      .filter((line) => line !== '')
    if (parts.length === 0) continue
    const properties = findChild(paragraph, 'a:pPr')
    const level = listLevel(properties)
    if (!isBulleted(properties, level, isBulletedByDefault)) {
      lines.push(...parts)
      continue
    }
    const indent = '  '.repeat(level)
    parts.forEach((part, index) => lines.push(`${indent}${index === 0 ? '- ' : '  '}${part}`))
  }
  return lines
}

/** The same lines without list markers: for table cells, notes, chart and SmartArt text. */
export function readPlainLines(body: XmlElement | undefined): string[] {
  const lines: string[] = []
  if (!body) return lines
  for (const paragraph of body.children) {
    if (typeof paragraph !== 'string' && paragraph.name === 'a:p') lines.push(...paragraphLines(paragraph))
  }
  return lines
}

function paragraphLines(paragraph: XmlElement): string[] {
  return paragraphText(paragraph)
    .split(LINE_BREAKS)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

function paragraphText(paragraph: XmlElement): string {
  let text = ''
  for (const child of paragraph.children) {
    if (typeof child === 'string') continue
    if (child.name === 'a:r' || child.name === 'a:fld') text += textContent(findChild(child, 'a:t'))
    else if (child.name === 'a:br') text += '\n'
  }
  return text
}

function listLevel(properties: XmlElement | undefined): number {
  const level = Number.parseInt(properties?.attributes.lvl ?? '0', 10)
  return Number.isFinite(level) ? Math.min(Math.max(level, 0), MAX_LEVEL) : 0
}

function isBulleted(properties: XmlElement | undefined, level: number, byDefault: BulletDefault): boolean {
  return bulletSetting(properties) ?? byDefault(level)
}

/** What a paragraph-properties element says about bullets, if anything. */
export function bulletSetting(properties: XmlElement | undefined): boolean | undefined {
  if (!properties) return undefined
  for (const child of properties.children) {
    if (typeof child === 'string') continue
    if (child.name === 'a:buNone') return false
    if (child.name === 'a:buChar' || child.name === 'a:buAutoNum' || child.name === 'a:buBlip') return true
  }
  return undefined
}
