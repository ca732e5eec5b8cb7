import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { readLines } from './read-lines'

/** What the local summariser summarises: a slide, or for a document a section of pages. */
export interface SummaryUnit {
  number: number
  title: string
  text: string
  notes: string
  hidden: boolean
  pages: number[]
}

/** A line or sentence of a unit: the smallest piece the local summariser copies, never rewrites. */
export interface Passage {
  unit: number
  /** Position within its unit, to put picked passages back in slide order. */
  order: number
  text: string
  fromNotes: boolean
  isBullet: boolean
  tokens: string[]
  figures: number
  names: number
  isAction: boolean
  /** The passage stands for an agenda (a list of the deck's own slide titles), not for content. */
  isAgenda: boolean
  /** Part of a table: its header, or a row read against the header. */
  table: 'header' | 'row' | undefined
  insightKind: 'risk' | 'growth' | 'market' | 'money' | 'comparison' | undefined
}

// Longer lines are paragraphs (documents, notes): they are cut into sentences.
const LONG_LINE = 220

/**
 * Passages of every unit, in deck order. Page furniture is left out: a line found on many slides
 * (footer, header, confidentiality mark, with or without its page number) says nothing about any of them,
 * and an agenda (lines that are the titles of other slides) becomes one short passage.
 */
export function collectPassages(units: SummaryUnit[], language: Language): Passage[] {
  const cues = LANGUAGE_CUES[language]
  const passages: Passage[] = []
  const linesOfUnits = units.map((unit) => readLines(withoutPageNumber(unit.text, unit.pages)))
  const furniture = findFurniture(linesOfUnits)
  const titles = new Set(units.map((unit) => unit.title.trim().toLowerCase()).filter((title) => title !== ''))
  units.forEach((unit, unitIndex) => {
    let order = 0
    const onActionSlide = cues.actionTitle.test(unit.title)
    const add = (
      text: string,
      fromNotes: boolean,
      isBullet: boolean,
      { isAgenda = false, table = undefined as Passage['table'] } = {},
    ) => {
      const isAction =
        !fromNotes && (onActionSlide || cues.imperative.test(text)) ? true : cues.action.test(text)
      passages.push({
        unit: unitIndex,
        order: order++,
        text,
        fromNotes,
        isBullet,
        tokens: tokenize(text, language),
        figures: countFigures(text),
        names: countNames(text),
        isAction: isAction && !isAgenda && table !== 'header',
        isAgenda,
        table,
        insightKind: findInsightKind(text, cues.insight),
      })
    }
    const title = unit.title.trim().toLowerCase()
    const lines = linesOfUnits[unitIndex]!.filter(
      (line) => line.text.toLowerCase() !== title && !furniture.has(furnitureKey(line.text)),
    )
    const agenda = lines.filter((line) => titles.has(line.text.toLowerCase()))
    const isAgenda = agenda.length >= 3 && agenda.length >= 0.6 * lines.length
    if (isAgenda) {
      const shown = agenda.slice(0, AGENDA_ITEMS).map((line) => line.text)
      add(`${shown.join('; ')}${agenda.length > AGENDA_ITEMS ? ' …' : ''}`, false, false, { isAgenda: true })
    }
    for (const line of lines) {
      if (isAgenda && agenda.includes(line)) continue
      if (line.text.length <= LONG_LINE) add(line.text, false, line.isBullet, { table: line.table })
      else for (const sentence of splitSentences(line.text, language)) add(sentence, false, false)
    }
    const notes = unit.notes.replace(/\s*\n\s*/g, ' ').trim()
    if (notes) for (const sentence of splitSentences(notes, language)) add(sentence, true, false)
  })
  return passages
}

// An agenda's summary names its first sections only.
const AGENDA_ITEMS = 4

// A line on at least this many slides, and on a quarter of them, is the page's furniture.
const FURNITURE_MIN_SLIDES = 3

/** A line's identity across slides: case, spacing and a leading or trailing page number ignored. */
function furnitureKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\d+\s*[|·•–-]?\s*|\s*[|·•–-]?\s*\d+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function findFurniture(linesOfUnits: { text: string }[][]): Set<string> {
  const slidesWith = new Map<string, number>()
  for (const lines of linesOfUnits) {
    for (const key of new Set(lines.map((line) => furnitureKey(line.text)))) {
      if (key.length >= 3) slidesWith.set(key, (slidesWith.get(key) ?? 0) + 1)
    }
  }
  const threshold = Math.max(FURNITURE_MIN_SLIDES, 0.25 * linesOfUnits.length)
  return new Set([...slidesWith].filter(([, count]) => count >= threshold).map(([key]) => key))
}

// A footer's page number is layout, not content, and must not be paired with a label as if it were a value.
function withoutPageNumber(text: string, pages: number[]): string {
  return text
    .split('\n')
    .filter((line) => !pages.includes(Number(line.trim())))
    .join('\n')
}

/** Figures a reader acts on; a list's own numbering ("1.", "2)") is not one. */
export function countFigures(text: string): number {
  return extractFigures(text.replace(/^\s*\d{1,2}[.)]\s+/, '')).length
}

// Two capitalised words in a row (not opening the line) read as a name: "Maria López", "Banco Itaú".
const NAME = /(?<=\S\s+)\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}[\p{L}'’-]+|\b\p{Lu}{2,}\b/gu

function countNames(text: string): number {
  return Array.from(text.matchAll(NAME)).length
}

function findInsightKind(
  text: string,
  insight: (typeof LANGUAGE_CUES)[Language]['insight'],
): Passage['insightKind'] {
  for (const kind of ['risk', 'growth', 'market', 'money', 'comparison'] as const) {
    if (insight[kind].test(text)) return kind
  }
  return undefined
}
