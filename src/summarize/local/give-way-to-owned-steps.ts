import type { Language } from '../../shared'
import { datesIn } from '../dates-in'
import { tokenize } from '../text/tokenize'
import type { Passage } from './collect-passages'
import { amountsOfMoney } from './cost-against-measure'
import { ROW_CELLS } from './join-action-rows'

// A word that names what is done, not a figure or a filler ("tasting", "introductory"), as `repeatsDatedAction` reads it.
const MIN_NAMING = 4

/**
 * A recommendation that a next step carries out is said once, by the step (decision 187; reader r-z1 on Harbour &
 * Vine: "Double tasting events to 24 a year, with more outside London" beside "Add 12 tasting events in Manchester,
 * Leeds and Bristol: Lucy Farrow, Events Lead; 26 June 2026"). A deck that lists what it recommends on one slide
 * and who does it by when on another gives each action twice; the owned, dated step is the one a reader can hold
 * someone to. An action line with neither an owner nor a date gives way to an owned, dated row of another action
 * slide naming the same thing (a word of four letters or more), each row standing for one recommendation only.
 * An action asking for an amount of money is a decision the steps follow from: it stays.
 * Returns the chosen lines without those that gave way.
 */
export function giveWayToOwnedSteps(
  indices: number[],
  texts: Map<number, string>,
  passages: readonly Passage[],
  language: Language,
): number[] {
  const naming = (text: string) =>
    new Set(tokenize(text, language).filter((word) => word.length >= MIN_NAMING && /^\p{L}+$/u.test(word)))
  const steps = indices.filter((index) => isOwnedStep(passages[index]!.text))
  const claimed = new Set<number>()
  const gaveWay = new Set<number>()
  for (const index of indices) {
    const text = texts.get(index) ?? passages[index]!.brief
    if (steps.includes(index) || datesIn(text).length > 0 || text.includes(' — ')) continue
    // An ask of money is the decision the steps follow from ("Approve £38,000 for critical spares now"), not one.
    if (amountsOfMoney(text, language).length > 0) continue
    const words = naming(text)
    const step = steps.find((other) => {
      if (claimed.has(other) || passages[other]!.unit === passages[index]!.unit) return false
      const action = passages[other]!.text.slice(0, passages[other]!.text.indexOf(' — '))
      return [...naming(action)].some((word) => words.has(word))
    })
    if (step === undefined) continue
    claimed.add(step)
    gaveWay.add(index)
  }
  return indices.filter((index) => !gaveWay.has(index))
}

/** Whether a line is a next-steps row with its owner and a date ("step — Owner: …; Date: 26 June 2026"). */
function isOwnedStep(text: string): boolean {
  const at = text.indexOf(' — ')
  return at > 0 && ROW_CELLS.test(text.slice(at + 3)) && datesIn(text.slice(at + 3)).length > 0
}
