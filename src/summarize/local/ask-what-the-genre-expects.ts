import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { endsAsQuestion, splitSentences } from '../text/split-sentences'
import { countWords } from '../text/count-words'
import type { LineQuestion } from './ask-about-risk'
import { linesOf, type Line } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { askWhatATalkClaims } from './ask-what-a-talk-claims'
import { DECK_WORDS } from './deck-words'

// The deck's line, quoted: one clause a reader takes in at once.
const MIN_QUOTE_WORDS = 3
const MAX_QUOTE_WORDS = 18
// The uses a claim lists under it, named in the question: the first few.
const MAX_USES = 2
// What is claimed good enough is a phrase of its own, not one word.
const MIN_SUBJECT_WORDS = 2

/**
 * What a reader of a talk, lecture or standards deck expects and the deck leaves out (issue 24 Deliver 4, decision
 * 164), asked only where the deck's own words make the subject certain:
 * - a call to join or contribute ("We want lots more projects", "Rejoignez-nous") in a deck that nowhere says how
 *   to take part (no "apply", "submit", "sign up", "how to join"): how, by what process, and who decides?
 * - a claim that a method is good enough, with its subject ("Unrestricted faithful LNS rounding is good enough for:
 *   low-precision FFT, MPEG-1 decoding"), where neither it nor the uses under it state an error measure with a
 *   figure: by which error measure, and how much error is acceptable? Its slides are every slide that makes the
 *   claim, so that it stands beside the insight those slides state.
 * - a speed-up, a move to other platforms or a promise of a later release that its slide leaves unmeasured,
 *   unbounded or undated (decision 176; see ask-what-a-talk-claims.ts).
 * Each at most once; marked sharp (a template does not outrank it); none from a hidden slide.
 */
export function askWhatTheGenreExpects(units: SummaryUnit[], language: Language): LineQuestion[] {
  const shown = units.filter((unit) => !unit.hidden)
  const lines = shown.flatMap((unit) => linesOf(unit).filter((line) => !line.drawn))
  const asked = [askHowToTakePart(shown, lines, language), askByWhichMeasure(lines, language)].filter(
    (question): question is LineQuestion => question !== undefined,
  )
  return [...asked, ...askWhatATalkClaims(shown, language)]
}

function askHowToTakePart(units: SummaryUnit[], lines: Line[], language: Language): LineQuestion | undefined {
  const words = DECK_WORDS[language].deckQuestions
  const cues = LANGUAGE_CUES[language]
  if (units.some((unit) => words.wayToTakePart.test(`${unit.title}\n${unit.text}\n${unit.notes}`)))
    return undefined
  for (const line of lines) {
    if (endsAsQuestion(line.text) || cues.housekeeping.test(line.text)) continue
    const clause = clausesOf(line.text, language).find((part) => words.callToTakePart.test(part))
    const quote = clause && quoted(clause)
    if (!quote) continue
    return { text: words.takePart.replace('{line}', quote), slides: line.unit.pages, sharp: true }
  }
  return undefined
}

function askByWhichMeasure(lines: Line[], language: Language): LineQuestion | undefined {
  const words = DECK_WORDS[language].deckQuestions
  const cues = LANGUAGE_CUES[language]
  const bounded = (text: string) => words.errorMeasure.test(text) && /\d/u.test(text)
  for (const [at, line] of lines.entries()) {
    const text = line.text.trim()
    const claim = words.adequacyClaim.exec(text)
    if (!claim || endsAsQuestion(text)) continue
    // What is claimed good enough is named before the claim and joined to it by its verb ("X is good enough"):
    // "Proposed as good enough" names no subject, and a pronoun points back.
    const before = text.slice(0, claim.index).trim().split(/\s+/u)
    const verb = before.pop() ?? ''
    const isVerb = cues.copula.exec(verb)?.[0].length === verb.length && verb !== ''
    const subject = before.join(' ')
    if (!isVerb || countWords(subject) < MIN_SUBJECT_WORDS || cues.anaphor.test(subject)) continue
    const uses = lines
      .slice(at + 1)
      .filter((other) => other.unit === line.unit && other.indent >= line.indent)
      .map((other) => other.text.replace(/[.;,…]+$/u, '').trim())
    if (bounded(text) || uses.some(bounded)) continue
    const stated = text.replace(/[:.;,…]+$/u, '').trim()
    const listed = /:\s*$/u.test(text) && uses.length > 0 ? ` ${uses.slice(0, MAX_USES).join(', ')}` : ''
    const quote = quoted(`${stated}${listed}`)
    if (!quote) continue
    // Every slide that makes the claim: the question stands beside what those slides state.
    const slides = [
      ...new Set(
        lines.filter((other) => words.adequacyClaim.test(other.text)).flatMap((other) => other.unit.pages),
      ),
    ].sort((a, b) => a - b)
    return { text: words.adequacy.replace('{line}', quote), slides, sharp: true }
  }
  return undefined
}

/** A line's sentences and the parts a glued line runs together (a quoted name, then a new sentence). */
function clausesOf(text: string, language: Language): string[] {
  return splitSentences(text, language).flatMap((sentence) =>
    sentence.split(/(?<=[’”"»])\s+(?=\p{Lu})|\s[–—-]\s|;/u).map((part) => part.trim()),
  )
}

function quoted(text: string): string | undefined {
  const quote = text.replace(/[.;:,!…]+$/u, '').trim()
  const count = countWords(quote)
  return count >= MIN_QUOTE_WORDS && count <= MAX_QUOTE_WORDS && !/[?“”«»„"]/u.test(quote) ? quote : undefined
}
