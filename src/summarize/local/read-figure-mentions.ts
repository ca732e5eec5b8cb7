import type { Language, SlideLine } from '../../shared'
import { parseQuantity, type Quantity } from '../measures/parse-quantity'
import { splitSentences } from '../text/split-sentences'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'

const SENTENCE_KINDS = new Set<SlideLine['kind']>(['bullet', 'numbered', 'paragraph', 'caption'])
// A figure is followed by at most this many words naming what it counts ("$10M ARR", "18,000 clinics").
const MAX_NOUNS = 3
// A label's words that tie a sentence's figure to a measure stand at most this many words before it.
const NEAR_WORDS = 6
// A quoted clause longer than this is a paragraph, not the place a figure is set.
const MAX_CLAUSE_WORDS = 18

/** A figure written in a sentence with the words after it that say what it counts ("1,200 clinics by Q4 2027"). */
export interface Mention {
  unit: number
  clause: string
  sentence: string
  figure: string
  quantity: Quantity
  nouns: string[]
  /** The unit word the figure is counted in ("days" in "30 days"), '' for none. */
  countedIn: string
  /** The words around the figure: a label that ties it stands there. */
  near: string[]
  /** The figure and its words as written ("$10M ARR"). */
  phrase: string
}

/**
 * Every figure a unit's sentences (its bullets, paragraphs and notes) write, with the clause it stands in, the
 * words after it that say what it counts and the words around it, so that it can be matched to a labelled measure.
 */
export function mentionsOf(unit: SummaryUnit, index: number, language: Language): Mention[] {
  const lines = (unit.lines ?? unit.text.split('\n').map((text) => ({ kind: 'paragraph' as const, text })))
    .filter((line) => SENTENCE_KINDS.has(line.kind))
    .map((line) => line.text)
  const sentences = [...lines, unit.notes].flatMap((text) => splitSentences(text, language))
  return sentences.flatMap((sentence) =>
    sentence.split(/;\s*|,\s+(?=\D)/u).flatMap((clause) => {
      const tokens = clause.trim().split(/\s+/u)
      if (tokens.length > MAX_CLAUSE_WORDS) return []
      const out: Mention[] = []
      for (let at = 0; at < tokens.length; at += 1) {
        if (!/\d/u.test(tokens[at]!)) continue
        // The longest run of up to four tokens that reads as one quantity ("7,9 Mio. €", "20 %").
        const span = [4, 3, 2, 1].find((size) => {
          const text = tokens
            .slice(at, at + size)
            .join(' ')
            .replace(/[.,;:]$/u, '')
          const quantity = size <= tokens.length - at ? parseQuantity(text) : undefined
          // "18,000 clinics" is 18,000 of what the words name, not a quantity in "clinics".
          return quantity !== undefined && (size === 1 || !/\p{Ll}{3}/u.test(quantity.unit))
        })
        if (span === undefined) continue
        const figure = tokens
          .slice(at, at + span)
          .join(' ')
          .replace(/[.,;:]$/u, '')
        const nouns: string[] = []
        const written: string[] = []
        for (const token of tokens.slice(at + span, at + span + MAX_NOUNS)) {
          const word = token.replace(/[.,;:!?)]+$/u, '')
          if (!/^\p{L}[\p{L}-]*$/u.test(word) || isStopWord(word.toLowerCase(), language)) break
          nouns.push(word.toLowerCase())
          written.push(word)
          if (word !== token) break
        }
        // A unit word after the figure ("12 horas", "30 days") is what it counts: only a label naming it matches.
        const counted = parseQuantity(`${figure} ${written[0] ?? ''}`.trim())
        const near = tokens
          .slice(Math.max(0, at - NEAR_WORDS), at + span + MAX_NOUNS)
          .map((token) => token.toLowerCase().replace(/^[("“«]+|[.,;:!?)"”»]+$/gu, ''))
        out.push({
          unit: index,
          clause: clause.trim(),
          sentence,
          figure,
          quantity: parseQuantity(figure)!,
          countedIn: counted && /\p{Ll}{3}/u.test(counted.unit) ? (written[0] ?? '').toLowerCase() : '',
          near,
          nouns,
          phrase: [figure, ...written].join(' '),
        })
        at += span - 1
      }
      return out
    }),
  )
}
