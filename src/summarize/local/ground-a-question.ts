import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import type { Question } from './ask-about'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isReadableFigure } from './describe-chart'
import { headlineFigure } from './statements'
import { countWords } from '../text/count-words'
import { isUnfinished } from './is-self-note'

// A limit quoted in a question stays one short clause: the question counts toward the summary's words.
const MAX_LIMIT_WORDS = 14
// How many slides after an insight's may bound its claim.
const FOLLOWING = 2
// At most this many words name the claim a limit bounds: a measure's or a slide's label, not a sentence.
const MAX_SUBJECT_WORDS = 6

/**
 * The question a sharp reader would ask about an insight of a deck without plan figures, grounded in what the
 * deck itself states (issue 24, item 4; decision 090), or undefined when the deck gives nothing to ground it:
 * - an insight whose figure the deck marks as an estimate, projection or saving asks what that figure rests on,
 *   unless a line of its slide or the next one already states its basis (an assumption, a cause, a comparison);
 * - else a line of the insight, of its slide or of the two slides after it that limits the claim with a figure ("At
 *   best a tool sees 45 % of flaws", "Up to 60 MB/second per share") asks what the claim still assures under
 *   that limit, quoting the deck's line and naming the claim by its slide's title or its label.
 * No template on the nearest noun: without an estimate or a limit the insight gets no question here.
 */
export function groundAQuestion(
  insight: string,
  label: string,
  slides: number[],
  units: SummaryUnit[],
  language: Language,
): Question | undefined {
  const words = DECK_WORDS[language]
  const at = units.findIndex((unit) => unit.pages.some((page) => slides.includes(page)))
  const own = at >= 0 ? units[at]! : undefined
  // The slides that go on from the insight's: a talk states a claim and bounds it a slide or two later.
  const following =
    at >= 0
      ? units
          .slice(at + 1)
          .filter((unit) => !unit.hidden)
          .slice(0, FOLLOWING)
      : []
  const next = following[0]
  const figure = headlineFigure(insight)
  if (label && figure && isReadableFigure(figure) && words.estimates(insight)) {
    const basis = [own, next].some((unit) => unit && statesBasis(unit, label, insight, language))
    if (!basis)
      return {
        text: words.questions.assumption.replace('{subject}', label).replace('{figure}', figure),
        slides,
      }
  }
  const subject = claimOf(own, label, language)
  if (!subject) return undefined
  const candidates: { line: string; unit?: SummaryUnit }[] = [
    ...splitSentences(insight, language).map((line) => ({ line })),
    ...[own, ...following].flatMap((unit) =>
      unit ? linesOf(unit, language).map((line) => ({ line, unit })) : [],
    ),
  ]
  const claimTerms = termsOf(`${insight} ${subject}`, language)
  for (const { line, unit } of candidates) {
    const limit = limitIn(line, language)
    if (!limit) continue
    // A later slide's limit bounds this claim when that slide is about the limit (its title states it: "Au
    // mieux un outil voit 45 % des failles" after the slide on level 1), or when the line names a word of the
    // claim: a disk's "up to 60 MB/second" two slides on bounds no VM size.
    const isLater = unit !== undefined && unit !== own
    const namesClaim = termsOf(line, language).some((term) => claimTerms.includes(term))
    if (isLater && line.trim() !== unit.title.trim() && !namesClaim) continue
    const text = words.questions.limit.replace('{limit}', limit).replace('{subject}', subject)
    const pages = unit ? [...new Set([...slides, ...unit.pages])].sort((a, b) => a - b) : slides
    return { text, slides: pages }
  }
  return undefined
}

/**
 * A line that limits a claim: it holds a limiting word and a figure, and is one short statement (not a
 * question, not a heading ending in a colon, not a line the layout cut on a grammatical word: "except that The
 * snap-down voltage … is equal to the" quotes no limit; decision 203). Returned without its bullet and closing stop,
 * as quoted.
 */
export function limitIn(line: string, language: Language): string | undefined {
  const text = line
    .trim()
    .replace(/^[-–•*\s]+/u, '')
    .replace(/[.;]+$/u, '')
    .trim()
  const count = countWords(text)
  if (count < 3 || count > MAX_LIMIT_WORDS || /[?:]$/u.test(text) || /[“”«»„"]/u.test(text)) return undefined
  if (isUnfinished(text, language)) return undefined
  const cue = DECK_WORDS[language].limits.exec(text)
  if (!cue) return undefined
  // The limit's figure stands in its clause: near the limiting word, not a list number elsewhere in the line.
  const window = text.slice(Math.max(0, cue.index - 40), cue.index + cue[0].length + 50)
  const figures = extractFigures(window).filter(
    (figure) => isReadableFigure(figure) && !/^(?:19|20)\d\d$/u.test(figure),
  )
  return figures.length > 0 ? text : undefined
}

/**
 * What the limited claim is called: the label of the insight ("Choosing a VM Size — …" → its label), else its
 * slide's title when that is a short noun phrase (not a question, a sentence or a frame's title).
 */
function claimOf(unit: SummaryUnit | undefined, label: string, language: Language): string {
  const title = (unit?.title ?? '').replace(DECK_WORDS[language].titleTail, '').trim()
  // The label as the slide writes it ("Choosing a VM Size"), not lowered as a sentence's first word.
  if (label) return label.toLowerCase() === title.toLowerCase() ? title : label
  const cues = LANGUAGE_CUES[language]
  const count = countWords(title)
  if (count === 0 || count > MAX_SUBJECT_WORDS || /[?.!:]$/u.test(title)) return ''
  if (cues.frameTitle.test(title) || cues.summaryTitle.test(title) || cues.copula.test(title)) return ''
  if (cues.sectionLabel.test(title) || cues.questionOpener.test(title)) return ''
  return title
}

// Content words of four letters or more: what two lines must share to be about the same thing.
function termsOf(text: string, language: Language): string[] {
  return tokenize(text, language).filter((token) => token.length >= 4 && !/\d/u.test(token))
}

/** A slide's lines to ground a question in: its title, its text lines and its notes' sentences. */
function linesOf(unit: SummaryUnit, language: Language): string[] {
  return [
    unit.title,
    ...unit.text.split('\n'),
    ...unit.notes.split('\n').flatMap((paragraph) => splitSentences(paragraph, language)),
  ].filter((line) => line.trim() !== '')
}

/**
 * Whether a slide already says what an estimate rests on: a line relating a figure to an assumption, cause or
 * comparison ("assuming 5 % fuel savings", "based on 2005 baseline") that names a word of the estimate's label.
 */
function statesBasis(unit: SummaryUnit, label: string, insight: string, language: Language): boolean {
  const terms = new Set(termsOf(label, language))
  const relates = DECK_WORDS[language].relates
  return linesOf(unit, language).some(
    (line) =>
      line.trim() !== insight.trim() &&
      relates(line) &&
      tokenize(line, language).some((token) => terms.has(token)),
  )
}
