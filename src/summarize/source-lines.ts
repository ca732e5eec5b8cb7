import { type Document, hasTypedLines, type Slide } from '../shared'
import { extractFigures, figureSet } from './figures'
import { evidenceTexts, isLaidOut } from './evidence-texts'
import { type FigureLabel, figureLabels } from './figure-labels'
import { isDateFigure } from './date-figures'
import { readLines } from './local/read-lines'
import { typedLinesOf } from './local/read-typed-lines'
import { spelledNumbers } from './spelled-numbers'
import { splitSentences } from './text/split-sentences'
import { joinNoteLines } from './text/join-note-lines'
import { tokenize } from './text/tokenize'
import { stemOf } from './text/stem-of'

/** A source's text with the numbers it spells out added as digits: "Thirty-day" vouches for "30-day". */
export function withSpelledNumbers(text: string): string {
  const spelled = spelledNumbers(text)
  return spelled ? `${text}\n${spelled}` : text
}

/** One place a figure can stand with its label: a line, a table row, a stat, a chart point, a sentence of the notes. */
export interface SourceLine {
  text: string
  figures: Set<string>
  words: Set<string>
  /**
   * The words the line names its figures by: each set right before a figure, a colon or a dash ("OEE: 68.4%"),
   * lower-cased but not stemmed, since a five-letter stem makes "against" the "again" of another line.
   */
  labelWords: Set<string>
  /** The stems of the line's own words (and its table block's), without the slide title's. */
  own: Set<string>
  /** The stems of the slide title's words, which `words` holds too. */
  title: Set<string>
  /** Each figure with the words the line sets before it and its row label (decision 121). */
  figureLabels: Map<string, FigureLabel>
}

const sourceLineCache = new WeakMap<Document, Map<number, SourceLine[]>>()

/**
 * The places of a slide where a figure meets its label. Typed lines as ingest wrote them; for a slide
 * whose lines are untyped, its text as the summariser reads it (stat cards and chart labels paired, tables
 * read against their headers); the title with each line, since a title names what a slide's figures measure;
 * and each sentence of the notes.
 */
export function sourceLines(document: Document): Map<number, SourceLine[]> {
  let cached = sourceLineCache.get(document)
  if (!cached) {
    cached = new Map(document.slides.map((slide) => [slide.number, linesOfSlide(slide, document)]))
    sourceLineCache.set(document, cached)
  }
  return cached
}

function linesOfSlide(slide: Slide, document: Document): SourceLine[] {
  const language = document.language
  const laidOut = isLaidOut(slide.lines)
  // A slide ingest laid out names its figures by its own lines and boxes, never by the summariser's reading
  // of them: checked against that reading, a wrong pairing vouched for itself (issue 24: every summary said
  // "mislabelled: []"). A slide built from text alone has no boxes; its text as the summariser reads it is
  // the only reading there is.
  const own = laidOut
    ? [
        ...slide.lines.filter((line) => line.kind !== 'title').map((line) => line.text),
        // The summariser's reading of them, which pairs on that evidence only (a box, a list, a card's row, a
        // table's row), and writes table rows and chart points its own way ("Meta 2026/27 200"). The pairs it
        // shows together on one line ("Project cost: US$ 0.54 million · Cost of CO2: ~ US$ 8.5") are one each.
        ...(
          typedLinesOf({ ...slide, isParagraphed: document.format !== 'pdf' }, () => false, language) ?? []
        ).flatMap((line) => line.text.split(' · ')),
      ]
    : hasTypedLines(slide.lines)
      ? slide.lines.map((line) => line.text)
      : [...slide.text.split('\n'), ...readLines(slide.text).map((line) => line.text)]
  const texts = [...own, ...evidenceTexts(slide.lines)]
  const titleWords = tokenize(slide.title, language)
  const titleStems = new Set(titleWords.map(stemOf))
  const notes = splitSentences(joinNoteLines(slide.notes, language, slide.text.split('\n')), language)
  // A PDF's table that ingest did not find comes as short lines, one text block each, its headers in others:
  // its block of short lines is the evidence there is (the row and column it stands in). A slide's boxes
  // are evidence enough: there, lines set near each other in different boxes name nothing of each other.
  const isPdf = document.format === 'pdf'
  const tableWords = laidOut && !isPdf ? [] : tableBlockWords(texts, language, isPdf)
  const groups = unitTexts(slide.lines)
  const headed = headedWords(texts, language)
  return [...texts, ...notes, slide.title]
    .map((text, index) => ({ text, block: tableWords[index], body: headed[index] ?? [] }))
    .filter(({ text }) => extractFigures(withSpelledNumbers(text)).length > 0)
    .map(({ text, block, body }) => {
      const own = [...tokenize(text, language), ...(block ?? [])]
      const labelWords = new Set(
        [...text.matchAll(LABEL_WORD)].flatMap((match) => tokenize(match[1] ?? '', language)),
      )
      return {
        text: text.replace(/\s+/gu, ' ').trim(),
        figures: figureSet(withSpelledNumbers(text)),
        words: new Set([...own, ...titleWords, ...body].map(stemOf)),
        own: new Set(own.map(stemOf)),
        title: titleStems,
        figureLabels: figureLabels(groups.get(text) ?? text, language),
        labelWords,
      }
    })
}

// Not a word between two figures ("4.1%, against 4.3%", "68.4% (plan 72.0%)"): a comparison, not a label.
const LABEL_WORD = /(?<!\d\S*[\s,;(]+)(\p{L}[\p{L}\p{N}'’-]*)(?=[\s(]*(?::\s|\s[—–]\s|[$€£¥₹]?\d))/gu

// A PDF table comes out of the page as short lines: its captions and headers on some, its figures alone on
// others ("Table 2: …", "[3] Pages in RMBS prospectus", "200"). A line of figures only stands in such a block.
const MAX_TABLE_LINE_CHARS = 90
const MAX_FRAGMENT_WORDS = 3

/**
 * For each line of figures without words (and, in a PDF, each short line of several figures: a table row),
 * the words of the block of short lines around it (a PDF table's caption, row and column headers), and for a
 * line of figures only those of the lines just before and after; undefined for every other line.
 */
function tableBlockWords(
  texts: readonly string[],
  language: Document['language'],
  isPdf: boolean,
): (string[] | undefined)[] {
  const isShort = (text: string) => text.trim() !== '' && text.length <= MAX_TABLE_LINE_CHARS
  const isFiguresOnly = (text: string) =>
    extractFigures(text).length > 0 && tokenize(text, language).length === 0
  // A PDF table's row ("Total 120 4,860 31,181 68%") is read against the header lines of its block.
  const isTableRow = (text: string) => isFiguresOnly(text) || (isPdf && extractFigures(text).length >= 2)
  const out: (string[] | undefined)[] = texts.map(() => undefined)
  let start = 0
  while (start < texts.length) {
    if (!isShort(texts[start]!)) {
      start++
      continue
    }
    let end = start
    while (end < texts.length && isShort(texts[end]!)) end++
    const block = texts.slice(start, end)
    if (block.filter(isTableRow).length >= (isPdf ? 2 : 1) || block.some(isFiguresOnly)) {
      const words = block.flatMap((text) => tokenize(text, language))
      for (let index = start; index < end; index++) if (isTableRow(texts[index]!)) out[index] = words
    }
    start = end
  }
  // A PDF table's cell that wraps ("or delirium") or a row label set apart from its figures ("Total") comes as
  // a line of a few words beside its row: the row is read with it.
  if (isPdf)
    texts.forEach((text, index) => {
      const words = tokenize(text, language)
      if (extractFigures(text).length > 0 || words.length === 0 || words.length > MAX_FRAGMENT_WORDS) return
      for (const at of [index - 1, index + 1])
        if (texts[at] !== undefined && extractFigures(texts[at]).length > 0)
          out[at] = [...(out[at] ?? []), ...words]
    })
  // A formula or a bare value ("Q = C × i × A / 360") is explained by the lines beside it, long or short.
  texts.forEach((text, index) => {
    if (!isFiguresOnly(text)) return
    const beside = [texts[index - 1], texts[index + 1]].flatMap((line) =>
      line ? tokenize(line, language) : [],
    )
    out[index] = [...(out[index] ?? []), ...beside]
  })
  return out
}

/**
 * Each chart point's and table row's text with the text of its whole chart or table: a point or a cell is
 * named against its siblings, whose categories, series and columns name other figures (decision 121).
 */
function unitTexts(lines: Slide['lines']): Map<string, string> {
  const units = new Map<string, string[]>()
  for (const line of lines) {
    const key =
      line.kind === 'chart-point'
        ? `chart:${line.chart ?? ''}`
        : line.kind === 'table-row' && !line.isHeader
          ? 'table'
          : undefined
    if (key) units.set(key, [...(units.get(key) ?? []), line.text])
  }
  const out = new Map<string, string>()
  for (const texts of units.values()) for (const text of texts) out.set(text, texts.join('\n'))
  return out
}

const unitWordCache = new WeakMap<Document, Map<number, Set<string>>>()

/** The stems of every word of the cited slides (title, text, notes): where a label's bracketed qualifier stands. */
export function unitWords(document: Document, slideNumbers: readonly number[]): Set<string> {
  let cached = unitWordCache.get(document)
  if (!cached) {
    cached = new Map(
      document.slides.map((slide) => [
        slide.number,
        new Set(tokenize(`${slide.title}\n${slide.text}\n${slide.notes}`, document.language).map(stemOf)),
      ]),
    )
    unitWordCache.set(document, cached)
  }
  if (slideNumbers.length === 1) return cached.get(slideNumbers[0]!) ?? new Set()
  return new Set(slideNumbers.flatMap((number) => [...(cached.get(number) ?? [])]))
}

// A heading that dates what follows ("What changed from 2013 to 2017?") has few words of its own.
const MAX_HEADING_WORDS = 3

/**
 * For each line that only dates (every figure a year or date, a few words: "¿Qué ha cambiado de 2013 a
 * 2017?"), the words of the line right after it, which its dates belong to: "redesigned from 2013 to 2017"
 * is what that heading and its paragraph say together (decision 204). Undefined for every other line.
 */
function headedWords(texts: readonly string[], language: Document['language']): (string[] | undefined)[] {
  return texts.map((text, index) => {
    const figures = extractFigures(text)
    const next = texts[index + 1]
    if (next === undefined || figures.length === 0) return undefined
    if (!figures.every((figure) => isDateFigure(figure, text))) return undefined
    if (tokenize(text, language).length > MAX_HEADING_WORDS) return undefined
    return tokenize(next, language)
  })
}
