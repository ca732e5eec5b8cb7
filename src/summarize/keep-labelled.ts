import type { Document } from '../shared'
import { findMislabelledFigures, type SummaryDraft } from './check-faithfulness'
import { trimUnaskedQuestions } from './pair-questions'
import { withoutLeftOutCounts } from './local/left-out-count'

const KINDS = ['keyTakeaways', 'actionItems', 'strategicInsights'] as const

/**
 * The draft without what fails the figure-label check: an overall item whose figure does not stand with its
 * words on a slide it cites is dropped (with its key question, for an insight), and so is such a line of a
 * slide summary. Extractive items rarely fail; a pairing the text reading guessed wrong does.
 */
export function keepLabelled(draft: SummaryDraft, document: Document): SummaryDraft {
  const overall = { ...draft.overallSummary }
  const sources = { ...draft.sources }
  for (const kind of KINDS) {
    const keep = overall[kind].map(
      (text, index) => findMislabelledFigures(text, sources[kind][index] ?? [], document).length === 0,
    )
    if (kind === 'strategicInsights') {
      // keyQuestions[i] belongs to strategicInsights[i] for as many questions as there are. A figure the question
      // shares with its insight's sum ("12.7% of cash") is checked with that insight's figures, as the
      // faithfulness check reads it.
      const questionKeep = overall.keyQuestions.map(
        (text, index) =>
          (index >= keep.length || keep[index]!) &&
          findMislabelledFigures(
            text,
            sources.keyQuestions[index] ?? [],
            document,
            overall.strategicInsights[index] ?? '',
          ).length === 0,
      )
      // An insight whose question fails keeps its place with an empty question.
      const paired = overall.strategicInsights.map((text, index) => ({
        text,
        slides: sources.strategicInsights[index] ?? [],
        question:
          index < overall.keyQuestions.length && questionKeep[index]
            ? { text: overall.keyQuestions[index]!, slides: sources.keyQuestions[index] ?? [] }
            : undefined,
      }))
      const kept = paired.filter((_, index) => keep[index])
      overall.strategicInsights = kept.map((item) => item.text)
      sources.strategicInsights = kept.map((item) => item.slides)
      // A question beyond the insights stands on its own (a deck with no insight can still leave one open).
      const unpaired = overall.keyQuestions.flatMap((text, index) =>
        index >= keep.length && questionKeep[index]
          ? [{ text, slides: sources.keyQuestions[index] ?? [] }]
          : [],
      )
      const questions = [...kept.map((item) => item.question ?? { text: '', slides: [] }), ...unpaired]
      const asked = trimUnaskedQuestions(
        questions.map((item) => item.text),
        questions.map((item) => item.slides),
        kept.length,
      )
      overall.keyQuestions = asked.questions
      sources.keyQuestions = asked.slides
      continue
    }
    overall[kind] = overall[kind].filter((_, index) => keep[index])
    sources[kind] = sources[kind].filter((_, index) => keep[index])
  }
  const slideBySlide = draft.slideBySlide.map((item) => {
    const pages = item.pages && item.pages.length > 0 ? item.pages : [item.slideNumber]
    const lines = item.summary.split('\n')
    // A list's note of how many items it leaves out ("+4 more") counts lines, no figure of the slide's.
    const kept = lines.filter(
      (line) =>
        findMislabelledFigures(withoutLeftOutCounts(line, document.language), pages, document).length === 0,
    )
    if (kept.length === lines.length) return item
    // A summary left with one bullet reads as a paragraph, as summarizeUnit writes it.
    const summary = kept.length === 1 ? kept[0]!.replace(/^- /, '') : kept.join('\n')
    return { ...item, summary: summary || item.title }
  })
  return { slideBySlide, overallSummary: overall, sources }
}
