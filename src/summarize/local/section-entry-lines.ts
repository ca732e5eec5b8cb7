import type { Language } from '../../shared'
import { EXHIBIT_NOUN } from '../text/is-furniture'
import { isStopWord } from '../text/tokenize'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { endsAsLeadIn } from './lead-in-items'

// "Table 3: Episodes by pathway", "Abbildung 2 – Umsatz", "Table D1. Characteristics …", "Tabell 6a Svar": an
// exhibit's noun in the eight languages, its number (a letter for an annex, a letter after for a part), its name.
const CAPTION = new RegExp(
  `^(?:${EXHIBIT_NOUN})\\s+\\p{Lu}?\\d+(?:\\.\\d+)?\\p{Ll}?(\\s*[.:–—-])?\\s+(\\S.*)$`,
  'iu',
)
// A caption names its exhibit in a phrase: a longer line, or one closed by a full stop without a separator before
// it, is a sentence about the exhibit ("Table A1 gives the monthly series behind Table 2.").
const MAX_CAPTION_WORDS = 18
// "6.1 Acute bed days saved", "3. The programme": a section's number, then a name of a few words.
const NUMBERED_HEADING = /^(?:\d+(?:\.\d+)+\.?|\d+\.)\s+(\p{Lu}.*)$/u
const MAX_HEADING_WORDS = 10
// "Table A1 gives the monthly series behind Table 2.", "Abbildung 3 zeigt …": a sentence whose subject is an exhibit
// points the reader at it and says nothing of its own (decision 180); its verb follows the exhibit's number.
// The article some languages set before it ("Le tableau E1 montre …", "La tabla 3 muestra …"), the noun then in
// lower case.
const ANY_CASE_EXHIBIT = EXHIBIT_NOUN.replace(
  /(^|\|)(\p{Lu})/gu,
  (_, bar: string, letter: string) => `${bar}[${letter}${letter.toLowerCase()}]`,
)
const EXHIBIT_POINTER = new RegExp(
  `^(?:(?:The|Le|La|L'|L’|El|Il|A|O|De|Het|Die|Der|Das)\\s+)?(?:${ANY_CASE_EXHIBIT})\\s+\\p{Lu}?\\d+(?:\\.\\d+)?\\p{Ll}?\\s+\\p{Ll}[^.!?]*[.!?]$`,
  'u',
)
const EXHIBIT_REFERENCE = new RegExp(`(?:${ANY_CASE_EXHIBIT})\\s+\\p{Lu}?\\d+(?:\\.\\d+)?\\p{Ll}?`, 'gu')
// A finding is a whole sentence: a line the layout cut ("FR 15922, Aug. 8, 1972. Redesignated at 38 FR") is none.
const STATEMENT = /^[\p{Lu}\d].*[.!?]$/u
// A figure as a table's cell prints it: "1,990", "−3.7", "£13.2M", "92%", "(7)", "2.4x".
const UNIT_APART = /^(?:%|€|£|\$|kr)[,;]?$/u
const BARE_FIGURE = /^[-−+(]?[£$€¥]?\d[\d.,]*(?:%|[kKMB]|bn|x)?\)?[,;]?$/u

/** What a caption names ("Episodes by pathway" of "Table 3: Episodes by pathway"), when the line is one. */
export function captionSubject(text: string): string | undefined {
  // A caption the layout glued to its table's header ("Table 12. Actions, owners and dates; Action | Owner | Date").
  const line = text.trim().split(/;\s/u)[0]!
  const match = CAPTION.exec(line)
  if (!match || line.split(/\s+/u).length > MAX_CAPTION_WORDS) return undefined
  if (match[1] === undefined && /[.!?]$/u.test(line)) return undefined
  return match[2]!.replace(/[.:]$/u, '').trim()
}

/**
 * A sentence that only points at an exhibit ("Table A1 gives the monthly series behind Table 2."): its subject is
 * the exhibit and it holds no figure beyond the exhibits' numbers. One that states what the exhibit shows with a
 * figure ("Table 3 shows that readmissions fell to 11.8%") is a finding.
 */
export function isExhibitPointer(text: string): boolean {
  const line = text.trim()
  return EXHIBIT_POINTER.test(line) && !/\d/u.test(line.replace(EXHIBIT_REFERENCE, ''))
}

// "Five dates matter most.", "Drei Termine zählen.": a sentence this short that opens on a count announces the
// sentences naming what it counts.
const MAX_COUNT_LEAD_IN_WORDS = 6

/**
 * A short sentence that opens on a count in words, after an article at most, and states no figure ("Five dates
 * matter most.", "Les cinq dates qui comptent.", issue 24, reader r-z1): it announces the sentences after it and,
 * said alone, names none of the things it counts.
 */
export function isCountLeadIn(text: string, language: Language): boolean {
  const line = text.trim()
  const words = line.split(/\s+/u)
  if (/\d/u.test(line) || !/[.!]$/u.test(line) || words.length > MAX_COUNT_LEAD_IN_WORDS) return false
  const { count } = DECK_WORDS[language].enumerations
  return count.test(words[0]!) || (isStopWord(words[0]!, language) && count.test(words[1] ?? ''))
}

/** A numbered heading standing alone ("6.1 Acute bed days saved"): it names what follows and says nothing itself. */
export function isNumberedHeading(text: string): boolean {
  const name = NUMBERED_HEADING.exec(text.trim())?.[1]
  return (
    name !== undefined &&
    name.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    !/\d/u.test(name) &&
    !/[.:;,!?]$/u.test(name)
  )
}

/**
 * A row whose figures stand without their column names ("Total 4,860 2,817 2,043 31,181 6.4", "Frailty: 652; 92%;
 * 86%"): two or more figures in a row at its end. Read as a bullet it says numbers no reader can tell apart, and
 * under another table's caption it says them wrong (reader r-s1, the report's Table 3 total under Table 2).
 */
export function isUnlabelledRow(text: string): boolean {
  const tokens = text.trim().split(/[\s;|—–]+/u)
  let bare = 0
  for (let at = tokens.length - 1; at >= 0; at -= 1) {
    // "92 %", "1,3 €": a unit set apart from its figure, as German, French or Norwegian write it.
    if (UNIT_APART.test(tokens[at]!)) continue
    if (!BARE_FIGURE.test(tokens[at]!)) break
    bare += 1
  }
  return bare >= 2
}

/**
 * How a document section's lines stand as bullets (issue 24, criterion e; decision 155): a caption or a numbered
 * heading alone names what follows and says nothing; a row of figures without its column names says numbers no
 * reader can tell apart, and so does every line of a captioned table that is no labelled row (its header, a cell
 * the layout wrapped, a row glued across its cells). A labelled row under a caption is said with the caption's
 * subject: a row alone does not say what it counts. A lead-in names what follows too (decision 169, amended).
 */
export interface SectionLines {
  isNoBullet: (index: number) => boolean
  /** The lines that may be bullets; all of them when none may (an entry says something). */
  bulletsOf: (indices: number[]) => number[]
  /** The subject of the caption a labelled row stands under ("Thirty-day readmission after a step-down episode"). */
  captionOf: (index: number) => string | undefined
  /** The numbered sub-heading a line stands under (-1 before the first): each states a finding of its own. */
  subsectionOf: (index: number) => number
}

export function readSectionLines(indices: number[], passages: Passage[], language: Language): SectionLines {
  const noBullets = new Set<number>()
  const captions = new Map<number, string>()
  const subsections = new Map<number, number>()
  let subsection = -1
  // The caption whose table the line stands in: from the caption to the first sentence or heading after it.
  let subject: string | undefined
  for (const index of indices) {
    const { brief, kind, table, fromNotes } = passages[index]!
    subsections.set(index, subsection)
    if (fromNotes || kind !== 'text') continue
    const caption = captionSubject(brief)
    const isHeading = isNumberedHeading(brief)
    if (isHeading) subsection = index
    // A header row the layout left as text ("Tag | JS Type | Description") names columns and says nothing.
    const isHeader = table === 'header' || (passages[index]!.figures === 0 && / \| /u.test(brief))
    // A lead-in ("… set four aims for the programme:") says nothing apart from the sentences it announces.
    const isLeadIn = endsAsLeadIn(brief) || isCountLeadIn(brief, language)
    if (
      caption !== undefined ||
      isHeading ||
      isHeader ||
      isLeadIn ||
      isUnlabelledRow(brief) ||
      isExhibitPointer(brief)
    )
      noBullets.add(index)
    if (caption !== undefined) subject = caption
    else if (isHeading || (table === undefined && /[.!?]$/u.test(brief.trim()))) subject = undefined
    else if (subject !== undefined && isLabelledRow(passages[index]!)) captions.set(index, subject)
    else if (subject !== undefined) noBullets.add(index)
  }
  return {
    isNoBullet: (index) => noBullets.has(index),
    bulletsOf: (lines) => {
      const bullets = lines.filter((index) => !noBullets.has(index))
      return bullets.length > 0 ? bullets : lines
    },
    captionOf: (index) => captions.get(index),
    subsectionOf: (index) => subsections.get(index) ?? -1,
  }
}

/**
 * A section's findings, the first of each sub-section first: a section's entry says the finding of each of its
 * sub-sections ("6.2 Readmissions", "6.3 Escalations to hospital") before a second one of any, and a sub-section
 * states its finding in its first whole sentence with a figure ("In 369 episodes, 7.6% of the total, … were escalated
 * back to hospital"), as a slide puts its claim first. A sub-section an entry already says (`said`) has its finding;
 * the other findings follow
 * as ranked, and table rows not at all: they come after every finding (decision 155).
 */
export function firstOfEachSubsection(
  ranked: number[],
  lines: SectionLines,
  passages: Passage[],
  said: { index: number }[],
): number[] {
  const seen = new Set(said.map(({ index }) => lines.subsectionOf(index)))
  const findings = ranked.filter((index) => !isRowOfSection(passages[index]!))
  const firsts = [...findings]
    .sort((a, b) => a - b)
    .filter((index) => {
      const subsection = lines.subsectionOf(index)
      if (seen.has(subsection) || !STATEMENT.test(passages[index]!.brief.trim())) return false
      seen.add(subsection)
      return true
    })
  return [...firsts, ...findings.filter((index) => !firsts.includes(index))]
}

/** A table's row, read by ingest or set as "label — column: value; …" in the page's text. */
export function isRowOfSection(passage: Passage): boolean {
  return passage.table === 'row' || / — [^:;]+: \S/u.test(passage.brief)
}

/** A table row that names its columns ("Frailty — Virtual ward: 13.1%; Comparison group: 16.8%"). */
function isLabelledRow(passage: Passage): boolean {
  return isRowOfSection(passage) && !isUnlabelledRow(passage.brief)
}

/** A document's rows said with their caption's subject, once per caption: a row alone does not say what it counts. */
export function withCaptions<Said extends { index: number; text: string }>(
  picks: Said[],
  lines: SectionLines,
): Said[] {
  // The caption goes with its first row in the document; the picks keep their order, the point first.
  const firstRow = new Map<string, number>()
  for (const { index } of [...picks].sort((a, b) => a.index - b.index)) {
    const subject = lines.captionOf(index)
    if (subject !== undefined && !firstRow.has(subject)) firstRow.set(subject, index)
  }
  return picks.map((pick) => {
    const subject = lines.captionOf(pick.index)
    return subject !== undefined && firstRow.get(subject) === pick.index
      ? { ...pick, text: `${subject}: ${pick.text}` }
      : pick
  })
}
