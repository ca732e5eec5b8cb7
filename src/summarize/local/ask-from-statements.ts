import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { isQuestionSubject, type Question } from './ask-about'
import { linesOf, type Line } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isAudiencePrompt } from './is-audience-prompt'
import { countWords } from '../text/count-words'

// A quoted statement stays one clause a reader takes in at once: the question counts toward the summary's words.
const MAX_QUOTE_WORDS = 18
// A line longer than this is a paragraph, not a statement a question can quote.
const MAX_LINE_WORDS = 40
// The deck's own question, quoted whole: one or two short questions.
const MAX_QUESTION_WORDS = 30
// So many questions in a row on a slide are a list of topics or checks.
const MIN_QUESTION_LIST = 3
// A slide's title names a question's subject when it is a short noun phrase.
const MAX_TITLE_WORDS = 8
// A label before a statement ("Good news: It was #1…") is a few words; longer, it is a clause of its own.
const MAX_LABEL_WORDS = 3

/**
 * Questions a reader of the genre asks of what the deck's lines state and leave open (decision 105), each quoting
 * the deck's line and naming its subject, no template on a word that is no subject:
 * - a position in a ranking the deck justifies by a survey's answers ("It is ranked #3 because:" › "top-ranked
 *   in the community survey with 50% (106 out of 212)"): where would it stand on the other evidence alone?
 * - a position that moved, with no cause on its line ("the U.S. fell from 2nd to 15th", "#1 from 2003-2017, #3 in
 *   2021, #5 in 2025"): a change of its own or the others', and will it hold?
 * - what the deck says it leaves open ("no data to support this", "future work", "offene Frage"): what would settle it?
 * - the deck's own question that names a figure and that no line under it answers ("What percentage of employees
 *   have the potential to progress 1 level/ 2 levels?"); a rhetorical one is answered by the line after it.
 * At most one of each kind, none from a hidden slide.
 */
export function askFromStatements(units: SummaryUnit[], language: Language): Question[] {
  const lines = shownLines(units)
  return [
    ...stateRankRelations(units, language).map(({ question }) => question),
    openIssueQuestion(lines, language),
    ownQuestion(lines, language),
  ].filter((question): question is Question => question !== undefined)
}

/** A ranking's relation the deck states, as an insight beside its question. */
export interface RankRelation {
  /** The deck's line under its subject: a position and its reason, or a position that moved. */
  finding: string
  question: Question
}

/**
 * The relations a ranking's lines state (decision 119): a position and the survey's answers it rests on, a position
 * that moved between editions. Each is an insight in the deck's words, not a fact restated: it relates two
 * things the deck states (a rank and its reason, a rank and its earlier ranks), and its question goes with it.
 */
export function stateRankRelations(units: SummaryUnit[], language: Language): RankRelation[] {
  const lines = shownLines(units)
  return [rankReasonQuestion(lines, language), movedQuestion(lines, language)].filter(
    (relation): relation is RankRelation => relation !== undefined,
  )
}

function shownLines(units: SummaryUnit[]): Line[] {
  return units.filter((unit) => !unit.hidden).flatMap((unit) => linesOf(unit).filter((line) => !line.drawn))
}

/** The positions a line states, as numbers ("#1 … #3 … #5" → 1, 3, 5). */
export function ranksIn(text: string, language: Language): number[] {
  // Every rank is written with its number's digits: a line without one (most of them) is not matched at all.
  if (!/\d/u.test(text)) return []
  const pattern = DECK_WORDS[language].rank
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((match) =>
    Number(match.slice(1).find((group) => group !== undefined)),
  )
}

/** A statement as quoted: without a short label before it, its closing stop, and only while it is one clause. */
export function quotedStatement(text: string, maxWords = MAX_QUOTE_WORDS): string | undefined {
  const label = /^([^:\d]{2,40}):\s+(?=\S)/u.exec(text)
  const body = (
    label && label[1]!.trim().split(/\s+/).length <= MAX_LABEL_WORDS ? text.slice(label[0].length) : text
  )
    .replace(/^\d{1,2}[.)]\s+/u, '')
    .replace(/[.;:,!]+$/u, '')
    .trim()
  const count = countWords(body)
  return count >= 2 && count <= maxWords && !/[?“”«»„"]/u.test(body) ? body : undefined
}

/** What a question about a line of `unit` names: its slide's title when that is a short noun phrase. */
function subjectOfSlide(unit: SummaryUnit, language: Language): string | undefined {
  const title = unit.title.trim().replace(/[.:]+$/u, '')
  const count = countWords(title)
  if (count === 0 || count > MAX_TITLE_WORDS || /[?!]$/u.test(title)) return undefined
  const cues = LANGUAGE_CUES[language]
  // A document's section ("7. Evaluation", "Results") names where a line stands, not what it is about.
  const bare = title.replace(/^\d+(?:\.\d+)*[.)]?\s+/u, '')
  if (
    [cues.housekeeping, cues.frameTitle, cues.summaryTitle, cues.sectionLabel].some((cue) => cue.test(bare))
  )
    return undefined
  return title
}

/** A position the deck gives as the result of a survey's answers, quoting both. */
function rankReasonQuestion(lines: Line[], language: Language): RankRelation | undefined {
  const words = DECK_WORDS[language]
  for (const line of lines) {
    if (ranksIn(line.text, language).length !== 1 || !words.relates(line.text)) continue
    // The reason is a line under it, or the line itself after its "because", that says it was drawn from answers.
    const reasons = lines.filter((other) => other.unit === line.unit && other.heading === line.text)
    const reason = reasons.find(
      (other) => words.samples.test(other.text) && /\d\s?%/u.test(other.text) && quotedStatement(other.text),
    )
    // The position as the line states it, up to its number: "It is ranked #3" of "It is ranked #3 because:".
    const pattern = words.rank
    const found = new RegExp(pattern.source, pattern.flags).exec(line.text)!
    const rank = quotedStatement(line.text.slice(0, found.index + found[0].length))
    const subject = subjectOfSlide(line.unit, language)
    if (!reason || !rank || !subject || ranksIn(rank, language).length !== 1) continue
    const text = words.questions.rankReason
      .replace('{subject}', subject)
      .replace('{rank}', rank)
      .replace('{reason}', quotedStatement(reason.text)!)
    const finding = `${subject}: ${rank} — ${quotedStatement(reason.text)!}`
    return { finding, question: { text, slides: line.unit.pages } }
  }
  return undefined
}

/** A line that moves a subject between positions, with no cause on it: what moved it. */
function movedQuestion(lines: Line[], language: Language): RankRelation | undefined {
  const words = DECK_WORDS[language]
  for (const line of lines) {
    const ranks = ranksIn(line.text, language)
    if (new Set(ranks).size < 2) continue
    // Two positions in one line are a move when a move's word joins them or the line runs through three or more.
    if (!words.rankMoves.test(line.text) && new Set(ranks).size < 3) continue
    if (words.causes.test(line.text) || words.relates(line.text)) continue
    const quote = quotedStatement(line.text)
    const subject = subjectOfSlide(line.unit, language) ?? headingSubject(line, language)
    if (!quote || !subject) continue
    const text = words.questions.moved.replace('{subject}', subject).replace('{line}', quote)
    return { finding: `${subject}: ${quote}`, question: { text, slides: line.unit.pages } }
  }
  return undefined
}

/** The heading a line stands under, as a subject: a few words, not a clause. */
function headingSubject(line: Line, language: Language): string | undefined {
  const heading = line.heading?.replace(/[:.]+$/u, '').trim()
  return heading && isSubjectName(heading, language) ? heading : undefined
}

/** Whether a label or heading names a subject: a short noun phrase, not a document's section ("7. Evaluation"). */
function isSubjectName(text: string, language: Language): boolean {
  const cues = LANGUAGE_CUES[language]
  const bare = text.replace(/^\d+(?:\.\d+)*[.)]?\s+/u, '')
  return (
    isQuestionSubject(text, language) &&
    !cues.sectionLabel.test(bare) &&
    !cues.frameTitle.test(bare) &&
    !cues.summaryTitle.test(bare)
  )
}

/**
 * A line where the deck says it leaves something open: the clause with the cue, quoted, about the line's own label
 * ("AI Assisted Coding (no data to support this, …)"), else the heading or the slide it stands under.
 */
function openIssueQuestion(lines: Line[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  for (const line of lines) {
    const text = line.text.replace(/^\d{1,2}[.)]\s+/u, '')
    if (text.split(/\s+/).length > MAX_LINE_WORDS || !words.openIssue.test(text)) continue
    const clause = splitSentences(text, language)
      .flatMap((sentence) => sentence.split(/[(),;]|\s[–—-]\s/u))
      .map((part) => part.trim())
      .find((part) => words.openIssue.test(part))
    // A line that gives its own reason for what it leaves open ("no data to support this, because of the way the
    // data is gathered, from tools and pentests") answers "what would settle it": the reader has the answer.
    const after = text.slice(text.search(words.openIssue))
    if (words.causes.test(after)) continue
    const quote = clause === undefined ? undefined : quotedStatement(clause)
    const label = /^([^(:;,–—]{3,60})[(:–—]/u.exec(text)?.[1]?.trim()
    const ownLabel =
      label !== undefined && !words.openIssue.test(label) && isSubjectName(label, language)
        ? label
        : undefined
    const subject = ownLabel ?? headingSubject(line, language) ?? subjectOfSlide(line.unit, language)
    if (!quote || !subject || quote === subject) continue
    const question = words.questions.openIssue.replace('{subject}', subject).replace('{line}', quote)
    return { text: question, slides: line.unit.pages }
  }
  return undefined
}

/**
 * The deck's own question that names a figure ("What percentage of employees have the potential to progress 1
 * level/ 2 levels? Is this enough…?") and that no line under it answers: the line after it, at its depth or
 * deeper, is a statement (a rhetorical question is answered by the next line) or a short answer ("Yes").
 */
function ownQuestion(lines: Line[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  const cues = LANGUAGE_CUES[language]
  for (const [at, line] of lines.entries()) {
    const text = line.text.trim()
    if (!/\?\s*$/u.test(text) || !/\d/u.test(text.replace(/^\d{1,2}[.)]\s+/u, ''))) continue
    if (text.split(/\s+/).length > MAX_QUESTION_WORDS || /[|“”«»„"]/u.test(text)) continue
    if (cues.housekeeping.test(text) || cues.frameTitle.test(text)) continue
    // A question that opens a checklist ("For all such data: Is any data…?") tests the reader, it is no open issue.
    if (/^[^?]{1,60}:\s+\p{Lu}/u.test(text)) continue
    if (isAudiencePrompt(text, { heading: line.heading, title: line.unit.title }, language)) continue
    if (splitSentences(text, language).some((sentence) => !/\?\s*$/u.test(sentence.trim()))) continue
    // A run of questions on one slide is a list of topics or checks ("What is new in the 4.0 version?" among the
    // talk's five), not a question the deck leaves open.
    const isQuestionLine = (other: Line | undefined) =>
      other !== undefined &&
      other.unit === line.unit &&
      other.indent === line.indent &&
      /\?\s*$/u.test(other.text)
    let run = 1
    for (let step = at - 1; isQuestionLine(lines[step]); step -= 1) run += 1
    for (let step = at + 1; isQuestionLine(lines[step]); step += 1) run += 1
    if (run >= MIN_QUESTION_LIST) continue
    const next = lines[at + 1]
    const answered =
      next !== undefined &&
      next.unit === line.unit &&
      next.indent >= line.indent &&
      (words.isAnswer(next.text.trim()) || !/\?\s*$/u.test(next.text.trim()))
    if (answered) continue
    return { text, slides: line.unit.pages }
  }
  return undefined
}
