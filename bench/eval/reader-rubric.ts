// The reader rubric of issue 12 over real decks (../shared/corpus): what a reader of the overall summary
// would stumble on. Items are key takeaways, action items and strategic insights.
import { LANGUAGE_CUES } from '../../src/summarize/text/language-cues'
import { furnitureKind } from '../../src/summarize/text/is-furniture'
import { isWholeStatement } from '../../src/summarize/local/statements'
import type { Language, Summary } from '../../src/shared'

export interface RubricCounts {
  items: number
  wholeStatements: number
  furniture: string[]
  fragments: string[]
  questions: number
  nonSubjectQuestions: string[]
  figures: number
  labelFailures: number
}

export function emptyRubric(): RubricCounts {
  return {
    items: 0,
    wholeStatements: 0,
    furniture: [],
    fragments: [],
    questions: 0,
    nonSubjectQuestions: [],
    figures: 0,
    labelFailures: 0,
  }
}

// "Label: value" with a figure: a stat or a table row, whole without a verb.
const LABELLED = /^[^:]*\p{L}[^:]{0,78}:\s+\S.*\d/u

/** Adds one summary's overall items to the counts. */
export function rateSummary(summary: Summary, language: Language, into: RubricCounts, file: string): void {
  const o = summary.overallSummary
  for (const item of [...o.keyTakeaways, ...o.actionItems, ...o.strategicInsights]) {
    into.items += 1
    const labelled = LABELLED.test(item)
    const kind = furnitureKind(item, language, { labelled })
    if (kind) into.furniture.push(`${file}: [${kind}] ${item}`)
    if (labelled || isWholeStatement(item, language)) into.wholeStatements += 1
    else into.fragments.push(`${file}: ${item}`)
  }
  const templates = Object.values(LANGUAGE_CUES[language].questions).map((template) =>
    template.split('{topic}'),
  )
  for (const question of o.keyQuestions) {
    into.questions += 1
    const template = templates.find(([head, tail]) => question.startsWith(head!) && question.endsWith(tail!))
    if (!template) continue
    const topic = question
      .slice(template[0]!.length, question.length - template[1]!.length)
      .replace(/\s*\([^)]*\)$/, '')
    const words = topic.split(/\s+/).filter((word) => /\p{L}/u.test(word))
    // A person, a form or a citation: every word capitalised, or a code with digits, or no word at all.
    const isNonSubject =
      words.length === 0 ||
      /\[\d+\]|\d/.test(topic) ||
      (language !== 'de' &&
        words.length >= 2 &&
        words.every((word) => /^\p{Lu}/u.test(word)) &&
        words.some((word) => /\p{Ll}/u.test(word)))
    if (isNonSubject) into.nonSubjectQuestions.push(`${file}: ${question}`)
  }
  into.figures += summary.faithfulness.figuresTotal
  into.labelFailures += summary.faithfulness.mislabelled?.length ?? 0
}

export function formatRubric(counts: RubricCounts, files: number): string {
  const share = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '—')
  const lines = [
    `reader rubric over ${files} corpus decks: ${counts.items} overall items, whole statements ${counts.wholeStatements}/${counts.items} (${share(counts.wholeStatements, counts.items)}); furniture items ${counts.furniture.length}; fragments ${counts.fragments.length}; questions on a non-subject ${counts.nonSubjectQuestions.length}/${counts.questions}; figures failing the label check ${counts.labelFailures}/${counts.figures}`,
  ]
  for (const item of [...counts.furniture, ...counts.fragments, ...counts.nonSubjectQuestions].slice(0, 12))
    lines.push(`  ${item.slice(0, 200)}`)
  return lines.join('\n')
}
