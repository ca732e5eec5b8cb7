import type { StatedPoint } from './state-point'
import type { DeckRole, Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { TALK_ASIDE_ROLES } from './aside-roles'
import { DECK_WORDS } from './deck-words'
import { opensCall } from './opens-call'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isHeading } from './state-headed-items'
import { isCaselessDeck, isWholeStatement } from './statements'
import { termsOf } from './thesis-weight'

// A stance is a sentence, not a label ("Preferred path"), and one readable item, not a paragraph.
const MIN_WORDS = 5
const MAX_LINE = 220
// A word the talk repeats is on this many of its other slides.
const REPEATED = 2
// A claim in the speaker's notes is the talk's, but what the audience saw on a slide says it first.
const NOTES_WEIGHT = 0.5

// Where a slide's lines were read as one, a new line opens on a capitalised word after a word or a closing quote
// ("… more projects Our doors are open").
const LINE_START = /(?<=[\p{Ll}\p{N}’'")\]])\s+(?=\p{Lu}\p{Ll})|(?<=[.!?])\s+/gu

/**
 * Whether a line says the speaker's own stance: it, or one of the lines glued into it, opens on a cue of their voice
 * ("We want lots more projects", "Preferred path - …"). A cue inside a clause ("the capabilities we need to
 * deliver", "Acknowledgement: we want to thank …") is the sentence's detail, not the speaker's position.
 */
export function takesStance(text: string, language: Language): boolean {
  const stance = DECK_WORDS[language].stances
  const starts = [0, ...[...text.matchAll(LINE_START)].map((match) => match.index + match[0].length)]
  return starts.some((start) => {
    const rest = text.slice(start)
    const sentence = SENTENCE.exec(rest)![0]
    // The speaker's want of what the audience gives ("We want lots more projects") is their ask, said as an action
    // (decision 174): taken as the point, it would take the action's line away.
    return stance.cue.test(rest) && !addressesAudience(sentence, language) && !opensCall(sentence, language)
  })
}

// A sentence up to its end, or to the end of the line.
const SENTENCE = /^.*?(?:[.!?](?=\s|$)|$)/su

/**
 * Whether a sentence speaks to the listener ("We want and need your feedback", "Wir brauchen Ihr Feedback"): a
 * stance addressed to the audience asks something of them (amendment to decision 162), and the action stage, not
 * the point, says what they are asked.
 */
export function addressesAudience(text: string, language: Language): boolean {
  const { audience, formalAudience } = DECK_WORDS[language].stances
  return audience.test(text) || (formalAudience?.test(text) ?? false)
}

/** Whether a line writes a negation in capitals amid lower case ("NOT a 'Kubernetes foundation'"): its emphasis. */
function emphasises(text: string, language: Language): boolean {
  return text !== text.toUpperCase() && DECK_WORDS[language].stances.emphasis.test(text)
}

/**
 * The point of a talk or lecture that states none on a summary, recommendation, ask or conclusion slide (reader
 * r-w3, decision 162): the line it builds to, where the speaker takes a stance in their own voice ("Preferred path -
 * School joins an Identity Federation that …") or leans on a negation in capitals ("But this is NOT a 'Kubernetes
 * foundation'"). A stance is a whole sentence, never a label; among stances, the one whose words the talk repeats on
 * most of its other slides is its point, and the later one wins a tie (a talk builds to its point). A claim in the
 * speaker's notes counts at half weight. Undefined when the speaker takes no stance: the deck's structure then
 * says what it is for, as before (decisions 157, 158).
 */
export function stateTalkStance(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedPoint | undefined {
  const caseless = isCaselessDeck(units)
  const own = (at: number) => !units[at]!.hidden && !TALK_ASIDE_ROLES.has(roles[at] ?? 'content')
  // How many of the talk's own slides use each term: one pass over the slides, not one per line.
  const slidesUsing = new Map<string, number>()
  for (const [at, unit] of units.entries()) {
    if (!own(at)) continue
    for (const term of termsOf([unit.title, unit.text], language)) {
      slidesUsing.set(term, (slidesUsing.get(term) ?? 0) + 1)
    }
  }
  let best: { index: number; text: string; score: number } | undefined
  for (const [index, passage] of passages.entries()) {
    if (
      !own(passage.unit) ||
      passage.isQuestion ||
      passage.isAgenda ||
      passage.table !== undefined ||
      passage.kind !== 'text' ||
      passage.furniture !== undefined ||
      isHeading(passages, index)
    )
      continue
    const text = isUsable(index) ? passage.brief.trim() : beforeHousekeeping(passage.brief.trim(), language)
    if (text === undefined) continue
    if (
      text.length > MAX_LINE ||
      text.split(/\s+/u).length < MIN_WORDS ||
      !(takesStance(text, language) || emphasises(text, language)) ||
      !isWholeStatement(text, language, caseless)
    )
      continue
    // Its own slide counts once; the talk repeats a term when other slides use it too.
    const repeated = [...termsOf([text], language)].filter(
      (term) => (slidesUsing.get(term) ?? 0) > REPEATED,
    ).length
    // A negation the speaker writes in capitals marks the line they lean on.
    const stress = emphasises(text, language) ? 1 : 0
    const score = (1 + repeated + stress) * (passage.fromNotes ? NOTES_WEIGHT : 1)
    if (best === undefined || score >= best.score) best = { index, text, score }
  }
  if (best === undefined) return undefined
  return {
    text: withoutOpener(splitGlued(best.text, language), language),
    slides: units[passages[best.index]!.unit]!.pages,
    indices: [best.index],
  }
}

// Where a slide's lines were read as one, a line ends on a word or a closing quote and the next opens on a capital.
const GLUED = /(?<=[\p{Ll}\p{N}’”'")\]])\s+(?=\p{Lu}\p{Ll})/gu
// The words of a clause the glued line ends: fewer are a name's ("the Preferred …").
const CLAUSE_WORDS = 3

/**
 * Two sentences the PDF's reading glued ("This is NOT a ‘Kubernetes foundation’ We want lots more projects"), split
 * where the second opens on a cue of the speaker's voice in capitals: a cue of two words, or one followed by a word
 * in lower case ("We want lots", "Preferred path"): a name in capitals ("an Identity Federation", "the Preferred Supplier list") is no cue and is
 * never split.
 */
export function splitGlued(text: string, language: Language): string {
  const { cue } = DECK_WORDS[language].stances
  let split = ''
  let from = 0
  for (const match of text.matchAll(GLUED)) {
    const rest = text.slice(match.index + match[0].length)
    const opened = cue.exec(rest)
    // A cue of two words ("We want", "Wir wollen") is a sentence's opening whatever follows (German capitalises its
    // nouns); a cue of one word is one when the sentence goes on in lower case ("Preferred path").
    const goesOn =
      /\s/u.test(opened?.[0].trim() ?? '') || /^\p{L}*\s+\p{Ll}/u.test(rest.slice(opened?.[0].length))
    if (opened === null || !goesOn) continue
    const clause = text.slice(from, match.index).trim()
    if (clause.split(/\s+/u).length < CLAUSE_WORDS) continue
    split += `${text.slice(from, match.index)}.`
    from = match.index
  }
  return split + text.slice(from)
}

// "But this is NOT …" answers the slide before; as the talk's point it stands on its own.
function withoutOpener(text: string, language: Language): string {
  const rest = text.replace(DECK_WORDS[language].stances.opener, '')
  return rest === text || rest === '' ? text : rest.charAt(0).toUpperCase() + rest.slice(1)
}

/**
 * A stance the slide closes with its housekeeping ("We want lots more projects Our doors are open - watch for
 * announcements"): the lines before the housekeeping's line, which the overall summary otherwise leaves out whole.
 * Undefined when the line has no housekeeping to cut, so what else made it no item still holds.
 */
function beforeHousekeeping(text: string, language: Language): string | undefined {
  const found = LANGUAGE_CUES[language].housekeeping.exec(text)
  if (found === null) return undefined
  const starts = [...text.slice(0, found.index).matchAll(LINE_START)].map((match) => match.index)
  const cut = starts.at(-1)
  return cut === undefined || cut === 0 ? undefined : text.slice(0, cut).trim()
}
