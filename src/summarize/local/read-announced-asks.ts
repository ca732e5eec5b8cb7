import type { DeckRole, Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { DECK_WORDS } from './deck-words'
import type { Passage, SummaryUnit } from './collect-passages'
import type { OverallLines } from './read-overall-lines'
import { hasDate } from './statements'

/** An ask a talk makes without an order: an event to attend, what others ask for, a quoted call on someone. */
export interface AnnouncedAsk {
  /** The passage that stands for the ask: its slide's first line the ask is read from. */
  index: number
  /** Every passage the ask says, so that none is said again as a takeaway. */
  indices: number[]
  /** "SPARK SUMMIT SF, JUNE 6-8: spark-summit.org/2016/; Discount codes: reynold16 20%" */
  text: string
}

// Where a talk announces nothing: its cover and agenda, its extras, its illustrations, its bios.
const NO_ASK_ROLES = new Set<DeckRole>(['cover', 'agenda', 'appendix', 'illustration', 'team'])
// A talk announces a few events and quotes a few calls; more would crowd out what it asks itself.
const MAX_ASKS = 3
// A heading that says what others ask for is short; more words make it a statement of its own.
const MAX_HEADING_WORDS = 8
// A kicker over an announcement ("ANNOUNCEMENTS") is one or two words, no link, no figure and no lead-in colon.
const MAX_KICKER_WORDS = 2
// A line that gives a link: where the audience registers or reads on.
const LINK = /https?:\/\/|www\.|[\w-]+\.(?:org|com|io|net|dev)\b/iu
const QUOTE_OPEN = /^\s*["“„«‘']/u
const QUOTE_CLOSE = /["”“»’']\s*$/u

/**
 * What a talk asks without saying "join" or "you should" (issue 24: an action is an ask; readers r-z2 fault 5 and
 * r-z3 fault 7 found a meetup's Summit date and discount code, "What the ecosystem is asking for" and a quoted "I call
 * on the CNCF to …" left out of the actions):
 * - an event announcement: a slide whose title dates an event (a day of a month, or "next week") and whose lines say
 *   how to take part (a link, a registration, a discount code) asks the audience to attend;
 * - a heading that says what others ask for ("What the ecosystem is asking for", "Was das Ökosystem fordert") makes
 *   the rest of its slide their asks;
 * - a quoted call ("“I call on the CNCF to …”") is an ask of the one it calls on, said with who calls.
 */
export function readAnnouncedAsks(lines: OverallLines): AnnouncedAsk[] {
  const { units, passages, roles, language } = lines
  const asks: AnnouncedAsk[] = []
  units.forEach((unit, at) => {
    if (asks.length === MAX_ASKS || unit.hidden || NO_ASK_ROLES.has(roles[at] ?? 'content')) return
    const own = passages.flatMap((passage, index) =>
      passage.unit === at && !passage.fromNotes ? [index] : [],
    )
    if (own.length === 0) return
    // A quote slide reads as an example, yet a call it quotes is still made on someone: only it is read there.
    const ask =
      roles[at] === 'example'
        ? readQuotedCall(unit, language)
        : (readEventAnnouncement(unit, language) ??
          readAskedForList(unit, language) ??
          readQuotedCall(unit, language))
    if (ask !== undefined) asks.push({ index: own[0]!, indices: said(own, passages, ask), text: ask })
  })
  return asks
}

/** The slide's lines below its title, as the author wrote them. */
function bodyLines(unit: SummaryUnit): string[] {
  const typed = (unit.lines ?? []).filter((line) => line.kind !== 'title').map((line) => line.text)
  const lines = typed.length > 0 ? typed : unit.text.split('\n')
  return lines.map((line) => line.replace(/^[\s•▸\-–—*]+/u, '').trim()).filter((line) => line !== '')
}

/** "SPARK SUMMIT SF, JUNE 6-8: spark-summit.org/2016/; Discount codes: …" — an event dated in the title. */
function readEventAnnouncement(unit: SummaryUnit, language: Language): string | undefined {
  const { soon, registers } = DECK_WORDS[language].announcedAsks
  if (!hasDate(unit.title) && !soon.test(unit.title)) return undefined
  const body = bodyLines(unit)
  if (!body.some((line) => LINK.test(line) || registers.test(line))) return undefined
  const details = body.filter((line) => !isKicker(line))
  // A lead-in ("Discount codes:") reads on into the line after it; other lines are details of their own.
  const joined = details.reduce(
    (text, line) => (text === '' ? line : `${text}${/:$/u.test(text) ? ' ' : '; '}${line}`),
    '',
  )
  return `${unit.title.trim().replace(/[\s!.:]+$/u, '')}: ${joined}`
}

/** A one- or two-word label over the slide's lines ("ANNOUNCEMENTS"), not a detail of the event. */
function isKicker(line: string): boolean {
  const words = line.split(/\s+/u).length
  return words <= MAX_KICKER_WORDS && !LINK.test(line) && !/\p{N}|:\s*$/u.test(line)
}

/** "What the ecosystem is asking for: A core standard container (appc); …" — the list under a heading of asks. */
function readAskedForList(unit: SummaryUnit, language: Language): string | undefined {
  const lines = [unit.title.trim(), ...bodyLines(unit)].filter((line) => line !== '')
  const heading = lines.find((line) => isAskedForHeading(line, language))
  if (heading === undefined) return undefined
  const asks = lines.filter((line) => line !== heading)
  if (asks.length === 0) return undefined
  return `${heading.replace(/[\s:]+$/u, '')}: ${asks.join('; ')}`
}

/**
 * Whether a line is a short heading that says what others ask for: the cue closes it ("What the ecosystem is asking
 * for", "Was das Ökosystem fordert", "We need:") or opens it ("Lo que pide el ecosistema", "Requested by customers").
 * A cue inside a line states a claim ("Lesson learnt: We need good patterns", "Geschäftskunden verlangen zunehmend
 * E-Rechnungen"), not a list of others' asks.
 */
function isAskedForHeading(line: string, language: Language): boolean {
  const { askedFor, askedForOpens } = DECK_WORDS[language].announcedAsks
  const text = line.replace(/[\s:]+$/u, '')
  if (/[.!?]$/u.test(text) || text.split(/\s+/u).length > MAX_HEADING_WORDS) return false
  return askedFor.test(text) || askedForOpens.test(text)
}

/** "Bob Wise, Samsung: “I call on the CNCF to formally foster …”" — a quoted call, with who makes it. */
function readQuotedCall(unit: SummaryUnit, language: Language): string | undefined {
  const { callsOn } = DECK_WORDS[language].announcedAsks
  const quoted = bodyLines(unit).find((line) => QUOTE_OPEN.test(line) && callsOn.test(line))
  if (quoted === undefined) return undefined
  const sentence = splitSentences(quoted, language)[0]!.trim()
  const call = QUOTE_CLOSE.test(sentence) ? sentence : `${sentence}”`
  // The title names who calls ("Bob Wise, Samsung: “An Ode To Boring”"): the name before its own colon or quote.
  const who = unit.title.split(/\s*[:—–]\s*|\s*["“„«]/u)[0]!.trim()
  return who === '' ? call : `${who}: ${call}`
}

/** The slide's passages the ask says, by their words in its text. */
function said(own: number[], passages: Passage[], ask: string): number[] {
  const flat = (text: string) => text.replace(/\s+/gu, ' ').trim()
  const text = flat(ask)
  const within = own.filter((index) => text.includes(flat(passages[index]!.brief)))
  return within.length > 0 ? within : [own[0]!]
}
