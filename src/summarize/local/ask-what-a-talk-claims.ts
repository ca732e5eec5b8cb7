import type { Language } from '../../shared'
import { mentionsMonth } from '../dates-in'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { countWords } from '../text/count-words'
import type { LineQuestion } from './ask-about-risk'
import { linesOf } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import type { DeckQuestionWords } from './deck-question-words'

// The deck's line, quoted: one clause a reader takes in at once.
const MIN_QUOTE_WORDS = 3
const MAX_QUOTE_WORDS = 22
// A slide title that names a subject is a short noun phrase ("VM Scale Sets"), not a question or a sentence.
const MAX_TITLE_WORDS = 5
// Content words of this many letters or more: what a line must share with its title to name the same subject.
const MIN_TERM = 4
// A multiplier ("5x", "10×", "5x-20x"): the figure of a claimed speed-up. A share ("12 % better") is as often a
// business result as a speed, so it asks nothing here.
const MULTIPLIER = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?\s?[x×](?![\p{L}\d])/iu
// A year, or a quarter ("Q3"): the date a promise of a later release would name.
const YEAR_OR_QUARTER = /(?<![\p{L}\d])(?:(?:19|20)\d\d|[QT][1-4])(?![\p{L}\d])/u

/** A line a talk's claim is read from: the line, the line it stands under, and the slide it is on. */
interface ClaimLine {
  text: string
  heading?: string
  unit: SummaryUnit
}

/**
 * The claims a talk makes that a sharp reader questions when the slide that makes them leaves out what would settle
 * them (issue 24 Deliver 4, decision 176), each asked at most once, quoting the deck's own line so that the subject
 * is the deck's and never a guessed noun:
 * - a speed-up with its multiplier ("Tungsten Phase 2: 5x-20x additional performance improvements") on a slide that
 *   names no workload or baseline: measured on which workload, and against which baseline?
 * - a tool that now runs elsewhere ("Originally running on Windows, PowerShell … now supports Linux and macOS",
 *   "Docker is portable across linux, windows, amazon and vmware") on a slide that says nothing is unsupported:
 *   what is not supported there yet, and what breaks in the move?
 * - a promise of a later release ("Potentially in the future we will provide certification") on a slide with no
 *   year, quarter or month: by when, and what does it depend on?
 * - a prediction of a gain ("Expect an order of magnitude improvement for MPEG-1") on a slide that names no
 *   baseline: against which baseline, and what evidence shows it so far? (decision 203)
 * - a turn that warns ("But it opens up space for ‘one platform to rule them all’"), quoted with the claim it turns
 *   against when it points back to it: who is exposed, and what guards against it? A claim its own slide turns
 *   into a warning is the warning's premise, not a claim of its own: it asks no move or schedule (decision 203).
 * A line that asks, or an event's housekeeping, claims nothing. Marked sharp: a template does not outrank it.
 */
export function askWhatATalkClaims(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language].deckQuestions
  const lines = units.filter((unit) => !unit.hidden).flatMap((unit) => claimLinesOf(unit, language))
  const warnings = warningsOf(lines, language)
  // A slide that turns its claim into a warning argues the warning: its claim is no promise to question.
  const warned = new Set(warnings.map((warning) => warning.unit))
  const asks: [string, (line: ClaimLine) => boolean][] = [
    [words.speedUp, (line) => isSpeedUpWithoutBaseline(line, words)],
    [words.prediction, (line) => isPredictionWithoutBaseline(line, words)],
    [words.portability, (line) => !warned.has(line.unit) && isPortabilityWithoutLimits(line, words)],
    [words.roadmap, (line) => !warned.has(line.unit) && isPromiseWithoutDate(line, words, language)],
  ]
  const questions: LineQuestion[] = []
  const warning = warnings.find((turn) => quoted(turn) !== undefined)
  if (warning)
    questions.push({
      text: words.warning.replace('{line}', quoted(warning)!),
      slides: warning.unit.pages,
      sharp: true,
    })
  for (const [form, isAsked] of asks) {
    for (const line of lines) {
      // A label ("COMING SOON") states no claim of its own, whatever title it stands under.
      if (!isAsked(line) || countWords(line.text) < MIN_QUOTE_WORDS) continue
      const quote = quoted(withItsSubject({ ...line, text: ownSentence(line.text, language) }, language))
      if (!quote) continue
      questions.push({ text: form.replace('{line}', quote), slides: line.unit.pages, sharp: true })
      break
    }
  }
  return questions
}

function isSpeedUpWithoutBaseline(line: ClaimLine, words: DeckQuestionWords): boolean {
  const claim = [line.heading ?? '', line.text].join(' ')
  return (
    MULTIPLIER.test(line.text) &&
    words.speedClaim.test(claim) &&
    // A gain foreseen is asked as a prediction: its evidence, not its workload.
    !words.predictionCue.test(line.text) &&
    !words.baseline.test(slideText(line.unit))
  )
}

function isPredictionWithoutBaseline(line: ClaimLine, words: DeckQuestionWords): boolean {
  return (
    words.predictionCue.test(line.text) &&
    (words.speedClaim.test(line.text) || MULTIPLIER.test(line.text)) &&
    !words.baseline.test(slideText(line.unit))
  )
}

/**
 * The turns on a slide that warn (a line opening on a contrast word that names what it warns of), each with the
 * claim it turns against when it points back to it ("But it opens up space for …" after "Docker is portable …"): the
 * nearest line before it on its slide that states something (no exclamation between, no question).
 */
function warningsOf(lines: ClaimLine[], language: Language): ClaimLine[] {
  const { stances, deckQuestions: words } = DECK_WORDS[language]
  const { anaphor } = LANGUAGE_CUES[language]
  return lines.flatMap((line, at) => {
    if (!stances.turnOpens.test(line.text) || !words.warningCue.test(line.text)) return []
    const rest = line.text.replace(stances.opener, '')
    if (!anaphor.test(rest)) return [line]
    const premise = lines
      .slice(0, at)
      .reverse()
      .find(
        (other) =>
          other.unit === line.unit &&
          !/[!?]\s*$/u.test(other.text) &&
          countWords(other.text) >= MIN_QUOTE_WORDS,
      )
    if (!premise) return []
    return [
      { text: `${premise.text.replace(/[.;:,…]+$/u, '').trim()}. ${line.text.trim()}`, unit: line.unit },
    ]
  })
}

function isPortabilityWithoutLimits(line: ClaimLine, words: DeckQuestionWords): boolean {
  return words.portabilityClaim.test(line.text) && !words.portabilityLimit.test(slideText(line.unit))
}

function isPromiseWithoutDate(line: ClaimLine, words: DeckQuestionWords, language: Language): boolean {
  if (!words.futureClaim.test(line.text)) return false
  const slide = slideText(line.unit)
  return !YEAR_OR_QUARTER.test(slide) && !mentionsMonth(slide, language)
}

/** A slide's lines that may state a claim: its text lines under their headings, then its notes' sentences. */
function claimLinesOf(unit: SummaryUnit, language: Language): ClaimLine[] {
  const cues = LANGUAGE_CUES[language]
  const text = linesOf(unit)
    .filter((line) => !line.drawn)
    .map((line) => ({ text: line.text, heading: line.heading, unit }))
  const notes = unit.notes
    .split('\n')
    .flatMap((paragraph) => splitSentences(paragraph, language))
    .map((sentence) => ({ text: sentence.trim(), unit }))
  return [...text, ...notes].filter(
    (line) => line.text !== '' && !/\?\s*$/u.test(line.text) && !cues.housekeeping.test(line.text),
  )
}

/**
 * A PDF runs a slide's boxes together ("… amazon and vmware This is awesome!"): the claim ends where a capitalised
 * pointing-back word opens the next box after a lower-case word.
 */
function ownSentence(text: string, language: Language): string {
  const { anaphor } = LANGUAGE_CUES[language]
  for (const boundary of text.matchAll(/(?<=\p{Ll})\s+(?=\p{Lu})/gu)) {
    const rest = text.slice(boundary.index + boundary[0].length)
    if (anaphor.test(rest)) return text.slice(0, boundary.index)
  }
  return text
}

/**
 * A line under no heading that names nothing of its slide's title ("Currently do NOT support data disks" on "VM Scale
 * Sets") stands under that title, when the title is a short noun phrase: the question names what the claim is about.
 */
function withItsSubject(line: ClaimLine, language: Language): ClaimLine {
  const title = line.unit.title.trim()
  const cues = LANGUAGE_CUES[language]
  if (line.heading || title === '' || countWords(title) > MAX_TITLE_WORDS || /[?.!:]$/u.test(title))
    return line
  if (cues.frameTitle.test(title) || cues.summaryTitle.test(title) || cues.sectionLabel.test(title))
    return line
  const terms = (text: string) =>
    (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= MIN_TERM)
  const named = terms(line.text)
  const titled = terms(title)
  if (titled.length === 0 || titled.some((term) => named.includes(term))) return line
  return { ...line, heading: title }
}

function slideText(unit: SummaryUnit): string {
  return `${unit.title}\n${unit.text}\n${unit.notes}`
}

/**
 * The line as quoted: under the line it stands under when that names its subject ("Tungsten Phase 2: 5x-20x …"),
 * without its closing stop, its inner quotation marks made single; undefined past one short clause.
 */
function quoted(line: ClaimLine): string | undefined {
  const bare = (text: string) => text.replace(/[.;:,!…]+$/u, '').trim()
  const text = line.heading ? `${bare(line.heading)}: ${bare(line.text)}` : bare(line.text)
  const quote = text.replace(/[“„"]/gu, '‘').replace(/[”]/gu, '’')
  const count = countWords(quote)
  return count >= MIN_QUOTE_WORDS && count <= MAX_QUOTE_WORDS && !/[?«»]/u.test(quote) ? quote : undefined
}
