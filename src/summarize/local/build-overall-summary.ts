import type { DeckGenre, DeckRole, Language, OverallSummary, SummarySources } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { phraseOverallItems } from './phrase-overall-items'
import { readOverallLines } from './read-overall-lines'
import { statesAfterCover } from './joins-the-cover'
import { readCoverSubject, withSubjectNamed } from './name-cover-subject'
import { readStatedLessons } from './read-stated-lessons'
import { readKeyIdea } from './read-key-idea'
import { readLearnerInstructions } from './read-learner-instructions'
import { selectActions, type SelectedActions } from './select-actions'
import { readAnsweredAsks } from './read-answered-asks'
import { readAudienceCalls, type AudienceCall } from './read-audience-calls'
import { readAnnouncedAsks } from './read-announced-asks'
import { readRecommendations } from './read-recommendations'
import { selectDiverse } from './rank-by-centrality'
import type { OverallLines } from './read-overall-lines'
import { readThesisLines } from './read-thesis-lines'
import { selectInsights } from './select-insights'
import { selectTakeaways } from './select-takeaways'
import { stateDocumentPoint } from './state-document-point'
import { statePoint, type StatedPoint } from './state-point'
import { answerTheCoverQuestion, isCoverQuestion } from './answer-the-cover-question'

/**
 * The overall summary, reader first, composed from the deck's roles in named stages (issue 24, items 2, 5, 6):
 * - `readOverallLines`: which lines may be an item at all and how each reads as one;
 * - `statePoint`: the deck's point, stated first; a document's is its thesis (`stateDocumentPoint`);
 * - `selectActions`: the action items (asks, decisions, recommendations, next steps), never a fact;
 * - `selectTakeaways`: the rest of the summary, the headline figures, the main risk;
 * - `selectInsights`: measured statements with their key questions;
 * - `phraseOverallItems`: each item as the reader reads it, without repeats.
 */
export function buildOverallSummary(
  units: SummaryUnit[],
  passages: Passage[],
  relevance: number[],
  language: Language,
  isDocument = false,
  roles: DeckRole[] = [],
  // A talk or explainer, not a business deck (`isTalk`).
  isTalk = false,
  genre: DeckGenre = 'other',
): { overallSummary: OverallSummary; sources: SummarySources } {
  const lines = readOverallLines(units, passages, relevance, language, isDocument, roles, isTalk)
  const isUsable = (index: number) => lines.lineOk[index]!
  // A document with an executive summary states its point there, as a deck does (decision 071); else its thesis.
  // A talk that announces its key idea ("The real secret … is that all output is objects, not text") is about
  // that idea, even where it is said only in the notes: its slides of reference rows are the idea's detail.
  const idea = isTalk ? readKeyIdea(lines) : undefined
  const read =
    idea ??
    (isDocument && !roles.includes('executive-summary')
      ? stateDocumentPoint(passages, units, roles, isUsable, language)
      : statePoint(passages, units, roles, isUsable, language, isDocument))
  // A talk's calls on its audience are its asks (decision 174); a stance that closes on one keeps the rest.
  const { point: stated, calls } = withoutCalls(read, isTalk ? readAudienceCalls(lines) : [])
  // A deck's point is read as about its subject: the cover's, named first when the point does not name it. An
  // executive summary states the whole case and an ask what it is for ("Raising an $18M Series A"); a conclusion,
  // a recommendation or a closing line says what to do without what it is about (decision 112).
  // A review or a project update is named by its meeting and period ("Operations review — October"), not by a
  // subject: its claim about the results is what it is about (reader r-o3: the prefix said only genre and quarter).
  const namesItsCase =
    roles.includes('executive-summary') ||
    roles.includes('ask') ||
    genre === 'review' ||
    genre === 'project-update'
  // A point that opens on the deck's finding names its case itself (decision 194).
  const subject =
    isDocument || namesItsCase || read?.standsAlone === true
      ? undefined
      : readCoverSubject(units, roles, language)
  // A cover that asks ("What is Cloud Native and why should I care?") names no subject: a question before the
  // point reads as the point (decision 177).
  const asked = subject !== undefined && isCoverQuestion(subject.text)
  const named =
    stated === undefined || subject === undefined || asked
      ? stated
      : withSubjectNamed(stated, subject, language)
  // What follows the cover's title is a statement, never another slide's bare title or a row of labels: without
  // one, the point is the cover's title alone — a short true line beats a glued false one (decision 158).
  const states =
    stated !== undefined &&
    statesAfterCover(
      stated.text,
      units.map((unit) => unit.title),
      language,
    )
  const glued = named !== undefined && subject !== undefined && named !== stated && !states
  // A question is never the point: where the deck states none in its own words, the heading that answers the
  // cover's question is, else no point leads (decision 177).
  const point = asked
    ? states
      ? stated
      : answerTheCoverQuestion(units, roles, language)
    : glued
      ? { text: subject!.text, slides: subject!.slides, indices: [] }
      : named
  const actions = selectActions(lines, point)
  // A talk's lessons in the imperative are what it asks its audience to do: actions, not takeaways (decision 095).
  if (isTalk) {
    const lessons = readStatedLessons(lines).filter((index) => !actions.indices.includes(index))
    for (const index of lessons) actions.texts.set(index, lines.passages[index]!.brief.trim())
    actions.indices = [...actions.indices, ...lessons].sort((a, b) => a - b)
  }
  // A document's or talk's remedies in its author's voice are its asks (decision 109), when it states none as such:
  // beside stated asks they would only take the budget of its findings.
  if ((isDocument || isTalk) && actions.indices.length === 0) addRecommendations(lines, actions)
  // What a talk tells its learner to do, in the notes too ("Whenever you are in doubt …, you always look at the type
  // with Get-Member"), is the student's action, not a takeaway (issue 24: a course's homework is an action).
  const told = readLearnerInstructions(lines).filter(({ index }) => !actions.indices.includes(index))
  for (const { index, text } of told) actions.texts.set(index, text)
  actions.indices = [...actions.indices, ...told.map(({ index }) => index)].sort((a, b) => a - b)
  const taken = new Set(actions.indices)
  // A question of who is to act, answered on its slide, is the deck's ask: first among its actions (decision 120).
  const answeredAsks = readAnsweredAsks(lines).filter(({ index }) => !taken.has(index))
  for (const ask of answeredAsks) {
    actions.texts.set(ask.index, ask.text)
    taken.add(ask.index).add(ask.answer)
  }
  actions.indices = [...answeredAsks.map(({ index }) => index), ...actions.indices]
  // An event to attend, a list of what others ask for, a quoted call on someone: asks said without an order
  // (decision 189), after the talk's own calls.
  const announced = isDocument ? [] : readAnnouncedAsks(lines)
  for (const call of [...calls, ...announced].filter(
    ({ indices }) => !indices.some((index) => taken.has(index)),
  )) {
    actions.texts.set(call.index, call.text)
    actions.alone.add(call.index)
    actions.indices.push(call.index)
    for (const index of call.indices) taken.add(index)
  }
  const takeaways = selectTakeaways(lines, point, taken, actions.facts)
  const insights = selectInsights(lines, taken, takeaways.insightCount, readThesisLines(lines, point))
  return phraseOverallItems(lines, point, takeaways, actions, insights)
}

// A speech's remedies, few enough to leave its findings their share of the budget.
const MAX_RECOMMENDATIONS = 5
// A document that proposes (decision 113: "One option would be …", "could be extended to …") states a programme,
// by area (data, regulation, structure), and its reader asks for each: a proposal widens the list up to this.
// A paper's "must" describes its method, so its modal sentences alone keep the list at five.
const MAX_PROGRAMME = 7

/** The recommendations not yet actions, the most relevant and least alike first, while the action list has room. */
function addRecommendations(lines: OverallLines, actions: SelectedActions): void {
  const found = readRecommendations(lines)
  const { proposes } = DECK_WORDS[lines.language].recommends
  const proposals = [...found.values()].filter((text) => proposes.test(text)).length
  const most = Math.min(MAX_PROGRAMME, MAX_RECOMMENDATIONS + proposals)
  const room = most - actions.indices.length
  if (room <= 0) return
  const candidates = [...found.keys()]
    .filter((index) => !actions.indices.includes(index) && !actions.facts.has(index))
    .map((index) => lines.candidate(index))
  const picked = selectDiverse(candidates, room, { duplicateAbove: 0.6 }).map(
    (pick) => candidates[pick]!.index,
  )
  for (const index of picked) actions.texts.set(index, found.get(index)!)
  actions.indices = [...actions.indices, ...picked].sort((a, b) => a - b)
}

// What is left of a stance once its call is said as an action is a sentence of its own, or the call stays the point.
const MIN_POINT_WORDS = 4

/**
 * The point without the call it closes on ("This is NOT a 'Kubernetes foundation'. We want lots more projects": the
 * want of projects is the talk's ask), and the calls the point does not state: a point that is only a call stays the
 * point, and the call is not said again.
 */
function withoutCalls(
  point: StatedPoint | undefined,
  calls: AudienceCall[],
): { point: StatedPoint | undefined; calls: AudienceCall[] } {
  if (point === undefined) return { point, calls }
  let text = point.text
  const left = calls.filter((call) => {
    if (!call.indices.some((index) => point.indices.includes(index))) return true
    const at = text.lastIndexOf(call.text.split(/(?<=[.!?])\s/u)[0]!.replace(/[.!?]$/u, ''))
    const rest = text.slice(0, Math.max(0, at)).replace(/[\s.;:,—–-]+$/u, '')
    if (at < 0 || rest.split(/\s+/u).length < MIN_POINT_WORDS) return false
    text = rest
    return true
  })
  return { point: { ...point, text }, calls: left }
}
