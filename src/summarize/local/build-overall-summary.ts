import type { DeckRole, Language, OverallSummary, SummarySources } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isEnumeration, isTableDebris } from '../text/is-fragment'
import { EXHIBIT_NOUN, furnitureKind } from '../text/is-furniture'
import { splitSentences } from '../text/split-sentences'
import { isStopWord, tokenize } from '../text/tokenize'
import {
  countFigures,
  notesAddingFigures,
  STOCK_SHARE,
  type Passage,
  type SummaryUnit,
} from './collect-passages'
import { cutActionClause } from './cut-action-clause'
import { askAbout, CLAUSE_PRONOUNS } from './ask-about'
import { describeChart, hasRawPrecision, MAX_LABEL, namesSeries } from './describe-chart'
import { selectDiverse, vectorize } from './rank-by-centrality'
import { isStatedFact } from './is-stated-fact'
import { statePoint } from './state-point'
import {
  CARDINALITY,
  countMeasures,
  hasMeasure,
  hasTimeLimit,
  isWholeStatement,
  measuresOf,
} from './statements'

const MIN_TAKEAWAYS = 4
const MAX_TAKEAWAYS = 8
const MAX_ACTIONS = 8
// Lines of an executive summary or conclusion slide that open the takeaways; a report's executive summary
// lists its main findings, and they are the report's takeaways.
const MAX_POINT_LINES = 4
const MAX_POINT_LINES_OF_DOCUMENT = 7
const MIN_INSIGHTS = 2
const MAX_INSIGHTS = 5
// An item is one statement: past this it is a paragraph or a list.
const MAX_ITEM = 260
// A row of stat cards ("ARR: 7,9 Mio. € (+36 % zum Vorjahr) · …") is one item up to this length.
const MAX_STATS_ITEM = 340
// An action stated on an action slide keeps its owner, amount and date: it is cut only past this.
const MAX_ACTION_LINE = 240
// Two figure lines of one slide share one takeaway up to this length.
const MAX_PACKED = 200
// A passage shorter than this says too little alone: the slide title goes before it as context.
const SHORT_PASSAGE = 60
const SHORT_TITLE = 50
// An overall item states at most this many stats: a longer row of stat cards keeps its first ones.
const MAX_STATS = 3
const STAT_JOINER = ' · '
// A table's or figure's caption: "Table 12. Actions, owners and dates", in the eight languages.
const CAPTION = new RegExp(`^(?:${EXHIBIT_NOUN})\\s+\\d+[.:]`, 'iu')
// A caption above a chart names it in an item up to this length.
const MAX_CAPTION = 160

interface Item {
  text: string
  slides: number[]
}

/**
 * The overall summary, reader first, as counts of items rather than a share of characters:
 * - key takeaways (4-8 by the deck's length and density): the deck's point (its summary or conclusion
 *   slide, else its strongest claim), then the headline figures with their labels, then the main risk;
 * - action items (up to 8): every line of the deck's ask, next-steps, decisions and recommendations slides
 *   (owners, amounts and dates kept), then explicit asks and recommendations elsewhere;
 * - strategic insights (2-5): measured statements of trend, comparison, concentration or risk, notes
 *   included, each with a key question only when one can be asked about its own subject and figure.
 * Never an item: frames (cover, agenda, divider, closing), hidden slides, bios, appendices, captions,
 * table headers and any line `furnitureKind` names.
 */
export function buildOverallSummary(
  units: SummaryUnit[],
  passages: Passage[],
  relevance: number[],
  language: Language,
  isDocument = false,
  roles: DeckRole[] = [],
): { overallSummary: OverallSummary; sources: SummarySources } {
  const cues = LANGUAGE_CUES[language]
  // How each line reads as an overall item: a chart as what it shows (once per chart), a row of stat cards
  // as its first few stats. Undefined: never an overall item (a chart's further lines, unreadable figures).
  const phrased = passages.map((passage) => phraseForOverall(passage, language))
  passages.forEach((passage, index) => {
    if (phrased[index] === undefined || !passage.chart || namesSeries(passage.chart.label)) return
    // A chart without a name for its series says what it measures by its slide's title or the caption above
    // it; the caption is then part of the chart's item, not an item of its own.
    const context = chartContext(index, passages, units[passage.unit]!, cues.frameTitle)
    phrased[index] = context?.text ? `${context.text}: ${phrased[index]}` : undefined
    if (context?.caption !== undefined) phrased[context.caption] = undefined
  })
  const vectors = vectorize(passages.map((passage) => passage.tokens))
  const candidate = (index: number, boost = 1) => ({
    index,
    vector: vectors[index]!,
    relevance: relevance[index]! * boost,
  })
  const bioUnits = findBioUnits(units, cues.bioTitle)
  // Until ingest marks roles, a deck's first slide is taken for its cover (a document's first section is content).
  const hasRoles = units.some((unit) => unit.role !== undefined && unit.role !== 'content')
  // A first slide without a title is a cover too: ingest names a cover by its title.
  const isCover = (unit: SummaryUnit) =>
    (!hasRoles || unit.title.trim() === '') && units.length > 3 && unit === units[0] && !isDocument
  const isFrameUnit = (unit: SummaryUnit) =>
    unit.hidden ||
    isCover(unit) ||
    (unit.role !== undefined && unit.role !== 'content') ||
    cues.frameTitle.test(unit.title) ||
    cues.supplementTitle.test(unit.title)
  // What may be an overall item at all: a line a reader acts on, from the deck's own content.
  const isEligibleLine = (passage: Passage, index: number) => {
    const unit = units[passage.unit]!
    const isChart = passage.chart !== undefined
    return (
      phrased[index] !== undefined &&
      !isFrameUnit(unit) &&
      !bioUnits.has(passage.unit) &&
      !passage.isAgenda &&
      !passage.isSupplement &&
      passage.kind !== 'caption' &&
      // A chart's title is an item when it states the chart's finding with its figure.
      (passage.kind !== 'chart-title' ||
        (/[.!]$/.test(passage.brief) &&
          hasMeasure(passage.brief) &&
          isWholeStatement(passage.brief, language))) &&
      passage.table !== 'header' &&
      passage.furniture === undefined &&
      passage.stock < STOCK_SHARE &&
      (isChart || passage.brief.length <= (passage.kind === 'stat' ? MAX_STATS_ITEM : MAX_ITEM)) &&
      !isDebris(passage, index) &&
      // A chart is judged by what its item says, not by the run of points it stands for.
      (isChart || !isEnumeration(passage.brief, language)) &&
      !/https?:\/\/|www\./i.test(passage.text)
    )
  }
  const cellDebris = statsReadFromTable(passages)
  // What no reader takes for a statement, whatever else the deck offers: a table or a chart's labels read as
  // text, a question, a line that trails off ("a big nope….").
  function isDebris(passage: Passage, index: number): boolean {
    const isChart = passage.chart !== undefined
    return (
      cellDebris.has(index) ||
      (!isChart && (isFigureDump(passage) || repeatsItself(passage.brief))) ||
      isTableDebris(passage.brief) ||
      /(?:[?]|…|\.\.\.)\s*\.?$/u.test(passage.brief)
    )
  }
  const lineOk = passages.map(isEligibleLine)
  // Elsewhere than on an action slide (where "Hire 15 field engineers" is an order), a line must read as a
  // statement of its own, or be a figure with its label.
  const eligible = passages.map(
    (passage, index) => lineOk[index]! && (isLabelled(passage) || isWholeStatement(passage.brief, language)),
  )

  // A slide's title is given as context once (two items of one slide under one title read as repeats), unless
  // it names the subject the item lacks.
  const titled = new Set<number>()
  // A table row in the overall summary names its columns: "Practice: $640; 190; 43%" says nothing alone.
  const readable = (index: number) => phrased[index] ?? passages[index]!.brief
  // As the reader reads it: a table row with its column names, a chart as what it shows.
  const packedLength = (index: number) => readable(index).length
  const itemOf = (index: number, text = readable(index)): Item => {
    const unit = units[passages[index]!.unit]!
    // A title's code or section number ("A03:2025 Software Supply Chain Failures", "3.2 Results") is no context.
    const title = unit.title.trim().replace(/^(?:\p{Lu}\d+:\d{4}|\d+(?:\.\d+)*\.?)\s+(?=\p{L})/u, '')
    // A title that is itself a sentence (a section named by its first line) gives no context, only length.
    // A short line says too little alone; a longer one lacks its subject when the title names it ("What
    // happened on Oven 3" over "Cost of the breakdown: £186,000").
    // A line opening with a pronoun ("It was top-ranked…") names its subject only through the title.
    const needsContext =
      ((text.length < SHORT_PASSAGE && !titled.has(passages[index]!.unit)) ||
        cues.anaphor.test(text.replace(/^[^:]{1,30}:\s+/u, '')) ||
        (!cues.summaryTitle.test(title) && namesMissing(title, text, language))) &&
      title &&
      !/[?]$/.test(title) &&
      !cues.frameTitle.test(title) &&
      title.length <= SHORT_TITLE &&
      !/[.!]$/.test(title) &&
      !text.toLowerCase().includes(title.toLowerCase()) &&
      furnitureKind(title, language) === undefined
    const joiner = /[?!.:]$/.test(title) ? ' ' : text.includes(': ') ? ' — ' : ': '
    if (needsContext) titled.add(passages[index]!.unit)
    return { text: needsContext ? `${title}${joiner}${text}` : text, slides: unit.pages }
  }

  // The deck's point leads the takeaways (issue 24, item 2).
  const point = statePoint(passages, units, roles, (index) => lineOk[index]!, language)

  // Action items first: lines on action slides are the deck's asks whatever their wording.
  const actionSlides = new Set(
    units.flatMap((unit, index) => (!isFrameUnit(unit) && cues.actionTitle.test(unit.title) ? [index] : [])),
  )
  const actionIndices: number[] = []
  const actionTexts = new Map<number, string>()
  passages.forEach((passage, index) => {
    if (!actionSlides.has(passage.unit) || passage.fromNotes || !lineOk[index]) return
    if (/^\p{Ll}/u.test(passage.brief.trim()) || /[,;:(–-]$/u.test(passage.brief.trim())) return
    if (passage.isAgenda || passage.isQuestion || passage.table === 'header' || passage.tokens.length < 2)
      return
    // A table's caption or a header row the layout left as text ("Action | Owner | Date") is no action.
    if (passage.kind === 'caption' || CAPTION.test(passage.brief) || / \| /.test(passage.brief)) return
    // "Aligned System" is a heading on the slide; an action names what is done (three words, or a figure).
    if (passage.brief.split(/\s+/).length < 3 && passage.figures === 0) return
    // The ask's facts (its amount, use of funds, runway, milestones) are what it rests on, not actions.
    if (roles[passage.unit] === 'ask' && passage.table === undefined && isStatedFact(passage.brief, language))
      return
    // A next-steps row as "step: owner; date", the column names left out (the row reads without them).
    const text = passage.brief
    actionTexts.set(index, text.length <= MAX_ACTION_LINE ? text : cutToClause(text))
    actionIndices.push(index)
  })
  // Elsewhere an action must say so (an ask, a recommendation, a decision, an obligation early in the
  // sentence): a line that merely opens with a verb is a description.
  const explicit = passages.flatMap((passage, index) => {
    // The cue must be more than a modal verb: "should it become available" describes, "we recommend" asks.
    // An obligation with a time limit asks too ("all pool data should be updated within 7 days of the review").
    const withoutModals = passage.text.replace(new RegExp(cues.modal.source, 'giu'), ' ')
    const datedObligation = splitSentences(passage.brief, language).find(
      (sentence) => isObligation(sentence, language) && hasTimeLimit(sentence),
    )
    const isDatedObligation = datedObligation !== undefined
    if (actionSlides.has(passage.unit) || !eligible[index]) return []
    if (!cues.action.test(withoutModals) && !isDatedObligation) return []
    // A row of stat cards reports figures ("Forsinkelse: 7 uker (hentes inn innen desember)"); it asks nothing.
    if (passage.fromNotes || passage.isQuestion || passage.kind === 'stat') return []
    // "Staff survey: 78% would recommend Pebblestack" reports what people answered; an ask opens otherwise.
    if (/^(?:[^:]{1,60}:\s*)?[-+−]?\d[\d.,]*\s?%/u.test(passage.brief)) return []
    const clause = datedObligation
      ? cutActionClause(datedObligation, language, true)
      : cutActionClause(passage.brief, language, false)
    if (!clause || !isWholeStatement(clause, language) || tokenize(clause, language).length < 3) return []
    actionTexts.set(index, clause)
    return [candidate(index)]
  })
  for (const pick of selectDiverse(explicit, MAX_ACTIONS, { duplicateAbove: 0.6 })) {
    if (actionIndices.length >= MAX_ACTIONS) break
    actionIndices.push(explicit[pick]!.index)
  }
  const actions = actionIndices.slice(0, MAX_ACTIONS).sort((a, b) => a - b)
  const taken = new Set(actions)

  // Takeaways: the point, the headline figures, the main risk.
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
  const takeawayCount = countFor(MIN_TAKEAWAYS, MAX_TAKEAWAYS, 1.2, 4000)
  // A report's main findings already open its takeaways: its insights stay few, within a tenth of its length.
  const insightCount = isDocument ? MIN_INSIGHTS : countFor(MIN_INSIGHTS, MAX_INSIGHTS, 6, 6000)
  const takeaways: number[] = []
  const perUnit = new Map<number, number>()
  const take = (index: number) => {
    takeaways.push(index)
    taken.add(index)
    perUnit.set(passages[index]!.unit, (perUnit.get(passages[index]!.unit) ?? 0) + 1)
  }
  for (const index of point?.indices ?? []) taken.add(index)
  const pointUnits = units.flatMap((unit, index) =>
    !isFrameUnit(unit) && cues.summaryTitle.test(unit.title) ? [index] : [],
  )
  // The deck's point: the best lines of its summary or conclusion slide.
  const pointPool = passages.flatMap((passage, index) =>
    pointUnits.includes(passage.unit) &&
    // A table's rows are its figures, not the deck's point ("Q2 P&L summary" is a table).
    passage.table === undefined &&
    eligible[index] &&
    !passage.fromNotes &&
    !passage.isQuestion &&
    !taken.has(index)
      ? [candidate(index, weightOf(passage))]
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

  // The headline figures: labelled measures, one slide each before a second line of one slide.
  const figurePool = passages.flatMap((passage, index) =>
    eligible[index] &&
    !taken.has(index) &&
    !passage.isQuestion &&
    !passage.isAction &&
    hasMeasure(passage.brief)
      ? [candidate(index, weightOf(passage) * (passage.fromNotes ? 0.5 : 1))]
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
  const figureSlots = takeawayCount - takeaways.length - (risk === undefined ? 0 : 1)
  const rankedFigures = selectDiverse(figurePool, figurePool.length, { duplicateAbove: 0.7 }).map(
    (i) => figurePool[i]!.index,
  )
  // A headline figure brings the next best figure of its slide along when both fit in one item: a slide's
  // figures are read together (plan and actual, the stat and its trend), and the list stays short.
  const companions = new Map<number, number[]>()
  for (const cap of [1, 2]) {
    for (const index of rankedFigures) {
      if (takeaways.length >= takeawayCount - (risk === undefined ? 0 : 1) || figureSlots <= 0) break
      if (taken.has(index) || (perUnit.get(passages[index]!.unit) ?? 0) >= cap) continue
      take(index)
      const passage = passages[index]!
      const companion = rankedFigures.find(
        (other) =>
          !taken.has(other) &&
          passages[other]!.unit === passage.unit &&
          passages[other]!.fromNotes === passage.fromNotes &&
          statsIn(passages[index]!, readable(index)) + statsIn(passages[other]!, readable(other)) <=
            MAX_STATS &&
          packedLength(index) + packedLength(other) <= MAX_PACKED,
      )
      if (companion !== undefined) {
        companions.set(index, [companion])
        taken.add(companion)
      }
    }
  }
  // A deck with few figures fills its takeaways with its best plain statements.
  if (takeaways.length < takeawayCount - (risk === undefined ? 0 : 1)) {
    const plainPool = passages.flatMap((passage, index) =>
      eligible[index] && !taken.has(index) && !passage.isQuestion && !passage.fromNotes && !passage.isAction
        ? [candidate(index, Math.min(1, 80 / passage.brief.length))]
        : [],
    )
    for (const pick of selectDiverse(plainPool, plainPool.length, { duplicateAbove: 0.6 })) {
      if (takeaways.length >= takeawayCount - (risk === undefined ? 0 : 1)) break
      const index = plainPool[pick]!.index
      if ((perUnit.get(passages[index]!.unit) ?? 0) >= 2 || taken.has(index)) continue
      take(index)
    }
  }
  if (risk !== undefined && !taken.has(riskPool[risk]!.index)) take(riskPool[risk]!.index)
  // A deck of forms and headings: its longer clean lines (five words or more) make up three takeaways.
  if (takeaways.length < MIN_TAKEAWAYS - 1) {
    const formPool = passages.flatMap((passage, index) =>
      lineOk[index] &&
      !taken.has(index) &&
      !passage.fromNotes &&
      !passage.isAction &&
      !passage.isQuestion &&
      passage.brief.split(/\s+/).length >= 4 &&
      /^[\p{Lu}\p{N}]/u.test(passage.brief) &&
      (isLabelled(passage) || isWholeStatement(passage.brief, language))
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
      (isLabelled(passage) || isWholeStatement(passage.brief, language)) &&
      !isDebris(passage, index) &&
      !passage.isAgenda &&
      !passage.isQuestion &&
      (passage.furniture === undefined || passage.furniture === 'list-label') &&
      passage.tokens.length >= 2
        ? [candidate(index)]
        : [],
    )
    for (const pick of selectDiverse(lastResort, MIN_TAKEAWAYS - 1)) take(lastResort[pick]!.index)
  }

  // Insights: what the measured statements not yet taken say about trend, comparison, money, market or risk,
  // and first what the speaker adds to a slide's figures ("Excluding Oven 3, plant OEE was 73.1%"): the
  // context a number needs, which the slide itself does not give.
  const addsToSlide = notesAddingFigures(passages)
  const insightPool = passages.flatMap((passage, index) =>
    eligible[index] &&
    !taken.has(index) &&
    !passage.isQuestion &&
    !passage.isAction &&
    hasMeasure(passage.brief) &&
    (passage.insightKind !== undefined || addsToSlide.has(index))
      ? [candidate(index, passage.fromNotes ? 0.9 : 1)]
      : [],
  )
  const insights: number[] = []
  const insightUnits = new Map<number, number>()
  // The speaker's best context for a figure leads; the rest follow by relevance and diversity.
  const ranked = selectDiverse(insightPool, insightPool.length, { duplicateAbove: 0.7 }).map(
    (pick) => insightPool[pick]!.index,
  )
  const context = ranked.find((index) => addsToSlide.has(index))
  // It comes in addition: the deck's own measured statements keep their places.
  const insightLimit = Math.min(MAX_INSIGHTS, insightCount + (context === undefined ? 0 : 1))
  for (const index of context === undefined ? ranked : [context, ...ranked.filter((at) => at !== context)]) {
    if (insights.length >= insightLimit) break
    const unit = passages[index]!.unit
    if ((insightUnits.get(unit) ?? 0) >= 1) continue
    insightUnits.set(unit, 1)
    insights.push(index)
  }
  // Fewer than two: any measured statement left, then any labelled figure.
  if (insights.length < MIN_INSIGHTS) {
    for (const index of rankedFigures) {
      if (insights.length >= MIN_INSIGHTS) break
      if (!taken.has(index) && !insights.includes(index)) insights.push(index)
    }
  }

  // A short deck's only measured statements may all be takeaways already: they are its insights too.
  if (insights.length < MIN_INSIGHTS) {
    for (const index of takeaways) {
      if (insights.length >= MIN_INSIGHTS) break
      const passage = passages[index]!
      if (
        hasMeasure(passage.brief) &&
        passage.insightKind !== undefined &&
        !passage.isAction &&
        !insights.includes(index)
      )
        insights.push(index)
    }
  }

  const questionsAsked = new Set<string>()
  const withQuestions = insights.map((index) => {
    const question = askAbout(index, passages, units, language, questionsAsked)
    if (question) questionsAsked.add(question.text)
    return { index, question }
  })
  // keyQuestions[i] belongs to strategicInsights[i]: insights with a question come first.
  withQuestions.sort((a, b) => Number(!a.question) - Number(!b.question))

  // The headline figure the point states is not stated again in its row of stats.
  const withoutPointFigure = (item: Item): Item =>
    point?.figure === undefined
      ? item
      : {
          ...item,
          text: item.text
            .split(STAT_JOINER)
            .filter((part) => part.trim() !== point.figure)
            .join(STAT_JOINER),
        }
  const takeawayItems = withoutRepeats(
    [
      ...(point ? [{ text: point.text, slides: point.slides }] : []),
      ...takeaways.map((index) => {
        const item = takeawayItem(index)
        return item.text.includes(STAT_JOINER) ? withoutPointFigure(item) : item
      }),
    ],
    language,
  ).filter((item) => item.text.trim() !== '')
  function takeawayItem(index: number): Item {
    const packed = [index, ...(companions.get(index) ?? [])].sort((a, b) => a - b)
    return packed.length === 1
      ? itemOf(index)
      : itemOf(packed[0]!, packed.map((at) => readable(at).trim().replace(/[.;]$/, '')).join('; '))
  }
  // An action slide's title ("Next steps") adds nothing to the action: the item is the action itself.
  const actionItems = actions.map((index) =>
    actionSlides.has(passages[index]!.unit)
      ? { text: actionTexts.get(index)!, slides: units[passages[index]!.unit]!.pages }
      : itemOf(index, actionTexts.get(index)),
  )
  // A row of more than three stat cards taken as a takeaway states its first three: the rest stand as an
  // insight of their own, up to the most insights an overall summary has (no question: it would be the row's).
  const restOfRows = takeaways.flatMap((index) => {
    const passage = passages[index]!
    if (passage.kind !== 'stat' || passage.chart) return []
    const rest = passage.brief.split(STAT_JOINER).slice(MAX_STATS)
    return rest.length > 0 ? [itemOf(index, rest.join(STAT_JOINER))] : []
  })
  const stated = new Set<string>()
  const restatesFigures = (item: Item) => {
    const measures = [...measuresOf(item.text)]
    const known = measures.filter((figure) => stated.has(figure)).length
    for (const figure of measures) stated.add(figure)
    // One bare figure ("7 weeks late" after "years 1 to 7") is too weak a sign of a repeat.
    return measures.length > 1 && known === measures.length
  }
  // An item whose every figure an earlier item has stated repeats it for a reader with a minute ("ARR: 7,9 Mio. €
  // · Aktive Betriebe: 8.600", then "Im Quartal erreichte der ARR 7,9 Mio. € bei 8.600 aktiven Betrieben").
  const keptTakeaways = takeawayItems.filter((item) => !restatesFigures(item)).slice(0, MAX_TAKEAWAYS)
  for (const item of actionItems) restatesFigures(item)
  // A short deck's takeaway taken again as its insight (see above) is meant to be there.
  const keptInsights = withQuestions
    .map((insight) => ({ ...insight, item: itemOf(insight.index) }))
    .filter(
      ({ index, item }) =>
        !restatesFigures(item) ||
        keptTakeaways.some((kept) => kept.text === item.text || kept.text.endsWith(readable(index))),
    )
  const insightItems = [
    ...keptInsights.map(({ item }) => item),
    ...restOfRows
      .filter((item) => !restatesFigures(item))
      .slice(0, Math.max(0, MAX_INSIGHTS - keptInsights.length)),
  ]
  const questionItems = keptInsights.flatMap(({ question }) => (question ? [question] : []))
  return {
    overallSummary: {
      keyTakeaways: keptTakeaways.map((item) => item.text),
      actionItems: actionItems.map((item) => item.text),
      strategicInsights: insightItems.map((item) => item.text),
      keyQuestions: questionItems.map((item) => item.text),
    },
    sources: {
      keyTakeaways: keptTakeaways.map((item) => item.slides),
      actionItems: actionItems.map((item) => item.slides),
      strategicInsights: insightItems.map((item) => item.slides),
      keyQuestions: questionItems.map((item) => item.slides),
    },
  }
}

/**
 * A line as an overall item states it, or undefined when it cannot be one: a chart says what it shows (its
 * first line only: one item per chart), a row of stat cards keeps its first `MAX_STATS` stats, a table row
 * names its columns. A figure with more than three decimals or a stat whose value is a bare list marker
 * ("Peers: 4.") is no figure a reader takes away, and is never rounded (the rounded figure is not in the source).
 */
function phraseForOverall(passage: Passage, language: Language): string | undefined {
  if (passage.chart) return passage.chart.first ? describeChart(passage.chart, language) : undefined
  if (hasRawPrecision(passage.brief)) return undefined
  if (passage.kind === 'stat' || passage.kind === 'chart') {
    const parts = passage.brief.split(STAT_JOINER)
    if (parts.some((part) => /:\s*\d{1,3}\.$/.test(part.trim()))) return undefined
    return parts.slice(0, MAX_STATS).join(STAT_JOINER)
  }
  return passage.table === 'row' ? passage.text : passage.brief
}

/**
 * What a chart without a series name measures: its slide's title when that is a short name, else the short
 * caption line just above its points ("Percentage Non-Hispanic White … in 2009."), with that line's index.
 * Undefined when neither exists.
 */
function chartContext(
  index: number,
  passages: Passage[],
  unit: SummaryUnit,
  frameTitle: RegExp,
): { text: string; caption?: number } | undefined {
  const title = unit.title.trim()
  if (title && title.length <= MAX_LABEL && !/[?!]$/.test(title) && !frameTitle.test(title))
    return { text: title }
  for (let at = index - 1; at >= 0 && passages[at]!.unit === passages[index]!.unit; at -= 1) {
    const before = passages[at]!
    if (before.chart || before.kind === 'stat' || before.table !== undefined) continue
    const caption = before.brief.trim().replace(/[.:]$/, '')
    if (before.fromNotes || before.furniture !== undefined) return undefined
    // A caption too long to name the chart still belongs to it: neither is an item then.
    return caption.length > 0 && caption.length <= MAX_CAPTION
      ? { text: caption, caption: at }
      : { text: '', caption: at }
  }
  return undefined
}

// Two items sharing this share of their content words (Jaccard) say the same thing.
const REPEAT = 0.6

/**
 * The items without one that repeats an earlier one as written (a slide's title put before a line can make
 * it read as the notes' version of the same point).
 */
function withoutRepeats(items: Item[], language: Language): Item[] {
  const kept: { item: Item; words: Set<string> }[] = []
  for (const item of items) {
    const words = new Set(tokenize(item.text, language))
    const repeats = kept.some(({ words: other }) => {
      const shared = [...words].filter((word) => other.has(word)).length
      return shared / (words.size + other.size - shared || 1) >= REPEAT
    })
    if (!repeats) kept.push({ item, words })
  }
  return kept.map(({ item }) => item)
}

// A dated statement is a point when it says this much ("Cinderfall, our new title, moves from November 2026 to March 2027").
const POINT_WORDS = 6

function isPointLine(passage: Passage): boolean {
  return hasMeasure(passage.brief) || (passage.figures > 0 && passage.tokens.length >= POINT_WORDS)
}

/**
 * Whether a title names something the line does not: a name after its first word ("Oven 3", "Harbourmaster"),
 * a code or an acronym, or the subject before a colon ("Cinderfall: why launch moves"). German
 * capitalises every noun, so there only codes, acronyms and the subject before a colon count.
 */
function namesMissing(title: string, text: string, language: Language): boolean {
  const words = title.split(/\s+/)
  const names = words.flatMap((word, at) => {
    const bare = word.replace(/[:,.;!?()]+$/u, '').replace(/^\(/u, '')
    // A code has letters and digits ("Q2", "A01"); a bare number is a year or a section's number, no name.
    const isCode =
      (/\d/.test(bare) && /\p{L}/u.test(bare)) ||
      (bare.length > 1 && bare === bare.toUpperCase() && /^\p{L}+$/u.test(bare))
    const isSubject = at === 0 && word.endsWith(':')
    const isName =
      at > 0 && language !== 'de' && /^\p{Lu}/u.test(bare) && !isStopWord(bare.toLowerCase(), language)
    return isCode || isSubject || isName ? [bare] : []
  })
  return names.some((name) => !text.includes(name))
}

/**
 * How many stats an overall item joins: a row of stat cards counts each card, a chart or a "label: value"
 * line one, a sentence none (it states its figure in words).
 */
function statsIn(passage: Passage, text: string): number {
  if (passage.kind === 'stat') return text.split(STAT_JOINER).length
  return passage.kind === 'chart' || LABEL_VALUE.test(text) ? 1 : 0
}

/** How much a line tells a reader: labelled figures (stats, rows, chart points) most, then any figure. */
function weightOf(passage: Passage): number {
  // A date is no headline figure ("failed on 9 October and again on 17 October" measures nothing), and a
  // table row's plan, actual and variance measure one thing. Money is what most readers act on.
  const measures = countMeasures(passage.brief)
  const figures = passage.table === 'row' ? Math.min(measures, 1) : Math.min(measures, 6)
  const money = MONEY.test(passage.brief) ? 1.3 : 1
  // Stat cards are a deck's headline figures; a chart's points repeat one series; a long sentence must be worth its length.
  const kind = passage.kind === 'stat' ? 1.8 : passage.kind === 'chart' ? 0.8 : isLabelled(passage) ? 1.3 : 1
  const brevity = passage.kind === 'stat' ? 1 : Math.min(1, 120 / Math.max(40, passage.brief.length))
  return (1 + 0.5 * figures) * kind * brevity * money
}

// An amount of money: a currency sign or code beside a figure ("£186,000", "2,84 M€", "kr 41 000", "USD 5m").
const MONEY =
  /[$€£¥]\s?\d|\d[\d.,]*\s?(?:[kKM]?€|(?:kr|NOK|EUR|USD|GBP|CHF)\b)|\b(?:kr|NOK|EUR|USD|GBP|CHF)\.?\s?\d/u

/** A figure with the words that give it its meaning, by the slide model's type or by its "label: value" form. */
function isLabelled(passage: Passage): boolean {
  if (passage.figures === 0) return false
  if (passage.kind === 'stat' || passage.kind === 'chart') return true
  // The figure stands in the value: "(PreK-18): Community" labels a word with a figure, it measures nothing.
  // A cardinality ("Business Logic: 1...n") is no figure either.
  const value = passage.brief.slice(passage.brief.indexOf(':') + 1).replace(CARDINALITY, '')
  return LABEL_VALUE.test(passage.brief) && /\d/.test(value)
}

// "Label: value": a label with letters, not ending in a figure ("Feb. 1, 15:01" is a time, not a label).
const LABEL_VALUE = /^[^:]*\p{L}[^:]{1,78}(?<![\d.])\s*:\s+\S/u

/**
 * A run of figures with hardly a word between them (a rate table's row, "Payroll Period: 101 · 76 · 59 ·
 * 43 · 27"): no reader takes it away from an overall summary.
 */
function isFigureDump(passage: Passage): boolean {
  const words = passage.brief.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length
  if (passage.figures >= 5 && words < passage.figures) return true
  // Three amounts side by side with no word between them are a table's cells read as a line ("Riduzione scorte
  // in 12 mesi 3,0 M€ 5,7 M€ 1,5 M€"); a sentence lists figures with words or commas between them.
  // French and Norwegian group thousands with a space: "1 250 000 €" is one amount.
  if (ADJACENT_FIGURES.test(passage.brief.replace(/(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))/gu, ''))) return true
  // A stat whose label holds figures of its own or a second label is a chart's labels read into it
  // ("14,8 • Cassa liberata: 5,7 milioni di: 13,2 euro").
  return (
    passage.kind === 'stat' &&
    passage.brief.split(STAT_JOINER).some((part) => {
      const label = part.slice(0, Math.max(0, part.indexOf(': ')))
      const colons = part.replace(/\([^)]*\)/gu, '').split(': ').length - 1
      return colons > 1 || /[•▪●]/u.test(label) || countFigures(label) >= 2
    })
  )
}

const AMOUNT = String.raw`[-+−]?(?:[$€£¥]\s?)?\d[\d.,]*(?:\s?(?:%|(?:mio\.?|mrd\.?|mln|bn|[km])?\s?[$€£¥]|(?:mio\.?|mrd\.?|mln|bn|[kmb])(?!\p{L})))?`
const ADJACENT_FIGURES = new RegExp(`(?<![\\p{L}\\p{N}])${AMOUNT}(?:\\s+${AMOUNT}){2}(?![\\p{N}])`, 'iu')

// Stat cards have labels of their own: one label on this many "stats" of a slide is a table read cell by cell.
const REPEATED_LABEL = 3

/**
 * The lines of a slide whose "stats" are a table's cells read as label and value ("approach: 5", "approach: 7",
 * "approac: 7", "sec: 6"): a slide where a label, or the start of one, is shared by several stats.
 */
function statsReadFromTable(passages: Passage[]): Set<number> {
  const labelsOfUnit = new Map<number, string[]>()
  for (const passage of passages) {
    if (passage.kind !== 'stat') continue
    const labels = passage.brief.split(STAT_JOINER).map((part) =>
      part
        .slice(0, Math.max(0, part.indexOf(': ')))
        .trim()
        .toLowerCase(),
    )
    labelsOfUnit.set(passage.unit, [...(labelsOfUnit.get(passage.unit) ?? []), ...labels])
  }
  const debris = new Set<number>()
  for (const [unit, labels] of labelsOfUnit) {
    const shared = (label: string) =>
      labels.filter((other) => other.startsWith(label) || label.startsWith(other)).length
    // Once a slide's stats are found to be a table's cells, nothing read from that slide is trusted as an item.
    if (labels.some((label) => label !== '' && shared(label) >= REPEATED_LABEL)) debris.add(unit)
  }
  return new Set(passages.flatMap((passage, index) => (debris.has(passage.unit) ? [index] : [])))
}

const REPEATED_RUN = 4

/**
 * A line that says the same words twice ("Number of counterparties 0.2 Number of counterparties 0.2: 30"):
 * a chart's axis labels read as text, not a statement.
 */
function repeatsItself(text: string): boolean {
  // Four words with their figures: "milioni di euro" may well come twice in one sentence.
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '')
  const seen = new Set<string>()
  for (let at = 0; at + REPEATED_RUN <= words.length; at += 1) {
    const run = words.slice(at, at + REPEATED_RUN).join(' ')
    if (seen.has(run)) return true
    seen.add(run)
  }
  return false
}

/**
 * Slides about people: a team, speaker or "about me" slide, or a slide titled with a name that the cover
 * also names (the speaker's bio). Their lines describe people, not the deck's findings.
 */
function findBioUnits(units: SummaryUnit[], bioTitle: RegExp): Set<number> {
  const bios = new Set<number>()
  // The cover names the speaker; an agenda naming "Nächste Schritte" names no one.
  const coverUnit = units.find((unit) => unit.role === 'cover') ?? units[0]
  const cover = coverUnit ? `${coverUnit.title}\n${coverUnit.text}` : ''
  units.forEach((unit, index) => {
    const title = unit.title.trim()
    const isName = /^\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){1,2}$/u.test(title)
    if (bioTitle.test(title) || (units[index] !== coverUnit && isName && cover.includes(title)))
      bios.add(index)
  })
  return bios
}

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
