import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { splitSentences } from '../text/split-sentences'

const MIN_WORDS_LEFT = 2

// The same clause boundaries as the figure-label check reads an item by (check-faithfulness splitClauses),
// captured so that what is left keeps its own punctuation.
const CLAUSE_BOUNDARY = /(;\s|,\s(?=\D)|\s—\s)/

/**
 * `text` without the clauses where `findBad` (a line's figure check) finds a figure: each line is checked on
 * its own, so a figure cut from one line stays in another line that states it rightly.
 */
export function cutClausesByLine(
  text: string,
  findBad: (line: string) => string[],
  language: Language,
): { text: string; cut: string[]; figures: string[] } {
  const cut: string[] = []
  const figures: string[] = []
  const lines = text.split('\n').flatMap((line) => {
    const bad = findBad(line)
    if (bad.length === 0) return [line]
    figures.push(...bad)
    const result = cutClauses(line, bad, language)
    cut.push(...result.cut)
    return result.text ? [result.text] : []
  })
  return { text: lines.join('\n').trim(), cut, figures }
}

/**
 * `text` without the clauses that state one of `figures`: a true bullet keeps its true clauses when one
 * clause carries an invented or mislabelled figure. A line left without a word is removed; what was cut is
 * returned for the summary's warnings.
 */
export function cutClauses(
  text: string,
  figures: readonly string[],
  language: Language = 'en',
): { text: string; cut: string[] } {
  if (figures.length === 0) return { text, cut: [] }
  const bad = new Set(figures)
  const cut: string[] = []
  const lines = text.split('\n').flatMap((line) => {
    if (!extractFigures(line).some((figure) => bad.has(figure))) return [line]
    const marker = /^\s*(?:[-*•]|\d+[.)])\s+/.exec(line)?.[0] ?? ''
    const sentences = splitSentences(line.slice(marker.length), language)
    const kept = sentences.flatMap((sentence) => {
      const parts = sentence.split(CLAUSE_BOUNDARY)
      const clauses: string[] = []
      for (let index = 0; index < parts.length; index += 2) {
        const clause = parts[index] ?? ''
        if (extractFigures(clause).some((figure) => bad.has(figure))) {
          cut.push(clause.trim().replace(/[.!?]+$/, ''))
          continue
        }
        clauses.push(clauses.length === 0 ? clause : `${parts[index - 1] ?? ' '}${clause}`)
      }
      if (clauses.length === 0) return []
      let rest = clauses.join('').trim()
      const ending = /[.!?]+\s*$/.exec(sentence.trim())?.[0].trim() ?? ''
      if (ending && !rest.endsWith(ending)) rest = `${rest.replace(/[,;:—-]+$/, '').trim()}${ending}`
      return [rest.charAt(0).toUpperCase() + rest.slice(1)]
    })
    const rest = kept.join(' ').trim()
    // A remnant of one word ("EUR", "Oslo") states nothing: the line goes with its clause.
    return (rest.match(/\p{L}{2,}/gu)?.length ?? 0) >= MIN_WORDS_LEFT ? [marker + rest] : []
  })
  return { text: lines.join('\n').trim(), cut }
}
