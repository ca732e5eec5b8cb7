import type { Language } from '../../shared'
import { isStopWord, tokenize } from '../text/tokenize'
import { isQuestionSubject, subjectOf, type Question } from './ask-about'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { lowerFirst } from '../text/first-letter'
import { countWords } from '../text/count-words'

// A sample of at most this many cases is one a reader asks about before trusting a share drawn from it.
const MAX_SAMPLE = 50
// A quoted line stays one short clause: the question counts toward the summary's words.
const MAX_QUOTE_WORDS = 12
// A line longer than this holds more than the twelve words a question quotes.
const MAX_QUOTE_CHARS = 160
// A heading names what a line under it is about in a few words.
const MAX_HEADING_WORDS = 5
// Content words shorter than this name nothing two lines can share ("per", "new").
const MIN_TERM = 4

/** A line of a slide's text: its words without the bullet, and how far it is indented. */
export interface Line {
  text: string
  indent: number
  unit: SummaryUnit
  /** The nearest line above it that is indented less: the heading it stands under. */
  heading?: string
  /** A label of a drawing on the slide (decision 098): it may state a sample, never a figure or a change. */
  drawn?: boolean
}

/**
 * Questions a sharp reader asks of what the deck's own lines state, each quoting the deck (decision 096): a share
 * beside the small sample its slide says it was drawn from ("65% of Commits were Floss Refactoring" over "For 17
 * Randomly Selected Commits": how far does it hold beyond them?); a figure the deck sets as its value ("Sustained
 * improvements in efficiency: 5%") beside a range it cites for the same measure elsewhere, where either is marked
 * an estimate ("10-20% improvement in fuel efficiency in India": why 5%?); a change marked as proposed or pending
 * under a heading ("Additionality" › "Comprehensive I&C regime proposed": what if it goes ahead?); a feature marked
 * as in preview ("Container Services" › "Currently in Preview": can it be relied on?); one claim two slides state
 * with overlapping, unequal multiples ("3- to 6-fold" against "3- to 5-fold": which holds?). At most one of each kind,
 * none from a hidden slide; no question where the deck gives no such line.
 */
export function askFromLines(units: SummaryUnit[], language: Language): Question[] {
  const lines = units.filter((unit) => !unit.hidden).flatMap(linesOf)
  // A drawing's caption says what its figures were drawn from ("For 17 Randomly Selected Commits" over the
  // chart of slide 10): the sample is read there too; a drawing's data labels are no set value or change.
  const stated = lines.filter((line) => !line.drawn)
  return [
    sampleQuestion(lines, language),
    rangeQuestion(stated, language) ?? restatedQuestion(stated, language),
    pendingQuestion(stated, language),
  ].filter((question): question is Question => question !== undefined)
}

/** A line's text, indentation and heading; a slide's text is one line per paragraph, bullets indented. */
export function linesOf(unit: SummaryUnit): Line[] {
  const lines: Line[] = []
  // The lines above that are indented less than every line after them: the headings a new line may stand under.
  const open: Line[] = []
  for (const raw of unit.text.split('\n')) {
    const text = raw.replace(/^[\s\-–•*·▪]+/u, '').trim()
    if (text === '') continue
    const indent = /^\s*/u.exec(raw)![0].length
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop()
    const line = { text, indent, unit, heading: open.at(-1)?.text }
    lines.push(line)
    open.push(line)
  }
  for (const label of unit.drawnLabels ?? []) lines.push({ text: label.trim(), indent: 0, unit, drawn: true })
  return lines
}

/** A line as quoted: without its closing stop, and only when it is one short clause. */
function quoted(text: string): string | undefined {
  const quote = text.replace(/[.;,]+$/u, '').trim()
  const count = countWords(quote)
  return count >= 2 && count <= MAX_QUOTE_WORDS && !/[?“”«»„"]/u.test(quote) ? quote : undefined
}

function termsOf(text: string, language: Language): string[] {
  return tokenize(text, language).filter((token) => token.length >= MIN_TERM && !/\d/u.test(token))
}

// Two words name the same thing when one is the other with an ending ("commit", "commits").
function shareTerm(first: string[], second: string[]): boolean {
  return first.some((a) => second.some((b) => a.startsWith(b) || b.startsWith(a)))
}

/**
 * The size of a sample a line states: "n = 12", or a count followed, within a few words, by the language's words
 * for drawing a sample ("17 Randomly Selected Commits", "12 befragte Betriebe"). Returned as the line from the
 * count on, the words a question quotes; undefined for a count above MAX_SAMPLE, a share or a year.
 */
export function sampleIn(text: string, language: Language): string | undefined {
  const stated = /(?<![\p{L}])n\s*=\s*(\d+)/iu.exec(text)
  if (stated) return Number(stated[1]) <= MAX_SAMPLE ? stated[0].trim() : undefined
  const cue = DECK_WORDS[language].samples.exec(text)
  if (!cue) return undefined
  const count = /(?<![\d.,])(\d{1,3})(?![\d.,]?\d|\s?%)(?=\s+\p{L})/u.exec(text)
  if (!count || Number(count[1]) < 2 || Number(count[1]) > MAX_SAMPLE) return undefined
  // The drawing word stands by the count: "For 17 Randomly Selected Commits", not a count in another clause.
  const between = text.slice(count.index, cue.index).split(/\s+/).length
  if (cue.index < count.index || between > 4) return undefined
  // The sample ends with what it counts: "For 17 Randomly Selected Commits To a Large Open-Source Project", two
  // title-cased lines a paragraph joins (decision 097), quotes "17 Randomly Selected Commits", up to the capitalised
  // grammatical word that opens the second line; "20 patients sélectionnés au hasard" stays whole.
  const words = text
    .slice(count.index)
    .split(/[,;:()]/u)[0]!
    .trim()
    .split(/\s+/u)
  const cueAt = words.findIndex((word) => DECK_WORDS[language].samples.test(word))
  const end = words.findIndex(
    (word, at) =>
      at > Math.max(cueAt, 1) &&
      /^\p{Lu}/u.test(word) &&
      isStopWord(word.replace(/[^\p{L}'’]/gu, ''), language),
  )
  const sample = (end < 0 ? words : words.slice(0, end)).join(' ')
  return quoted(sample) === undefined ? undefined : lowerTitleCase(sample)
}

// "17 Randomly Selected Commits" is set in title case, which a question does not keep inside its sentence.
function lowerTitleCase(text: string): string {
  const words = text.split(/\s+/)
  const titled = words.filter((word) => /^\p{Lu}\p{Ll}/u.test(word)).length
  return titled >= 2
    ? words.map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word)).join(' ')
    : text
}

/** A share on a slide that states the small sample it was drawn from, naming what the sample counts. */
function sampleQuestion(lines: Line[], language: Language): Question | undefined {
  for (const [at, line] of lines.entries()) {
    // Cheap tests first: a document has tens of thousands of lines, few of them short and with a figure.
    if (line.text.length > MAX_QUOTE_CHARS || !/\d/u.test(line.text)) continue
    const sample = sampleIn(line.text, language)
    if (!sample) continue
    const sampleTerms = termsOf(sample, language)
    // The claim is the nearest share of the slide after the sample, else before it, about what the sample counts.
    const slide = lines
      .map((other, index) => ({ other, index }))
      .filter(({ other, index }) => other.unit === line.unit && index !== at)
    const after = slide.filter(({ index }) => index > at).map(({ other }) => other)
    const before = slide
      .filter(({ index }) => index < at)
      .map(({ other }) => other)
      .reverse()
    const claim = [...after, ...before].find(
      (other) =>
        /\d\s?%/u.test(other.text) &&
        quoted(other.text) !== undefined &&
        shareTerm(termsOf(other.text, language), sampleTerms),
    )
    if (!claim) continue
    const text = DECK_WORDS[language].questions.sample
      .replace('{claim}', quoted(claim.text)!)
      .replace('{sample}', sample)
    return { text, slides: line.unit.pages }
  }
  return undefined
}

// A percentage range ("10-20%", "10 – 20 %") and a label's single percentage ("efficiency: 5%").
const RANGE = /(\d+(?:[.,]\d+)?)\s?%?\s?[-–—]\s?(\d+(?:[.,]\d+)?)\s?%/u
const SET_VALUE = /^([^:]{3,60}):\s*(~\s?)?(\d+(?:[.,]\d+)?\s?%)$/u

function numberOf(text: string): number {
  return Number(text.replace(',', '.').replace(/[^\d.]/gu, ''))
}

/**
 * A figure the deck sets for a measure ("Sustained improvements in efficiency: 5%") that lies outside a range it
 * cites for the same measure on another slide ("10-20% improvement in fuel efficiency in India"), where the deck
 * marks one of the two slides as an estimate or projection: why this figure, against that range.
 */
function rangeQuestion(lines: Line[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  // Whether a slide is marked as an estimate or projection, in its title or a line: read once a slide is asked.
  const marked = new Map<SummaryUnit, boolean>()
  const estimated = (unit: SummaryUnit) => {
    if (!marked.has(unit))
      marked.set(
        unit,
        words.estimates(unit.title) || lines.some((line) => line.unit === unit && words.estimates(line.text)),
      )
    return marked.get(unit)!
  }
  const ranges = lines.flatMap((line) => {
    if (!line.text.includes('%') || line.text.length > MAX_QUOTE_CHARS) return []
    const found = RANGE.exec(line.text)
    // A source cited after the range ("(Das et al)") is no part of what a question quotes.
    const quote = quoted(line.text.replace(/\s*\([^)]*\)\s*$/u, ''))
    if (!found || !quote || numberOf(found[1]!) >= numberOf(found[2]!)) return []
    return [{ line, quote, low: numberOf(found[1]!), high: numberOf(found[2]!) }]
  })
  if (ranges.length === 0) return undefined
  for (const line of lines) {
    if (!line.text.includes('%') || line.text.length > MAX_QUOTE_CHARS) continue
    const found = SET_VALUE.exec(line.text)
    if (!found) continue
    const subject = subjectOf(`${found[1]!.trim()}:`, language)
    if (!subject || !isQuestionSubject(subject, language)) continue
    const value = numberOf(found[3]!)
    const terms = termsOf(subject, language)
    const range = ranges.find(
      (range) =>
        range.line.unit !== line.unit &&
        (value < range.low || value > range.high) &&
        shareTerm(termsOf(range.quote, language), terms) &&
        (estimated(line.unit) || estimated(range.line.unit) || found[2] !== undefined),
    )
    if (!range) continue
    const text = words.questions.range
      .replace('{figure}', found[3]!.replace(/\s+/gu, ' '))
      .replace('{subject}', subject)
      .replace('{range}', range.quote)
    const slides = [...new Set([...line.unit.pages, ...range.line.unit.pages])].sort((a, b) => a - b)
    return { text, slides }
  }
  return undefined
}

// A claim restated on another slide is quoted whole: its condition ("for LNS equivalent to 32-bit FP") is what
// tells the two figures apart.
const MAX_RESTATED_WORDS = 16
// Two lines state one claim when they share this many words of three letters or more besides the multiple's.
const MIN_RESTATED_TERMS = 2

/**
 * One claim the deck states on two slides with multiples that overlap but differ ("Cuts LNS memory size 3- to 6-
 * fold vs. Restricted" on one, "Reduces table size 3- to 5- fold for LNS equivalent to 32-bit FP" on another): the
 * two figures of one measure do not agree, and a reader asks which holds (decision 203). Multiples that do not
 * overlap are of different claims, and ask nothing.
 */
function restatedQuestion(lines: Line[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  const claims = lines.flatMap((line) => {
    const fold = words.deckQuestions.fold.exec(line.text)
    const quote = line.text.replace(/[.;,]+$/u, '').trim()
    if (!fold || countWords(quote) > MAX_RESTATED_WORDS || /[?“”«»„"]/u.test(quote)) return []
    const to = words.ranges.to.map((word) => word.replace(/\$$/u, '')).join('|')
    const span = new RegExp(
      `(\\d+(?:[.,]\\d+)?)\\s?[-–]?\\s?(?:(?:${to}|[-–])\\s?(\\d+(?:[.,]\\d+)?)\\s?[-–]?\\s?)?$`,
      'iu',
    ).exec(line.text.slice(0, fold.index))
    if (!span) return []
    const low = numberOf(span[1]!)
    const high = span[2] ? numberOf(span[2]) : low
    const terms = tokenize(line.text, language).filter(
      (token) => token.length >= 3 && !/\d/u.test(token) && !words.deckQuestions.fold.test(token),
    )
    return low <= high ? [{ line, quote, low, high, terms }] : []
  })
  for (const [at, first] of claims.entries())
    for (const second of claims.slice(at + 1)) {
      if (second.line.unit === first.line.unit) continue
      const same = first.low === second.low && first.high === second.high
      const overlap = first.low <= second.high && second.low <= first.high
      const shared = new Set(first.terms.filter((term) => second.terms.includes(term)))
      if (same || !overlap || shared.size < MIN_RESTATED_TERMS) continue
      const text = words.deckQuestions.restated
        .replace('{first}', first.quote)
        .replace('{second}', second.quote)
      const slides = [...new Set([...first.line.unit.pages, ...second.line.unit.pages])].sort((a, b) => a - b)
      return { text, slides }
    }
  return undefined
}

/**
 * A line under a heading that marks a change as proposed or pending, or a feature as in preview: what the change
 * does to the heading's subject if it goes ahead, or whether the feature can be relied on. A line that opens with
 * the word ("Proposed budget: …") names the deck's own proposal, not a change it depends on.
 */
function pendingQuestion(lines: Line[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  for (const line of lines) {
    if (line.text.length > MAX_QUOTE_CHARS) continue
    const quote = quoted(line.text)
    if (!quote || /:$/u.test(line.text) || line.text.trim() === line.unit.title.trim()) continue
    const preview = words.preview.exec(quote)
    const pending = preview ? undefined : words.pending.exec(quote)
    if (!preview && (!pending || pending.index === 0)) continue
    const subject = headingOf(line, language)
    if (!subject) continue
    const template = preview ? words.questions.preview : words.questions.pending
    const text = template.replace('{line}', quote).replace('{subject}', subject)
    return { text, slides: line.unit.pages }
  }
  return undefined
}

/** The heading a line stands under, as a question names it: a few words, no figure, not a section's label. */
function headingOf(line: Line, language: Language): string | undefined {
  const heading = line.heading?.replace(/[:.]+$/u, '').trim()
  if (!heading || /\d/u.test(heading) || heading.split(/\s+/).length > MAX_HEADING_WORDS) return undefined
  if (!isQuestionSubject(heading, language) || termsOf(heading, language).length === 0) return undefined
  // One word that opens a list ("Additionality") reads as a common noun inside the question; a name keeps its capitals.
  const single = !/\s/u.test(heading) && heading !== heading.toUpperCase()
  return single && language !== 'de' ? lowerFirst(heading) : heading
}
