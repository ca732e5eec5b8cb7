import type { SlideLine } from '../../shared'
import { decodeSymbolCharacter, decodeSymbolFont } from '../character-runs/decode-symbol-font'
import { type ScriptPosition, writeScriptRun } from '../character-runs/write-script-run'
import { itemsAtBlankLines } from '../layout/blank-line-items'
import { isIndentedItem } from '../layout/indented-item'
import { writtenMarker } from '../slide-lines'
import { findChild, textContent, type XmlElement } from './xml-element'

/**
 * How paragraphs at one list level are marked: not at all, with a bullet character or picture, or
 * numbered automatically (`a:buAutoNum`: its scheme, e.g. `arabicPeriod`, and the first number).
 */
export type BulletStyle = false | 'bullet' | { scheme: string; startAt: number }

/** The style paragraphs at a list level (0-8) get when the paragraph itself does not say. */
export type BulletDefault = (level: number) => BulletStyle

/** Typed lines of a text body, plus the font size (hundredths of a point) of its first run when set. */
export interface TextBodyLines {
  lines: SlideLine[]
  fontSize: number | undefined
  bold: boolean
}

const LINE_BREAKS = /[\n\r\v\u2028\u2029]/
const MAX_LEVEL = 8

/**
 * The typed lines of a text body (`p:txBody`): one line per paragraph. Bulleted paragraphs are
 * `bullet` lines with their level (soft breaks inside an item join with a space, so an item stays one
 * line); automatically numbered paragraphs (`a:buAutoNum`, also when inherited from the layout or
 * master) get their computed marker ("1.", "b)", "iii.") as a `numbered` line, as do paragraphs that
 * start with a typed marker ("1.", "A01"); everything else is a `paragraph` per line, `a:br` splitting it.
 */
export function readParagraphLines(body: XmlElement | undefined, byDefault: BulletDefault): TextBodyLines {
  const lines: SlideLine[] = []
  let fontSize: number | undefined
  let bold = false
  if (!body) return { lines, fontSize, bold }
  // The next number at each level; a paragraph resets the deeper levels, an unnumbered one its own.
  const counters: (number | undefined)[] = []
  // The level of the last paragraph without a bullet: a paragraph set deeper under it is its item.
  let headLevel: number | undefined
  let headText = ''
  // The level of the first item under that heading: its items are a list from there.
  let itemLevel: number | undefined
  for (const paragraph of body.children) {
    if (typeof paragraph === 'string' || paragraph.name !== 'a:p') continue
    const parts = paragraphLines(paragraph)
    if (parts.length === 0) continue
    if (fontSize === undefined) {
      const runProperties = findChild(findChild(paragraph, 'a:r'), 'a:rPr')
      const size = Number(runProperties?.attributes.sz)
      if (Number.isFinite(size) && size > 0) fontSize = size
      bold = runProperties?.attributes.b === '1' || runProperties?.attributes.b === 'true'
    }
    const properties = findChild(paragraph, 'a:pPr')
    const level = listLevel(properties)
    counters.length = Math.min(counters.length, level + 1)
    const style = bulletSetting(properties) ?? byDefault(level)
    const text = parts.join(' ')
    if (style !== false) headLevel = undefined
    // Any line but a heading's item ends that heading's list.
    if (headLevel === undefined || level <= headLevel) itemLevel = undefined
    if (typeof style === 'object') {
      const number = counters[level] ?? style.startAt
      counters[level] = number + 1
      const marker = formatMarker(style.scheme, number)
      lines.push({ kind: 'numbered', text: `${marker} ${text}`, marker, level })
      continue
    }
    counters[level] = undefined
    const written = writtenMarker(text)
    if (written) {
      lines.push({ kind: 'numbered', text, marker: written, level })
    } else if (style === 'bullet') {
      // An empty line typed inside a bullet ends its item: the next piece is an item of its own at the same level.
      for (const item of itemsAtBlankLines(paragraphText(paragraph).split(/\r\n|[\n\r\v\u2028\u2029]/u)))
        lines.push({ kind: 'bullet', text: item.join(' '), level })
    } else if (headLevel !== undefined && level > headLevel && isIndentedItem(headText, text)) {
      // A paragraph indented under a shallower one without a bullet ("Round to Nearest" over "Prescribed by
      // IEEE-754…", neither with a glyph) is an item of that heading, as a reader sees it: read flat, the
      // heading's subject is lost and the item reads as said of the slide (issue 24, reader r-x2; decision 173).
      itemLevel ??= level
      lines.push({ kind: 'bullet', text, level: Math.max(0, level - itemLevel) })
    } else {
      headLevel = level
      headText = text
      for (const part of parts) lines.push({ kind: 'paragraph', text: part })
    }
  }
  return { lines, fontSize, bold }
}

/** The same text without list markers, one entry per line: for titles, table cells, notes, charts. */
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
  let line = ''
  // Neighbouring runs raised alike are one script ("10" then "-3"): gathered, then written as one.
  let script = ''
  let scriptPosition: ScriptPosition | undefined
  const endScript = (): void => {
    if (scriptPosition) line += writeScriptRun(line, script, scriptPosition)
    script = ''
    scriptPosition = undefined
  }
  for (const child of paragraph.children) {
    if (typeof child === 'string') continue
    if (child.name === 'a:r' || child.name === 'a:fld') {
      const { text: run, position } = runText(child)
      if (position !== scriptPosition) endScript()
      if (position) {
        scriptPosition = position
        script += run
      } else line += run
    } else if (child.name === 'a:br') {
      endScript()
      text += `${line}\n`
      line = ''
    }
  }
  endScript()
  return text + line
}

function typefaceOf(formats: string, element: string): string | undefined {
  if (!formats.includes(element)) return undefined
  return new RegExp(`<${element}\\b[^>]*\\btypeface="([^"]*)"`, 'u').exec(formats)?.[1]
}

/** A run's text with its Symbol-font characters as Unicode, and whether it is raised or lowered (`a:rPr` baseline). */
function runText(run: XmlElement): { text: string; position: ScriptPosition | undefined } {
  const properties = findChild(run, 'a:rPr')
  // Private-use characters are drawn from the symbol font (a:sym), the others from the run's Latin font.
  // a:rPr is left unparsed for speed (parse-xml-part), so its font elements are found in its raw text.
  const formats = properties?.children.find((child) => typeof child === 'string') ?? ''
  const symbolFont = typefaceOf(formats, 'a:sym')
  const written = textContent(findChild(run, 'a:t')).replace(
    /[\uf020-\uf0ff]/gu,
    (character) => decodeSymbolCharacter(character.charCodeAt(0), symbolFont) ?? character,
  )
  const text = decodeSymbolFont(written, typefaceOf(formats, 'a:latin'))
  const baseline = Number(properties?.attributes.baseline ?? 0)
  const position = !Number.isFinite(baseline) || baseline === 0 ? undefined : baseline > 0 ? 'super' : 'sub'
  return { text, position }
}

function listLevel(properties: XmlElement | undefined): number {
  const level = Number.parseInt(properties?.attributes.lvl ?? '0', 10)
  return Number.isFinite(level) ? Math.min(Math.max(level, 0), MAX_LEVEL) : 0
}

/** What a paragraph-properties element (or a list style level) says about bullets, if anything. */
export function bulletSetting(properties: XmlElement | undefined): BulletStyle | undefined {
  if (!properties) return undefined
  for (const child of properties.children) {
    if (typeof child === 'string') continue
    if (child.name === 'a:buNone') return false
    if (child.name === 'a:buChar' || child.name === 'a:buBlip') return 'bullet'
    if (child.name === 'a:buAutoNum') {
      const startAt = Number.parseInt(child.attributes.startAt ?? '1', 10)
      return {
        scheme: child.attributes.type ?? 'arabicPeriod',
        startAt: Number.isFinite(startAt) && startAt > 0 ? startAt : 1,
      }
    }
  }
  return undefined
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

function roman(value: number): string {
  let rest = value
  let out = ''
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      out += letters
      rest -= amount
    }
  }
  return out
}

function alphabetic(value: number): string {
  // a..z, then aa, bb... as PowerPoint counts on past z.
  const letter = String.fromCharCode(97 + ((value - 1) % 26))
  return letter.repeat(Math.floor((value - 1) / 26) + 1)
}

/**
 * The printed marker of item `value` in an `a:buAutoNum` scheme ([ECMA-376] ST_TextAutonumberScheme):
 * the numeral system (`arabic`, `alphaLc`, `alphaUc`, `romanLc`, `romanUc`) and the punctuation
 * (`Period` "1.", `ParenR` "1)", `ParenBoth` "(1)", `Plain` "1"); unknown schemes count as "1.".
 */
export function formatMarker(scheme: string, value: number): string {
  const match = /^(arabic|alphaLc|alphaUc|romanLc|romanUc)(Period|ParenR|ParenBoth|Plain|Minus)?/u.exec(
    scheme,
  )
  const system = match?.[1] ?? 'arabic'
  const numeral =
    system === 'alphaLc'
      ? alphabetic(value)
      : system === 'alphaUc'
        ? alphabetic(value).toUpperCase()
        : system === 'romanLc'
          ? roman(value)
          : system === 'romanUc'
            ? roman(value).toUpperCase()
            : String(value)
  switch (match?.[2] ?? 'Period') {
    case 'ParenR':
      return `${numeral})`
    case 'ParenBoth':
      return `(${numeral})`
    case 'Plain':
      return numeral
    case 'Minus':
      return `- ${numeral} -`
    default:
      return `${numeral}.`
  }
}
