import { isListNumber } from '../../shared'
import { isListHeading } from './is-list-heading'
import { isParallelRow } from './is-parallel-row'
import { isValueOnly } from './pair-figure-labels'
import { handWrappedBoxes, WRAP_MIN } from './hand-wrapped-boxes'
import { isTableRow } from './read-table-lines'
import { DECK_WORDS } from './deck-words'
import { isOwnFormula } from './formula-line'
import type { ReadOptions, SlideLine } from './read-lines'

/**
 * PDF text comes as visual lines, and a slide's text box wraps where its author pressed return: a sentence
 * wrapped onto the next line continues in lower case, or after a line that fills the text's width without
 * ending its sentence ("…du laboratoire" / "Énergie Lyon…"), or inside a quotation not yet closed, or
 * after an ellipsis that takes it up ("were done without a tool" / "… among toolsmiths.").
 * A PowerPoint paragraph is its author's unit: it ends where the author pressed return, however wide it
 * runs, so only the signs of a sentence going on join it to the next (issue 24, reader r-l: "…how people
 * refactor In studying refactoring…" was two paragraphs run together).
 */
export function joinWrappedLines(lines: SlideLine[], options: ReadOptions = {}): SlideLine[] {
  const out: SlideLine[] = []
  const width = Math.max(0, ...lines.map((line) => line.text.length))
  // In a box wrapped by hand, full lines are wrapped though the format makes each a paragraph (decision 177).
  const handWrapped = handWrappedBoxes(lines)
  const isFull = (text: string, box?: number) =>
    (options.isParagraphed !== true || (box !== undefined && handWrapped.has(box))) &&
    text.length >= Math.max(WRAP_MIN, 0.75 * width)
  // The clause openers ("then") each joined line has taken: a second clause opening alike is parallel to the
  // first ("If … / then X / then Y"), set apart by a semicolon rather than run on.
  const openers = new Map<SlideLine, Set<string>>()
  // Lines that took the next line of their box as the rest of a phrase: the box holds one phrase, wrapped.
  const wrapped = new Set<SlideLine>()
  const endsOpen = options.language ? DECK_WORDS[options.language].endsOpen : () => false
  lines.forEach((line, at) => {
    const previous = out.at(-1)
    // Table rows and figures are lines of their own, whatever the line above ends on ("sum … group by" / "79/14ns").
    const isPhraseRest =
      previous !== undefined &&
      !line.isBullet &&
      /^[(\p{L}]/u.test(line.text) &&
      !isTableRow(line.text) &&
      !isTableRow(previous.text) &&
      !/[.!?:;]$/u.test(previous.text) &&
      ((endsOpen(previous.text) && /\s/u.test(previous.text)) ||
        isBoxTail(previous, line, wrapped) ||
        isLabelGoingOn(previous, line, endsOpen))
    const continues =
      !(previous && isOwnFormula(previous.text, line.text)) &&
      (isPhraseRest ||
        (previous &&
          !line.isBullet &&
          !isValueOnly(line.text) &&
          // A list's number stands apart: glued on, "…Student Feedback 3." reads as a figure of the line.
          !isListNumber(line.text) &&
          // A heading of its own ("Outcomes:") opens a block; it continues nothing.
          !isHeadingLabel(line.text) &&
          // A table's rows are lines of their own, however wide the row before.
          !isTableRow(line.text) &&
          // A line of parts ("Series A · Boston · May 2026", a dateline or a row of details) is set as a list of
          // its own, and continues no sentence above it.
          !isPartList(line.text) &&
          !isTableRow(previous.text) &&
          // A label cut after its "&" ("Low Warmth &" / "Responsiveness", the axis of a 2×2) goes on, and so does
          // one cut before it ("Exploration" / "& Production", a diagram's box).
          (/\s&$/u.test(previous.text) ||
            (/^&(?:\s|$)/u.test(line.text) && !previous.isBullet) ||
            isOpenQuotation(previous.text) ||
            isTakenUp(previous.text, line.text) ||
            (/^\p{Ll}/u.test(line.text) && !/[.!?:;]$/u.test(previous.text) && endsSentence(lines, at)) ||
            isClauseGoingOn(previous.text, line.text) ||
            isAnswerTo(previous.text, line.text) ||
            (/[\p{L},-]$/u.test(previous.text)
              ? (/^\p{Ll}/u.test(line.text) &&
                  previous.text.length >= 0.5 * width &&
                  !isLabelWord(previous.text, line.text)) ||
                (isFull(previous.text, previous.box) &&
                  !(/\p{L}$/u.test(previous.text) && isTitleCased(previous.text)) &&
                  !isParallelRow(previous.text, line.text)) ||
                isCommaGoingOn(previous, line)
              : /[\p{N})»”"]$/u.test(previous.text) && isFull(previous.text, previous.box)) ||
            isSemicolonTail(lines, at, previous))))
    if (previous && continues) {
      if (previous.box !== undefined && previous.box === line.box) wrapped.add(previous)
      const opener = /^\p{Ll}+/u.exec(line.text)?.[0]
      const taken = openers.get(previous) ?? new Set<string>()
      previous.text = previous.text.endsWith('-')
        ? `${previous.text}${line.text}`
        : opener !== undefined && taken.has(opener)
          ? `${previous.text.replace(/[,;]$/u, '')}; ${line.text}`
          : `${previous.text} ${line.text}`
      // A line of its own joined between them ("A tool user interface") makes the next clause its own.
      openers.set(previous, opener !== undefined ? taken.add(opener) : new Set())
    } else {
      out.push({ ...line })
    }
  })
  return out
}

/**
 * Whether the lines from `at` on, each opening in lower case, end a sentence: "Whose responsibility is it" /
 * "to see the big picture" / "and help lead a movement to achieve it?" is one question however short its
 * lines, while a run of lower-case labels ("iPhone", "eBay") ends none.
 */
function endsSentence(lines: SlideLine[], at: number): boolean {
  for (let next = at; next < lines.length && next < at + MAX_WRAPPED_LINES; next += 1) {
    const line = lines[next]!
    if (line.isBullet || (next > at && !/^\p{Ll}/u.test(line.text))) return false
    if (/[.!?]["”»’)]?$/u.test(line.text)) return true
  }
  return false
}

// The rest of a label its author broke over lines is a few words: "Source Project".
const MAX_TAIL_WORDS = 4

/**
 * The last words of a label its author broke over the lines of one box ("4 Developers on" / "the Same Open" /
 * "Source Project"): the box's lines above were already one phrase, and this short line ends it.
 */
function isBoxTail(previous: SlideLine, line: SlideLine, wrapped: Set<SlideLine>): boolean {
  return (
    wrapped.has(previous) &&
    line.box === previous.box &&
    // A capitalised label goes on in capitals ("the Same Open" / "Source Project"); "period = 1 msec" over
    // "10.23 Mcps" starts the box's next item.
    /\p{Lu}\p{L}*$/u.test(previous.text) &&
    /^\p{Lu}/u.test(line.text) &&
    line.text.split(/\s+/u).length <= MAX_TAIL_WORDS &&
    !isValueOnly(line.text)
  )
}

/**
 * A capitalised label going on in the next line of its box with a preposition ("For 17 Randomly Selected
 * Commits" / "To a Large Open-Source Project"): a line opening on a word no phrase ends on takes up the one
 * above, and apart, the entry keeps the place without the sample (issue 24, reader r-l).
 */
function isLabelGoingOn(
  previous: SlideLine,
  line: SlideLine,
  isOpenWord: (text: string) => boolean,
): boolean {
  const first = /^\p{L}+/u.exec(line.text)?.[0]?.toLowerCase()
  return (
    previous.box !== undefined &&
    previous.box === line.box &&
    first !== undefined &&
    isOpenWord(first) &&
    isTitleCased(previous.text) &&
    isTitleCased(line.text)
  )
}

/**
 * A line opening with an ellipsis and going on in lower case ("… among toolsmiths.", "...and still rising")
 * is the rest of the line above: apart, the line above states without its qualifier what the slide qualifies.
 */
function isTakenUp(previous: string, text: string): boolean {
  return /^(?:…|\.{3})\s*\p{Ll}/u.test(text) && !/[.!?]$/u.test(previous)
}

// A clause is at least this many words: shorter lower-case lines are labels ("eBay", "real-time sync").
const CLAUSE_WORDS = 3

/**
 * A clause the author set on a line of its own under the clause it completes: "If programmers refactor often" /
 * "then refactoring research matters", "89% of refactorings" / "were done without a tool". Read apart, the
 * condition is lost and the line below states what the deck only states under that condition.
 */
function isClauseGoingOn(previous: string, text: string): boolean {
  const words = (line: string) => line.trim().split(/\s+/u).length
  return (
    /^\p{Ll}/u.test(text) &&
    /[\p{L},:]$/u.test(previous) &&
    words(previous) >= CLAUSE_WORDS &&
    words(text) >= CLAUSE_WORDS
  )
}

/**
 * One lower-case word that ends no sentence, under a line ending on a capitalised word ("… Often? Yes" /
 * "versus" between two boxes): a diagram's label, not the rest of the line ("Signal from" / "satellite").
 */
function isLabelWord(previous: string, text: string): boolean {
  return !/\s/u.test(text.trim()) && !/[.!?]$/u.test(text) && /(?:^|\s)\P{Ll}\S*$/u.test(previous)
}

// An answer set under its question is a word or a few ("Yes", "No", "Not yet").
const ANSWER_WORDS = 3

/** A short answer under the question it answers ("Do programmers refactor often?" / "Yes"): apart, each says nothing. */
function isAnswerTo(previous: string, text: string): boolean {
  return (
    /[?]$/u.test(previous) &&
    /^\p{Lu}/u.test(text) &&
    !/[?:]$/u.test(text) &&
    !/\d/u.test(text) &&
    text.trim().split(/\s+/u).length <= ANSWER_WORDS
  )
}

/**
 * A line of a text box that ends on a comma goes on in the box's next line, whatever its case: "Program for
 * International Student Assessment, 15-Year Olds, 2003," over "Math Problem Solving in OECD Nations" is one
 * caption, and the first line alone is a cut one (issue 24, workforce slide 7).
 */
function isCommaGoingOn(previous: SlideLine, line: SlideLine): boolean {
  return /,$/u.test(previous.text) && previous.box !== undefined && previous.box === line.box
}

// The rest of an item after its semicolon is a qualifier of a few words: "Grades 5-16", "ab Klasse 5".
const MAX_QUALIFIER_WORDS = 4

/**
 * The last line of a text box, a few words, under the box's one line that ends on a semicolon: the item's
 * qualifier ("Orientations to the World of Work and Possible Selves;" / "Grades 5-16"), set apart it reads
 * as an item of its own and loses what it qualifies (issue 24, reader r-q2: workforce slide 30). Lines
 * that each end on a semicolon, or a last line that closes with a full stop, are a list's items.
 */
function isSemicolonTail(lines: readonly SlideLine[], at: number, previous: SlideLine): boolean {
  const line = lines[at]!
  const before = lines[at - 1]
  const above = lines[at - 2]
  const next = lines[at + 1]
  return (
    before !== undefined &&
    /;$/u.test(before.text) &&
    /;$/u.test(previous.text) &&
    line.box !== undefined &&
    before.box === line.box &&
    (next === undefined || next.box !== line.box) &&
    (above === undefined || above.box !== line.box || !/;$/u.test(above.text)) &&
    !/[.;:!?]$/u.test(line.text) &&
    line.text.split(/\s+/u).length <= MAX_QUALIFIER_WORDS
  )
}

/** Parts set apart by a middle dot, opening as a line of its own does (not in lower case). */
function isPartList(text: string): boolean {
  return /^[\p{Lu}\p{N}]/u.test(text) && /\s·\s/u.test(text)
}

// A sentence set on more lines than this is a paragraph the text box wraps by itself.
const MAX_WRAPPED_LINES = 4

/** A quotation opened and not closed on the line ("“It’s a Sputnik moment. Communities…"): it goes on below. */
function isOpenQuotation(text: string): boolean {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0
  return count(/[“«„]/gu) > count(/[”»]/gu) || (count(/"/gu) % 2 === 1 && /^"/u.test(text))
}

/** A short label that ends in a colon ("Outcomes:", "Objectifs :"): a heading that opens its own block. */
export function isHeadingLabel(text: string): boolean {
  return /^\p{Lu}/u.test(text) && /:$/u.test(text) && text.split(/\s+/u).length <= 4 && !/\d/u.test(text)
}

/**
 * Every longer word capitalised ("Orientations to the World of Work and Possible Selves"): a label, which
 * ends where its box ends; the next capitalised line is the next box, not its continuation.
 */
function isTitleCased(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? []
  return words.length >= 3 && words.every((word) => /^\p{Lu}/u.test(word))
}

// A lead-in carries its items up to this length: longer, the passage would be cut into sentences again.
const MAX_CARRIED = 220

/**
 * A line that introduces a list carries it: "Outcomes:" over its bullets, or "Line managers should" over
 * the bullets set one level deeper. Alone, the lead-in is a cut sentence and its items lose what they are.
 * The lead takes its items while the line stays short enough to be one passage; the items it cannot take
 * stay lines of their own (each one a statement by itself).
 */
export function carryLists(lines: SlideLine[]): SlideLine[] {
  const out = nameColumns(lines.map((line) => ({ ...line })))
  // From the end, so that a nested lead-in ("A shared understanding of:") has taken its items first.
  for (let at = out.length - 2; at >= 0; at -= 1) {
    const lead = out[at]!
    const items = itemsOf(out, at)
    if (items === 0) continue
    const stem = /:$/u.test(lead.text) ? lead.text : `${lead.text.replace(/[;,]$/u, '')}:`
    let text = stem
    let taken = 0
    while (taken < items) {
      const item = out[at + 1 + taken]!.text
      // An item that goes on with the one before ("…from happening," / "…, and/or it" + "responds poorly…")
      // is the rest of its sentence: taken whatever the length, joined as the sentence runs. An item that
      // ends on a full word ("prüfen") ends its own.
      const previous = out[at + taken]!.text
      const goesOn =
        taken > 0 &&
        (/,$/u.test(previous) || (/^\p{Ll}/u.test(item) && /(?:^|\s)\p{Ll}{1,3}$/u.test(previous)))
      const next = taken === 0 || goesOn ? `${text} ${item}` : `${text}; ${item}`
      if (taken > 0 && !goesOn && next.length > MAX_CARRIED) break
      text = next
      taken += 1
    }
    // A list too long to carry whole is carried by its items' labels ("Six traits: Simple; Unexpected; …"),
    // its items staying lines of their own: carried in part, the lead would name six and give three.
    const labels = taken < items ? labelsOf(out.slice(at + 1, at + 1 + items)) : undefined
    if (labels !== undefined && `${stem} ${labels.join('; ')}`.length <= MAX_CARRIED)
      out.splice(at, 1, { ...lead, text: `${stem} ${labels.join('; ')}` })
    // Items that run as one sentence ("…their spacings," / "Aircraft spacing,") end where the list ends.
    else out.splice(at, taken + 1, { ...lead, text: taken === items ? text.replace(/,$/u, '') : text })
  }
  return out
}

// A label names its item in a few words, before a colon ("Simple: not dumbing down…").
const MAX_LABEL_WORDS = 4

/** Each item's label, when every item opens with one ("Simple: …", "Unexpected: …"); else undefined. */
function labelsOf(items: SlideLine[]): string[] | undefined {
  const labels = items.map((item) => /^([^:;]+):\s+\S/u.exec(item.text)?.[1]?.trim())
  return labels.every(
    (label): label is string => label !== undefined && label.split(/\s+/u).length <= MAX_LABEL_WORDS,
  )
    ? labels
    : undefined
}

/** How many lines after `at` are the items of a list the line at `at` introduces (0 when it introduces none). */
function itemsOf(lines: SlideLine[], at: number): number {
  const lead = lines[at]!
  const level = lead.isBullet ? (lead.level ?? 0) : -1
  const introduces = /:$/u.test(lead.text)
  // A lead-in without a colon is a sentence cut short: it ends on no full stop but on a word in lower case
  // ("Line managers should", "Training focuses on"). A box of an org chart ("President" over "VP – HR") or
  // any other label over labels leads into nothing: glued, it reads "President: VP – HR".
  // So is a line whose last sentence stops at its first word ("Government owned bus company. Reduces" over
  // "institutional complexity"): the items below are what it goes on to say.
  const isCutSentence =
    lead.isBullet &&
    /[;]$|(?:^|\s)\p{Ll}[\p{L}'’-]*$|[.!?]\s+\p{L}+$/u.test(lead.text) &&
    lead.text.split(/\s+/u).length >= 3
  if (!introduces && !isCutSentence) return 0
  let count = 0
  for (let next = at + 1; next < lines.length; next += 1) {
    const line = lines[next]!
    if (!line.isBullet || (line.level ?? 0) <= level || isValueOnly(line.text)) break
    count += 1
  }
  return count
}

/**
 * Two or more lists each under a heading of its own ("Risks" / "Mitigation", "Worked" / "Did not work"): each
 * heading names its items ("Mitigation — Founder stays as CEO for 4 years"), every item stays a line of its
 * own, and none is read under the other column's heading.
 */
function nameColumns(lines: SlideLine[]): SlideLine[] {
  const heads = (at: number) => isListHeading(lines[at]!) && lines[at + 1]?.isBullet === true
  const headings = lines.flatMap((_, at) => (heads(at) ? [at] : []))
  if (headings.length < 2) return lines
  // A later heading stacked under another short name ("Deterministic" / "Transaction" / "Model") is the last
  // line of a diagram's box, and a diagram may set a box's list above its name as well as below it: named
  // by the line above, "Approval — Quarterly Review…" pairs a step with the wrong box (issue 24, reader r-b2).
  const isBoxTail = (at: number) => {
    const above = lines[at - 1]
    return (
      above !== undefined && !above.isBullet && isListHeading(above) && !/^[(\p{Ll}]/u.test(lines[at]!.text)
    )
  }
  if (headings.slice(1).some(isBoxTail)) return lines
  const out: SlideLine[] = []
  for (let at = 0; at < lines.length; at += 1) {
    if (!heads(at)) {
      out.push(lines[at]!)
      continue
    }
    let heading = lines[at]!.text
    // A heading the layout wrapped ("Option B: replace the oven" / "(recommended)") is one heading.
    const above = out.at(-1)
    if (above && !above.isBullet && /^[(\p{Ll}]/u.test(heading)) {
      out.pop()
      heading = `${above.text} ${heading}`
    }
    while (lines[at + 1]?.isBullet) {
      at += 1
      out.push({ ...lines[at]!, text: `${heading} — ${lines[at]!.text}`, column: heading })
    }
  }
  return out
}
