import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'

/** An entry of this many bullets takes no more: a question's partner joins only a shorter one (issue 24: 1–3). */
const MAX_BULLETS = 3
/** A partner is a statement or a question: a word or two ("versus", "Yes") is a label the line above already says. */
const MIN_WORDS = 3

/**
 * A question and the line that answers it are said together: "How about college and university presidents and
 * chancellors?" alone does not say what they are proposed for ("Whose responsibility is it … to help lead a
 * movement…?", issue 24, workforce slide 12), and a question alone leaves the slide's answer out. A picked line
 * after a question brings the question; a picked question brings the line after it. Each pair joins while the
 * entry stays shorter than its slide (`slideLength`) and of a few bullets, in slide order.
 */
export function keepQuestionsAnswered(picks: Pick[], passages: Passage[], slideLength: number): Pick[] {
  const kept = new Set(picks.map((pick) => pick.index))
  let used = picks.reduce((sum, pick) => sum + pick.text.length, 0)
  const added: Pick[] = []
  const add = (index: number) => {
    const passage = passages[index]!
    const isSaid = picks.some((pick) => pick.text.includes(passage.text))
    if (kept.has(index) || isSaid || kept.size >= MAX_BULLETS || used + passage.text.length >= slideLength)
      return
    kept.add(index)
    used += passage.text.length
    added.push({ passage, index, text: passage.text })
  }
  for (const pick of picks) {
    const before = pick.index - 1
    if (isPartner(passages, before, pick.passage) && passages[before]!.isQuestion) add(before)
    const after = pick.index + 1
    if (pick.passage.isQuestion && isPartner(passages, after, pick.passage)) add(after)
  }
  return [...picks, ...added].sort((a, b) => a.index - b.index)
}

/** A line beside `passage` on its slide, in the same voice (slide or notes), and no sibling item of its list. */
function isPartner(passages: Passage[], index: number, passage: Passage): boolean {
  const other = passages[index]
  return (
    other !== undefined &&
    other.unit === passage.unit &&
    other.fromNotes === passage.fromNotes &&
    other.kind === 'text' &&
    other.table === undefined &&
    other.brief.trim().split(/\s+/u).length >= MIN_WORDS &&
    !other.isAgenda &&
    other.furniture === undefined &&
    // Items of one list ("Are the positions tagged?", "Do they have plans?") are parallel, not a question and
    // its answer.
    !(other.isBullet && passage.isBullet && (other.level ?? 0) === (passage.level ?? 0))
  )
}
