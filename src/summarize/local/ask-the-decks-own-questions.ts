import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { endsAsQuestion, splitSentences } from '../text/split-sentences'
import { countWords } from '../text/count-words'
import type { LineQuestion } from './ask-about-risk'
import { linesOf, type Line } from './ask-from-lines'
import { quotedStatement } from './ask-from-statements'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isAudiencePrompt } from './is-audience-prompt'

// The deck's own question, quoted whole: a question a reader takes in at once, with its subject in it.
const MIN_QUESTION_WORDS = 4
const MAX_QUESTION_WORDS = 30
// A marker before a question or its answer in a Q&A list ("Q:", "A:", "F:", "R:"): a letter or two and a colon.
const MARKER = /^\p{L}{1,2}\s?:\s*/u

/**
 * The questions and open issues a talk or lecture lists on a slide of its own (issue 24 Deliver 4, decision 164):
 * a slide titled as the deck's questions or open issues ("Seeded Questions", "Open issues", "Offene Punkte",
 * "Questions en suspens"). A talk has few figures and so few insights; what it leaves open is what its reader
 * takes away. On such a slide:
 * - a question line ("Q: … Will DOD sites ever trust university-issued certificates, or will we have to pay?") is
 *   the deck's own unless an answer follows that settles it: an answer after it that hedges ("we hope to see
 *   progress in 2007") leaves it open; a plain one ("A: See next slide") answers it, as a rhetorical question is
 *   answered (decisions 105, 124). Its last sentence is quoted, the marker cut, and only when it carries its
 *   subject: a question that opens on a pronoun ("Can they be re-used?") points back and is not asked;
 * - on a slide titled as open issues, an item that is no question is asked what would settle it, by its label
 *   or the slide's title.
 * At most one; marked sharp and own (it goes before templates); none from a hidden slide.
 */
export function askTheDecksOwnQuestions(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language].deckQuestions
  for (const unit of units) {
    if (unit.hidden || !words.questionSlide.test(unit.title)) continue
    const lines = linesOf(unit).filter((line) => !line.drawn)
    for (const [at, line] of lines.entries()) {
      const question = openQuestionOf(line, lines.slice(at + 1), language)
      if (question) return [{ text: question, slides: unit.pages, sharp: true, own: true }]
    }
    const issue = openIssueOf(unit, lines, language)
    if (issue) return [{ text: issue, slides: unit.pages, sharp: true, own: true }]
  }
  return []
}

/** The question a line asks, when no answer after it settles it and it names its own subject. */
function openQuestionOf(line: Line, after: Line[], language: Language): string | undefined {
  const text = line.text.replace(MARKER, '').trim()
  if (!endsAsQuestion(text)) return undefined
  const sentences = splitSentences(text, language).map((sentence) => sentence.trim())
  const question = sentences.at(-1)!
  const count = countWords(question)
  if (count < MIN_QUESTION_WORDS || count > MAX_QUESTION_WORDS) return undefined
  const cues = LANGUAGE_CUES[language]
  // Its subject is in it: no pronoun opens it or follows its first word ("Can they …", "Is it …").
  if (cues.anaphor.test(question) || cues.anaphor.test(question.replace(/^\S+\s+/u, ''))) return undefined
  if (isAudiencePrompt(question, { heading: line.heading, title: line.unit.title }, language))
    return undefined
  // The answers are the lines after it up to the next question; one that hedges leaves it open.
  const answers: string[] = []
  for (const next of after) {
    if (endsAsQuestion(next.text)) break
    answers.push(next.text)
  }
  const hedged = answers.some((answer) => DECK_WORDS[language].deckQuestions.unsettledAnswer.test(answer))
  return answers.length === 0 || hedged ? question : undefined
}

/** An item of an open-issues slide, asked what would settle it. */
function openIssueOf(unit: SummaryUnit, lines: Line[], language: Language): string | undefined {
  const words = DECK_WORDS[language]
  const title = unit.title.trim().replace(/[.:]+$/u, '')
  // Only a slide titled as open issues lists them as statements; a questions slide's statements are answers.
  if (!words.openIssue.test(title)) return undefined
  for (const line of lines) {
    if (endsAsQuestion(line.text)) continue
    const label = /^([^:]{3,40}):\s+\S/u.exec(line.text)?.[1]?.trim()
    const quote = quotedStatement(line.text)
    if (!quote) continue
    const subject = label !== undefined && countWords(label) <= 4 ? label : title
    return words.questions.openIssue.replace('{subject}', subject).replace('{line}', quote)
  }
  return undefined
}
