import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import type { Pick } from './pick-for-slides'

/** A turn is one line of a sentence's length: a longer passage is a paragraph with its own point. */
const MAX_TURN_WORDS = 30
// The speaker's exclamation between a line and its turn ("This is awesome!"), a few words: the turn answers the line.
const MAX_ASIDE_WORDS = 4
const EXCLAIMS = /!\s*$/u

/**
 * The line that turns the one taken (issue 24, reader r-z2, decision 181): a slide built as praise then a
 * warning ("Docker is portable … This is awesome!" then "But it opens up space for 'one platform to rule them
 * all'") says the opposite of itself when a summary keeps the praise alone; the turn is what the speaker
 * concludes. So the next line of the slide, on the same side, that opens on a contrast word goes with the line (past
 * a short exclamation between them); and
 * a line left hanging on one ("… a batch mode system, but…") goes with the line that finishes it, either way
 * round. Undefined when the slide does not turn there.
 */
export function turnOf(
  index: number,
  onSlide: number[],
  passages: Passage[],
  language: Language,
): number | undefined {
  const at = onSlide.indexOf(index)
  if (at < 0) return undefined
  const { turnOpens: opens, turnHangs: hangs } = DECK_WORDS[language].stances
  const passage = passages[index]!
  const sideBy = (other: number | undefined) =>
    other !== undefined &&
    passages[other]!.fromNotes === passage.fromNotes &&
    passages[other]!.table === undefined &&
    passages[other]!.furniture === undefined &&
    passages[other]!.text.split(/\s+/u).length <= MAX_TURN_WORDS
  const aside = (other: number | undefined) =>
    other !== undefined &&
    EXCLAIMS.test(passages[other]!.text) &&
    passages[other]!.text.trim().split(/\s+/u).length <= MAX_ASIDE_WORDS
  // A PDF that keeps the slide's lines apart puts the exclamation between them (decision 195).
  const next =
    aside(onSlide[at + 1]) && opens.test(passages[onSlide[at + 2]!]?.text ?? '')
      ? onSlide[at + 2]
      : onSlide[at + 1]
  const previous = onSlide[at - 1]
  if (sideBy(next) && (opens.test(passages[next!]!.text) || hangs.test(passage.text))) return next
  // The line that finishes a hanging one is half a sentence without it: its head goes before it.
  if (sideBy(previous) && hangs.test(passages[previous!]!.text)) return previous
  return undefined
}

/**
 * Parts of one item with a hanging line and the line that finishes it said as the one sentence they are ("Spark
 * started as a batch mode system, but the mini batch model lets …"), not as two list items around two ellipses.
 */
export function joinHanging(parts: string[], language: Language): string[] {
  const { turnHangs: hangs } = DECK_WORDS[language].stances
  const out: string[] = []
  for (const part of parts) {
    const last = out.at(-1)
    if (last !== undefined && hangs.test(last))
      out[out.length - 1] =
        `${last.replace(/\s*(?:…|\.\.\.)\s*$/u, '')} ${part.replace(/^\s*(?:…|\.\.\.)\s*/u, '')}`
    else out.push(part)
  }
  return out
}

/**
 * A slide entry's line with the turn that follows it, in the same bullet ("Spark started as a batch mode system,
 * but the mini batch model lets …"): an entry that keeps the line and drops its turn says the opposite of its
 * slide, as a takeaway would (decision 181). A turn the entry keeps already is said once.
 */
export function keepTurns(picks: Pick[], indices: number[], passages: Passage[], language: Language): Pick[] {
  const picked = new Set(picks.map((pick) => pick.index))
  const joined = new Set<number>()
  return picks.flatMap((pick) => {
    if (joined.has(pick.index)) return []
    const turn = turnOf(pick.index, indices, passages, language)
    if (
      turn === undefined ||
      turn < pick.index ||
      picked.has(turn) ||
      pick.text.includes(passages[turn]!.text)
    )
      return [pick]
    joined.add(turn)
    const parts = joinHanging([pick.text, passages[turn]!.text], language)
    const text = parts.length === 1 ? parts[0]! : `${withStop(pick.text)} ${parts[1]!}`
    return [{ ...pick, text }]
  })
}

function withStop(text: string): string {
  return /[.!?…:]\s*$/u.test(text) ? text.trim() : `${text.trim()}.`
}
