import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'

/** A slide's questions with the short answers under them, as one finding. */
export interface AnsweredQuestions {
  /** The passages it states: the first question's stands for the item. */
  indices: number[]
  /** "Do programmers refactor often? Yes; Do they use refactoring tools often? No". */
  text: string
}

// An answer stands within a few lines of its question (a diagram's labels may sit between them).
const MAX_GAP = 3
// One answered question is a slide's aside; two or more are a study's findings.
const MIN_ANSWERS = 2

/**
 * The answers a deck gives to the questions it asks (issue 24: a study states its findings as its questions
 * answered, "Do programmers floss-refactor? Yes"): on one slide, each question line followed by a short answer
 * line ("Yes", "Nein", "Não"). A deck that reveals them one by one repeats the slide; the one with the most
 * answers, the latest of equals, states them all.
 */
export function readAnsweredQuestions(lines: OverallLines): AnsweredQuestions | undefined {
  const { units, passages, language, roles } = lines
  const isAnswer = DECK_WORDS[language].isAnswer
  let best: { pairs: [number, number][]; unit: number } | undefined
  units.forEach((unit, at) => {
    if (unit.hidden || roles[at] === 'appendix') return
    const own = passages.flatMap((passage, index) =>
      passage.unit === at && !passage.fromNotes ? [index] : [],
    )
    const pairs: [number, number][] = []
    own.forEach((index, position) => {
      const brief = passages[index]!.brief.trim()
      if (!brief.includes('?')) return
      // Read with its answer ("Do programmers refactor often? Yes": read-lines joins a question and its answer).
      if (isAnswer(brief.slice(brief.indexOf('?') + 1).trim())) {
        pairs.push([index, index])
        return
      }
      for (const next of own.slice(position + 1, position + 1 + MAX_GAP)) {
        if (passages[next]!.brief.includes('?')) break
        if (isAnswer(passages[next]!.brief.trim())) {
          pairs.push([index, next])
          break
        }
      }
    })
    if (pairs.length >= MIN_ANSWERS && pairs.length >= (best?.pairs.length ?? 0)) best = { pairs, unit: at }
  })
  if (best === undefined) return undefined
  // A question line may run on past its question mark ("…floss refactor?: 3 research findings"): the question
  // is up to its mark.
  const text = best.pairs
    .map(([question, answer]) => {
      const asked = passages[question]!.brief.trim()
      const reply = passages[answer]!.brief.trim()
      return `${asked.slice(0, asked.indexOf('?') + 1)} ${answer === question ? reply.slice(reply.indexOf('?') + 1).trim() : reply}`
    })
    .join('; ')
  return { indices: [...new Set(best.pairs.flat())], text }
}
