import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'

/** A question of who is to act, with the answer the slide gives under it: the deck's ask in its own words. */
export interface AnsweredAsk {
  /** The question's passage: it stands for the action. */
  index: number
  /** The answer's passage, used by the action too. */
  answer: number
  /** "Whose responsibility is it to help lead a movement? How about college and university presidents?" */
  text: string
}

// The answer stands on the next line or the one after (a picture's label may sit between them).
const MAX_GAP = 2
// An answer names who: a few words, a line longer than this is a further statement of the slide.
const MAX_ANSWER_WORDS = 15

/**
 * The asks a talk states as a question and its answer (decision 120): "Whose responsibility is it to see the big
 * picture and help lead a movement? / How about college and university presidents and chancellors?". Neither
 * line asks alone (a question is no action, the answer names no task), together they say who is to do what.
 * Only on the slides' own lines, never a hidden, frame or appendix slide.
 */
export function readAnsweredAsks(lines: OverallLines): AnsweredAsk[] {
  const { units, passages, language, roles } = lines
  const asksWho = DECK_WORDS[language].asksWho
  const asks: AnsweredAsk[] = []
  passages.forEach((passage, index) => {
    const unit = units[passage.unit]!
    if (passage.fromNotes || !passage.isQuestion || !asksWho.test(passage.brief.trim())) return
    if (lines.isFrameUnit(unit) || roles[passage.unit] === 'appendix' || passage.furniture !== undefined)
      return
    const answer = passages
      .slice(index + 1, index + 1 + MAX_GAP)
      .findIndex(
        (next) =>
          next.unit === passage.unit &&
          !next.fromNotes &&
          next.furniture === undefined &&
          !asksWho.test(next.brief.trim()) &&
          next.brief.split(/\s+/u).length <= MAX_ANSWER_WORDS,
      )
    if (answer < 0) return
    const at = index + 1 + answer
    asks.push({ index, answer: at, text: `${passage.brief.trim()} ${passages[at]!.brief.trim()}` })
  })
  return asks
}
