import type { DeckRole, Language } from '../../shared'
import { furnitureKind } from '../text/is-furniture'
import { tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { isBylineOrCut } from './joins-the-cover'
import { hasTimeLimit } from './statements'

/** What the deck's cover says it is about: its title, with the subtitle that says what kind of thing it is. */
export interface CoverSubject {
  text: string
  /** The words the point must share with the subject to be read as about it. */
  words: string[]
  slides: number[]
}

// A subtitle says what the deck is ("Lessons from a Potential CDM Project in India"): a phrase of a few words,
// not a presenter's name ("Kaushik Deb, TERI"), a list of names, a byline of parts ("Espacios Nodo · Comité de
// dirección"), a meeting with its date.
const MIN_SUBTITLE_WORDS = 4
const MAX_SUBTITLE = 160
const MAX_COMMAS = 1
const MIN_TITLE_WORDS = 2
// The point names the subject when it says more than this share of the subject's words (by their first letters,
// so that "refactor" and "refactoring" are one word): "maintenance" and "fleet" in a lesson ("no maintenance
// guidelines", "captive fleet") do not name "A Maintenance Program for a bus fleet".
const NAMED_SHARE = 0.5
const STEM = 5

/**
 * The cover's subject (issue 24, reader r-n2: the bus-fleet deck's summary never says it is about a maintenance
 * programme for a bus fleet): the cover's title with its subtitle, or, on a cover without a title (a first
 * slide of loose text boxes, "Addressing the American Challenge: / A 21st Century Social Movement / for
 * Birth-to-Career …"), its longest phrase. A first slide of bullets is a content slide, no cover.
 */
export function readCoverSubject(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): CoverSubject | undefined {
  const at = roles.indexOf('cover') >= 0 ? roles.indexOf('cover') : untitledCover(units, roles)
  const cover = at === undefined ? undefined : units[at]
  if (cover === undefined || cover.hidden) return undefined
  const title = cover.title.trim().replace(/[.:;]$/u, '')
  const phrases = phrasesOf(cover).filter((phrase) => isSubjectPhrase(phrase, title, language))
  if (title === '') {
    const longest = [...phrases].sort((a, b) => wordCount(b) - wordCount(a))[0]
    if (longest === undefined) return undefined
    return { text: longest, words: tokenize(longest, language), slides: cover.pages }
  }
  const words = tokenize(title, language)
  const subtitle = phrases[0]
  // A bare name ("Vetlark") says nothing of what the deck is about: the point says it.
  if (words.length < MIN_TITLE_WORDS && subtitle === undefined) return undefined
  return { text: subtitle === undefined ? title : `${title} (${subtitle})`, words, slides: cover.pages }
}

/**
 * The point with the deck's subject before it, when it does not name it already: "A Maintenance Program for a
 * bus fleet (Lessons from a Potential CDM Project in India) — Baselines: …". The reader of the overall summary
 * reads what the deck is about first, then what it says.
 */
export function withSubjectNamed<Point extends { text: string; slides: number[] }>(
  point: Point,
  subject: CoverSubject,
  language: Language,
): Point {
  const said = new Set(tokenize(point.text, language).map((word) => word.slice(0, STEM)))
  const names = (words: string[]) =>
    words.filter((word) => said.has(word.slice(0, STEM))).length > NAMED_SHARE * words.length
  // A point that is the cover's own subtitle ("Practice software that gives … their evenings back") names it too.
  if (names(subject.words) || names(tokenize(subject.text, language))) return point
  // A dash, not a colon: "Member Research 2026: 1. Launch …" would read as a label and its value, to the reader
  // and to the figure-label check alike.
  const text = `${subject.text} — ${point.text}`
  const slides = [...new Set([...subject.slides, ...point.slides])].sort((a, b) => a - b)
  return { ...point, text, slides }
}

// With no slide the slide model calls a cover, the first slide is one when it is only loose lines: no bullets, no
// table, no chart, and nothing the deck's roles read otherwise (an agenda, a summary).
function untitledCover(units: SummaryUnit[], roles: DeckRole[]): number | undefined {
  const first = units[0]
  if (first === undefined || roles[0] !== 'content' || first.lines === undefined) return undefined
  const body = first.lines.filter((line) => line.kind !== 'title')
  return body.length > 0 && body.every((line) => line.kind === 'paragraph') ? 0 : undefined
}

/**
 * The cover's lines as the phrases they were written as: a line wrapped in its box goes on when the line before
 * ends on a colon or the next one opens in lower case ("A 21st Century Social Movement" / "for Birth-to-Career…").
 */
function phrasesOf(cover: SummaryUnit): string[] {
  const lines = (cover.lines ?? [])
    .filter((line) => line.kind !== 'title')
    .map((line) => ({ text: line.text.trim(), box: 'box' in line ? line.box : undefined }))
    .filter((line) => line.text !== '')
  const phrases: { text: string; box: number | undefined }[] = []
  for (const line of lines) {
    const last = phrases.at(-1)
    if (last !== undefined && last.box === line.box && (/:$/u.test(last.text) || /^\p{Ll}/u.test(line.text)))
      last.text = `${last.text} ${line.text}`
    else phrases.push({ ...line })
  }
  return phrases.map((phrase) => phrase.text)
}

function isSubjectPhrase(phrase: string, title: string, language: Language): boolean {
  return (
    phrase !== title &&
    wordCount(phrase) >= MIN_SUBTITLE_WORDS &&
    phrase.length <= MAX_SUBTITLE &&
    !/[·|]/u.test(phrase) &&
    (phrase.match(/,/gu) ?? []).length <= MAX_COMMAS &&
    !/[:;]$/u.test(phrase) &&
    !hasTimeLimit(phrase) &&
    !/\b(?:19|20)\d{2}\b/u.test(phrase) &&
    !isBylineOrCut(phrase, language) &&
    furnitureKind(phrase, language) === undefined
  )
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length
}
