import { LANGUAGE_NAMES, type Document, type DocumentType, type Language } from '../../shared'
import { extractFigures } from '../figures'
import type { CandidateFact } from '../local'
import { joinNoteLines } from '../text/join-note-lines'
import { splitSentences } from '../text/split-sentences'
import { cutBatches, DEFAULT_BATCH_LIMITS } from './cut-batches'
import { CHARS_PER_TOKEN, estimateTokens } from './estimate-tokens'
import type { Grounding, PromptSet } from './prompts/prompt-set'
import { toSummaryUnits, type SummaryUnit } from './to-summary-units'

/** A unit as the calls see it: with the sentences of its notes that carry figures, for the overall call. */
export interface PlannedUnit extends SummaryUnit {
  notesFacts: string
}

export interface CallPlan {
  system: string
  units: PlannedUnit[]
  batches: PlannedUnit[][]
  warnings: string[]
  /** Output tokens for a batch of `count` units: what the summaries need, so a runaway answer is cut short. */
  unitOutputCap: (count: number) => number
  overallOutputCap: number
  /** Overall ≤ 250 words for a deck of up to 25 slides, ≤ 400 for longer decks and documents (issue 23). */
  overallWords: number
  /** The local pass's facts as hints, numbered in the units the model sees, without axis values or unlabelled rows. */
  grounding: (facts: { facts: readonly CandidateFact[]; actions: readonly CandidateFact[] }) => Grounding
}

export interface PlanLimits {
  concurrency: number
  contextTokens: number
}

// Output tokens per unit summary: a slide's two to five lines, a section's three to eight, in any of the
// eight languages (German and French take more tokens than English), with the JSON around them.
const UNIT_OUTPUT_TOKENS = { slide: 250, section: 450 } as const
const CALL_OUTPUT_BASE = 200
// The words of a prompt besides its units (instructions, tags); what a unit may take is what is left.
const PROMPT_OVERHEAD_TOKENS = 700
const MAX_NOTES_FACTS_CHARS = 400

/**
 * The calls one summary makes, sized to the context budget: every batch's prompt and answer together stay
 * within `contextTokens` (a unit too long for any batch is cut to fit, with a warning), and the answers are
 * capped at what they need.
 */
export function planCalls(
  document: Document,
  documentType: DocumentType,
  prompts: PromptSet,
  language: Language,
  limits: PlanLimits,
): CallPlan {
  const languageName = LANGUAGE_NAMES[language]
  const system = prompts.system(languageName)
  const perUnit = UNIT_OUTPUT_TOKENS[prompts.noun]
  const unitOutputCap = (count: number) =>
    Math.min(Math.floor(limits.contextTokens / 2), CALL_OUTPUT_BASE + count * perUnit)
  const unitRoom = limits.contextTokens - estimateTokens(system) - PROMPT_OVERHEAD_TOKENS - unitOutputCap(1)
  const { units: plain, truncated } = toSummaryUnits(document, documentType, {
    maxUnitChars: Math.max(2_000, unitRoom * CHARS_PER_TOKEN),
  })
  const units = plain.map((unit) => ({ ...unit, notesFacts: notesFacts(unit.notes, document.language) }))
  const fits = (batch: readonly PlannedUnit[]) =>
    estimateTokens(system) +
      estimateTokens(prompts.batch(batch, languageName)) +
      unitOutputCap(batch.length) <=
    limits.contextTokens
  const batches = cutBatches(units, {
    concurrency: limits.concurrency,
    ...DEFAULT_BATCH_LIMITS,
    maxChars: Math.min(
      DEFAULT_BATCH_LIMITS.maxChars,
      Math.floor(limits.contextTokens * 0.6) * CHARS_PER_TOKEN,
    ),
  }).flatMap((batch) => splitUntilFits(batch, fits))
  const overallWords = prompts.noun === 'slide' && units.length <= 25 ? 250 : 400
  const warnings = truncated.map(
    (number) =>
      `${prompts.noun === 'slide' ? 'Slide' : 'Section'} ${number} was too long for the AI model's context and only its beginning was summarised.`,
  )
  return {
    system,
    units,
    batches,
    warnings,
    unitOutputCap,
    // About two tokens a word in the eight languages, with the JSON and the sources around them.
    overallOutputCap: Math.min(Math.floor(limits.contextTokens / 3), 600 + overallWords * 4),
    overallWords,
    grounding: (found) => groundingFor(found, units, document),
  }
}

/** Halves a batch until each part fits; a single unit always stands (it was cut to fit already). */
function splitUntilFits<T>(batch: T[], fits: (batch: readonly T[]) => boolean): T[][] {
  if (batch.length <= 1 || fits(batch)) return [batch]
  const middle = Math.ceil(batch.length / 2)
  return [...splitUntilFits(batch.slice(0, middle), fits), ...splitUntilFits(batch.slice(middle), fits)]
}

/**
 * The notes' sentences that carry figures: the evidence a speaker adds that the overall call must see. Notes
 * are joined as the local pass and the figure check join them: a line the author ended without a stop is a
 * sentence of its own, so a figure's line does not drag its neighbour in, nor lose its end to the cap.
 */
function notesFacts(notes: string, language: Language): string {
  if (!notes.trim()) return ''
  const sentences = splitSentences(joinNoteLines(notes, language), language).filter(
    (sentence) => extractFigures(sentence).length > 0,
  )
  let text = ''
  for (const sentence of sentences) {
    if (text.length + sentence.length > MAX_NOTES_FACTS_CHARS) break
    text = text ? `${text} ${sentence}` : sentence
  }
  return text
}

/**
 * Facts renumbered in the units the model cites (a document's pages become its sections' numbers), without
 * a chart's points (axis values read as facts mislead more than they help) or a row with no label.
 */
function groundingFor(
  found: { facts: readonly CandidateFact[]; actions: readonly CandidateFact[] },
  units: readonly PlannedUnit[],
  document: Document,
): Grounding {
  const chartPoints = new Set(
    document.slides.flatMap((slide) =>
      slide.lines.filter((line) => line.kind === 'chart-point').map((line) => line.text.trim()),
    ),
  )
  const renumber = (fact: CandidateFact): CandidateFact | undefined => {
    const numbers = units
      .filter((unit) => !unit.hidden && unit.pages.some((page) => fact.slides.includes(page)))
      .map((unit) => unit.number)
    return numbers.length > 0 ? { text: fact.text, slides: numbers } : undefined
  }
  const isLabelled = (fact: CandidateFact) => {
    const text = fact.text.trim()
    if (chartPoints.has(text) || [...chartPoints].some((point) => text.includes(point))) return false
    const label = text.split(/\s—\s|:\s/)[0] ?? ''
    return /\p{L}{3,}/u.test(label.replace(/\d[\d.,]*/g, ''))
  }
  // A decision table's row is both a fact and an action for the first reading: the model needs it once.
  const head = (text: string) => (text.split(/\s—\s|:\s/)[0] ?? '').trim().toLowerCase()
  const actionHeads = new Set(found.actions.map((action) => head(action.text)))
  return {
    facts: found.facts
      .filter((fact) => isLabelled(fact) && !actionHeads.has(head(fact.text)))
      .flatMap((fact) => renumber(fact) ?? []),
    actions: found.actions.flatMap((fact) => renumber(fact) ?? []),
  }
}
