import { DECK_WORDS } from './deck-words'
import { escapeWord } from './word-patterns'
import type { OverallLines } from './read-overall-lines'

/** An implication the deck draws, as one statement, with the lines it is made of. */
export interface Implication {
  text: string
  indices: number[]
}

// An implication is one statement: a condition and its consequence, as one item holds them.
const MAX_IMPLICATION = 200

/**
 * The implications a deck draws from its findings (issue 24: "the overall summary is extracted, not concluded"):
 * a condition with its consequence, on one line ("If floss refactoring is more common, then tools should support
 * that strategy") or over two ("If programmers underuse refactoring tools:" / "then there's potential for tool
 * improvements"), stated as one sentence. They are what the deck concludes its findings mean: takeaways. In deck
 * order; a condition with several consequences states its first.
 */
export function readImplications(lines: OverallLines): Implication[] {
  const { passages, lineOk, language } = lines
  const { condition, consequence } = DECK_WORDS[language]
  const usable = (index: number) => {
    const passage = passages[index]
    return (
      passage !== undefined &&
      lineOk[index] === true &&
      !passage.fromNotes &&
      !passage.isQuestion &&
      passage.table === undefined &&
      passage.chart === undefined
    )
  }
  const implications: Implication[] = []
  passages.forEach((passage, index) => {
    const text = passage.brief.trim()
    if (!usable(index) || !condition.test(text)) return
    // "If X, then Y", or a condition read with its 'then' clauses ("If X: then Y; then Z"): the first of them.
    const at = text.search(/\s/u)
    const opens = consequence.exec(text.slice(at))
    if (opens !== null) {
      const cause = text.slice(0, at + opens.index).replace(/[\s,;:]+$/u, '')
      const then = firstConsequence(
        opens[0].replace(/^[,;:]\s*/u, '') + text.slice(at + opens.index + opens[0].length),
        consequence,
      )
      const joined = then === undefined ? text : `${cause}, ${then}`
      if (joined.length <= MAX_IMPLICATION) implications.push({ text: joined, indices: [index] })
      return
    }
    const next = passages[index + 1]
    if (next === undefined || next.unit !== passage.unit || !usable(index + 1)) return
    const then = firstConsequence(next.brief.trim(), consequence)
    if (then === undefined) return
    const joined = `${text.replace(/[\s,;:]+$/u, '')}, ${then}`
    if (joined.length <= MAX_IMPLICATION) implications.push({ text: joined, indices: [index, index + 1] })
  })
  return implications
}

/**
 * The first of the consequences a line opens with: the layout often joins a condition's list of them into one
 * line ("then there's potential for tool improvements then programmers are needlessly introducing errors"). A
 * consequence is cut where its opening word opens another with a few words of its own.
 */
function firstConsequence(text: string, consequence: RegExp): string | undefined {
  const opener = consequence.exec(text)
  if (opener?.index !== 0) return undefined
  const word = opener[0].trim()
  const again = new RegExp(`(?:[,;:]\\s*|\\s)${escapeWord(word)}\\s(?=(?:\\S+\\s+){3}\\S)`, 'iu')
  const at = text.slice(word.length).search(again)
  return at < 0 ? text : text.slice(0, word.length + at).replace(/[\s,;:]+$/u, '')
}
