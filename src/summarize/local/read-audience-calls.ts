import type { DeckRole, Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { DECK_WORDS } from './deck-words'
import { opensCall } from './opens-call'
import type { Passage, SummaryUnit } from './collect-passages'
import type { OverallLines } from './read-overall-lines'
import { addressesAudience } from './state-talk-stance'
import { isWholeStatement } from './statements'

/** A talk's call on its audience: the lines of one slide that ask, said as one action with the slide's link. */
export interface AudienceCall {
  /** The first calling line: it stands for the action. */
  index: number
  /** Every calling line of the slide, so that none is said again as a takeaway. */
  indices: number[]
  /** "We want lots more projects. Our doors are open - watch for announcements" */
  text: string
}

// Where a talk calls on no one: its cover and agenda, its extras, its examples, its bios.
const NO_CALL_ROLES = new Set<DeckRole>(['cover', 'agenda', 'appendix', 'illustration', 'example', 'team'])
// A call is a short sentence: fewer words are a label ("Join"), more explain something.
const MIN_WORDS = 3
const MAX_WORDS = 30
// A talk calls on its audience a few times; more lines that open on these verbs are a lab's steps or a tutorial's.
const MAX_CALLS = 3
// The clause before a glued call is a sentence of its own: fewer words are a name ("the Join …").
const CLAUSE_WORDS = 3
// A line that is only a link: where a call on its slide sends the audience.
export const LINK_LINE = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S*$/iu
const LINK = /https?:\/\/|www\.|[\w-]+\.(?:org|com|io|net)\b/iu
// Where a slide's lines were read as one, a line ends on a word or a closing quote and the next opens on a capital.
const GLUED = /(?<=[\p{Ll}\p{N}’”'")\]])\s+(?=\p{Lu}\p{Ll})/gu

/**
 * What a talk asks of its audience (issue 24: an action is an ask; readers r-x2, r-x3 found a talk's asks filed as
 * takeaways or left out): a sentence that opens on an order to the audience ("Join …", "Try the 2.0 preview",
 * "… - watch for announcements"), on the speaker's want of what the audience gives ("We need speakers and topics for
 * future meetings!", "We want lots more projects", never a plan of their own: "We want to grow"), or that addresses
 * the audience with an obligation or a want ("You should really view this webinar"). Read on every slide of the talk
 * but its cover, agenda, extras and examples, housekeeping slides too: a meetup's call for speakers is its ask, never
 * its takeaway. A slide's calls are one action, with the link the slide gives where the call names none.
 */
export function readAudienceCalls(lines: OverallLines): AudienceCall[] {
  const { passages, units, roles, language } = lines
  const bySlide = new Map<number, { index: number; text: string }[]>()
  const said = new Set<string>()
  passages.forEach((passage, index) => {
    const unit = units[passage.unit]!
    if (unit.hidden || passage.fromNotes || NO_CALL_ROLES.has(roles[passage.unit] ?? 'content')) return
    if (passage.isQuestion || passage.table !== undefined || passage.chart !== undefined) return
    if (passage.kind !== 'text' || passage.furniture !== undefined) return
    for (const line of linesOf(passage, unit)) {
      const text = callIn(line, language)
      // A call is a whole sentence: a line the layout cut ("contributed to Linux by Google") asks nothing.
      if (text === undefined || said.has(text) || !isWholeStatement(text, language, lines.caseless)) continue
      said.add(text)
      bySlide.set(passage.unit, [...(bySlide.get(passage.unit) ?? []), { index, text }])
    }
  })
  return [...bySlide.entries()].slice(0, MAX_CALLS).map(([unit, calls]) => {
    const said = calls.map(({ text }) => text)
    const link = said.some((text) => LINK.test(text))
      ? undefined
      : passages.find((passage) => passage.unit === unit && LINK_LINE.test(passage.brief.trim()))
    const joined = said.map((text, at) => (at < said.length - 1 ? closed(text) : text)).join(' ')
    return {
      index: calls[0]!.index,
      indices: [...new Set(calls.map(({ index }) => index))],
      text: link === undefined ? joined : `${joined} (${link.brief.trim()})`,
    }
  })
}

/**
 * The slide's own lines a passage holds: a PDF's reading may join a slide's lines into one passage ("… We want lots
 * more projects Our doors are open - watch for announcements"), where each line is a call of its own.
 */
function linesOf(passage: Passage, unit: SummaryUnit): string[] {
  const flat = (text: string) => text.replace(/\s+/gu, ' ').trim()
  const whole = flat(passage.text)
  const own = (unit.lines ?? [])
    .filter((line) => line.kind !== 'title' && line.text.trim() !== '' && whole.includes(flat(line.text)))
    .map((line) => flat(line.text))
  return own.length > 0 ? own : [passage.brief.trim()]
}

/** The call a line states, from where it opens to its sentence's end; undefined when it asks nothing. */
export function callIn(line: string, language: Language): string | undefined {
  const text = line.replace(/\s*(?:…|\.\.\.)$/u, '')
  const words = text.split(/\s+/u).length
  // A line in quotation marks quotes or names something ("“Bring your own network”"); it asks nothing itself.
  if (words < MIN_WORDS || words > MAX_WORDS || /^["“„«‘']/u.test(text)) return undefined
  const cues = DECK_WORDS[language].calls
  // "Our doors are open - watch for announcements": the clause before the dash says what the order is about.
  if (cues.afterDash.test(text) || opensCall(text, language)) return text
  for (const match of text.matchAll(GLUED)) {
    const rest = text.slice(match.index + match[0].length)
    const before = text.slice(0, match.index).trim().split(/\s+/u).length
    const call = /^.*?(?:[.!?](?=\s|$)|$)/su.exec(rest)![0]
    if (before >= CLAUSE_WORDS && call.split(/\s+/u).length >= MIN_WORDS && opensCall(rest, language))
      return call
  }
  return splitSentences(text, language)
    .map((sentence) => sentence.trim())
    .find((sentence) => asksTheAudience(sentence, language))
}

/**
 * Whether a sentence obliges the listener ("You should really view this webinar") or wants something of them ("We
 * want and need your feedback"): an obligation of another subject beside a "your" is no call ("To focus on your app,
 * the infrastructure has to be boring"), nor a condition ("When you want to know …", "If you must …").
 */
function asksTheAudience(sentence: string, language: Language): boolean {
  if (DECK_WORDS[language].recommends.conditions.test(sentence)) return false
  const cues = DECK_WORDS[language].calls
  return (
    obligesAtItsClause(sentence, cues.obliges) ||
    (addressesAudience(sentence, language) && cues.wantWithin.test(sentence))
  )
}

// Words a clause may say before its obligation to the listener ("So you should …", "Nach dem Vortrag solltet ihr …").
const MAX_WORDS_BEFORE_OBLIGATION = 3

/**
 * Whether an obligation opens its clause: "You should really view this webinar", "… ; so you must register". Inside
 * a clause it is what the listener says or does, not what they are asked ("… make them realise they want to hear
 * what you have to say").
 */
function obligesAtItsClause(sentence: string, obliges: RegExp): boolean {
  const everywhere = new RegExp(obliges.source, 'giu')
  for (const match of sentence.matchAll(everywhere)) {
    const clause = sentence
      .slice(0, match.index)
      .split(/[,;:.!?—–(]/u)
      .at(-1)!
    if (clause.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length <= MAX_WORDS_BEFORE_OBLIGATION)
      return true
  }
  return false
}

/** A call said before another one of its slide ends as a sentence. */
export function closed(text: string): string {
  return /[.!?…]$/u.test(text) ? text : `${text}.`
}
