import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { isStopWord } from '../text/tokenize'

/** How much of a passage is stock phrasing, and the passage without a stock tail. */
export interface StockRating {
  /** Share of its words that sit in word triples the deck repeats across many slides: 0 is its own wording, 1 all stock. */
  share: number
  /** The passage without a trailing run of stock words ("… together with our partners and suppliers."). */
  trimmed: string
}

// A word triple in at least this many passages, on two slides or a tenth of them if more, is stock phrasing.
const STOCK_MIN_PASSAGES = 2
const STOCK_MIN_UNITS = 2
const STOCK_UNIT_SHARE = 0.1
// A stock tail is cut only when it is this long and leaves this much: short endings carry meaning ("year over year").
const MIN_TAIL_WORDS = 4
const MIN_KEPT_WORDS = 3

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

/**
 * Stock phrasing: the wording a deck repeats from slide to slide (mission phrases, "as we move into the next
 * phase", speaker-note small talk) says nothing about any one slide. It is found as word triples present on
 * many slides, so it needs no word list and works alike in every language; a passage's own facts (figures,
 * names, terms) rarely repeat in the same triple.
 */
export function rateStockPhrasing(
  texts: readonly string[],
  units: readonly number[],
  language?: Language,
): StockRating[] {
  const words = texts.map((text) => Array.from(text.matchAll(WORD), (m) => ({ word: m[0], at: m.index })))
  const keys = words.map((list) => list.map(({ word }) => word.toLowerCase().replace(/\d/g, '#')))
  // Each passage's triples, built once: a long document has hundreds of thousands.
  const triples = keys.map(triplesOf)
  // A triple's units as its first one, and a set only once a second one joins: most triples stand on one slide.
  const seen = new Map<string, { passages: number; unit: number; units?: Set<number> }>()
  triples.forEach((list, index) => {
    const unit = units[index]!
    for (const triple of new Set(list)) {
      const entry = seen.get(triple)
      if (!entry) seen.set(triple, { passages: 1, unit })
      else {
        entry.passages += 1
        if (unit !== entry.unit) (entry.units ??= new Set([entry.unit])).add(unit)
      }
    }
  })
  const unitThreshold = Math.max(STOCK_MIN_UNITS, STOCK_UNIT_SHARE * new Set(units).size)
  const isStock = (triple: string) => {
    const entry = seen.get(triple)
    return (
      entry !== undefined && entry.passages >= STOCK_MIN_PASSAGES && (entry.units?.size ?? 1) >= unitThreshold
    )
  }
  return texts.map((text, index) => {
    const list = keys[index]!
    const covered = list.map(() => false)
    triples[index]!.forEach((triple, i) => {
      if (isStock(triple)) covered[i] = covered[i + 1] = covered[i + 2] = true
    })
    const share = list.length === 0 ? 0 : covered.filter(Boolean).length / list.length
    // A tail that would leave a phrase cut on a function word ("… dépasse le double de") is the deck's subject
    // said again ("la capacité du collecteur"), not stock phrasing: the line stays whole and counts as its own.
    const head = headBeforeTail(text, words[index]!, covered)
    if (language && head !== undefined && endsOnStopWord(head, language)) return { share: 0, trimmed: text }
    return { share, trimmed: trimTail(text, words[index]!, covered) }
  })
}

function triplesOf(words: string[]): string[] {
  const triples: string[] = []
  for (let i = 0; i + 2 < words.length; i += 1) triples.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)
  return triples
}

// Where a stock tail would be cut, or undefined when none would be.
function headBeforeTail(
  text: string,
  words: { word: string; at: number }[],
  covered: boolean[],
): string | undefined {
  let start = covered.length
  while (start > 0 && covered[start - 1]) start -= 1
  if (covered.length - start < MIN_TAIL_WORDS || start < MIN_KEPT_WORDS) return undefined
  return text.slice(0, words[start]!.at)
}

function endsOnStopWord(head: string, language: Language): boolean {
  const last = /([\p{L}'’]+)[^\p{L}]*$/u.exec(head.trim())?.[1]?.toLowerCase()
  return last !== undefined && isStopWord(last, language)
}

function trimTail(text: string, words: { word: string; at: number }[], covered: boolean[]): string {
  let start = covered.length
  while (start > 0 && covered[start - 1]) start -= 1
  if (covered.length - start < MIN_TAIL_WORDS || start < MIN_KEPT_WORDS) return text
  const tail = text.slice(words[start]!.at)
  if (extractFigures(tail).length > 0) return text
  const head = text.slice(0, words[start]!.at).replace(/[\s,;:–—-]+$/u, '')
  return /[.!]$/.test(text.trim()) ? `${head}.` : head
}
