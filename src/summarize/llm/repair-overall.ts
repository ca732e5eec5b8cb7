import type { Document, OverallSummary, SummarySources } from '../../shared'
import { findMislabelledFigures, findUnsupportedCounts, findUnsupportedFigures } from '../check-faithfulness'
import { extractFigures } from '../figures'
import type { OverallAnswer, UnitNoun } from './answer-schemas'
import { cutClauses, cutClausesByLine } from './cut-clauses'
import { describeNumbers } from './describe-numbers'
import { trimUnaskedQuestions } from '../pair-questions'
import { repairCitations } from './repair-figures'
import type { SummaryUnit } from './to-summary-units'

const MAX_TAKEAWAYS = 8

export interface RepairContext {
  units: readonly SummaryUnit[]
  noun: UnitNoun
  document: Document
  warnings: string[]
  /** False for a summary in another language than the document's: its words cannot be compared. */
  checkLabels?: boolean
}

/**
 * The overall answer made into the summary's lists, repaired rather than refused, and never silently:
 * a citation of a unit that does not exist is dropped (for a document, a page number is read as the
 * section holding that page) and the item re-cited from its figures; a clause stating a figure found
 * nowhere, or standing under other words than the item's, is cut; an item citing only hidden slides, or
 * left with no words or no citation, is dropped. Each of these is a warning. `leadDropped` says whether
 * the model's first takeaway was lost, for the caller to replace it.
 */
export function repairOverall(
  answer: OverallAnswer,
  context: RepairContext,
): { overallSummary: OverallSummary; sources: SummarySources; leadDropped: boolean } {
  const { units, noun, document, warnings } = context
  const checkLabels = context.checkLabels ?? true
  const byNumber = new Map(units.map((unit) => [unit.number, unit]))
  const overallSummary: OverallSummary = {
    keyTakeaways: [],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  }
  const sources: SummarySources = {
    keyTakeaways: [],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  }
  const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`

  const unitsOf = (cited: readonly number[], text: string): SummaryUnit[] => {
    const found: SummaryUnit[] = []
    const unknown: number[] = []
    for (const number of cited) {
      const unit =
        byNumber.get(number) ??
        (noun === 'section' ? units.find((candidate) => candidate.pages.includes(number)) : undefined)
      if (unit) found.push(unit)
      else unknown.push(number)
    }
    if (unknown.length > 0)
      warnings.push(
        `An overall item cited ${noun} ${describeNumbers(unknown)}, which does not exist; it was checked against its other ${noun}s and its figures instead: ${quote(text)}.`,
      )
    return found
  }

  /** The item's text and pages after every repair, or undefined when nothing of it stands. */
  const repair = (
    texts: string[],
    cited: readonly number[],
  ): { texts: string[]; pages: number[] } | undefined => {
    const whole = texts.join(' ')
    const citedUnits = unitsOf(cited, whole)
    if (citedUnits.length > 0 && citedUnits.every((unit) => unit.hidden)) {
      warnings.push(`Left out an overall item resting only on hidden slides: ${quote(whole)}.`)
      return undefined
    }
    let pages = [...new Set(citedUnits.flatMap((unit) => unit.pages))].sort((a, b) => a - b)
    // Figures found nowhere in the document: their clauses go, the rest of the item stays.
    const nowhere = findUnsupportedFigures(whole, 'anywhere', document)
    let current = texts
    if (nowhere.length > 0) {
      current = current.map((text) => cutClauses(text, nowhere, document.language).text)
      warnings.push(
        `Removed from an overall item figures found nowhere in the document (${nowhere.join(', ')}): ${quote(whole)}.`,
      )
    }
    if (!current[0]?.trim()) return undefined
    if (pages.length === 0 && extractFigures(current.join(' ')).length === 0) {
      warnings.push(`Left out an overall item citing no ${noun}: ${quote(whole)}.`)
      return undefined
    }
    const recited = repairCitations(current.join('\n'), pages, document)
    if ('dropped' in recited) return undefined
    pages = recited.sources
    // A count in words on none of the cited pages is cut, never re-cited: a small number stands somewhere.
    current = current.map((text) => {
      const counted = cutClausesByLine(
        text,
        (line) => findUnsupportedCounts(line, pages, document),
        document.language,
      )
      if (counted.figures.length > 0)
        warnings.push(
          `Cut from an overall item a count (${counted.figures.join(', ')}) its ${noun}s do not state: ${counted.cut.map(quote).join('; ')}.`,
        )
      return counted.text
    })
    if (!current[0]?.trim()) return undefined
    // A figure on a cited page but under other words than the item's: if another page states it with
    // the item's words, the item cites that page too (the model cited the wrong one); else the clause goes.
    if (!checkLabels) return { texts: current, pages }
    pages = reciteLabelled(current, pages, document)
    current = current.map((text) => {
      const {
        text: rest,
        cut,
        figures,
      } = cutClausesByLine(
        text,
        // A question may compute from its insight's figures ("the 4,2 Mio. € growth" of "7,9 to 12,1 Mio. €").
        (line) => findMislabelledFigures(line, pages, document, whole),
        document.language,
      )
      if (figures.length > 0)
        warnings.push(
          `Cut from an overall item where its figure (${figures.join(', ')}) does not stand with those words in the document: ${cut.map(quote).join('; ')}.`,
        )
      return rest
    })
    if (!current[0]?.trim()) return undefined
    return { texts: current, pages }
  }

  let leadDropped = false
  answer.keyTakeaways.forEach((item, index) => {
    if (overallSummary.keyTakeaways.length >= MAX_TAKEAWAYS) return
    const kept = repair([item.text], item.sources)
    if (!kept) {
      if (index === 0) leadDropped = true
      return
    }
    overallSummary.keyTakeaways.push(kept.texts[0]!)
    sources.keyTakeaways.push(kept.pages)
  })
  for (const item of answer.actionItems) {
    const kept = repair([item.text], item.sources)
    if (!kept) continue
    overallSummary.actionItems.push(kept.texts[0]!)
    sources.actionItems.push(kept.pages)
  }
  // keyQuestions[i] belongs to strategicInsights[i]: an insight without a question keeps its place.
  for (const item of answer.strategicInsights) {
    const question = item.question.trim()
    const kept = repair(question ? [item.insight, question] : [item.insight], item.sources)
    if (!kept) continue
    overallSummary.strategicInsights.push(kept.texts[0]!)
    sources.strategicInsights.push(kept.pages)
    // A question cut in part asks something else or nothing ("Welcher aus Neukunden kommen?"): it goes whole.
    const keptQuestion = kept.texts[1]?.trim() === question ? question : ''
    overallSummary.keyQuestions.push(keptQuestion)
    sources.keyQuestions.push(keptQuestion ? kept.pages : [])
  }
  const asked = trimUnaskedQuestions(
    overallSummary.keyQuestions,
    sources.keyQuestions,
    overallSummary.strategicInsights.length,
  )
  overallSummary.keyQuestions = asked.questions
  sources.keyQuestions = asked.slides
  return { overallSummary, sources, leadDropped }
}

/** The item's pages plus, for each figure mislabelled on them, a page of the document that labels it alike. */
function reciteLabelled(texts: readonly string[], pages: readonly number[], document: Document): number[] {
  const cited = new Set(pages)
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    for (const figure of findMislabelledFigures(line, [...cited], document)) {
      const home = document.slides.find(
        (slide) =>
          !cited.has(slide.number) &&
          !findMislabelledFigures(line, [...cited, slide.number], document).includes(figure),
      )
      if (home) cited.add(home.number)
    }
  }
  return [...cited].sort((a, b) => a - b)
}
