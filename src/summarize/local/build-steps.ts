import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'
import type { Pick } from './pick-for-slides'
import type { Passage, SummaryUnit } from './collect-passages'

/** A later step of an animation build: the lines it adds to the step before. */
export interface BuildStep {
  /** The step's body passages that the step before did not have, in slide order. */
  added: number[]
}

/**
 * The later steps of a deck's animation builds (decision 167). A talk exported with its builds sets one slide
 * several times, each copy showing a line or a caption more ("Most purple points round here", three times in a
 * row): entries of each copy repeat one another. A slide is a step of the build before it when it has the same
 * title (or both have none) and its body holds most of the lines of the slide before it; a build runs on while
 * that holds. Structural only, no words: it holds in every language.
 */
export function readBuildSteps(
  units: SummaryUnit[],
  passages: Passage[],
  byUnit: Map<number, number[]>,
): Map<number, BuildStep> {
  const steps = new Map<number, BuildStep>()
  let before: Set<string> | undefined
  units.forEach((unit, unitIndex) => {
    const body = (byUnit.get(unitIndex) ?? []).filter((index) => !passages[index]!.fromNotes)
    const lines = new Set(body.map((index) => lineKey(passages[index]!.brief)))
    const previous = units[unitIndex - 1]
    if (previous && before !== undefined && before.size > 0 && isStepOf(previous, unit, before, lines)) {
      const seen = before
      steps.set(unitIndex, {
        added: body.filter((index) => !seen.has(lineKey(passages[index]!.brief))),
      })
    }
    before = lines
  })
  return steps
}

/** Same title, and more than half the lines of the slide before are on this one (a caption may change). */
function isStepOf(
  previous: SummaryUnit,
  unit: SummaryUnit,
  before: Set<string>,
  lines: Set<string>,
): boolean {
  if (lineKey(previous.title) !== lineKey(unit.title) || previous.hidden !== unit.hidden) return false
  const kept = [...before].filter((line) => lines.has(line)).length
  return 2 * kept > before.size
}

function lineKey(text: string): string {
  return text.replace(/\s+/gu, ' ').trim().toLowerCase()
}

/**
 * A build step's entry: the first step says the build in full (a reader meets the slide there), each later step
 * only what it adds, named as a step of the slide above, so the build is said once and nothing twice. A step that adds
 * no text (a picture moves, a colour changes) says so in one bullet.
 */
export function sayBuildStep(
  step: BuildStep,
  entry: Pick[],
  indices: number[],
  passages: Passage[],
  language: Language,
): Pick[] {
  const words = DECK_WORDS[language].entries
  const added = entry.filter((pick) => !passages[pick.index]!.fromNotes)
  const [lead] = added
  if (lead)
    return entry.map((pick) => (pick === lead ? { ...pick, text: `${words.buildAdds} ${pick.text}` } : pick))
  // Lines the entry would not open on (the rest of a sentence, "than LNS has here") are still what the step adds.
  const text = step.added.map((at) => passages[at]!.brief).join('; ')
  const index = step.added[0] ?? indices.find((at) => !passages[at]!.fromNotes) ?? indices[0]!
  const said = text === '' ? words.buildSame : `${words.buildAdds} ${text}`
  return [{ passage: passages[index]!, index, text: said }, ...entry]
}
