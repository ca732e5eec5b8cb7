import { LANGUAGE_CUES } from '../text/language-cues'
import { DECK_WORDS } from './deck-words'
import { pairAnsweredItem } from './pair-answered-item'
import { cosine, selectDiverse } from './rank-by-centrality'
import { ARGUMENT_WEIGHT, readArgumentFigures } from './argument-figures'
import {
  hasNestedLabel,
  isGluedChain,
  isHeadingChain,
  isHeadingOnly,
  isHeadlineChain,
  partsOf,
} from './is-glued-chain'
import { readBackgroundHistory } from './read-background-history'
import { weightOf } from './weight-of'
import { leansOnItsSlide } from './leans-on-its-slide'
import { readAnsweredQuestions } from './read-answered-questions'
import { readDefinition } from './read-definition'
import { readImplications } from './read-implications'
import { leansOnTheLineBefore, readThesisLines, readThesisWeights } from './read-thesis-lines'
import { standsAlone } from './stands-alone'
import { isLabelled, MAX_STATS, type OverallLines } from './read-overall-lines'
import { claimsOf } from './claims-of'
import { isPointLine } from './is-point-line'
import { statsIn } from './stats-in'
import type { StatedPoint } from './state-point'
import { hasMeasure, isWholeStatement, measuresOf } from './statements'

const MIN_TAKEAWAYS = 4
const MAX_TAKEAWAYS = 8
// A talk's budget (250 words to 25 slides, 400 beyond) holds more of its statements: its takeaways fill it by
// centrality, where a business deck's headline figures are few (decision 095).
const TALK_TAKEAWAYS = 10
const MAX_TALK_TAKEAWAYS = 12
const LONG_TALK = 25
const TALK_FILLER_WORDS = 5
// Lines of an executive summary or conclusion slide that open the takeaways; a report's executive summary
// lists its main findings, and they are the report's takeaways.
const MAX_POINT_LINES = 4
const MAX_POINT_LINES_OF_DOCUMENT = 7
// A deck's implications are its conclusions in its own words; one says what its findings mean and leaves the
// slots of its headline figures to them.
const MAX_IMPLICATIONS = 1
const MIN_INSIGHTS = 2
const MAX_INSIGHTS = 5
// Two figure lines of one slide share one takeaway up to this length.
const MAX_PACKED = 200
// A point that opens with a line's first words states that line.
const SAME_OPENING = 40
// A sentence this long, said already, makes a line opening with it a repeat ("Q = C × i × A / 360").
const MIN_REPEATED = 12
// A line this like one the summary states already says it again (the pools' own duplicate limit).
const SAID_ALREADY = 0.7
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u

export interface SelectedTakeaways {
  /** The chosen lines in the reader's order: the summary's lines, the headline figures, the main risk. */
  indices: number[]
  /** A headline figure's companion from its slide, stated in the same item. */
  companions: Map<number, number[]>
  /** A takeaway stated in other words than its line's own (a slide's questions with their answers). */
  phrasings: Map<number, string>
  /** How many insights the deck's length and density call for. */
  insightCount: number
}

/**
 * The key takeaways (4-8 by the deck's length and density), composed from the deck's roles: after the stated
 * point, the rest of its summary or conclusion slide, then the headline figures (labelled measures, money
 * first, one slide each before a second line of one slide), then the main risk when the deck states one.
 * `taken` holds the lines already used (the point's, the actions'); the chosen ones are added to it.
 */
export function selectTakeaways(
  lines: OverallLines,
  point: StatedPoint | undefined,
  taken: Set<number>,
  // Lines of action slides that state facts (a recommendation's target): headline figures like any other.
  actionFacts: Set<number> = new Set(),
): SelectedTakeaways {
  const { units, passages, eligible, lineOk, language, isDocument, candidate, readable } = lines
  const cues = LANGUAGE_CUES[language]
  const informativeUnits = new Set(
    passages.flatMap((passage, index) => (eligible[index] && passage.figures > 0 ? [passage.unit] : [])),
  )
  // Length and density: slides that carry figures, and how much eligible text the deck has.
  const contentChars = passages.reduce(
    (sum, passage, index) => sum + (eligible[index] ? passage.brief.length : 0),
    0,
  )
  const countFor = (min: number, max: number, perUnit: number, perChar: number) =>
    Math.min(max, Math.max(min, Math.round(informativeUnits.size / perUnit + contentChars / perChar)))
  const takeawayCount = lines.isTalk
    ? Math.max(
        countFor(MIN_TAKEAWAYS, MAX_TAKEAWAYS, 1.2, 4000),
        units.length > LONG_TALK ? MAX_TALK_TAKEAWAYS : TALK_TAKEAWAYS,
      )
    : countFor(MIN_TAKEAWAYS, MAX_TAKEAWAYS, 1.2, 4000)
  // A report's main findings already open its takeaways: its insights stay few, within a tenth of its length.
  const insightCount = isDocument ? MIN_INSIGHTS : countFor(MIN_INSIGHTS, MAX_INSIGHTS, 6, 6000)
  const takeaways: number[] = []
  const perUnit = new Map<number, number>()
  // Several things glued into one line (a heading with its sub-items, labels of several subjects) are no
  // takeaway: the slide entry states them, and the slot goes to the next whole statement (decision 082).
  // A chain of headings down to one value is no takeaway either, with the title a short line is read under.
  // A line that is a chain under its slide's title only ("Design issues — Crediting period: 10 years: Reduced
  // uncertainty") is said without the title (`itemPhraser`): the assumption it states is a takeaway (issue 24).
  const isWholeItem = (index: number, text = readable(index)) =>
    (!isGluedChain(text) && !isHeadingChain(text)) || isHeadlineChain(passages[index]!, lines.roles)
  const isSingle = (text: string) => partsOf(text) === 1 && !hasNestedLabel(text)
  // A talk's figures and statements taken by centrality are whole statements, no caption (decision 101).
  const fitsTalk = (index: number) => !lines.isTalk || standsAlone(readable(index), language, lines.caseless)
  // A document's takeaways stand without the sentence before them, and a table's row names its columns ("Skewness
  // — 7.4; 8.0" says neither the years nor the measure); an essay's are its argument's, not its anecdotes'
  // (decision 113).
  const thesisWeight = readThesisWeights(lines, point)
  const onThesis = readThesisLines(lines, point, thesisWeight)
  const fitsDocument = (index: number) =>
    !isDocument ||
    (onThesis(index) &&
      !leansOnTheLineBefore(readable(index), lines) &&
      (passages[index]!.table !== 'row' || /\p{L}:\s/u.test(readable(index))))
  const take = (index: number) => {
    takeaways.push(index)
    taken.add(index)
    perUnit.set(passages[index]!.unit, (perUnit.get(passages[index]!.unit) ?? 0) + 1)
  }
  for (const index of point?.indices ?? []) taken.add(index)
  // A line with no claim (notation, a tally of parts, a set-up, another's quoted words) gives way to the claims:
  // it is passed over, and fills a slot only when no claim is left for it (decision 200).
  const { isClaim, states, deferred } = claimsOf(lines)
  const phrasings = new Map<number, string>()
  // What a talk's subject is comes first, after its point, unless the point says it (decision 095).
  const definition = lines.isTalk ? readDefinition(lines) : undefined
  if (
    definition !== undefined &&
    !taken.has(definition.index) &&
    !(point?.text ?? '').includes(passages[definition.index]!.brief.slice(0, SAME_OPENING))
  ) {
    take(definition.index)
    phrasings.set(definition.index, definition.text)
  }
  // A deck's conclusions by role too ("Lessons", "Contributions", the closing list of tips), unless the point
  // already states it: its further lines are then detail, not the deck's point.
  const statedUnits = new Set((point?.indices ?? []).map((index) => passages[index]!.unit))
  const pointUnits = units.flatMap((unit, index) =>
    !lines.isFrameUnit(unit) &&
    (cues.summaryTitle.test(unit.title) || (lines.roles[index] === 'conclusion' && !statedUnits.has(index)))
      ? [index]
      : [],
  )
  // The deck's point: the best lines of its summary or conclusion slide.
  const pointPool = passages.flatMap((passage, index) =>
    pointUnits.includes(passage.unit) &&
    // A table's rows are its figures, not the deck's point ("Q2 P&L summary" is a table).
    passage.table === undefined &&
    eligible[index] &&
    !passage.fromNotes &&
    !passage.isQuestion &&
    !taken.has(index) &&
    // A document's conclusion states its point in its argument's lines, not in its closing anecdote ("From
    // yellow fever and cholera in the 19th century to polio and influenza in the 20th."; reader r-p1).
    fitsDocument(index)
      ? [candidate(index, weightOf(passage, language))]
      : [],
  )
  // A further line of it only when it measures something or states a dated change: a summary slide's closing
  // remark or its footnote ("All figures at the end of April 2026") is not the point. They read in the
  // author's order.
  const pointLimit = isDocument ? MAX_POINT_LINES_OF_DOCUMENT : MAX_POINT_LINES
  const points = selectDiverse(pointPool, pointLimit, { duplicateAbove: 0.7 })
    .map((pick) => pointPool[pick]!.index)
    .filter((index, rank) => rank === 0 || isPointLine(passages[index]!))
  for (const index of points.sort((a, b) => a - b)) take(index)
  // A study's questions answered are its findings: they follow its point, before any figure.
  const answered = readAnsweredQuestions(lines)
  if (answered !== undefined && !answered.indices.some((index) => taken.has(index))) {
    take(answered.indices[0]!)
    phrasings.set(answered.indices[0]!, answered.text)
    for (const index of answered.indices) taken.add(index)
  }
  // What the deck concludes its findings mean ("If …, then tools should support floss refactoring") comes next.
  // The most central one: a deck's implications compete for the slots of its headline figures.
  const implications = readImplications(lines)
    .filter(({ indices }) => !indices.some((index) => taken.has(index)))
    .sort((a, b) => lines.candidate(b.indices[0]!).relevance - lines.candidate(a.indices[0]!).relevance)
  for (const implication of implications.slice(0, MAX_IMPLICATIONS)) {
    take(implication.indices[0]!)
    phrasings.set(implication.indices[0]!, implication.text)
    for (const index of implication.indices) taken.add(index)
  }

  // The headline figures: labelled measures, one slide each before a second line of one slide. Those that carry
  // the point's case (its cost, payback, total) weigh more (decision 099).
  const argument = readArgumentFigures(passages, units, point?.text, language)
  // A background timeline's entries ("1996: Further tightening of norms") are neither headline figures nor
  // statements to fill the list with: they tell how things came to be (decision 125). A deck of nothing else
  // still has its forms' and last resort's pools.
  const history = readBackgroundHistory(passages)
  // What the summary already says (the point, the lines taken so far): a line opening with one of its sentences
  // repeats it ("Q = C × i × A / 360. Valable pour …" after a point stating the formula), and a line like one of
  // them ranks below a line saying something new (decision 125).
  const said = [point?.text ?? '', ...[...taken].map((index) => readable(index))]
  const saidVectors = [...taken].map((index) => lines.candidate(index).vector)
  // Figures said: the point's lines by what the point states of them (it keeps only the cards of its claim).
  const saidOnce = [...taken].filter((index) => !(point?.indices ?? []).includes(index)).map(readable)
  const saidFigures = new Set([point?.text ?? '', ...saidOnce].flatMap((text) => [...measuresOf(text)]))
  const leans = leansOnItsSlide(lines)
  const repeatsSaid = (index: number) => {
    // The point joins its lines with "; " and drops their stops: the sentence is compared without its own.
    const opening = readable(index)
      .split(SENTENCE_END)[0]!
      .trim()
      .replace(/[.!?]$/u, '')
    const vector = lines.candidate(index).vector
    // A line whose figures the summary states all ("14,8 M€ … 207 giorni" after a point stating both) says them
    // again in other words (decision 133); one figure, or a single digit ("9 escolas de 3 concelhos"), is too weak a sign.
    const figures = [...measuresOf(readable(index))].filter((figure) => figure.length > 1)
    return (
      (opening.length >= MIN_REPEATED && said.some((text) => text.includes(opening))) ||
      (figures.length > 1 && figures.every((figure) => saidFigures.has(figure))) ||
      saidVectors.some((other) => cosine(other, vector) > SAID_ALREADY)
    )
  }
  // What the figure and statement pools take: no repeat, no background history, no line that leans on its slide.
  const saysNew = (index: number) => !repeatsSaid(index) && !history.has(index) && !leans(index)
  // A sentence that needs the one before it is a figure only as that one's companion ("By contrast, Tempus…").
  const figurePool = passages.flatMap((passage, index) =>
    (eligible[index] || actionFacts.has(index) || lines.followsBefore[index]) &&
    !taken.has(index) &&
    saysNew(index) &&
    !passage.isQuestion &&
    (!passage.isAction || actionFacts.has(index)) &&
    hasMeasure(passage.brief) &&
    isWholeItem(index) &&
    !isHeadingOnly(readable(index)) &&
    fitsDocument(index)
      ? [
          candidate(
            index,
            weightOf(passage, language) *
              (passage.fromNotes ? 0.5 : 1) *
              (argument.has(index) ? ARGUMENT_WEIGHT : 1) *
              thesisWeight(index),
          ),
        ]
      : [],
  )
  const riskPool = passages.flatMap((passage, index) =>
    eligible[index] &&
    !taken.has(index) &&
    !passage.isQuestion &&
    (passage.insightKind === 'risk' || cues.insight.risk.test(units[passage.unit]!.title))
      ? [candidate(index, passage.fromNotes ? 0.6 : 1)]
      : [],
  )
  const risk = selectDiverse(riskPool, 1)[0]
  const roomFor = takeawayCount - (risk === undefined ? 0 : 1)
  const figureSlots = roomFor - takeaways.length
  const rankedFigures = selectDiverse(figurePool, figurePool.length, { duplicateAbove: 0.7 }).map(
    (i) => figurePool[i]!.index,
  )
  // A headline figure brings the next best figure of its slide along when both fit in one item: a slide's
  // figures are read together (plan and actual, the stat and its trend), and the list stays short.
  const companions = new Map<number, number[]>()
  for (const cap of [1, 2]) {
    for (const index of rankedFigures) {
      if (takeaways.length >= roomFor || figureSlots <= 0) break
      if (
        taken.has(index) ||
        lines.followsBefore[index] ||
        (perUnit.get(passages[index]!.unit) ?? 0) >= cap ||
        !fitsTalk(index) ||
        !isClaim(index)
      )
        continue
      take(index)
      const passage = passages[index]!
      // A figure of the point's case is read with the next one of its slide (the breakdown's cost with its hours).
      const companion = (
        argument.has(index)
          ? [...rankedFigures.filter((other) => argument.has(other)), ...rankedFigures]
          : rankedFigures
      ).find(
        (other) =>
          !taken.has(other) &&
          states(other) &&
          (!lines.followsBefore[other] || other === index + 1) &&
          passages[other]!.unit === passage.unit &&
          passages[other]!.fromNotes === passage.fromNotes &&
          // A document's sentences are read in its order: two of them share an item only when one follows the
          // other, never two of one section's pages glued (issue 24: "0.35" read as the fish stocks' figure).
          (!isDocument || Math.abs(other - index) === 1) &&
          // A table row's cells are joined as the item's parts are: a line packed with it would read as one
          // of its cells, and a second row's cells as the first row's.
          passage.table !== 'row' &&
          passages[other]!.table !== 'row' &&
          // A chart's readout says its extremes again beside the slide's statement of what it shows: it rides
          // along with no statement, and the words go to the next headline figure (decision 125).
          passages[other]!.chart === undefined &&
          passage.chart === undefined &&
          // Items of side-by-side columns ("Risks" / "Mitigation") packed in one item read as one row, the
          // first risk answered by whatever mitigation ranked next (issue 24): only items of one column pack.
          passages[other]!.column === passage.column &&
          statsIn(passages[index]!, readable(index)) + statsIn(passages[other]!, readable(other)) <=
            MAX_STATS &&
          readable(index).length + readable(other).length <= MAX_PACKED &&
          // Two whole lines share an item; a line that holds its sub-items already is an item alone.
          (isHeadlineChain(passage, lines.roles) || (isSingle(readable(index)) && isSingle(readable(other)))),
      )
      if (companion !== undefined) {
        companions.set(index, [companion])
        taken.add(companion)
      }
    }
  }
  // A deck with few figures fills its takeaways with its best plain statements.
  if (takeaways.length < roomFor) {
    const plainPool = passages.flatMap((passage, index) =>
      eligible[index] &&
      !taken.has(index) &&
      saysNew(index) &&
      !passage.isQuestion &&
      !passage.fromNotes &&
      !passage.isAction &&
      isWholeItem(index) &&
      !isHeadingOnly(readable(index)) &&
      fitsDocument(index)
        ? [candidate(index, Math.min(1, 80 / passage.brief.length) * thesisWeight(index))]
        : [],
    )
    for (const pick of selectDiverse(plainPool, plainPool.length, { duplicateAbove: 0.6 })) {
      if (takeaways.length >= roomFor) break
      const index = plainPool[pick]!.index
      if ((perUnit.get(passages[index]!.unit) ?? 0) >= 2 || taken.has(index)) continue
      // A talk's slots past a business deck's count take whole sentences only: a chart's cut label ("4 Developers
      // on the Same Open") would fill them with a fragment.
      if (takeaways.length >= MAX_TAKEAWAYS && passages[index]!.tokens.length < TALK_FILLER_WORDS) continue
      if (!fitsTalk(index) || !isClaim(index)) continue
      take(index)
    }
  }
  // Lines with no claim, passed over above, fill the slots the claims left, in their pools' order.
  for (const index of deferred())
    if (takeaways.length < roomFor && !taken.has(index) && (perUnit.get(passages[index]!.unit) ?? 0) < 2)
      take(index)
  if (risk !== undefined && !taken.has(riskPool[risk]!.index)) take(riskPool[risk]!.index)
  // A deck of forms and headings: its longer clean lines (five words or more) make up three takeaways.
  if (takeaways.length < MIN_TAKEAWAYS - 1) {
    const formPool = passages.flatMap((passage, index) =>
      lineOk[index] &&
      !taken.has(index) &&
      !repeatsSaid(index) &&
      !passage.fromNotes &&
      !passage.isAction &&
      !passage.isQuestion &&
      passage.brief.split(/\s+/).length >= 4 &&
      /^[\p{Lu}\p{N}]/u.test(passage.brief) &&
      isWholeItem(index) &&
      (isLabelled(passage) || isWholeStatement(passage.brief, language, lines.caseless))
        ? [candidate(index)]
        : [],
    )
    for (const pick of selectDiverse(formPool, MIN_TAKEAWAYS - 1 - takeaways.length, { duplicateAbove: 0.6 }))
      take(formPool[pick]!.index)
  }
  // A deck of few lines still says what it is about: its best statements that are neither legal text, code,
  // references nor contact details. A deck of labels only (an org chart's "VP – HR") has no takeaway: the
  // summary says none was found rather than list its labels.
  if (takeaways.length === 0) {
    const lastResort = passages.flatMap((passage, index) =>
      !units[passage.unit]!.hidden &&
      (isLabelled(passage) || isWholeStatement(passage.brief, language, lines.caseless)) &&
      !lines.isDebris(passage, index) &&
      !passage.isAgenda &&
      !passage.isQuestion &&
      (passage.furniture === undefined || passage.furniture === 'list-label') &&
      passage.tokens.length >= 2
        ? [candidate(index)]
        : [],
    )
    for (const pick of selectDiverse(lastResort, MIN_TAKEAWAYS - 1)) take(lastResort[pick]!.index)
  }
  // A mitigation is said with its risk, a risk with its mitigation, when the slide pairs them (decision 120).
  const answersColumn = DECK_WORDS[language].entries.answersColumn
  for (const index of takeaways) {
    const paired = pairAnsweredItem(passages, index, answersColumn)
    if (paired === undefined || phrasings.has(index) || takeaways.includes(paired.other)) continue
    phrasings.set(index, paired.text)
    companions.delete(index)
    taken.add(paired.other)
  }
  return { indices: takeaways, companions, phrasings, insightCount }
}

export { MAX_TAKEAWAYS, MAX_TALK_TAKEAWAYS, MIN_INSIGHTS, MAX_INSIGHTS }
