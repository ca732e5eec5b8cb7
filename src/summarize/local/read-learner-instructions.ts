import type { Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { DECK_WORDS } from './deck-words'
import type { SummaryUnit } from './collect-passages'
import type { OverallLines } from './read-overall-lines'
import { closed, LINK_LINE } from './read-audience-calls'

// An instruction is one sentence the student can follow; a longer one explains rather than instructs.
const MIN_WORDS = 5
const MAX_WORDS = 30
// A course's instructions are few; beyond these the list would crowd out its own asks.
const MAX_INSTRUCTIONS = 3
// The tool a lead-in names for the learner's need is an item of a few words ("-WhatIf", "Get-Member -Force").
const MAX_TOOL_WORDS = 4

/** A sentence a talk addresses to its learner as something to do, with the passage it is read from. */
export interface LearnerInstruction {
  index: number
  text: string
}

/**
 * What a course, tutorial or explainer tells its learner to do, on a slide or in the speaker's notes ("Whenever you
 * are in doubt about what you are dealing with, you always look at the type with Get-Member", "Keep an eye on the
 * Releases page"): sentences with an instruction's words (`instructs` in the deck words). Issue 24: "A course's
 * homework is an action for the student"; reader r-z3 found such a deck's action list empty. Only a talk's: a
 * business deck's asks are its own (`selectActions`). One item a slide: its setup or tool step (`learnerStepOf`,
 * decision 189), then its instruction sentences. In deck order, the first few slides.
 */
export function readLearnerInstructions(lines: OverallLines): LearnerInstruction[] {
  const { units, passages, language, roles, isTalk } = lines
  if (!isTalk) return []
  const instructs = DECK_WORDS[language].instructs
  const bySlide = new Map<number, LearnerInstruction>()
  for (const [index, passage] of passages.entries()) {
    if (units[passage.unit]!.hidden || roles[passage.unit] === 'appendix') continue
    // A setup slide and a lead-in to a tool are steps of the slide, said before the slide's other instruction.
    const step = bySlide.has(passage.unit) ? undefined : learnerStepOf(units[passage.unit]!, language)
    if (step !== undefined) bySlide.set(passage.unit, { index, text: step })
    if (passage.isQuestion || passage.table !== undefined || passage.furniture !== undefined) continue
    const sentence = splitSentences(passage.brief, language)
      .map((text) => text.trim())
      .find((text) => {
        const words = text.split(/\s+/u).length
        return instructs.test(text) && words >= MIN_WORDS && words <= MAX_WORDS && !/\?\s*$/u.test(text)
      })
    if (sentence === undefined) continue
    const before = bySlide.get(passage.unit)
    if (before === undefined) bySlide.set(passage.unit, { index, text: sentence })
    else if (!before.text.includes(sentence))
      bySlide.set(passage.unit, { index: before.index, text: `${closed(before.text)} ${sentence}` })
  }
  return [...bySlide.values()].slice(0, MAX_INSTRUCTIONS)
}

/**
 * A step a course's slide gives its learner without an instruction's words (reader r-z3, fault 7): a slide titled
 * as setting up what the course uses, with the link to get it ("Installing PowerShell: https://github.com/…/releases"),
 * or a lead-in that names a need before the tool meeting it ("When you want to know what a cmdlet [does] before you
 * execute it: -WhatIf").
 */
function learnerStepOf(unit: SummaryUnit, language: Language): string | undefined {
  const { setup, needs } = DECK_WORDS[language].learnerSteps
  const body = (unit.lines ?? []).filter((line) => line.kind !== 'title').map((line) => line.text.trim())
  const link = body.find((line) => LINK_LINE.test(line))
  if (setup.test(unit.title) && link !== undefined) return `${unit.title.trim()}: ${link}`
  const at = body.findIndex((line) => needs.test(line) && /:$/u.test(line))
  const tool = body[at + 1]
  if (at < 0 || tool === undefined || tool.split(/\s+/u).length > MAX_TOOL_WORDS) return undefined
  return `${body[at]} ${tool}`
}
