import type { Language, OverallSummary, SummarySources } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'
import { namesMissing } from './phrase-overall-items'
import { phraseCard } from './phrase-stat-strips'

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * The last of the "phrase" stage (decision 140): each overall item as a statement a manager reads in a minute
 * (issue 24, reader r-q1..r-q4, criterion b). It runs after the word budget and the questions, as
 * `phraseStatStrips` does: the stages before read an item's parts by its " — " and "; " joiners. No figure is
 * changed and no figure's label dropped: only headings, joiners and empty cells go.
 */
export function readAsStatements(overall: Overall, language: Language): Overall {
  const read = (text: string) => readAsStatement(text, language)
  return {
    ...overall,
    overallSummary: {
      ...overall.overallSummary,
      keyTakeaways: overall.overallSummary.keyTakeaways.map(read),
      actionItems: overall.overallSummary.actionItems.map(read),
      strategicInsights: overall.overallSummary.strategicInsights.map(read),
    },
  }
}

export function readAsStatement(text: string, language: Language): string {
  let read = text.replace(/\s{2,}/gu, ' ').trim()
  // A label run into its figure ("efficiency:5%") reads as one word.
  read = read.replace(/(?<=\p{L}):(?=\d)/gu, ': ')
  // A footnote's marker on a label ("Predicted difference per school year*: 2.3 months") points at a footnote the
  // overall summary does not quote: the label goes without it (reader r-u1).
  read = read.replace(/(?<=\p{L})[*†‡]+(?=:\s)/gu, '')
  // The source's doubled stop at the end of an item ("careers..") is a typo; an ellipsis ("…", "...") is not.
  read = read.replace(/(?<!\.)\.\.$/u, '.')
  // A heading before a row ("Investimento — A: …") leads the row, not its first cell.
  const lead = /^[^:;—]{1,120}? — (?=[^;]*:\s)/u.exec(read)?.[0] ?? ''
  const cells = read.slice(lead.length).split('; ').map(withoutNestedLabel).filter(saysSomething)
  read = `${lead}${cells.join('; ')}`
  // A row or statement with a whole sentence after its last dash ("… Variance: +£17 — Labour cost per tonne is up
  // mainly because …") is two statements: the sentence is read as one of its own.
  const dash = read.lastIndexOf(' — ')
  const tail = read.slice(dash + 3).trim()
  const front = read.slice(0, Math.max(dash, 0)).trim()
  if (dash > 0 && front.includes(' — ') && isSentence(tail) && /\d/u.test(front))
    return `${withoutHeading(front, language).replace(/[.;,]$/u, '')}. ${tail}`
  read = joinedSentences(read, language)
  return withoutHeading(read, language)
}

/** A capitalised run of words long enough to say something, with no label of its own. */
function isSentence(part: string): boolean {
  return /^\p{Lu}/u.test(part) && part.split(/\s+/u).length >= SENTENCE_WORDS && !LABELLED.test(part)
}

// A heading names no more than this many words; a longer lead before " — " is a statement of its own.
const HEADING_WORDS = 12
// The words of a whole sentence: fewer, a phrase.
const SENTENCE_WORDS = 8
// A label with this many content words names what its figure is ("High vehicle density in urban areas").
const NAMING_WORDS = 2
// A code before a column's label ("B: S&OP e catalogo ridotto: 0,9 M€"): a letter, a number, "Option 2".
const CODE = /^(\p{L}{1,2}\d*|\d+|\p{L}+\s\p{L}?\d+)$/u
// A value that opens with its figure, or a cell left empty ("—", "-", "n/a").
const FIGURE_FIRST = /^[~≈<>≤≥+−-]?\s?(?:\p{Lu}{0,3}[$€£¥]|R\$)?\s?\d/u
const EMPTY_CELL = /^(?:[—–-]|n\/?a|\.{3}|…)$/iu

/**
 * A table's cell under a coded column ("B: S&OP e catalogo ridotto: 0,9 M€") as the column's name and its figure:
 * "B (S&OP e catalogo ridotto): 0,9 M€", one label, no chain of three.
 */
function withoutNestedLabel(part: string): string {
  const match = /^([^:—]{1,20}):\s+([^:]{2,60}?):\s+(\S.*)$/u.exec(part)
  if (match === null) return part
  const [, code = '', name = '', value = ''] = match
  if (!CODE.test(code.trim()) || !(FIGURE_FIRST.test(value) || EMPTY_CELL.test(value.trim()))) return part
  return `${code.trim()} (${name.trim()}): ${value}`
}

function valueOf(cell: string): string {
  return /:\s+(\S.*)$/u.exec(cell)?.[1] ?? ''
}

// A part that opens with its label ("Churn: 1,9 %").
const LABELLED = /^[^:]{1,60}:\s/u

/** A cell whose value is empty ("A (Saldi straordinari): —") states nothing: the row goes on without it. */
function saysSomething(part: string): boolean {
  return !EMPTY_CELL.test(valueOf(part).trim())
}

/**
 * Two statements glued with a dash ("… around $5 trillion of CDS contracts — Net payouts … only around $5
 * billion") as two sentences; two phrases that each open with a figure ("5% improvement … — 12.6% improvement
 * …") as one figure against the other.
 */
function joinedSentences(text: string, language: Language): string {
  const parts = text.split(' — ')
  if (parts.length !== 2) return text
  const [first = '', second = ''] = parts.map((part) => part.trim())
  const words = (part: string) => part.split(/\s+/u).length
  const unlabelled = (part: string) => !LABELLED.test(part)
  if (!unlabelled(first) || !unlabelled(second)) return text
  if (isSentence(second) && words(first) >= SENTENCE_WORDS)
    return `${first.replace(/[.;,]$/u, '')}. ${second}`
  if (FIGURE_FIRST.test(first) && FIGURE_FIRST.test(second))
    return `${first} ${DECK_WORDS[language].phrases.versus} ${second}`
  return text
}

/**
 * A heading before a labelled figure or statement ("Urban transport in India — High vehicle density in urban
 * areas: 33% …") goes when the label alone says what the figure is; it stays when the label does not ("A",
 * "2001", "Baselines") or the heading names something the rest does not ("India" beside "urban areas"). A
 * heading before a list of labelled parts with no figure keeps the list's lead: a title glued to three lessons
 * is the title and its first lesson, and the slide entry holds the rest.
 */
function withoutHeading(text: string, language: Language): string {
  const at = text.indexOf(' — ')
  if (at < 0) return text
  const heading = text.slice(0, at).trim()
  let rest = text.slice(at + 3).trim()
  const bare = heading.replace(/\([^)]*\)/gu, '')
  if (heading.includes(':') || bare.split(/\s+/u).length > HEADING_WORDS || /[.!?]$/u.test(heading))
    return text
  const parts = rest.split('; ')
  const isLabelled = (part: string) => LABELLED.test(part)
  const labelled = parts.filter(isLabelled)
  if (
    parts.length > 2 &&
    labelled.length === parts.length &&
    parts.slice(1).every((part) => !/\d/u.test(part))
  )
    rest = parts[0]!
  // A row of labelled figures under its heading is the row label's: "Investimento: B (…) 0,9 M€; C (…) 0,4 M€".
  const cells = rest.split('; ')
  if (cells.length > 1 && cells.every((cell) => isLabelled(cell) && FIGURE_FIRST.test(valueOf(cell))))
    return `${heading}: ${cells.map(phraseCard).join('; ')}`
  // A label that is a code or a bare word ("A", "Baselines") does not say what its figure is; the heading does.
  const label = /^([^:]{1,60}):\s/u.exec(rest)?.[1]
  const names =
    label !== undefined &&
    !CODE.test(label.trim()) &&
    !/\d/u.test(heading) &&
    namingWords(label, language) >= NAMING_WORDS &&
    rest
      .split('; ')
      .slice(1)
      .every((part) => !isLabelled(part))
  if (names && !namesMissing(heading, rest, language)) return rest
  return `${heading} — ${rest}`
}

/**
 * The words of a label that say what its figure is: not a stop word, not a vague word ("Result", "Total"), not a
 * name ("Tanneurs": where, not what; German capitalises every noun, so there a capital says nothing).
 */
function namingWords(label: string, language: Language): number {
  const { vagueLabel } = DECK_WORDS[language]
  return label.split(/\s+/u).filter((word, at) => {
    const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    if (bare.length < 2 || isStopWord(bare, language) || vagueLabel.test(bare)) return false
    return at === 0 || language === 'de' || !/^\p{Lu}/u.test(bare)
  }).length
}
