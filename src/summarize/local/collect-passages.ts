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
  insightKind: 'risk' | 'growth' | 'market' | 'money' | 'comparison' | undefined
}

// Longer lines are paragraphs (documents, notes): they are cut into sentences.
const LONG_LINE = 220

/** Passages of every unit, in deck order. */
export function collectPassages(units: SummaryUnit[], language: Language): Passage[] {
  const cues = LANGUAGE_CUES[language]
  const passages: Passage[] = []
  units.forEach((unit, unitIndex) => {
    let order = 0
    const onActionSlide = cues.actionTitle.test(unit.title)
    const add = (text: string, fromNotes: boolean, isBullet: boolean) => {
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
        isAction,
        insightKind: findInsightKind(text, cues.insight),
      })
    }
    const title = unit.title.trim().toLowerCase()
    for (const line of readLines(withoutPageNumber(unit.text, unit.pages))) {
      if (line.text.toLowerCase() === title) continue
      if (line.text.length <= LONG_LINE) add(line.text, false, line.isBullet)
      else for (const sentence of splitSentences(line.text, language)) add(sentence, false, false)
    }
    const notes = unit.notes.replace(/\s*\n\s*/g, ' ').trim()
    if (notes) for (const sentence of splitSentences(notes, language)) add(sentence, true, false)
  })
  return passages
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
