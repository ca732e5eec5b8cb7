import type { Language } from '../../shared'
import { namesAnothersTask } from './names-anothers-task'
import { LANGUAGE_CUES } from '../text/language-cues'
import { EXHIBIT_NOUN } from '../text/is-furniture'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { CLAUSE_PRONOUNS } from './ask-about'
import { cutActionClause, hasActionCue } from './cut-action-clause'
import { isDeadlineLine, withDeadline } from './date-the-decision'
import { DECK_WORDS } from './deck-words'
import { isStatedFact } from './is-stated-fact'
import { joinActionRows, repeatsDatedAction } from './join-action-rows'
import { giveWayToOwnedSteps } from './give-way-to-owned-steps'
import { selectDiverse } from './rank-by-centrality'
import { LABEL_VALUE, type OverallLines } from './read-overall-lines'
import { statesChange, type StatedPoint } from './state-point'
import { hasTimeLimit, isWholeStatement, measuresOf, opensMidSentence } from './statements'

const MAX_ACTIONS = 8
// So many actions on the deck's action slides are its list of asks.
const FULL_LIST = 6
// An action stated on an action slide keeps its owner, amount and date: it is cut only past this.
const MAX_ACTION_LINE = 240
// A table's or figure's caption: "Table 12. Actions, owners and dates", in the eight languages.
// A requirement from a year on ("Auditing will be required beginning in 2004") is dated as a deadline is; beside a
// modal a year is rarely its date ("… should be included in the Top 10 - 2017").
const YEAR = /(?<![\d.,])(?:19|20)\d{2}(?![\d.,]\d)/u
const CAPTION = new RegExp(`^(?:${EXHIBIT_NOUN})\\s+\\d+[.:]`, 'iu')

export interface SelectedActions {
  /** The chosen lines, in deck order. */
  indices: number[]
  /** Each action as the list states it: the line, or the clause of it that asks. */
  texts: Map<number, string>
  /** The deck's next-steps, decisions, ask and recommendation slides: their title adds nothing to an action. */
  actionSlides: Set<number>
  /** Lines of those slides that state a fact (a target, the ask's amount): candidates for the takeaways. */
  facts: Set<number>
  /** Actions that read without their slide's title: a talk's calls on its audience (decision 174). */
  alone: Set<number>
}

/**
 * The action items (up to 8, issue 24 item 5): every line of the deck's action slides (next steps, decisions,
 * the ask, recommendations; owners, amounts and dates kept), then explicit asks, recommendations and dated
 * obligations elsewhere. A figure or a fact is never an action: the ask's amount, its use of funds, a runway.
 */
// A point of this many "; " parts lists steps rather than stating its result and one ask ("…: claim; ask").
const MIN_LISTED = 4

export function selectActions(lines: OverallLines, point?: StatedPoint): SelectedActions {
  const { units, passages, language, roles, lineOk, eligible } = lines
  const cues = LANGUAGE_CUES[language]
  // Lines on action slides are the deck's asks whatever their wording.
  const actionSlides = new Set(
    units.flatMap((unit, index) =>
      !lines.isFrameUnit(unit) &&
      cues.actionTitle.test(unit.title) &&
      // An explainer's "Entscheidung des Integrationsamtes" names another's decision: a topic (decision 205).
      !(lines.isTalk && namesAnothersTask(unit.title, language))
        ? [index]
        : [],
    ),
  )
  const indices: number[] = []
  const texts = new Map<number, string>()
  const facts = new Set<number>()
  const pointFigures = measuresOf(point?.text ?? '')
  // The point is stated first: a line it states, or a statement of its amount ("Pedimos à Fundação 312.000 €"
  // beside the point "Pedimos 312.000 € …"), is the point again, not an action. An order to the reader
  // ("Approve £1.45M for a new Oven 3") still is one.
  // A point that lists a slide's steps ("…: Check data and gather insights; Lead Talent Review sessions; …")
  // states each of them: a step said again as an action repeats it (decision 125).
  // Its list's items are its "; " parts, the first after its label ("The process: Plan …; Check …").
  const pointParts = new Set(
    (point?.text ?? '')
      .split('; ')
      .map((part, at) => (at === 0 ? part.slice(part.lastIndexOf(': ') + 1) : part).trim().toLowerCase())
      .filter((part) => part !== ''),
  )
  const listedByPoint = (index: number) =>
    pointParts.size >= MIN_LISTED && pointParts.has(passages[index]!.brief.trim().toLowerCase())
  const restatesPoint = (index: number) =>
    point !== undefined &&
    (listedByPoint(index) ||
      (!cues.imperative.test(passages[index]!.brief) &&
        (point.indices.includes(index) ||
          point.text.includes(passages[index]!.brief.trim()) ||
          [...measuresOf(passages[index]!.brief)].some((figure) => pointFigures.has(figure)))))
  let restated = 0
  passages.forEach((passage, index) => {
    if (!actionSlides.has(passage.unit) || passage.fromNotes || !lineOk[index]) return
    if (opensCut(passage.brief.trim(), lines.caseless) || /[,;:(–-]$/u.test(passage.brief.trim())) return
    if (passage.isAgenda || passage.isQuestion || passage.table === 'header' || passage.tokens.length < 2)
      return
    // A table's caption or a header row the layout left as text ("Action | Owner | Date") is no action.
    if (passage.kind === 'caption' || CAPTION.test(passage.brief) || / \| /.test(passage.brief)) return
    // "Aligned System" is a heading on the slide; an action names what is done (three words, or a figure).
    if (passage.brief.split(/\s+/).length < 3 && passage.figures === 0) return
    // "How to provide feedback." heads the lines that say how; the heading asks nothing itself.
    if (isHowToHeading(passage.brief, language)) return
    // "Decision needed by 4 December 2026" names no decision: it dates the slide's first one, said with it.
    const decision = indices.find((other) => passages[other]!.unit === passage.unit)
    if (decision !== undefined && isDeadlineLine(passage.brief, language)) {
      texts.set(decision, withDeadline(texts.get(decision)!, passage.brief))
      return
    }
    // The ask's facts (its amount, use of funds, runway, milestones) are what it rests on, not actions.
    if (
      roles[passage.unit] === 'ask' &&
      passage.table === undefined &&
      isStatedFact(passage.brief, language)
    ) {
      facts.add(index)
      return
    }
    // A recommendation's target ("Catalogo da 890 a 578 articoli entro …") states a change of a figure: a fact
    // the recommendation rests on. Its actions order something ("Approvare il progetto …").
    if (passage.table === undefined && statesChange(passage.brief) && !cues.imperative.test(passage.brief)) {
      facts.add(index)
      return
    }
    // A row of an action table says who acts and by when, which the point does not: it stays when the point states
    // its amount ("19 millioner over vedtatt ramme" beside "Vedtak om tilleggsbevilgning på 19 millioner kroner").
    // It still counts towards the list the slide states in full (decision 180): the point says it first.
    if (passage.table !== 'row' && restatesPoint(index)) {
      restated += 1
      return
    }
    // A condition ("If these steps are taken on time, …") tells what follows the actions; it asks nothing.
    if (DECK_WORDS[language].recommends.conditions.test(passage.brief)) return
    // A next-steps row as "step: owner; date", the column names left out (the row reads without them).
    const text = passage.brief
    texts.set(index, text.length <= MAX_ACTION_LINE ? text : cutToClause(text))
    indices.push(index)
  })
  const stated = giveWayToOwnedSteps(
    joinActionRows(indices, texts, passages, language),
    texts,
    passages,
    language,
  )
  indices.splice(0, indices.length, ...stated)
  const statedTexts = stated.map((index) => texts.get(index) ?? passages[index]!.brief)
  // Elsewhere an action must say so (an ask, a recommendation, a decision, an obligation early in the
  // sentence): a line that merely opens with a verb is a description.
  const explicit = passages.flatMap((passage, index) => {
    // The cue must be more than a modal verb: "should it become available" describes, "we recommend" asks.
    // An obligation with a time limit asks too ("all pool data should be updated within 7 days of the review").
    // What a thing requires is a fact off the action slides ("Tight control of timebase required to avoid this
    // error"): only an obligation with its time limit, or another cue, asks.
    const withoutModals = passage.text
      .replace(new RegExp(cues.modal.source, 'giu'), ' ')
      .replace(new RegExp(cues.requirement.source, 'giu'), ' ')
    const datedObligation = splitSentences(passage.brief, language).find(
      (sentence) =>
        isObligation(sentence, language) &&
        (hasTimeLimit(sentence) || (YEAR.test(sentence) && !cues.modal.test(sentence))),
    )
    if (actionSlides.has(passage.unit) || !eligible[index]) return []
    if (restatesPoint(index)) return []
    if (!hasActionCue(withoutModals, language) && datedObligation === undefined) return []
    // A row of stat cards reports figures ("Forsinkelse: 7 uker (hentes inn innen desember)"); it asks nothing.
    if (passage.fromNotes || passage.isQuestion || passage.kind === 'stat') return []
    // "Staff survey: 78% would recommend Pebblestack" reports what people answered; an ask opens otherwise.
    if (/^(?:[^:]{1,60}:\s*)?[-+−]?\d[\d.,]*\s?%/u.test(passage.brief)) return []
    const clause = datedObligation
      ? cutActionClause(datedObligation, language, true)
      : cutActionClause(passage.brief, language, false)
    if (!clause || !isWholeStatement(clause, language) || tokenize(clause, language).length < 3) return []
    if (repeatsDatedAction(clause, statedTexts, language)) return []
    texts.set(index, clause)
    return [lines.candidate(index)]
  })
  // An action stated elsewhere that the action slides state already ("Recommendation: adopt Option 3 …" beside
  // "Adopt Option 3: …") is said once, where its owner and date are.
  // Action slides that state their list in full (a numbered list, a table of owners) leave the lines elsewhere
  // only as restatements ("We recommend Option 3, …" in the executive summary).
  const alreadyPicked = indices.map((index) => lines.candidate(index).vector)
  const room = indices.length + restated >= FULL_LIST ? 0 : MAX_ACTIONS
  for (const pick of selectDiverse(explicit, room, { duplicateAbove: 0.6, alreadyPicked })) {
    if (indices.length >= MAX_ACTIONS) break
    indices.push(explicit[pick]!.index)
  }
  return {
    indices: indices.slice(0, MAX_ACTIONS).sort((a, b) => a - b),
    texts,
    actionSlides,
    facts,
    alone: new Set(),
  }
}

// A heading is a few words: "How to provide feedback."; a longer line says how ("How to apply: send the form by …").
const MAX_HEADING_WORDS = 6

/** Whether a short line without a figure opens as a heading over how something is done ("How to …", "Comment …"). */
function isHowToHeading(text: string, language: Language): boolean {
  const line = text.trim()
  return (
    LANGUAGE_CUES[language].howTo.test(line) &&
    line.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    !/\d/u.test(line) &&
    !line.includes(':')
  )
}

/**
 * A line that opens with a small letter is the rest of a line cut by the layout, unless the deck is written in
 * lower case; there a "label: value" line still names a feature ("broad vendor support: BC"), it asks nothing.
 */
function opensCut(text: string, caseless: boolean): boolean {
  if (!opensMidSentence(text)) return false
  const label = text.split(':')[0]!.trim().split(/\s+/u)
  return !caseless || (LABEL_VALUE.test(text) && label.length <= MAX_FEATURE_LABEL)
}

// A feature's label is a few words; a longer run before a colon is a sentence ("please visit http: //cncf.io").
const MAX_FEATURE_LABEL = 5

/**
 * A modal of obligation followed by what is to be done, not by its subject: "data should be updated" obliges,
 * "should it become available" supposes (the modal inverted before a pronoun).
 */
function isObligation(text: string, language: Language): boolean {
  const obligation = new RegExp(LANGUAGE_CUES[language].obligation.source, 'giu')
  for (const match of text.matchAll(obligation)) {
    const next =
      text
        .slice(match.index + match[0].length)
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase() ?? ''
    if (/^\p{L}/u.test(next) && !CLAUSE_PRONOUNS[language].has(next) && !INVERTED_PRONOUNS.has(next))
      return true
  }
  return false
}

// What may follow an inverted modal in a supposition ("should there be", "debiera él") beyond the clause-opening
// pronouns ("should it", "sollte sie", "devrait-il" are among those).
const INVERTED_PRONOUNS = new Set(['there', 'él', 'ella'])

/** A long action line cut at its last clause break that fits, so that a date at its end is rarely lost. */
function cutToClause(text: string): string {
  const head = text.slice(0, MAX_ACTION_LINE)
  const at = Math.max(head.lastIndexOf('; '), head.lastIndexOf('. '), head.lastIndexOf(', '))
  return at > MAX_ACTION_LINE / 2 ? head.slice(0, at) : `${head.slice(0, head.lastIndexOf(' '))}…`
}
