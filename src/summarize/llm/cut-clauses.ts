import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { spelledNumberWords } from '../spelled-numbers'
import { splitSentences } from '../text/split-sentences'
import { upperFirst } from '../text/first-letter'

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
    if (!statedIn(line).some((figure) => bad.has(figure))) return [line]
    const marker = /^\s*(?:[-*•]|\d+[.)])\s+/.exec(line)?.[0] ?? ''
    const sentences = splitSentences(line.slice(marker.length), language)
    const kept = sentences.flatMap((sentence) => {
      const parts = sentence.split(CLAUSE_BOUNDARY)
      const isCut = (index: number) => statedIn(parts[index] ?? '').some((figure) => bad.has(figure))
      const clauses: string[] = []
      let isListCut = false
      for (let index = 0; index < parts.length; index += 2) {
        const clause = parts[index] ?? ''
        if (isCut(index)) {
          cut.push(clause.trim().replace(/[.!?]+$/, ''))
          // "The process is a 4 step model: understand the market; design a strategy; …" cut for its 4: what
          // follows its colon is the list that head introduced, and reads as a headless fragment without it,
          // figures or not ("And regular meetings over three years").
          const head = clause.split(': ')
          isListCut ||= head.length > 1 && statedIn(head[0]!).some((figure) => bad.has(figure))
          continue
        }
        if (isListCut) {
          cut.push(clause.trim().replace(/[.!?]+$/, ''))
          continue
        }
        // "Option A, repair and hold spares: £38,000" cut after its comma leaves "Option A;": the few words
        // that introduced the cut clause go with it (joined to it by a comma or a dash, not a semicolon).
        // "Cost: £186,000 in lost margin, overtime and haulage" leaves "overtime and haulage": a list's tail too.
        const isTied = (at: number) => isCut(at) && (parts[Math.min(at, index) + 1] ?? '; ') !== '; '
        if ((isTied(index + 2) || isTied(index - 2)) && isFragment(clause)) {
          cut.push(clause.trim().replace(/[.!?]+$/, ''))
          continue
        }
        clauses.push(clauses.length === 0 ? clause : `${parts[index - 1] ?? ' '}${clause}`)
      }
      if (clauses.length === 0) return []
      let rest = closeBrackets(clauses.join('').trim())
        .replace(/^[\s,;:—–-]+/u, '')
        .replace(/[\s,;:—–-]+$/u, '')
      const ending = /[.!?]+\s*$/.exec(sentence.trim())?.[0].trim() ?? ''
      if (ending && !rest.endsWith(ending)) rest = `${rest.replace(/[,;:—-]+$/, '').trim()}${ending}`
      return [upperFirst(rest)]
    })
    const rest = kept.join(' ').trim()
    // A remnant of one word ("EUR", "Oslo") states nothing: the line goes with its clause.
    return (rest.match(/\p{L}{2,}/gu)?.length ?? 0) >= MIN_WORDS_LEFT ? [marker + rest] : []
  })
  return { text: lines.join('\n').trim(), cut }
}

const MAX_FRAGMENT_WORDS = 3

/** The figures of `text` and the numbers it spells out, as written: a count in words is cut like a figure. */
function statedIn(text: string): string[] {
  return [...extractFigures(text), ...spelledNumberWords(text).map(({ word }) => word)]
}

/** A clause of a few words and no figure ("Option A", "Region North"): a heading, not a statement. */
function isFragment(clause: string): boolean {
  const words = clause
    .trim()
    .split(/\s+/u)
    .filter((word) => /\p{L}/u.test(word))
  return words.length > 0 && words.length <= MAX_FRAGMENT_WORDS && extractFigures(clause).length === 0
}

/**
 * `text` with the brackets a cut left open closed where the text ends, an emptied "(" removed and a ")" whose
 * "(" was cut removed: "Cost £14.8M (staff £8.1M, agency £1.3M)" without its agency clause reads
 * "Cost £14.8M (staff £8.1M)".
 */
function closeBrackets(text: string): string {
  let open = 0
  let out = ''
  for (const char of text) {
    if (char === ')' && open === 0) continue
    if (char === '(') open++
    if (char === ')') open--
    out += char
  }
  out = out.replace(/\s*\(\s*$/u, '')
  open = (out.match(/\(/gu)?.length ?? 0) - (out.match(/\)/gu)?.length ?? 0)
  const ending = /[.!?]*$/u.exec(out)?.[0] ?? ''
  return open > 0 ? `${out.slice(0, out.length - ending.length).trimEnd()}${')'.repeat(open)}${ending}` : out
}
