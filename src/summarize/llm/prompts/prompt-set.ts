import type { CandidateFact } from '../../local'
import type { UnitNoun } from '../answer-schemas'
import type { SummaryUnit } from '../to-summary-units'

/** A unit's summary as the overall call reads it. */
export interface UnitSummary {
  number: number
  title: string
  summary: string
  /** A hidden slide: marked in the prompt, and an item citing only hidden slides is dropped. */
  hidden?: boolean
  /** The sentences of the speaker notes that carry figures. */
  notes?: string
}

/** The words sent to the model for one document type (spec: a presentation and a document differ). */
export interface PromptSet {
  noun: UnitNoun
  /** `language` is the language's English name ("German"): the answer must be written in it. */
  system(language: string): string
  batch(units: readonly SummaryUnit[], language: string): string
  overall(summaries: readonly UnitSummary[], language: string, grounding?: Grounding, words?: number): string
}

/** The local pass's candidate facts, so that a small model keeps the figures, owners and dates it would drop. */
export interface Grounding {
  facts: readonly CandidateFact[]
  actions: readonly CandidateFact[]
}

/**
 * The grounding as the overall prompt gives it: hints, each with the units it stands on (numbered as the
 * model sees them), as data between tags. Called hints, since a first reading's pairings can be wrong: the
 * summaries are the evidence. Empty when the local pass found nothing.
 */
export function groundingBlock(grounding: Grounding | undefined, noun: UnitNoun): string[] {
  if (!grounding || grounding.facts.length + grounding.actions.length === 0) return []
  const item = (fact: CandidateFact) =>
    block('hint', { [`${noun}s`]: fact.slides.join(' ') }, [field('text', fact.text)])
  return [
    `Hints: figures and actions a first reading found, each with the ${noun}s it stands on. Use them only where they agree with the ${noun} summaries below; keep a figure you use exactly as written, with its label, and an action with its owner, amount and date.`,
    block('hints', {}, [...grounding.facts.map(item), ...grounding.actions.map(item)]),
    '',
  ]
}

/** A unit's summary in the overall prompt: hidden slides marked, notes' figures given. */
export function summaryBlock(noun: UnitNoun, unit: UnitSummary): string {
  return block(noun, { number: unit.number, ...(unit.hidden ? { hidden: true } : {}) }, [
    field('title', unit.title),
    field('summary', unit.summary),
    ...(unit.notes?.trim() ? [field('notes', unit.notes)] : []),
  ])
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
    /<\/?(slide|section|title|text|notes|summary|hints?)\b[^>]*>/gi,
    (match) => `[${match.slice(1, -1)}]`,
  )
}

/**
 * What the overall summary must hold, the same for a deck and a document but for their names: `whole` is
 * what the reader holds ("deck", "document"), `noun` its parts. Genre-neutral: a lecture is no pitch, so
 * a risk or an ask is named only if the text states one.
 */
export function overallRules(whole: 'deck' | 'document', noun: UnitNoun, words: number): string[] {
  return [
    `- keyTakeaways: 4 to 8 items, more for a longer or denser ${whole}. The first states the ${whole}'s point (its executive summary, key message or conclusion; else the claim of its title). Then its main findings and headline figures, each figure with its label, unit and period. Then the main risk or open issue, if the ${whole} states one. No two items say the same thing.`,
    `- actionItems: every ask, decision required, recommendation and next step the ${whole} states, each with its owner, amount and date as written; at most 8; an empty list if it states none. A sentence is not an action because it contains a verb.`,
    `- strategicInsights: 2 to 5 items saying what the ${whole}'s facts mean together (a trend, a comparison, a dependency, the assumption a conclusion rests on). Each question must be specific to its insight: an open question the ${whole} itself asks, a stated assumption or risk (speaker notes included), or a question naming the insight's subject and figure. Give an empty question rather than a generic one.`,
    `- Never an item: agenda, contents or index lines, references and bibliography, speaker bios, captions, code, table headers, the subtitle of a title ${noun}, legal text, quiz answers. A ${noun} marked hidden="true" was hidden in the ${whole}: an item may not rest on hidden ${noun}s alone.`,
    `- Length: at most ${words} words in all, the questions included (past that, the last insights and takeaways are left out whole); each item at most 35 words, a whole statement; never a figure without its label.`,
  ]
}

/**
 * The reduce step of a long document (issue 23, item 6): consecutive summaries condensed into one part,
 * so that the overall call sees the whole document within the context budget.
 */
export function reducePrompt(
  noun: UnitNoun,
  summaries: readonly UnitSummary[],
  language: string,
  words: number,
): string {
  const first = summaries[0]?.number
  const last = summaries.at(-1)?.number
  return [
    `Below are the summaries of ${noun}s ${first} to ${last}, one part of a longer document. Write one summary of this part in ${language}, at most ${words} words: its findings, figures with their labels exactly as written, names, dates, conclusions and recommendations; drop repetition and filler. Give the part a short title drawn from its content.`,
    '',
    ...summaries.map((unit) => summaryBlock(noun, unit)),
  ].join('\n')
}
