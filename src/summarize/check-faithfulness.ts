import type { Document, Faithfulness, Summary } from '../shared'
import { canonicalFigure, extractFigures, figureSet, unsupportedFigures } from './figures'
import { derivedFigures } from './derived-figures'
import { type SourceLine, sourceLines, unitWords, withSpelledNumbers } from './source-lines'
import { isLabelledOtherwise, isPickedFromTitle, segments } from './figure-labels'
import { type ClauseDate, datesOf, isDateFigure } from './date-figures'
import { isNamedElsewhere, wordsRightBefore } from './words-right-before'
import { listCounts, tableRowCounts } from './list-counts'
import { parseQuantity } from './measures/parse-quantity'
import { spelledNumberWords } from './spelled-numbers'
import { hasWord } from './text/stem-of'
import { withoutLeftOutCounts } from './local/left-out-count'
import { tokenize } from './text/tokenize'

/** What the check reads of a summary: it runs before `faithfulness` exists, or again on a stored one. */
export type SummaryDraft = Pick<Summary, 'slideBySlide' | 'overallSummary' | 'sources'>
const OVERALL_KINDS = ['keyTakeaways', 'actionItems', 'strategicInsights', 'keyQuestions'] as const

// Figure sets per slide, built once per document: the check runs on every item, LLM repairs call it per item.
const slideFigureCache = new WeakMap<Document, Map<number, Set<string>>>()

function slideFigures(document: Document): Map<number, Set<string>> {
  let cached = slideFigureCache.get(document)
  if (!cached) {
    cached = new Map(
      document.slides.map((slide) => [
        slide.number,
        figureSet(withSpelledNumbers(`${slide.title}\n${slide.text}\n${slide.notes}`)),
      ]),
    )
    slideFigureCache.set(document, cached)
  }
  return cached
}

// The item counts of each slide's lists, built once per document like its figures.
const slideCountCache = new WeakMap<Document, Map<number, Set<string>>>()

function countsOf(document: Document, slideNumbers: readonly number[] | 'anywhere'): Set<string> {
  let cached = slideCountCache.get(document)
  if (!cached) {
    cached = new Map(
      document.slides.map((slide) => [
        slide.number,
        new Set([
          ...listCounts(`${slide.title}\n${slide.text}\n${slide.notes}`),
          ...tableRowCounts(slide.lines),
        ]),
      ]),
    )
    slideCountCache.set(document, cached)
  }
  const numbers = slideNumbers === 'anywhere' ? [...cached.keys()] : slideNumbers
  return new Set(numbers.flatMap((number) => [...(cached.get(number) ?? [])]))
}

/**
 * Whether `figure` counts things in `text` ("13 chapters", "4 risks"): a bare number right before a word that
 * is neither a scale ("2 million", "4,2 Mio.") nor a currency.
 */
function isCount(figure: string, text: string): boolean {
  const escaped = figure.replace(/[.]/gu, '\\.')
  const word = new RegExp(`(?<![\\p{L}\\p{N}.,$€£¥₹])${escaped}\\s+(\\p{L}{3,})`, 'u').exec(text)?.[1]
  const quantity = word ? parseQuantity(`${figure} ${word}`) : undefined
  return quantity !== undefined && quantity.scale === '' && /^\p{L}{3,}$/u.test(quantity.unit)
}

function figuresOf(document: Document, slideNumbers: readonly number[] | 'anywhere'): Set<string> {
  const perSlide = slideFigures(document)
  const numbers = slideNumbers === 'anywhere' ? [...perSlide.keys()] : slideNumbers
  if (numbers.length === 1) return perSlide.get(numbers[0] ?? 0) ?? new Set()
  const union = new Set<string>()
  for (const number of numbers) for (const figure of perSlide.get(number) ?? []) union.add(figure)
  return union
}

/**
 * Figures of `text` that stand on none of `slideNumbers` (or, with 'anywhere', nowhere in the deck) and are
 * not computed from the text's figures that do (a growth, a gap, a share: `derivedFigures` redoes the sum).
 * An LLM item with such a figure is to be repaired or dropped, never stored as fact. `context` is text whose
 * figures may be a computation's inputs too: a question's insight ("Woher kommen die 4,2 Mio. € Zuwachs?").
 */
export function findUnsupportedFigures(
  text: string,
  slideNumbers: readonly number[] | 'anywhere',
  document: Document,
  context = '',
): string[] {
  const known = figuresOf(document, slideNumbers)
  const missing = unsupportedFigures(text, known)
  if (missing.length === 0) return missing
  // A count of a list's items ("13 chapters" on a contents page numbered 1 to 13) stands where the list does.
  const counts = countsOf(document, slideNumbers)
  const uncounted = missing.filter(
    (figure) => !(counts.has(canonicalFigure(figure)) && isCount(figure, text)),
  )
  if (uncounted.length === 0) return uncounted
  // Issue 24: a figure the model computed ("7,9 auf 12,1 Mio. €, rund 53 %") is checked by its arithmetic; the
  // LLM repairs cut only what no sum of the item's own figures gives.
  const derived = derivedFigures(`${context}\n${text}`, known)
  return uncounted.filter((figure) => !derived.has(figure))
}

/**
 * The numbers `text` spells out ("over five years", "Nine traits") that stand on none of `slideNumbers`, as
 * digits, as words or as the count of a list there: a count in words is a figure too, and a wrong one (five
 * years for the slide's three) was kept with every figure "checked". "One" is left alone: it is as often a
 * pronoun or an article ("one of", "one-sided") as a count. English only, as spelled-numbers reads.
 */
export function findUnsupportedCounts(
  text: string,
  slideNumbers: readonly number[] | 'anywhere',
  document: Document,
): string[] {
  if (document.language !== 'en') return []
  const words = spelledNumberWords(text).filter(({ value }) => Number(value) >= 2)
  if (words.length === 0) return []
  const known = figuresOf(document, slideNumbers)
  const counts = countsOf(document, slideNumbers)
  // "Two worked examples" citing the two example slides counts what it cites.
  const cited = slideNumbers === 'anywhere' ? '' : String(new Set(slideNumbers).size)
  return words
    .filter(({ value }) => !known.has(value) && !counts.has(value) && value !== cited)
    .map(({ word }) => word)
}

/**
 * The label words of each figure of an item: the content words of the smallest part of the item around
 * it that has any (its clause, its "label: value" pair, its bullet, the whole item). Item and source are
 * tokenised alike, so a label with a digit (CO2, Q3, B2B) is one word on both sides. A year or date is
 * anchored by any word of its line: "in 2026" names no measure, the line around it says what happens then.
 */
function labelledFigures(text: string, document: Document): LabelledFigure[] {
  const language = document.language
  const out: LabelledFigure[] = []
  for (const line of text.split('\n')) {
    const colon = line.indexOf(': ')
    const leadIn = colon > 0 && colon <= MAX_LEAD_IN_CHARS ? tokenize(line.slice(0, colon), language) : []
    for (const part of line.split(/\s·\s|\s\|\s/)) {
      for (const clause of splitClauses(part)) {
        const near = segments(clause, language)
        const dates = datesOf(clause, language)
        const datingWords = new Set(dates.flatMap((date) => date.words))
        for (const [index, figure] of extractFigures(clause).entries()) {
          let words: string[] = []
          let when: ClauseDate[] = []
          const scopes = isDateFigure(figure, clause) ? [line] : [clause, part, line]
          // The smallest scope with words: most figures stop at their clause, so wider ones are rarely read.
          for (const scope of scopes) {
            words = tokenize(scope, language)
            // A clause that only dates its figures ("from £15.6M to £14.2M at 30 June") says when, not what: its
            // sentence names them, and its date must stand whole on a line of the cited unit.
            if (scope === clause && words.length > 0 && words.every((word) => datingWords.has(word))) {
              when = dates
              continue
            }
            if (words.length > 0) break
          }
          // A line's lead-in labels each item of its list ("Escalation rates: frailty 9.1%, … 7.6% overall").
          out.push({
            figure,
            words: [...words, ...leadIn],
            ...pairLabelOf(clause, figure, language),
            dates: when,
            clause: clause.replace(/\s+/gu, ' ').trim(),
            named: isDateFigure(figure, clause) ? [] : wordsRightBefore(clause, index, language),
            near: isDateFigure(figure, clause) ? [] : (near[index]?.near.slice(-NEAR_LABEL_WORDS) ?? []),
          })
        }
      }
    }
  }
  return out
}

const MAX_LEAD_IN_CHARS = 60

interface LabelledFigure {
  figure: string
  words: string[]
  /** The words of the "label: value" pair the figure is the value of, when the item states it so. */
  label: string[] | undefined
  /** The words the pair's label gives in brackets ("readmission (step-down)"): they qualify, and stand in the unit. */
  qualifier: string[]
  /**
   * The dates of a clause that only dates the figure ("at 30 June"): each stands whole on one line of the unit,
   * its month among the line's own words (a title's month dates none of its lines).
   */
  dates: ClauseDate[]
  /** The clause the figure stands in, as the item writes it. */
  clause: string
  /** The word written right before the figure, naming it ("OEE 94.2%"); none after "to", "of", a figure. */
  named: string[]
  /** The last words written before the figure, back to the figure or comma before it ("OEE plan 68.4%"). */
  near: string[]
}

/**
 * The label of a clause written "label: value" whose value holds the figure ("Cost of CO2: US$ 0.54 million"):
 * its content words, or undefined when the clause is no such pair or its label has no words (a year, "2024:").
 */
function pairLabelOf(
  clause: string,
  figure: string,
  language: Document['language'],
): Pick<LabelledFigure, 'label' | 'qualifier'> {
  const none = { label: undefined, qualifier: [] }
  const colon = clause.indexOf(': ')
  const at = colon < 0 ? -1 : clause.indexOf(figure, colon)
  // A pair's value follows its colon with at most a sign or a currency before it; "Main risks: funding ends
  // on 30 September" or "…restructuring: Q2 2026 EBITDA" introduce a statement, which labels nothing.
  if (colon <= 0 || at < 0 || !VALUE_LEAD.test(clause.slice(colon + 1, at))) return none
  // The label starts after the last figure before the colon: "ARR $3.4M against Milestones: $10M" labels $10M
  // "Milestones", as the slide does; the words before that are the item's own comparison.
  const lead = clause.slice(0, colon)
  const figures = [...lead.matchAll(/(?<![\p{L}\p{N}])\d[\d.,]*\S*/gu)]
  const last = figures.at(-1)
  const label = last ? lead.slice((last.index ?? 0) + last[0].length) : lead
  if (label.length > MAX_LEAD_IN_CHARS) return none
  // Words in brackets qualify the label's head ("30-day readmission (step-down)", "Option B (recommended)"):
  // the head must stand with the figure, the qualifier somewhere in the unit the item cites.
  const words = tokenize(label.replace(/\([^)]*\)?/gu, ' '), language)
  const qualifier = [...label.matchAll(/\(([^)]*)\)?/gu)].flatMap((match) =>
    tokenize(match[1] ?? '', language),
  )
  // "failed on 9 and 17 October: 103 hours" is a date leading a statement: the month names no measure.
  const isDateLed =
    last !== undefined && words.length === 1 && isDateFigure(last[0].replace(/[.,]+$/u, ''), lead)
  // "O efeito é de 27 pontos: 62 % das crianças…": a lone word right after a figure is that figure's unit, and
  // its colon opens a statement about it, not a label of the figure after.
  const isUnitLed = last !== undefined && !isDateLed && /^\s*\p{L}[\p{L}.]*\s*$/u.test(label)
  return words.length > 0 && !isDateLed && !isUnitLed ? { label: words, qualifier } : none
}

const NEAR_LABEL_WORDS = 3
const VALUE_LEAD = /^[\s~≈<>±+\-−–$€£¥₹]*(?:US\$|R\$|CHF|kr\.?)?[\s$€£¥₹]*$/u

/**
 * Whether a source line names the figure with the item's words. A "label: value" pair asserts its label: its
 * last word and half of its last three words stand with the figure ("Cost of CO2" is not vouched for by "Project cost …
 * US$ 0.54 million"); any other statement needs one of its words there (a paraphrase keeps few of them).
 */
function namesFigure(
  line: SourceLine,
  { words, label, clause }: LabelledFigure,
  stems: ReadonlySet<string> = line.words,
): boolean {
  // The item says what the line says, word for word ("Q = C × i × A / 360"): nothing is relabelled.
  if (clause.length > 0 && /\p{L}/u.test(clause) && line.text.includes(clause)) return true
  // An inflected ending ("costs", "Kosten", "coûts") names the same thing as the bare word on the slide.
  const has = (word: string) => hasWord(stems, word)
  // The word next to the colon names the value ("Cost of CO2", "… against Milestones"); the words before it may
  // be the item's own ("The service now covers its running costs"), so half of the nearest three are enough.
  if (label) {
    const near = label.slice(-NEAR_LABEL_WORDS)
    return has(label.at(-1)!) && near.filter(has).length * 2 >= near.length
  }
  return words.length === 0 || words.some(has)
}

/**
 * Whether a line that holds the figure names it as the item does (decision 121). The slide's title names a
 * figure only where its line names it by nothing of its own: under "Revenue and costs", "Costs: 4.2M" is
 * no revenue. And the item may not name it by words its line sets before another of its figures: a table
 * row's other column, a stat's other value, another chart point's category.
 */
function vouchesFor(line: SourceLine, labelled: LabelledFigure, value: string): boolean {
  if (!namesFigure(line, labelled)) return false
  const itemWords = [...labelled.words, ...(labelled.label ?? [])]
  // Picked from the title, the figure is named by the line's own words, and not by another of the title's
  // words right before it ("Umsatz 4,2 Mio." does not pass on "Kosten: 4,2 Mio." by its unit).
  if (
    isPickedFromTitle(value, line.figureLabels, line.title, itemWords) &&
    (labelled.near.some((word) => hasWord(line.title, word) && !hasWord(line.own, word)) ||
      !namesFigure(line, labelled, line.own))
  )
    return false
  return !isLabelledOtherwise(labelled.near, value, line.figureLabels, line.own)
}

/** The clauses the label check reads an item by, and the LLM path cuts a failing one from. */
export function splitClauses(text: string): string[] {
  return text.split(/;\s|,\s(?=\D)|\s—\s/)
}

/**
 * Figures of `text` that do not stand on one line of the cited slides together with at least one of the
 * words the item gives them (the same line, table row, stat, chart point or notes sentence). A figure found
 * somewhere on the slide but under other words ("Weighted Average Life: $140,000") fails.
 * `context` as for `findUnsupportedFigures`.
 */
export function findMislabelledFigures(
  text: string,
  slideNumbers: readonly number[],
  document: Document,
  context = '',
): string[] {
  const lines = slideNumbers.flatMap((number) => sourceLines(document).get(number) ?? [])
  // Issue 24: a figure computed from the item's own figures is checked by redoing the arithmetic (only when
  // one fails: most items have none, and a long document's sections cite many pages).
  let derived: Set<string> | undefined
  return labelledFigures(text, document)
    .filter((labelled) => {
      const { figure } = labelled
      const value = canonicalFigure(figure)
      const isQualified =
        labelled.qualifier.every((word) => hasWord(unitWords(document, slideNumbers), word)) &&
        labelled.dates.every((date) =>
          lines.some(
            (line) =>
              line.figures.has(canonicalFigure(date.figure)) &&
              date.words.every((word) => hasWord(line.own, word)),
          ),
        )
      if (
        isQualified &&
        lines.some((line) => line.figures.has(value) && vouchesFor(line, labelled, value)) &&
        !isNamedElsewhere(labelled.named, value, lines)
      )
        return false
      // A count of a list's items names no line's figure: "13 chapters" where the lines are numbered 1 to 13.
      if (isCount(figure, labelled.clause) && countsOf(document, slideNumbers).has(value)) return false
      derived ??= derivedFigures(`${context}\n${text}`, figuresOf(document, slideNumbers))
      return !derived.has(figure)
    })
    .map(({ figure }) => figure)
}

/**
 * Every figure the summary states, checked against the slides it cites: a slide summary against its own
 * slide (or a section's pages), an overall item against the slides in `sources`. A figure counts as found
 * when it stands on a cited slide, and as labelled when it stands there on one line with the words the item
 * gives it. An item without sources cites nothing, so each of its figures is unverified.
 */
export function checkFaithfulness(summary: SummaryDraft, document: Document): Faithfulness {
  let figuresTotal = 0
  const unverified: string[] = []
  const mislabelled: string[] = []
  const check = (text: string, slideNumbers: readonly number[], where: string, context = '') => {
    figuresTotal += extractFigures(text).length
    const missing = findUnsupportedFigures(text, slideNumbers, document, context)
    for (const figure of missing) unverified.push(`${figure} (${where})`)
    for (const figure of findMislabelledFigures(text, slideNumbers, document, context))
      if (!missing.includes(figure)) mislabelled.push(`${figure} (${where})`)
  }

  for (const item of summary.slideBySlide) {
    const pages = item.pages && item.pages.length > 0 ? item.pages : [item.slideNumber]
    check(withoutLeftOutCounts(item.summary, document.language), pages, `slide ${item.slideNumber}`)
    // The title is the slide's own: its figures are found, and it labels itself.
    figuresTotal += extractFigures(item.title).length
    for (const figure of findUnsupportedFigures(item.title, pages, document))
      unverified.push(`${figure} (slide ${item.slideNumber})`)
  }
  for (const kind of OVERALL_KINDS) {
    summary.overallSummary[kind].forEach((text, index) => {
      // A question is asked of its insight, and may compute from the insight's figures.
      const context = kind === 'keyQuestions' ? (summary.overallSummary.strategicInsights[index] ?? '') : ''
      check(text, summary.sources[kind][index] ?? [], `${kind}[${index}]`, context)
    })
  }
  const figuresFound = figuresTotal - unverified.length
  return {
    figuresTotal,
    figuresFound,
    unverified,
    figuresLabelled: figuresFound - mislabelled.length,
    mislabelled,
  }
}
