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

/**
 * What the overall summary must hold, the same for a deck and a document but for their names: `whole` is
 * what the reader holds ("deck", "document"), `noun` its parts.
 */
export function overallRules(whole: 'deck' | 'document', noun: UnitNoun): string[] {
  return [
    `- keyTakeaways: 4 to 8 items, more for a longer or denser ${whole}. The first states the ${whole}'s point (its executive summary, key message or conclusion; else the claim of its title). Then the headline figures, each with its label, unit and period (stats, plan against actual, growth, totals). Then the main risk. No two items say the same thing.`,
    `- actionItems: every ask, decision required, recommendation and next step the ${whole} states (often on its last content ${noun}s: the ask, next steps, decisions required, recommendations), each with its owner, amount and date as written; at most 8; an empty list if it states none. A sentence is not an action because it contains a verb.`,
    `- strategicInsights: 2 to 5 items saying what the figures mean together (variance against plan, trend, concentration, dependency, the assumption a number rests on). Each question must be specific to its insight: an open question the ${whole} itself asks, a stated assumption or risk (speaker notes included), or a question naming the insight's subject and figure. Give an empty question rather than a generic one or one about a person, a form or a citation.`,
    `- Never an item: agenda, contents or index lines, references and bibliography, speaker bios, captions, code, table headers, the subtitle of a title ${noun}, legal text, quiz answers, text of hidden ${noun}s. Every item is a whole statement; never a figure without its label.`,
  ]
}
