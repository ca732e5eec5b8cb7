import type { Language } from '../../shared'
import { upperFirst } from '../text/first-letter'
import { countWords } from '../text/count-words'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import type { Question } from './ask-about'
import { linesOf } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS, DECK_WORDS_DATA } from './deck-words'
import { escapeWord } from './word-patterns'

// The rule a question quotes is one clause a reader takes in at once: the question counts toward the budget.
const MAX_RULE_WORDS = 14
// A subject is a few words before its modal ("All succession pool data should…"); a longer run is a sentence that
// states the rule in passing ("The process should be visible to employees and the expectation set of…").
const MAX_SUBJECT_WORDS = 6
// A ladder of approval limits lists a few; more amounts on the slide are a table, not limits.
const MAX_LIMITS = 4
// A title that names an approval process is a few words.
const MAX_TITLE_WORDS = 8

/**
 * What a process or policy deck's reader asks (issue 24, item 4; decision 138): a deck that states rules and limits
 * but no result leaves no insight to ask about, and its reader asks what the rules leave open.
 * - A rule with its time limit ("succession pool data should be updated within 7 days"): what happens when it is
 *   missed, and who checks. The deck's own clause up to its limit, with the condition it opens with left out.
 * - An approval slide's amounts ("Transaction Approval Process": $5 million, $25 million, $75 million): what stops
 *   a request being split to stay under a limit, the control a ladder of limits rests on.
 * At most one of each, the first in the deck; none from a hidden slide. Not sharp: a stated result's question
 * goes first, and these fill a place no other question takes.
 */
export function askWhatARuleLeavesOpen(units: SummaryUnit[], language: Language): Question[] {
  const shown = units.filter((unit) => !unit.hidden)
  const questions: Question[] = []
  const rule = shown.flatMap((unit) => ruleQuestion(unit, language))[0]
  if (rule) questions.push(rule)
  const limits = shown.flatMap((unit) => limitsQuestion(unit, language))[0]
  if (limits) questions.push(limits)
  return questions
}

function ruleQuestion(unit: SummaryUnit, language: Language): Question[] {
  const words = DECK_WORDS[language]
  const obligation = LANGUAGE_CUES[language].obligation
  for (const line of linesOf(unit)) {
    if (line.drawn) continue
    for (const sentence of splitSentences(line.text, language).flatMap((said) => said.split(/(?<=;)\s+/u))) {
      const clause = withoutCondition(sentence, language)
      const modal = clause ? obligation.exec(clause) : null
      const limit = clause ? words.timeLimit.exec(clause) : null
      if (!clause || !modal || !limit || limit.index < modal.index) continue
      const subject = clause.slice(0, modal.index).trim()
      const count = countWords(subject)
      if (count === 0 || count > MAX_SUBJECT_WORDS || LANGUAGE_CUES[language].anaphor.test(subject)) continue
      // The period noun whole ("day" finds "days"), then the clause up to its break when it stays short (a
      // verb-final language closes the clause after the limit: "innerhalb von 7 Tagen aktualisiert werden").
      const end =
        limit.index +
        limit[0].length +
        /^\p{L}*/u.exec(clause.slice(limit.index + limit[0].length))![0].length
      const whole = clause.split(/[,;:.!?](?:\s|$)/u)[0]!.trim()
      const text =
        whole.length >= end && countWords(whole) <= MAX_RULE_WORDS ? whole : clause.slice(0, end).trim()
      if (countWords(text) > MAX_RULE_WORDS) continue
      return [{ text: words.questions.deadline.replace('{rule}', upperFirst(text)), slides: unit.pages }]
    }
  }
  return []
}

/**
 * A sentence without the condition it opens with ("If not updated live in the session then …", "Wenn …, dann …"),
 * or itself; undefined when the condition's end cannot be told.
 */
function withoutCondition(sentence: string, language: Language): string | undefined {
  const text = sentence.trim()
  if (!DECK_WORDS[language].condition.test(text)) return text
  const consequence = new RegExp(
    `[\\s,;:](?:${DECK_WORDS_DATA[language].implication.consequence.map(escapeWord).join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(text)
  if (consequence) return text.slice(consequence.index + consequence[0].length).replace(/^[\s,]+/u, '')
  const comma = text.indexOf(', ')
  return comma > 0 ? text.slice(comma + 2) : undefined
}

function limitsQuestion(unit: SummaryUnit, language: Language): Question[] {
  const words = DECK_WORDS[language]
  const title = unit.title.replace(/\s+/gu, ' ').trim()
  if (!words.approval.test(title) || countWords(title) > MAX_TITLE_WORDS) return []
  // Amounts in one currency and scale ("$5 million", "25 M€"); one followed by "+" restates the limit above it.
  const scaleWords = DECK_WORDS_DATA[language].scales
    .map((word) => word.replace(/\$$/u, ''))
    .sort((a, b) => b.length - a.length)
  // A scale word whole, whatever its ending ("millón", "millones"), and the scale it names.
  const scale = `(?:${scaleWords.map(escapeWord).join('|')})\\p{L}*`
  const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const scaleOf = (word: string) => scaleWords.map(plain).find((base) => plain(word).startsWith(base)) ?? ''
  const amount = new RegExp(
    `(?<![\\p{L}\\d])(?:[$€£]\\s?(\\d[\\d.,]*)(?!\\s?\\+)(?:\\s?(${scale}))?|(\\d[\\d.,]*)(?:\\s?(${scale}))?\\s?(?:[$€£]|EUR|USD|GBP|NOK|kr)(?![\\p{L}]))(?![\\d+])`,
    'giu',
  )
  const groups = new Map<string, Map<number, string>>()
  for (const line of linesOf(unit)) {
    for (const match of line.text.matchAll(amount)) {
      const value = Number((match[1] ?? match[3])!.replace(/[.,](?=\d{3}(?!\d))/gu, '').replace(',', '.'))
      if (!Number.isFinite(value)) continue
      const key = scaleOf(match[2] ?? match[4] ?? '')
      const group = groups.get(key) ?? new Map<number, string>()
      group.set(value, match[0].trim())
      groups.set(key, group)
    }
  }
  const ladder = [...groups.values()].sort((a, b) => b.size - a.size)[0]
  if (!ladder || ladder.size < 2 || ladder.size > MAX_LIMITS) return []
  const limits = [...ladder.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)
  const text = words.questions.approvalLimits
    .replace('{subject}', title)
    .replace('{limits}', limits.join(', '))
  return [{ text, slides: unit.pages }]
}
