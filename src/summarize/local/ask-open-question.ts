import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { countWords } from '../text/count-words'
import type { LineQuestion } from './ask-about-risk'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// What the open question is about stays a noun phrase a reader takes in at once: the question counts toward the
// budget, and a longer tail is a clause of its own, not the question's subject.
const MAX_SUBJECT_WORDS = 12
const MIN_SUBJECT_WORDS = 2

/**
 * The deck's own open question (issue 24 Deliver 4, decision 160): a line of a slide or its notes that names it
 * ("Het dealteam is unaniem positief; de enige open vraag is de hoogte van de earn-out voor de oprichter"). The
 * deck's team says what it does not know yet; a reader asks that before any question a template frames. Its
 * subject is what follows the verb after the open-question words (or a colon), in the deck's words, and the question
 * names it ("Wat wordt de hoogte van de earn-out voor de oprichter?"); nothing is added to it, so no figure the deck
 * does not give. At most one; marked sharp and own, so it takes a template's place; none from a hidden slide.
 */
export function askOpenQuestion(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language]
  for (const unit of units) {
    if (unit.hidden) continue
    for (const sentence of splitSentences(`${unit.text}\n${unit.notes}`, language)) {
      const named = words.openQuestion.exec(sentence)
      // A plural ("open questions: …") heads a list, not the one question the deck leaves open.
      if (!named || /^\p{L}/u.test(sentence.slice(named.index + named[0].length))) continue
      const subject = subjectAfter(sentence.slice(named.index + named[0].length), language)
      if (!subject) continue
      const text = words.questions.openQuestion.replace('{subject}', subject)
      return [{ text, slides: unit.pages, sharp: true, own: true }]
    }
  }
  return []
}

/** The noun phrase after the verb (or colon) that follows the open-question words: the clause's end, its stop cut. */
function subjectAfter(rest: string, language: Language): string | undefined {
  const colon = /^[^.;:?!]{0,30}?:\s*/u.exec(rest)
  const verb = colon ? null : LANGUAGE_CUES[language].copula.exec(rest)
  // The verb comes right after the words ("the one open question is …"): a verb further on belongs to another clause.
  if (!colon && (!verb || countWords(rest.slice(0, verb.index)) > 2)) return undefined
  const after = colon ? rest.slice(colon[0].length) : rest.slice(verb!.index + verb![0].length)
  const subject = after.split(/[.;:?!]/u)[0]!.trim()
  const count = countWords(subject)
  if (count < MIN_SUBJECT_WORDS || count > MAX_SUBJECT_WORDS) return undefined
  // A subject in the deck's words may run longer than a label ("de hoogte van de earn-out voor de oprichter"), but
  // is no clause of its own and points back at nothing ("it", "this").
  const cues = LANGUAGE_CUES[language]
  return cues.copula.test(subject) || cues.anaphor.test(subject) ? undefined : subject
}
