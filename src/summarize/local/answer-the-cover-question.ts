import type { DeckRole, Language } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import type { StatedPoint } from './state-point'
import { isTitleStatement } from './is-title-statement'
import { stateTitleClaim } from './state-claim'

// A question mark at the end, or before the subtitle the cover subject adds in brackets ("Why? (A talk)").
const ASKED = /[?¿]\s*(?:\([^)]*\))?\s*$/u

/**
 * Whether a cover's title asks a question ("What is Cloud Native and why should I care?", "Warum Kubernetes?"): by
 * its question mark. A title opening on a question word without one names its subject ("How We Refactor, and How We
 * Know It", "Wie wir planen"): that is no question (decision 177). A question names what the deck asks about, never
 * what it says: it is no point and no subject to name before one.
 */
export function isCoverQuestion(text: string): boolean {
  return ASKED.test(text.trim())
}

// A talk argues slide by slide in titles alone ("Software is eating the world", "Open Source is eating Software",
// "Cloud is eating Open Source", "Without a commons, we risk Cloud Lock In"): this many in a row at least.
const MIN_RUN = 3

/**
 * The point of a deck whose cover asks a question and that states no point in its own words. A talk that argues in
 * a run of slides that are each a statement in their title alone builds to the run's last one: that is its answer
 * (the longest run; the later of two as long). Else the heading that answers the question, a claim on its subject
 * ("Cloud Native is Patterns" under "What is Cloud Native…?"): a heading with a form of be, have or will that
 * shares most words with the cover (`stateTitleClaim`). Undefined when neither: the deck's lines then lead.
 */
export function answerTheCoverQuestion(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): StatedPoint | undefined {
  const built = runConclusion(units, roles, language)
  const claim = stateTitleClaim(units, roles, language, new Set(built?.run ?? []))
  if (built === undefined)
    return claim === undefined ? undefined : { text: claim.text, slides: claim.slides, indices: [] }
  // The heading on the cover's subject says what it is, the run why it matters: a cover asking both ("What is Cloud
  // Native and why should I care?") is answered by both, the definition first (reader r-z2: the summary gave the
  // argument's end without the definition it starts from; decision 184).
  const point = { text: built.text, slides: built.slides, indices: built.indices }
  if (claim === undefined || built.text.includes(claim.text)) return point
  return {
    text: `${claim.text.replace(/[.!]+$/u, '')}. ${built.text}`,
    slides: [...new Set([...claim.slides, ...built.slides])].sort((a, b) => a - b),
    indices: [],
  }
}

function runConclusion(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): (StatedPoint & { run: number[] }) | undefined {
  let best: { end: number; length: number } | undefined
  let length = 0
  for (const [at, unit] of units.entries()) {
    const states =
      !unit.hidden &&
      roles[at] !== 'cover' &&
      unit.text.replace(unit.title, '').trim() === '' &&
      isTitleStatement(unit.title, language)
    length = states ? length + 1 : 0
    if (length >= MIN_RUN && (best === undefined || length >= best.length)) best = { end: at, length }
  }
  if (best === undefined) return undefined
  const last = units[best.end]!
  const run = Array.from({ length: best.length }, (_, step) => best!.end - step)
  return { text: last.title.trim(), slides: last.pages, indices: [], run }
}
