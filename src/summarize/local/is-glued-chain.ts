import type { DeckRole } from '../../shared'
import type { Passage } from './collect-passages'
import { MAX_STATS, STAT_JOINER } from './read-overall-lines'

// The roles whose slides state the deck's headline results: there a chain of "label: value" parts is the
// result a reader needs (output, OEE, revenue against plan), not a heading glued to its sub-items.
const HEADLINE_ROLES: ReadonlySet<DeckRole> = new Set([
  'executive-summary',
  'traction',
  'plan-vs-actual',
  'financials',
  'use-of-funds',
])
// A list item of this many words or fewer names a thing; a longer one states something of its own.
const LIST_ITEM_WORDS = 3
const PART = new RegExp(`;\\s+(?=\\S)|${STAT_JOINER}`, 'u')
// A part that opens with its own label ("PHP: uses many libraries"); a label ends in no figure ("15:01").
const OWN_LABEL = /^\s*([^:;]*\p{L}[^:;]{0,60}?)(?<![\d.])\s*:\s+\S/u

/**
 * Whether an overall item's wording is several things glued into one (issue 24, item 4: fragments), not one
 * whole statement: more than three parts with a statement among them ("Thread-safety: mod_perl: …; more mature …; PHP:
 * …; Apache 2.2 …"), parts that each name their own subject ("Large urban population: Over 1/3; High vehicle
 * density: 33 %"), or a heading whose first sub-item brings a label of its own ("Third-party modules: mod_perl:
 * …"). One subject with a few parts ("Three cmdlets to memorize: Get-Command; Get-Help; Get-Member") is whole.
 */
export function isGluedChain(text: string): boolean {
  const parts = partsIn(text)
  if (parts.length < 2) return false
  const labels = parts.flatMap((part) => {
    const label = OWN_LABEL.exec(part.replace(/\([^)]*\)/gu, ''))?.[1]
      ?.trim()
      .toLowerCase()
    return label === undefined ? [] : [label]
  })
  if (new Set(labels).size >= 2 || hasNestedLabel(parts[0]!)) return true
  // A label's list of short items is one subject however long ("5 axes: 1- Health; 2- Education; …"); more
  // than three parts with a statement among them are several ideas.
  return (
    parts.length > MAX_STATS &&
    parts.slice(1).some((part) => part.trim().split(/\s+/u).length > LIST_ITEM_WORDS)
  )
}

/**
 * Whether a line is a heading with a sub-item that is a "label: value" of its own ("Third-party modules:
 * mod_perl: experimental threading", "mode 1: 'commodity cloud': useful abstractions").
 */
export function hasNestedLabel(text: string): boolean {
  const bare = text.replace(/\([^)]*\)/gu, '')
  return bare.includes(': ') && OWN_LABEL.test(bare.slice(bare.indexOf(': ') + 2))
}

// A heading, its sub-heading and a sub-item's label before the value: this many levels make a chain of headings.
const HEADING_LEVELS = 4
// Between levels: a dash joining a heading to its line, or a label's colon ("efficiency:5%", "2001: Bharat …");
// a colon between figures is a time ("15:01"), a colon before "//" a link.
const LEVEL = /\s+[—–]\s+|(?<=[\p{L})])\s*:(?!\/\/)\s*(?=\S)|(?<=\d)\s*:\s+/u

/**
 * Whether an item is a chain of headings down to one value ("Emission savings: Methodology: Sustained
 * improvements in efficiency:5%", "Design issues — Crediting period: 10 years: Reduced uncertainty"): four
 * levels or more in its first part. It names where a value sits in the slide's outline, not what it means: no
 * takeaway (the slide entry shows the outline).
 */
export function isHeadingChain(text: string): boolean {
  const first = partsIn(text)[0] ?? ''
  return (
    first
      .replace(/\([^)]*\)/gu, '')
      .split(LEVEL)
      .filter((level) => level.trim() !== '').length >= HEADING_LEVELS
  )
}

// A statement without a figure says something in this many words; fewer, unpunctuated, name a thing.
const MIN_PLAIN_WORDS = 6

/**
 * A line without a figure that only names something: a heading alone ("The Tripod 7Cs and MET") or a heading
 * with its sub-heading ("CER market — Price of CERs"). A few words that end no sentence are a label, whatever
 * the language; what it labels is on the slide, and the slot goes to a statement. A figure that is part of a
 * name ("7Cs", "G20") measures nothing; a figure of its own ("Revenue 4.2M") makes the line a headline figure.
 */
export function isHeadingOnly(text: string): boolean {
  const unnamed = text.replace(
    /(?<![\p{L}\p{N}])\p{L}*\d+\p{L}{2,}(?![\p{L}\p{N}])|\p{Lu}+\d+(?![\p{N}.,])/gu,
    '',
  )
  if (/\d/u.test(unnamed) || /[.!]$/u.test(text.trim())) return false
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length < MIN_PLAIN_WORDS
}

/** How many parts a line joins ("; " between sub-items, " · " between stat cards). */
export function partsOf(text: string): number {
  return partsIn(text).length
}

function partsIn(text: string): string[] {
  return text.split(PART).filter((part) => part.trim() !== '')
}

/**
 * A glued chain that may still be a takeaway: a row of stat cards, a table row read against its header, or a
 * line of a slide that states the deck's headline results.
 */
export function isHeadlineChain(passage: Passage, roles: readonly DeckRole[]): boolean {
  return (
    passage.kind === 'stat' || passage.table === 'row' || HEADLINE_ROLES.has(roles[passage.unit] ?? 'content')
  )
}
