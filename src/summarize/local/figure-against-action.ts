import type { DeckRole, Language, SlideLine } from '../../shared'
import { parseQuantity } from '../measures/parse-quantity'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isStopWord, tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { mayRelate } from './relation-lines'
import type { ComputedInsight } from './compute-insights'
import { headlineFigure, measuresOf } from './statements'

// Units whose lines are the deck's frame or supporting material, not its argument.
const STATUS_KINDS = new Set<SlideLine['kind']>(['table-row', 'stat', 'bullet', 'numbered', 'paragraph'])
// A status line longer than this is a paragraph, not one figure to set beside the action.
const MAX_WORDS = 25
// The action and the status must name the same thing: the counted noun and at least one more word.
const MIN_SHARED = 2
const MIN_WORD = 3
// A figure and what it counts ("100 puestos", "2,000 members", "97%"); a year or a date is no target.
const YEAR = /^(?:19|20)\d{2}$/u
const COUNTED = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)*)\s?(%|\p{L}[\p{L}-]{2,})/gu

/**
 * A figure against the target an action sets on another slide (issue 24, item 3): "Preventa de puestos: 61 de
 * 190" on the opening plan and "Cerrar la preventa de Valencia con 100 puestos reservados" in the next steps.
 * Each alone is a status or a task; together they say how far the deck is from what it commits to. The action
 * is an imperative (or infinitive) line stating a count of something; the status line is on another slide,
 * names what it counts and at least one more word of the action, and states a figure of its own. Both are
 * quoted as the deck writes them ("status — action"); nothing is computed. The first such pair of the deck.
 */
export function figureAgainstAction(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  const imperative = LANGUAGE_CUES[language].imperative
  const kept = units.flatMap((unit, index) => (mayRelate(unit, roles[index]) ? [{ unit, index }] : []))
  const linesOf = (unit: SummaryUnit) =>
    (unit.lines ?? unit.text.split('\n').map((text): SlideLine => ({ kind: 'paragraph', text }))).filter(
      (line) => STATUS_KINDS.has(line.kind) && !(line.kind === 'table-row' && line.isHeader),
    )
  for (const { unit, index } of kept)
    for (const line of linesOf(unit)) {
      // A next-steps row's action is its first cell; the owner and date cells are not what it commits to.
      const action = (line.kind === 'table-row' ? (line.cells[0] ?? '') : line.text).trim()
      if (!imperative.test(action)) continue
      for (const [, figure = '', noun = ''] of countsOf(action)) {
        // An amount of money or a scale ("2,0 milioni di euro") is read against many lines: no count of a thing.
        if (noun !== '%' && (isStopWord(noun, language) || parseQuantity(`1 ${noun}`)?.scale)) continue
        const words = new Set(tokenize(action, language).filter(isThing))
        const status = kept
          .filter((other) => other.index !== index)
          .flatMap(({ unit: other }) => linesOf(other).map((candidate) => ({ candidate, other })))
          .map(({ candidate, other }) => ({ text: statusText(candidate), other }))
          .filter(
            ({ text }) =>
              !imperative.test(text) &&
              text.split(/\s+/u).length <= MAX_WORDS &&
              counts(text, noun) &&
              [...measuresOf(text)].some((stated) => !measuresOf(`${figure} `).has(stated)),
          )
          .map((found) => ({ ...found, shared: shared(words, tokenize(found.text, language)) }))
          .filter(({ shared }) => shared >= MIN_SHARED)
          .sort((a, b) => b.shared - a.shared)[0]
        if (!status) continue
        const stated = headlineFigure(status.text.replace(/^[^:]*:\s*/u, '')) ?? headlineFigure(status.text)
        if (stated === undefined) continue
        return [
          {
            kind: 'assumption',
            text: `${status.text.replace(/[.;:,]\s*$/u, '')} — ${action.replace(/[.;:,]\s*$/u, '')}`,
            slides: [...new Set([...status.other.pages, ...unit.pages])].sort((a, b) => a - b),
            // The action is a decision, not a measure to slot into a question.
            subject: '',
            figure: stated,
            inputs: [status.text],
            derived: [],
          },
        ]
      }
    }
  return []
}

// A table row as its label and its values ("Preventa de puestos: 61 de 190; 32 % reservado"): the headers of a
// plan table ("Fecha o cifra") name no part of the status, and the row then reads as one statement.
function statusText(line: SlideLine): string {
  if (line.kind !== 'table-row' || !line.cells[0]?.trim()) return line.text.trim()
  const values = line.cells
    .slice(1)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '' && cell !== '—')
  return `${line.cells[0].trim()}: ${values.join('; ')}`
}

// What a line counts: each figure with the word after it, lower-cased; a year ("August 2027 shutdown") counts
// nothing.
function countsOf(text: string): [string, string, string][] {
  return [...text.matchAll(COUNTED)]
    .filter(([, figure = '']) => !YEAR.test(figure))
    .map(([whole, figure = '', noun = '']) => [whole, figure, noun.toLowerCase()])
}

// Whether a status line states a figure of what the action counts: "61 de 190" under the label "Preventa de
// puestos", or "410 puestos" in a sentence. A line that names the noun beside a figure of something else
// ("Members who skipped a box cancelled 40% less often") is another measure.
function counts(text: string, noun: string): boolean {
  if (countsOf(text).some(([, , counted]) => counted === noun)) return true
  const labelled = /^([^:]{2,60}):\s*[-+−]?\d/u.exec(text)?.[1]
  return (
    noun !== '%' &&
    labelled !== undefined &&
    labelled
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .includes(noun)
  )
}

// A word that names a thing: letters, long enough, no scale ("millones") or unit of money.
function isThing(word: string): boolean {
  return /^\p{L}/u.test(word) && word.length >= MIN_WORD && !parseQuantity(`1 ${word}`)?.scale
}

function shared(words: Set<string>, other: string[]): number {
  return new Set(other.filter((word) => words.has(word))).size
}
