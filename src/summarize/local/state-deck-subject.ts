import type { DeckRole, Language } from '../../shared'
import { furnitureKind } from '../text/is-furniture'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { readAnnouncedList } from './read-announced-list'
import { hasMeasure } from './statements'

/** What a deck without a summary, recommendation, ask, conclusion or cover claim is for. */
export interface DeckSubject {
  text: string
  slides: number[]
}

// A list that names the deck's later slides names this many of them at least (an overview, not a stray match).
const MIN_LISTED = 3
// A list item names a later slide when it shares this share of its content words with that slide's title.
const NAMES_TITLE = 0.6
// The subject may run longer than a point line: a list of ten categories is the deck's point (OWASP's A01–A10).
const MAX_SUBJECT = 420
// A list item is a name or a short phrase: a longer line is a statement, never read as an item.
const MAX_ITEM = 80
const MAX_DEFINING_LINES = 3
// "Ziel Ende 2027: 12,1 Mio. € ARR": a target's label is short.
const MAX_TARGET_LABEL = 40

/**
 * What the deck is for, from its structure (issue 24, item 2), when it states no point of its own:
 * - the list it presents: a slide (or a divider's subtitle) whose items are the titles of the slides that
 *   follow ("A01:2025 Broken Access Control" … "A10:2025 …"; "Angebote per Sprache · E-Rechnung · …"), stated
 *   under its title; a process's steps are such a list too;
 * - else what the described thing is: the slide titled as the cover is ("Azure Service Fabric"), its first lines;
 *   or the sentence of the first content slides, or of their notes, that defines the thing the cover names
 *   ("PowerShell is a command line tool designed … to make administrators and developers more productive");
 * A definition goes with the list the deck presents, and a target the deck states ("Ziel Ende 2027: 12,1 Mio. €
 * ARR") with either: what the list is meant to reach.
 * Never an agenda (its items name sections, not content), a metric alone or housekeeping.
 */
export function stateDeckSubject(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): DeckSubject | undefined {
  const described = describedSubject(units, roles, language)
  // A definition says what the thing is, the list it presents what the deck offers of it: both, as one fits.
  const subject =
    described ??
    joined(definedSubject(units, roles, language), listedSubject(units, roles, language)) ??
    concludingSentence(units, language)
  return subject === undefined ? undefined : joined(subject, targetLine(units, roles, language))
}

/** `first` followed by `second` when both are there and fit one statement, else the first there is. */
function joined(first: DeckSubject | undefined, second: DeckSubject | undefined): DeckSubject | undefined {
  if (first === undefined || second === undefined) return first ?? second
  const text = `${first.text.replace(/[.;]$/u, '')} — ${second.text}`
  if (text.length > MAX_SUBJECT) return first
  return { text, slides: [...new Set([...first.slides, ...second.slides])].sort((a, b) => a - b) }
}

function bodyLines(unit: SummaryUnit): string[] {
  const lines =
    unit.lines?.filter((line) => line.kind !== 'title' && line.kind !== 'agenda').map((line) => line.text) ??
    unit.text.split('\n')
  return lines.map((line) => line.trim()).filter((line) => line !== '')
}

// An example's list ("Example: Management": its layers) shows one case, not what the deck presents (decision 095).
const NOT_LISTING = new Set<DeckRole>(['agenda', 'cover', 'closing', 'illustration', 'example'])
const LISTS_SUBJECT = { has: (role: DeckRole) => !NOT_LISTING.has(role) }

// The overview slide: the first slide, not an agenda, whose short lines name at least three later slides.
function listedSubject(units: SummaryUnit[], roles: DeckRole[], language: Language): DeckSubject | undefined {
  const titles = slideNames(units, roles, language)
  for (const [at, unit] of units.entries()) {
    if (unit.hidden || !LISTS_SUBJECT.has(roles[at] ?? 'content')) continue
    const listed = listOf(units, at, roles, language, titles)
    if (listed === undefined) continue
    return { text: listed, slides: unit.pages }
  }
  return undefined
}

/**
 * A slide's items that name later slides, stated under its title, when there are at least three. A slide whose
 * labels repeat ("Service", "Service", "Service") is a diagram, not a list; a list has a title to say what it is.
 */
function listOf(
  units: SummaryUnit[],
  at: number,
  roles: DeckRole[],
  language: Language,
  titles = slideNames(units, roles, language),
): string | undefined {
  const unit = units[at]!
  const title = unit.title.trim().replace(/[:.]$/u, '')
  const lines = bodyLines(unit).flatMap((line) => (roles[at] === 'divider' ? line.split(/\s+·\s+/u) : [line]))
  if (title === '' || new Set(lines).size < lines.length) return undefined
  const later = titles.slice(at + 1)
  // The deck's own name ("SPARK 2.0.0" over a list of its changes) is the slide's section label, no item.
  const cover = roles.indexOf('cover')
  const deckName = cover < 0 ? new Set<string>() : new Set(tokenize(units[cover]!.title, language))
  const items = lines.filter(
    (item) =>
      item.length <= MAX_ITEM &&
      !tokenize(item, language).every((word) => deckName.has(word)) &&
      namesALaterSlide(item, later, language),
  )
  if (items.length < MIN_LISTED) return undefined
  const bare = items.map((item) => item.replace(/[.;]$/u, ''))
  let text = `${title}: ${bare[0]}`
  let said = 1
  for (const item of bare.slice(1)) {
    if (text.length + item.length + 2 > MAX_SUBJECT) break
    text += `; ${item}`
    said += 1
  }
  // "Les 14 familles d'exigences" said by six of them reads as a list of six: a title that counts its items
  // is said with all of them or not as the subject.
  const announced = readAnnouncedList(title, language)
  return announced !== undefined && said < announced.count ? undefined : text
}

/**
 * The words each slide is named by: its title, and for a section divider also its subtitle ("PHASE 2" over
 * "TUNGSTEN" names the section "Tungsten Phase 2").
 */
function slideNames(units: SummaryUnit[], roles: DeckRole[], language: Language): Set<string>[] {
  return units.map(
    (unit, at) =>
      new Set(tokenize(roles[at] === 'divider' ? `${unit.title}\n${unit.text}` : unit.title, language)),
  )
}

function namesALaterSlide(item: string, laterTitles: Set<string>[], language: Language): boolean {
  const words = tokenize(item, language)
  if (words.length === 0 || words.length > 8) return false
  return laterTitles.some(
    (title) => words.filter((word) => namesWord(word, title)).length / words.length >= NAMES_TITLE,
  )
}

// A word and its inflection name one thing ("improvements" and "improvement", "DataFrames" and "DataFrame"):
// one word opens the other, and the shorter is long enough to be a stem.
const MIN_STEM = 5

function namesWord(word: string, title: Set<string>): boolean {
  if (title.has(word)) return true
  for (const other of title) {
    const [short, long] = other.length < word.length ? [other, word] : [word, other]
    if (short.length >= MIN_STEM && long.startsWith(short) && long.length - short.length <= 2) return true
  }
  return false
}

// The slide that bears the cover's title describes the thing the deck is about: its first lines say what it is.
function describedSubject(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): DeckSubject | undefined {
  const cover = roles.indexOf('cover')
  const name = cover < 0 ? '' : units[cover]!.title.trim().toLowerCase()
  if (name === '') return undefined
  const at = units.findIndex(
    (unit, index) =>
      index !== cover &&
      roles[index] !== 'divider' &&
      roles[index] !== 'agenda' &&
      !unit.hidden &&
      unit.title.trim().toLowerCase() === name &&
      // A copy of the cover (its closing repeat, presenter and contact) describes nothing (reader r-c3).
      squeezed(unit.text) !== squeezed(units[cover]!.text),
  )
  if (at < 0) return undefined
  const listed = listOf(units, at, roles, language)
  if (listed !== undefined) return { text: listed, slides: units[at]!.pages }
  const lines = (units[at]!.lines ?? [])
    .filter((line) => line.kind === 'bullet' || line.kind === 'paragraph' || line.kind === 'numbered')
    .filter((line) => !('level' in line) || !line.level)
    .map((line) => line.text.trim())
    // A line that introduces a list ("… including:") says nothing without it.
    .filter((line) => !/:$/u.test(line) && furnitureKind(line, language) === undefined)
    .slice(0, MAX_DEFINING_LINES)
  if (lines.length === 0) return undefined
  return { text: `${units[at]!.title.trim()}: ${lines.join('; ')}`, slides: units[at]!.pages }
}

const squeezed = (text: string) => text.replace(/\s+/gu, ' ').trim().toLowerCase()

// An explainer defines its subject early: on its first content slides (after the cover, the agenda and the speaker's bio).
const FIRST_CONTENT = 3
// The defined name is a few words ("PowerShell", "L'OWASP", "Azure Virtual Machines"), not a clause.
const MAX_NAME_WORDS = 4
// "Apache is a webserver" says what the thing is; a definition says what it is for too.
const MIN_DEFINITION_WORDS = 8
const NOT_CONTENT = new Set<DeckRole>(['cover', 'agenda', 'divider', 'closing', 'team', 'appendix'])

/**
 * The sentence, on the first content slides or in their notes, that says what the thing the cover names is or
 * offers: a name from the cover's title, then "is a", "est un", "ist ein", "provides", "lets you" …
 */
function definedSubject(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): DeckSubject | undefined {
  const cover = roles.indexOf('cover')
  if (cover < 0) return undefined
  const name = new Set(tokenize(units[cover]!.title, language))
  const defines = DECK_WORDS[language].defines
  const content = units
    .flatMap((unit, at) => (at === cover || unit.hidden || NOT_CONTENT.has(roles[at]!) ? [] : [at]))
    .slice(0, FIRST_CONTENT)
  for (const at of content) {
    for (const text of [...bodyLines(units[at]!), ...units[at]!.notes.split('\n')]) {
      for (const sentence of splitSentences(text.replace(/^[“"‘'«„]\s*/u, ''), language)) {
        const found = defines.exec(sentence)
        if (!found) continue
        const subject = sentence.slice(0, found.index)
        const words = tokenize(subject, language)
        if (subject.trim().split(/\s+/u).length > MAX_NAME_WORDS || !words.some((word) => name.has(word)))
          continue
        const definition = sentence.trim()
        if (definition.length <= MAX_SUBJECT && definition.split(/\s+/u).length >= MIN_DEFINITION_WORDS)
          return { text: definition, slides: units[at]!.pages }
      }
    }
  }
  return undefined
}

// A line the deck labels as its target, plan or goal with a figure ("Ziel Ende 2027: 12,1 Mio. € ARR").
function targetLine(units: SummaryUnit[], roles: DeckRole[], language: Language): DeckSubject | undefined {
  const isPlan = DECK_WORDS[language].headers.plan
  for (const [at, unit] of units.entries()) {
    if (unit.hidden || roles[at] === 'appendix' || roles[at] === 'agenda') continue
    for (const line of bodyLines(unit)) {
      const label = line.slice(0, Math.max(0, line.indexOf(':')))
      if (label.length > 0 && label.length <= MAX_TARGET_LABEL && isPlan(label) && hasMeasure(line))
        return { text: line.replace(/[.;]$/u, ''), slides: unit.pages }
    }
  }
  return undefined
}

// A heading inside a section's text ("Conclusion", "Fazit"): a speech or a report names its ending so.
const MAX_HEADING = 30

/**
 * A speech's or a report's conclusion when no section is one: the last sentence under a "Conclusion" heading
 * inside the text ("… it is important that the lessons from SARS … are not forgotten"), where the author
 * states what the reader should keep.
 */
function concludingSentence(units: SummaryUnit[], language: Language): DeckSubject | undefined {
  const isConclusion = DECK_WORDS[language].roles.find(([role]) => role === 'conclusion')?.[1]
  if (isConclusion === undefined) return undefined
  for (const unit of [...units].reverse()) {
    const lines = bodyLines(unit)
    const heading = lines.findIndex(
      (line) => line.length <= MAX_HEADING && !/\d/u.test(line) && isConclusion(line),
    )
    if (heading < 0) continue
    // Its paragraphs run to the next heading ("References"); a citation or a footnote is no conclusion.
    const after = lines.slice(heading + 1)
    const end = after.findIndex(
      (line) => line.length <= MAX_HEADING && !/[.!?:,;]$/u.test(line) && /^\p{Lu}/u.test(line),
    )
    const paragraphs = after
      .slice(0, end < 0 ? undefined : end)
      .filter((line) => line.split(/\s+/u).length >= 8 && furnitureKind(line, language) === undefined)
    const last = paragraphs.at(-1)
    const sentence = last === undefined ? undefined : splitSentences(last, language).at(-1)?.trim()
    if (sentence !== undefined && sentence.length <= MAX_SUBJECT)
      return { text: sentence, slides: unit.pages }
  }
  return undefined
}
