import type { Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import type { LineQuestion } from './ask-about-risk'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isAudiencePrompt } from './is-audience-prompt'
import { countWords } from '../text/count-words'

// The author's question, quoted whole: a short question, not a paragraph.
const MIN_QUESTION_WORDS = 4
const MAX_QUESTION_WORDS = 30
// What the question arises from: the sentences before it, as many as fit in so many words.
const MAX_FINDING_WORDS = 30

/**
 * The question a text names as the one it raises (decision 124): "But it asks the right question: can network
 * structure be altered to improve network robustness?", or a question the next sentence names as open ("Answering
 * that question is a mighty task…"). A speech asks itself many questions it answers at once ("Why?", "So where
 * does this leave us?"); one it calls a question, and does not answer, is its own open question, the one a
 * reader takes away. Its sentence is quoted whole, with the sentences before it (what it arises from) as the insight it
 * stands beside. At most one; marked sharp; none from a hidden slide or an audience prompt.
 */
export function askNamedQuestion(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language]
  for (const unit of units) {
    if (unit.hidden) continue
    const sentences = splitSentences(unit.text.replace(/\s*\n\s*/gu, ' '), language).map((sentence) =>
      sentence.trim(),
    )
    for (const [at, sentence] of sentences.entries()) {
      if (!/\?$/u.test(sentence)) continue
      const colon = sentence.lastIndexOf(': ')
      const isNamed = colon > 0 && words.questionNoun.test(sentence.slice(0, colon))
      const next = sentences[at + 1]
      const isNamedAfter = next !== undefined && !/\?$/u.test(next) && words.questionNoun.test(next)
      if (!isNamed && !isNamedAfter) continue
      // Quoted as the text says it, lead-in and all: a key question is the deck's own words or a template.
      const question = sentence
      const count = countWords(question)
      if (count < MIN_QUESTION_WORDS || count > MAX_QUESTION_WORDS) continue
      if (isAudiencePrompt(question, { title: unit.title }, language)) continue
      return [{ text: question, slides: unit.pages, sharp: true, finding: findingBefore(sentences, at) }]
    }
  }
  return []
}

/** The statements right before the question, nearest first kept, within the words an insight takes. */
function findingBefore(sentences: string[], at: number): string | undefined {
  const kept: string[] = []
  for (let index = at - 1; index >= 0 && index >= at - 2; index -= 1) {
    const sentence = sentences[index]!
    if (/\?$/u.test(sentence) || countWords([sentence, ...kept].join(' ')) > MAX_FINDING_WORDS) break
    kept.unshift(sentence)
  }
  return kept.length > 0 ? kept.join(' ') : undefined
}
