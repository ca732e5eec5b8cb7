import type { Document, SlideSummary, Summary } from '../../shared'
import { checkFaithfulness } from '../check-faithfulness'
import { groupSections } from '../group-sections'
import { keepLabelled } from '../keep-labelled'
import type { SummarizeOptions } from '../summary-provider'
import { buildOverallSummary } from './build-overall-summary'
import { readAsStatements } from './read-as-statements'
import { collectPassages, type SummaryUnit } from './collect-passages'
import { computeInsights } from './compute-insights'
import { addQuestions, ensureAQuestion } from './ensure-a-question'
import { askFromLines } from './ask-from-lines'
import { askFromStatements, stateRankRelations } from './ask-from-statements'
import { askWhereItBreaksEven } from './ask-where-it-breaks-even'
import { askWhatItRestsOn } from './ask-what-it-rests-on'
import { askWhatARuleLeavesOpen } from './ask-what-a-rule-leaves-open'
import { askWhatTheReserveCovers } from './ask-what-the-reserve-covers'
import { askWhatAConditionHolds, askWhatItAssumes } from './ask-what-it-assumes'
import { askAboutPace } from './ask-about-pace'
import { askAboutRisk } from './ask-about-risk'
import { askAboutTradeOff } from './ask-about-trade-off'
import { askNamedQuestion } from './ask-named-question'
import { askOpenQuestion } from './ask-open-question'
import { askTheDecksOwnQuestions } from './ask-the-decks-own-questions'
import { askWhatTheGenreExpects } from './ask-what-the-genre-expects'
import { askOfContrasts } from './ask-about-a-contrast'
import { denseLimit, fitWordBudget, wordBudget } from './fit-word-budget'
import { mergeComputedInsights } from './merge-computed-insights'
import { phraseStatStrips } from './phrase-stat-strips'
import { readArgumentFigures, withCaseOfTheAsk } from './argument-figures'
import { askWhatIsMissing, type Gap } from './ask-what-is-missing'
import { askWhatIsDiscussed } from './ask-what-is-discussed'
import { readAsks } from './relate-question'
import { pickForSlides } from './pick-for-slides'
import { readAgendaSections } from './read-agenda-sections'
import { readDeckStructure } from './read-deck-structure'
import { compareParallelLines } from './compare-parallel-lines'
import { compareAlternatives } from './compare-alternatives'
import { compareChosenOption } from './compare-chosen-option'
import { withWhyNow } from './why-now'
import { compareResultRows } from './compare-result-rows'
import { nameTheFinancedAmount } from './name-the-financed-amount'
import { followOnLines } from './follow-on-lines'
import { figureAgainstAction } from './figure-against-action'
import { costAgainstMeasure, joinCostTakeaway } from './cost-against-measure'
import { relateFigures } from './relate-figures'
import { weighAskAgainstCash } from './weigh-ask-against-cash'
import { setDrawnLabelsApart, setPlacedLabelsApart } from './read-drawn-labels'
import { sectionUnits } from './section-units'
import { splitAtNextHeading } from './split-at-next-heading'
import { scorePassages } from './score-passages'
import { DECK_WORDS } from './deck-words'
import { summarizeUnit } from './summarize-unit'
import { isTalk } from './is-talk'

/**
 * The offline summariser: extractive, so every word (and so every figure) it writes stands on the slide
 * it cites, except the fixed labels and question templates of the document's language, which hold no digits.
 */
export function summarizeLocally(document: Document, options: SummarizeOptions): Summary {
  const language = document.language
  const isDocument = options.documentType === 'document'
  const { units, passages, relevance, overall, argues } = readDocument(document, options.documentType)

  const agendaEntries = readAgendaSections(units, passages, language)
  const picked = pickForSlides(passages, relevance, units, language, isDocument, agendaEntries, argues)

  const slideBySlide: SlideSummary[] = []
  units.forEach((unit, index) => {
    options.signal?.throwIfAborted()
    slideBySlide.push(summarizeUnit(unit, picked.get(index) ?? [], language, isDocument))
    options.onProgress?.({ done: index + 1, total: units.length })
  })

  const draft = keepLabelled({ slideBySlide, ...overall }, document)
  return {
    ...draft,
    faithfulness: checkFaithfulness(draft, document),
    language,
    provider: 'local',
    warnings: [],
  }
}

/** A fact the local pass found, with the slides (or pages) it stands on: grounding for an LLM's overall summary. */
export interface CandidateFact {
  text: string
  slides: number[]
}

// Facts handed to an LLM: enough to cover a deck's stats and tables, few enough to keep the prompt short.
const MAX_GROUNDING_FACTS = 24

/**
 * The local pass's candidate facts, for a model that may drop or garble them: the figures with their labels
 * (stats, chart points, table rows such as plan against actual) and the deck's stated actions with their
 * owners and dates, as the local overall summary would take them.
 */
export function candidateFacts(
  document: Document,
  documentType: SummarizeOptions['documentType'],
): { facts: CandidateFact[]; actions: CandidateFact[] } {
  const { units, passages, relevance, overall } = readDocument(document, documentType)
  const labelled = passages
    .map((passage, index) => ({ passage, index }))
    .filter(
      ({ passage }) =>
        passage.figures > 0 &&
        !units[passage.unit]!.hidden &&
        passage.furniture === undefined &&
        passage.table !== 'header' &&
        (passage.kind === 'stat' ||
          passage.kind === 'chart' ||
          passage.table === 'row' ||
          /\p{L}: /u.test(passage.brief)),
    )
    .sort((a, b) => relevance[b.index]! - relevance[a.index]! || a.index - b.index)
    .slice(0, MAX_GROUNDING_FACTS)
    .sort((a, b) => a.index - b.index)
  return {
    facts: labelled.map(({ passage }) => ({ text: passage.text, slides: units[passage.unit]!.pages })),
    actions: overall.overallSummary.actionItems.map((text, index) => ({
      text,
      slides: overall.sources.actionItems[index] ?? [],
    })),
  }
}

/** What both the summary and the LLM's grounding start from: the units, their passages ranked, the overall summary. */
function readDocument(document: Document, documentType: SummarizeOptions['documentType']) {
  const language = document.language
  const units = toUnits(document, documentType)
  const passages = collectPassages(units, language)
  const relevance = scorePassages(passages, units, language)
  // Each unit's role: a slide's own, a section's that of its first page.
  const structure = readDeckStructure(document)
  const roleOf = new Map(structure.roles.map(({ slideNumber, role }) => [slideNumber, role]))
  const roles = units.map((unit) => roleOf.get(unit.number) ?? 'content')
  const stated = buildOverallSummary(
    units,
    passages,
    relevance,
    language,
    documentType === 'document',
    roles,
    documentType !== 'document' && isTalk(structure),
    structure.genre,
  )
  // The deck's own relations (a figure and its cause, assumption or comparison) lead the computed ones.
  const point = stated.overallSummary.keyTakeaways[0]
  // An illustration's figures (an example deal, a sample report) are no insight or question of the deck's.
  const illustrations = new Set(
    units.flatMap((unit, index) => (roles[index] === 'illustration' ? unit.pages : [])),
  )
  const isOwn = (slides: number[] | undefined) =>
    slides === undefined || slides.length === 0 || slides.some((slide) => !illustrations.has(slide))
  const insights = [
    ...relateFigures(units, roles, language, point),
    ...compareParallelLines(units, roles, language),
    ...compareResultRows(units, roles, language),
    ...compareAlternatives(units, roles, language),
    ...compareChosenOption(units, roles, language),
    ...followOnLines(units, roles, language),
    ...figureAgainstAction(units, roles, language),
    ...computeInsights(units, roles, language),
    ...weighAskAgainstCash(
      units,
      roles,
      language,
      stated.overallSummary.actionItems,
      stated.sources.actionItems,
    ),
  ].filter((insight) => isOwn(insight.slides))
  // A ranking's stated relations (a rank and its reason, a rank that moved) are insights with their question.
  const rankRelations: Gap[] = stateRankRelations(units, language).map(({ finding, question }) => ({
    finding,
    question: question.text,
    slides: question.slides,
  }))
  const budget = wordBudget(units.length, documentType === 'document')
  // The figures that carry the point's case (its cost, payback, total) yield to the budget last (decision 099).
  const argumentLines = readArgumentFigures(passages, units, point, language)
  const argument = [...argumentLines].map((index) => passages[index]!.brief)
  const carriesArgument = (text: string) => argument.some((brief) => text.includes(brief))
  const compose = (base: typeof stated, computed: typeof insights) => {
    const merged = mergeComputedInsights(
      base,
      computed,
      language,
      askWhatIsMissing(document, structure, base.overallSummary.actionItems),
      [
        ...askWhatIsDiscussed(
          units,
          roles,
          language,
          readAsks(base.overallSummary.actionItems, base.sources.actionItems),
        ),
        ...rankRelations,
      ].filter((gap) => isOwn(gap.slides) && isOwn(gap.questionSlides)),
      units,
    )
    if (point !== undefined && merged.overallSummary.keyTakeaways[0] === point) {
      const beside = withCaseOfTheAsk(point, passages, argumentLines, language)
      merged.overallSummary.keyTakeaways[0] = beside.text
      if (beside.index !== undefined)
        merged.sources.keyTakeaways[0] = [
          ...new Set([
            ...(merged.sources.keyTakeaways[0] ?? []),
            ...units[passages[beside.index]!.unit]!.pages,
          ]),
        ]
      // The date that forces a recommendation's choice stands beside it (decision 201).
      const now = withWhyNow(merged.overallSummary.keyTakeaways[0], units, roles, language)
      merged.overallSummary.keyTakeaways[0] = now.text
      if (now.pages !== undefined)
        merged.sources.keyTakeaways[0] = [
          ...new Set([...(merged.sources.keyTakeaways[0] ?? []), ...now.pages]),
        ]
    }
    // A question asked only so that the insights have one comes after the cut: it takes the place of insights that
    // have none, never of a headline figure. The line financing an asked amount names it (decision 175).
    return ensureAQuestion(
      fitWordBudget(nameTheFinancedAmount(merged, units, language), budget, carriesArgument),
      language,
      denseLimit(budget),
      units,
    )
  }
  const plain = compose(stated, insights)
  // A cost against the measure that would have reduced it (decision 100) joins the takeaway stating the cost, or
  // is an insight of its own. It takes the place of the weakest item the budget cuts, never of an insight the
  // deck states: when it would push one out, the summary goes without it.
  const costs = costAgainstMeasure(units, roles, language).filter((relation) => isOwn(relation.slides))
  const joined = structuredClone(stated)
  const separate = costs.filter((relation) => !joinCostTakeaway(joined, relation))
  const withCosts = costs.length > 0 ? compose(joined, [...insights, ...separate]) : plain
  const chosen = plain.overallSummary.strategicInsights.every((text) =>
    withCosts.overallSummary.strategicInsights.includes(text),
  )
    ? withCosts
    : plain
  // The questions the deck's lines ground come last, within the budget: an illustration's lines ask nothing.
  const own = units.filter((_, index) => roles[index] !== 'illustration')
  // The deck's own open question comes first (decision 160): the team says what it does not know yet.
  const questions = [
    ...askOpenQuestion(own, language),
    ...askTheDecksOwnQuestions(own, language),
    ...askWhatItRestsOn(own, language),
    ...askWhereItBreaksEven(own, language),
    ...askWhatItAssumes(own, language),
    ...askWhatAConditionHolds(own, language),
    ...askAboutPace(own, language),
    ...askAboutTradeOff(units, roles, language),
    ...askAboutRisk(own, language),
    ...askWhatTheReserveCovers(own, language),
    ...askNamedQuestion(own, language),
    ...askWhatTheGenreExpects(own, language),
    ...askFromLines(own, language),
    ...askFromStatements(own, language),
    ...askWhatARuleLeavesOpen(own, language),
  ]
  const asked = addQuestions(chosen, questions, budget)
  // An insight still without a question that states one measure with two amounts asks what explains the gap, within
  // the budget (decision 151). A summary with insights has a question (issue 24, Deliver 4): when the deck grounded
  // none, that question is sharp, and may take the words of debris or of an insight that has none.
  const fitted = addQuestions(
    asked,
    askOfContrasts(asked, language, asked.overallSummary.keyQuestions.length === 0),
    budget,
  )
  // Stat strips read as lists last: every stage before reads a strip's cards by their joiner.
  const overall = readAsStatements(phraseStatStrips(fitted, language), language)
  // An essay or speech (a document without an executive summary) argues by example: its sections are said by their
  // point in its own terms, not by their first anecdote (decision 142); a report's sections state their findings.
  const argues = documentType === 'document' && !roles.includes('executive-summary')
  return { units, passages, relevance, overall, argues }
}

function toUnits(document: Document, documentType: SummarizeOptions['documentType']): SummaryUnit[] {
  // A PowerPoint file's lines are its author's paragraphs; a PDF's are the lines its layout wrapped.
  const isParagraphed = document.format !== 'pdf'
  return readUnits(document, documentType).map((unit) => (isParagraphed ? { ...unit, isParagraphed } : unit))
}

function readUnits(document: Document, documentType: SummarizeOptions['documentType']): SummaryUnit[] {
  if (documentType === 'document') {
    // Sections start mid-page at a heading in the running text: placed labels are set apart per part.
    if (document.sections.length > 0) return sectionUnits(document)
    // A PDF's chart and diagram labels, told by position in ingest (decision 107), go before pages are joined.
    // A part that starts partway down a page (an appendix after another) is a section of its own (decision 155).
    const slides = splitAtNextHeading(document.slides.map(setPlacedLabelsApart))
    const read = { ...document, slides }
    const labelsOf = (pages: number[]) => {
      const labels = slides.flatMap((slide) =>
        pages.includes(slide.number) ? (slide.drawnLabels ?? []) : [],
      )
      return labels.length > 0 ? { drawnLabels: labels } : {}
    }
    return groupSections(read).map((section) => ({
      number: section.pages[0] ?? 1,
      title: section.title,
      text: section.text,
      notes: section.notes,
      hidden: false,
      pages: section.pages,
      ...labelsOf(section.pages),
    }))
  }
  // A drawing's labels are no lines of the slide's: a legend or an axis title is never a takeaway or an insight.
  // Boxes are the author's shapes only in PowerPoint: a PDF's text blocks are as often a table's cells or a
  // contents page, so ingest tells a PDF's drawings by position (decision 107).
  if (document.format === 'pdf')
    return document.slides.map((slide) => ({ ...setPlacedLabelsApart(slide), pages: [slide.number] }))
  const { opensIllustration } = DECK_WORDS[document.language]
  return document.slides.map((slide) => ({
    ...setDrawnLabelsApart(slide, opensIllustration),
    pages: [slide.number],
  }))
}
