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
  overall(summaries: readonly UnitSummary[], language: string): string
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
