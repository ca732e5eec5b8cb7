import type { Language, OverallSummary, SummarySources } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isStopWord } from '../text/tokenize'
import { isQuestionSubject, subjectOf } from './ask-about'
import { DECK_WORDS, escapeWord } from './deck-words'
import { isReadableFigure } from './describe-chart'
import { headlineFigure } from './statements'

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * Every summary that has insights gets at least one question (issue 24, item 4). When no stage found one, the
 * first insight that names its subject (the label of "label: value", or what comes before
 * the verb: "Gift recipients are the group to watch: 62%…") is asked what explains its figure, and leads the
 * list, so that keyQuestions[0] stays its question. An insight without such a subject gets none: no question
 * rather than a template on a word that is no subject.
 */
export function ensureAQuestion(overall: Overall, language: Language, maxWords = Infinity): Overall {
  const { strategicInsights, keyQuestions } = overall.overallSummary
  if (keyQuestions.length > 0 || strategicInsights.length === 0) return overall
  for (const [at, insight] of strategicInsights.entries()) {
    // An insight joined from two places ("title — label: value", "figure line — sentence") is asked about by
    // its first part that names a subject and its figure.
    const named = insight
      .split(' — ')
      .map((text) => {
        const subject = subjectOfClaim(text, language)
        const rest = text.slice(text.indexOf(subject) + subject.length)
        const figure = subject ? headlineFigure(rest) : undefined
        // A tolerance ("±2.0 points") bounds another figure, and a number inside a name ("K-12", "COVID-19") is
        // part of that name: neither is a value to explain.
        const isNoValue =
          figure !== undefined &&
          new RegExp(`±\\s*${escapeWord(figure)}|\\p{L}[-‑]${escapeWord(figure)}(?![\\d.,])`, 'u').test(rest)
        // A bare count reads with the word it counts ("14 months"), as the deck wrote it.
        const unit =
          figure && /^[\d.,\s]+$/u.test(figure)
            ? new RegExp(`${escapeWord(figure)}\\s+(\\p{L}{2,12})(?![\\p{L}])`, 'u').exec(rest)?.[1]
            : undefined
        const counted = unit && !isStopWord(unit.toLowerCase(), language) ? `${figure} ${unit}` : figure
        return { subject, figure: isNoValue ? undefined : counted }
      })
      .find(({ subject, figure }) => subject !== '' && figure !== undefined && isReadableFigure(figure))
    if (!named) continue
    const { subject, figure } = named as { subject: string; figure: string }
    const question = DECK_WORDS[language].questions.cause
      .replace('{subject}', capitalised(subject))
      .replace('{figure}', figure)
    const slides = overall.sources.strategicInsights[at] ?? []
    const move = <T>(list: T[]) => [list[at]!, ...list.filter((_, index) => index !== at)]
    const asked = {
      overallSummary: {
        ...overall.overallSummary,
        strategicInsights: move(strategicInsights),
        keyQuestions: [question],
      },
      sources: {
        ...overall.sources,
        strategicInsights: move(overall.sources.strategicInsights),
        keyQuestions: [slides],
      },
    }
    // The question's words come from the insights that have none, from the last, never from a takeaway.
    while (wordsOf(asked.overallSummary) > maxWords && asked.overallSummary.strategicInsights.length > 1) {
      asked.overallSummary.strategicInsights.pop()
      asked.sources.strategicInsights.pop()
    }
    return asked
  }
  return overall
}

function wordsOf(summary: OverallSummary): number {
  const { keyTakeaways, actionItems, strategicInsights, keyQuestions } = summary
  return [...keyTakeaways, ...actionItems, ...strategicInsights, ...keyQuestions]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length
}

/**
 * What a claim is about: its label ("Margin of error: ±2.0 points…"), or the words before its verb ("L'opzione
 * C è stata proposta…"); '' for a section's label, a summary's heading or an instruction.
 */
function subjectOfClaim(text: string, language: Language): string {
  const cues = LANGUAGE_CUES[language]
  const verb = /^[^:]{3,60}:/u.test(text) ? null : cues.copula.exec(text)
  const subject = verb
    ? subjectOf(`${text.slice(0, verb.index).trim()}:`, language)
    : subjectOf(text, language)
  if (!subject || !isQuestionSubject(subject, language)) return ''
  if (cues.sectionLabel.test(subject) || cues.summaryTitle.test(subject) || cues.frameTitle.test(subject))
    return ''
  return cues.imperative.test(subject) ? '' : subject
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
