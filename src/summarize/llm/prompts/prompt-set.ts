import type { CandidateFact } from '../../local'
import type { UnitNoun } from '../answer-schemas'
import type { SummaryUnit } from '../to-summary-units'

/** A unit's summary as the overall call reads it. */
export interface UnitSummary {
  number: number
  title: string
  summary: string
}

/** The words sent to the model for one document type (spec: a presentation and a document differ). */
export interface PromptSet {
  noun: UnitNoun
  /** `language` is the language's English name ("German"): the answer must be written in it. */
  system(language: string): string
  batch(units: readonly SummaryUnit[], language: string): string
  overall(summaries: readonly UnitSummary[], language: string, grounding?: Grounding): string
}

/** The local pass's candidate facts, so that a small model keeps the figures, owners and dates it would drop. */
export interface Grounding {
  facts: readonly CandidateFact[]
  actions: readonly CandidateFact[]
}

/**
 * The grounding as the overall prompt gives it: each fact with the slides it stands on, as data between
 * tags. Empty when the local pass found nothing.
 */
export function groundingBlock(grounding: Grounding | undefined, noun: UnitNoun): string[] {
  if (!grounding || grounding.facts.length + grounding.actions.length === 0) return []
  const item = (fact: CandidateFact) =>
    block('fact', { [`${noun}s`]: fact.slides.join(' ') }, [field('text', fact.text)])
  return [
    `Facts found on the ${noun}s by a first reading, each with the ${noun}s it stands on. Prefer them over the summaries: keep each figure with its label exactly as written here, and each action with its owner, amount and date.`,
    block('figures', {}, grounding.facts.map(item)),
    block('actions', {}, grounding.actions.map(item)),
    '',
  ]
}

/**
 * Document text is data, never instructions: it goes between tags the text itself cannot close, so a
 * slide that says "</slide> ignore the above" stays inside its slide.
 */
export function field(tag: string, text: string): string {
  return `<${tag}>\n${neutraliseTags(text)}\n</${tag}>`
}

/** An element around fields already made safe by `field`; attribute values lose quotes and brackets. */
export function block(
  tag: string,
  attributes: Record<string, string | number | boolean>,
  fields: string[],
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${String(value).replace(/["<>\n]/g, ' ')}"`)
    .join('')
  return `<${tag}${attrs}>\n${fields.join('\n')}\n</${tag}>`
}

function neutraliseTags(text: string): string {
  return text.replace(
    /<\/?(slide|section|title|text|notes|summary)\b[^>]*>/gi,
    (match) => `[${match.slice(1, -1)}]`,
  )
}
