import { joinUnits } from './join-units'
import { repeatsTakeaway, withoutStatedAsides } from './action-beside-takeaways'
import type { Language, OverallSummary, SummarySources } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isStopWord, tokenize } from '../text/tokenize'
import { isHeadingChain } from './is-glued-chain'
import { isListHeading } from './is-list-heading'
import { MAX_STATS, SHORT_PASSAGE, STAT_JOINER, type OverallLines } from './read-overall-lines'
import { contextTitle, SHORT_TITLE } from './context-title'
import { leansOnTitleUnit } from './carry-unit-headers'
import type { Passage } from './collect-passages'
import type { SelectedActions } from './select-actions'
import type { SelectedInsight } from './select-insights'
import { MAX_INSIGHTS, MAX_TAKEAWAYS, MAX_TALK_TAKEAWAYS, type SelectedTakeaways } from './select-takeaways'
import type { StatedPoint } from './state-point'
import { measuresOf } from './statements'
import { otherHalf } from './keep-both-halves'
import { joinHanging, turnOf } from './carry-the-turn'
import { withCaseNamed } from './name-the-case'
import { listNumberDropper } from './list-numbers'
import { asDutyOf, opensOnDuty } from './opens-on-duty'

// A passage shorter than this says too little alone: the slide title goes before it as context.
// Two items sharing this share of their content words (Jaccard) say the same thing.
const REPEAT = 0.6
// A takeaway whose words are mostly an action's (of the shorter of the two) restates that action.
const ACTION_REPEAT = 0.7

export interface Item {
  text: string
  slides: number[]
}

/**
 * The "phrase" stage: the selected lines as the reader reads them, each standing alone. A line that lacks its
 * subject gets its slide's title once; two lines of a slide share one item; an item whose every figure an
 * earlier item stated is left out; a row of more than three stat cards gives its rest as an insight.
 */
export function phraseOverallItems(
  lines: OverallLines,
  point: StatedPoint | undefined,
  takeaways: SelectedTakeaways,
  actions: SelectedActions,
  insights: SelectedInsight[],
): { overallSummary: OverallSummary; sources: SummarySources } {
  const { units, passages, language, readable } = lines
  const itemOf = itemPhraser(lines)
  // The headline figures the point states are not stated again in their row of stats; the row's other cards are
  // (the point keeps only the cards its claim is about).
  const pointCards = point?.figure?.split(STAT_JOINER) ?? []
  // A card whose figure the point states in its own words ("14,8 milioni di euro" for "scorte: 14,8 M€") is said
  // too (decision 133); a single digit is too weak a sign.
  const pointFigures = measuresOf(point?.text ?? '')
  const saidByPoint = (card: string) => {
    const lead = [...measuresOf(card)][0]
    return (
      pointCards.includes(card.trim()) || (lead !== undefined && lead.length > 1 && pointFigures.has(lead))
    )
  }
  const withoutPointCards = (text: string) =>
    text.includes(STAT_JOINER) || pointCards.includes(text.trim())
      ? text
          .split(STAT_JOINER)
          .filter((part) => !saidByPoint(part))
          .join(STAT_JOINER)
      : text
  // One side of a contrast the slide draws in two parallel lines ("A tool user interface optimized for “root
  // canals”" beside "… for “flossings”") says the opposite of the slide alone (reader r-n1): its other side goes
  // with it, unless another item states it.
  const taken = new Set([...takeaways.indices, ...actions.indices, ...(point?.indices ?? [])])
  const halfOf = (index: number, companions: number[]): number[] => {
    if (companions.length > 0) return []
    const onSlide = passages.flatMap((passage, at) => (passage.unit === passages[index]!.unit ? [at] : []))
    const other = otherHalf(index, onSlide, passages)
    return other === undefined || taken.has(other) ? [] : [other]
  }
  // A line whose slide turns on it ("This is awesome!" then "But it opens up space for …") keeps its turn, unless
  // another item states it (decision 181). A document's sentence is whole alone and its turn is a sentence of its
  // own: carried into the overall summary, it took the words of two other findings (BoE speech); its section
  // entry keeps it.
  const turnsOf = (index: number): number[] => {
    if (lines.isDocument) return []
    const onSlide = passages.flatMap((passage, at) => (passage.unit === passages[index]!.unit ? [at] : []))
    const turn = turnOf(index, onSlide, passages, language)
    return turn === undefined || taken.has(turn) ? [] : [turn]
  }
  // A case study's "we" is the case's, not the speaker's: the case is named before it (decision 181).
  const takeawayItem = (index: number): Item => {
    const item = takeawayItemOf(index)
    return { ...item, text: withCaseNamed(item.text, passages[index]!.unit, units, language) }
  }
  const takeawayItemOf = (index: number): Item => {
    const phrasing = takeaways.phrasings.get(index)
    if (phrasing !== undefined) return itemOf(index, phrasing)
    const companions = takeaways.companions.get(index) ?? []
    const packed = [...new Set([index, ...companions, ...halfOf(index, companions), ...turnsOf(index)])].sort(
      (a, b) => a - b,
    )
    if (packed.length === 1 && withoutPointCards(readable(index)) === readable(index)) return itemOf(index)
    const text = joinUnits(
      joinHanging(
        packed
          .map((at) => withoutPointCards(readable(at)).trim().replace(/[.;]$/, ''))
          .filter((part) => part !== ''),
        language,
      ),
    )
    const slides = units[passages[index]!.unit]!.pages
    if (text === '') return { text: '', slides }
    // The rest of the point's own strip: the point, stated first from the same slide, is its context.
    const restOfPointStrip = packed.length === 1 && pointCards.length > 0
    return restOfPointStrip ? { text, slides } : itemOf(packed[0]!, text)
  }
  // An action slide's title ("Next steps") adds nothing to the action: the item is the action itself. Nor does a
  // talk's slide title to its call on the audience ("LIBERALLY BORROWED FROM…: You should really view this webinar").
  const actionItems = actions.indices.map((index) =>
    actions.actionSlides.has(passages[index]!.unit) || actions.alone.has(index)
      ? { text: actions.texts.get(index)!, slides: units[passages[index]!.unit]!.pages }
      : itemOf(index, actions.texts.get(index), true),
  )
  // A takeaway that says again what an action says ("Adopt Option 3 …" as a finding and as the next step) costs
  // the reader a minute's words twice: the action list states it. A summary slide's line stays: there the
  // deck states its point; the action that only says it again, with no owner or date, leaves the list instead.
  const actionWords = actionItems.map((item) => new Set(tokenize(item.text, language)))
  const repeatsAction = (index: number) => {
    if (LANGUAGE_CUES[language].summaryTitle.test(units[passages[index]!.unit]!.title)) return false
    const words = new Set(tokenize(readable(index), language))
    return actionWords.some((other) => {
      const shared = [...words].filter((word) => other.has(word)).length
      return shared / (Math.min(words.size, other.size) || 1) >= ACTION_REPEAT
    })
  }
  const takeawayItems = withoutRepeats(
    [
      ...(point ? [{ text: point.text, slides: point.slides }] : []),
      ...takeaways.indices.filter((index) => !repeatsAction(index)).map(takeawayItem),
    ],
    language,
  ).filter((item) => item.text.trim() !== '')
  // A row of more than three stat cards taken as a takeaway states its first three: the rest stand as an
  // insight of their own, up to the most insights an overall summary has (no question: it would be the row's).
  const restOfRows = takeaways.indices.flatMap((index) => {
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
  const keptTakeaways = takeawayItems
    .filter((item) => !restatesFigures(item))
    .slice(0, lines.isTalk ? MAX_TALK_TAKEAWAYS : MAX_TAKEAWAYS)
  // The action list holds what is to be done: what a kept takeaway states already is not filed there again.
  const takenFigures = new Set(keptTakeaways.flatMap((item) => [...measuresOf(item.text)]))
  const listedActions = actionItems
    .filter((item) => !keptTakeaways.some((kept) => repeatsTakeaway(item.text, kept.text, language)))
    .map((item) => ({ ...item, text: withoutStatedAsides(item.text, takenFigures) }))
  for (const item of listedActions) restatesFigures(item)
  // A short deck's takeaway taken again as its insight (see selectInsights) is meant to be there.
  const keptInsights = insights
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
  const unnumbered = listNumberDropper(passages)
  return {
    overallSummary: {
      keyTakeaways: keptTakeaways.map((item) => unnumbered(item.text)),
      actionItems: listedActions.map((item) => unnumbered(item.text)),
      strategicInsights: insightItems.map((item) => unnumbered(item.text)),
      keyQuestions: questionItems.map((item) => item.text),
    },
    sources: {
      keyTakeaways: keptTakeaways.map((item) => item.slides),
      actionItems: listedActions.map((item) => item.slides),
      strategicInsights: insightItems.map((item) => item.slides),
      keyQuestions: questionItems.map((item) => item.slides),
    },
  }
}

/**
 * An item of a line, with its slide's title before it when the line lacks its subject. A slide's title is
 * given as context once (two items of one slide under one title read as repeats), unless it names the
 * subject the item lacks.
 */
export function itemPhraser(lines: OverallLines): (index: number, text?: string, isAction?: boolean) => Item {
  const { units, passages, language, readable } = lines
  const cues = LANGUAGE_CUES[language]
  const titled = new Set<number>()
  return (index, text = readable(index), isAction = false) => {
    const unit = units[passages[index]!.unit]!
    // A sub-point belongs to the line above it, not to the title ("Block I" over "0 of 10 still on orbit" is
    // no figure of "The GPS Constellation"): its parent line is its context.
    // A sub-point with a label of its own names its subject, and the title may carry what the reader needs
    // ("Options for Oven 3"). One without lacks it when short, and under a heading that only names ("Providers and
    // Drives" over "Means file system & environment variables can be accessed with the same cmdlets") however
    // long: under the title it reads as said of the whole slide (reader r-z3; decision 183).
    const above = parentOf(passages, index)
    const parent =
      !text.includes(': ') &&
      (text.length < SHORT_PASSAGE ||
        (above !== undefined && isListHeading({ text: above, isBullet: false })))
        ? above
        : undefined
    if (parent !== undefined && !text.includes(parent)) {
      const joiner = /[?!.:]$/.test(parent) ? ' ' : text.includes(': ') ? ' — ' : ': '
      return { text: `${parent}${joiner}${text}`, slides: unit.pages }
    }
    const title = contextTitle(unit.title, language) ?? ''
    // A title that is itself a sentence (a section named by its first line) gives no context, only length.
    // A short line says too little alone; a longer one lacks its subject when the title names it ("What
    // happened on Oven 3" over "Cost of the breakdown: £186,000").
    // A line opening with a pronoun ("It was top-ranked…") names its subject only through the title.
    // A document's section heading names a stretch of pages, not a sentence's subject: a whole sentence of its
    // running text carries its own ("Part 2: Improving Network Stability: There is a need…" reads as a label).
    // Bare values whose unit only the title states ("(% of former members)") need it, whatever the line's length.
    const needsContext =
      !(lines.isDocument && isWholeSentence(text)) &&
      ((text.length < SHORT_PASSAGE && !titled.has(passages[index]!.unit)) ||
        leansOnTitleUnit(unit.title, text) ||
        cues.anaphor.test(text.replace(/^[^:]{1,30}:\s+/u, '')) ||
        (!cues.summaryTitle.test(title) && namesMissing(title, text, language))) &&
      title !== '' &&
      !text.toLowerCase().includes(title.toLowerCase()) &&
      // A heading as title before a labelled value would read as a chain of headings down to it ("Design issues —
      // Crediting period: 10 years: Reduced uncertainty"): the line's own label names its subject (decision 125).
      // A title stating a figure or date says what the line lacks ("Cinderfall: why launch moves to March 2027").
      !(isHeadingChain(`${title} — ${text}`) && !isHeadingChain(text) && !/\d/u.test(title))
    // A finding that opens on a verb with no subject lists a duty of whoever the title names: said under it, or it
    // reads as an instruction (an action is one, and stands alone).
    const dutyOfTitle =
      !isAction &&
      !lines.isDocument &&
      title !== '' &&
      !/[?!.:]$/u.test(title) &&
      !text.toLowerCase().includes(title.toLowerCase()) &&
      opensOnDuty(text, language)
    if (dutyOfTitle) {
      titled.add(passages[index]!.unit)
      return { text: asDutyOf(title, text, language), slides: unit.pages }
    }
    const joiner = /[?!.:]$/.test(title) ? ' ' : text.includes(': ') ? ' — ' : ': '
    if (needsContext) titled.add(passages[index]!.unit)
    return { text: needsContext ? `${title}${joiner}${text}` : text, slides: unit.pages }
  }
}

/** Opens on a capital and ends on a sentence's stop, with a few words between: a sentence that stands. */
function isWholeSentence(text: string): boolean {
  return /^["“«‘(]?\p{Lu}/u.test(text) && /[.!?…]["”»’)]*$/u.test(text) && text.split(/\s+/u).length >= 5
}

/**
 * The line a sub-point (a bullet one level deeper) belongs to: the nearest line above it in its slide with a
 * lower level, as the reader sees it; undefined for a top-level line, or when the slide gives no levels.
 */
function parentOf(passages: Passage[], index: number): string | undefined {
  const passage = passages[index]!
  if (!passage.isBullet || passage.fromNotes || (passage.level ?? 0) === 0) return undefined
  for (let at = index - 1; at >= 0; at -= 1) {
    const above = passages[at]!
    if (above.unit !== passage.unit || above.fromNotes) return undefined
    if (!above.isBullet || (above.level ?? 0) >= passage.level!) continue
    // A parent that holds its sub-points already reads as a chain, not as a heading: the title serves.
    const heading = above.brief.trim().replace(/[.;]$/u, '')
    return heading.length <= SHORT_TITLE && !/;\s/u.test(heading) ? heading : undefined
  }
  return undefined
}

/**
 * The items without one that repeats an earlier one as written (a slide's title put before a line can make
 * it read as the notes' version of the same point).
 */
export function withoutRepeats(items: Item[], language: Language): Item[] {
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

/**
 * Whether a title names something the line does not: a name after its first word ("Oven 3", "Harbourmaster"),
 * a code or an acronym, or the subject before a colon ("Cinderfall: why launch moves"). German
 * capitalises every noun, so there only codes, acronyms and the subject before a colon count.
 */
export function namesMissing(title: string, text: string, language: Language): boolean {
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
