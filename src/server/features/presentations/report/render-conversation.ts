import { escapeHtml } from '../../../../shared'

export interface ReportExchange {
  question: string
  answer: string
}

// "(slide 5)" and its like, as the answers write them: linked to the slide's card in the download.
const SLIDE_MARK = /\(slides? [\d, and&–-]+?(?:, speaker notes)?\)/g

/**
 * Issue 26: the reader's questions and answers, when they ask for them in the report. Both are the
 * user's and the deck's words, so everything is escaped; slide marks link to the cards (`anchors`).
 */
export function renderConversation(
  exchanges: ReportExchange[] | undefined,
  anchors: Map<number, string>,
  isLinked: boolean,
): string {
  if (!exchanges || exchanges.length === 0) return ''
  const items = exchanges.map(
    ({ question, answer }) => `<li><p class="question">${escapeHtml(question)}</p>
${answer
  .split('\n')
  .map((line) => `<p>${linkMarks(line, anchors, isLinked)}</p>`)
  .join('\n')}</li>`,
  )
  return `<section id="questions" aria-labelledby="questions-heading">
<h2 id="questions-heading">Questions and Answers</h2>
<ol class="items">${items.join('\n')}</ol>
</section>`
}

function linkMarks(line: string, anchors: Map<number, string>, isLinked: boolean): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(SLIDE_MARK)) {
    html += escapeHtml(line.slice(last, match.index))
    const first = Number(/\d+/.exec(match[0])![0])
    const anchor = anchors.get(first)
    html +=
      isLinked && anchor
        ? `<a href="#${escapeHtml(anchor)}">${escapeHtml(match[0])}</a>`
        : escapeHtml(match[0])
    last = match.index + match[0].length
  }
  return html + escapeHtml(line.slice(last))
}
