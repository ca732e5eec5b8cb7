import type { SlideLine } from '../../shared'
import type { ParsedSlide } from '../parsed-deck'

/**
 * Stands where a page joined a word split by a line-end hyphen ("em-" / "ployee"): whether the hyphen
 * goes ("employee") or stays ("long-term") is decided once for the whole document (see
 * `resolveHyphenBreaks`), since each page may be read by another worker. A private-use character, so
 * never in a PDF's text.
 */
export const HYPHEN_BREAK = '\ue000'

const HEAD = /\p{L}+$/u
const TAIL = /^\p{L}+/u
// Words are the runs of letters; splitting on the rest is several times faster than matching words.
const NOT_WORD = /[^\p{L}]+/u

export interface HyphenCounts {
  /** Words joined again ("em-ployee" read as "employee"). */
  joined: number
  /** Hyphens kept ("long-term"). */
  kept: number
}

/**
 * Joins each word split by a line-end hyphen when the joined word occurs elsewhere in the document
 * (unbroken, any case), else keeps the hyphen: compounds ("long-term") stay, and "employee" written
 * whole anywhere makes "em-ployee" one word everywhere. The slides are changed in place.
 */
export function resolveHyphenBreaks(slides: ParsedSlide[]): HyphenCounts {
  const counts: HyphenCounts = { joined: 0, kept: 0 }
  if (!slides.some((slide) => slide.text.includes(HYPHEN_BREAK) || slide.title.includes(HYPHEN_BREAK)))
    return counts
  // Only the words that could decide a break are looked for, so the set stays small. The halves of
  // broken words ("em", "ployee") are seen too; they never equal a joined word.
  const wanted = new Set<string>()
  for (const slide of slides)
    for (const [head, tail] of brokenWords(slide.text))
      for (const form of forms(`${head}${tail}`.toLowerCase())) wanted.add(form)
  const vocabulary = new Set<string>()
  for (const slide of slides)
    for (const text of [slide.title, slide.text])
      for (const word of text.toLowerCase().split(NOT_WORD)) if (wanted.has(word)) vocabulary.add(word)
  const decide = (count: boolean) => (text: string) => {
    // Split at the marks rather than matched by a pattern: a pattern of letters before a rare character
    // retries at every letter of the text.
    const parts = text.split(HYPHEN_BREAK)
    let out = parts[0] ?? ''
    for (const [index, part] of parts.entries()) {
      if (index === 0) continue
      const head = lastWord(parts[index - 1]!)
      const tail = TAIL.exec(part)?.[0] ?? ''
      if (head === '' || tail === '') {
        out += `-${part}`
        continue
      }
      const joined = isKnownWord(`${head}${tail}`.toLowerCase(), vocabulary) || SUFFIX.test(tail)
      if (count) counts[joined ? 'joined' : 'kept']++
      out += joined ? part : `-${part}`
    }
    return out
  }
  // Lines repeat the text's words: they are resolved alike but counted once, in the text.
  const [inText, inLines] = [decide(true), decide(false)]
  for (const slide of slides) {
    slide.title = inLines(slide.title)
    if (!slide.text.includes(HYPHEN_BREAK)) continue
    slide.text = inText(slide.text)
    slide.lines = slide.lines?.map((line) => resolveLine(line, inLines))
  }
  return counts
}

/** A word ending split off by a hyphenating typesetter, never the second half of a compound. */
const SUFFIX =
  /^(?:ing|ings|tion|tions|sion|sions|ment|ments|ness|ance|ances|ence|ences|ity|ities|able|ible|ated|ating|ized|izing|ised|ising|ively|ation|ations|ly|ers?|ed|es)$/u
const INFLECTIONS = ['s', 'es', 'ed', 'd', 'ing', 'ly', 'er', 'ers']

/** The letters the text ends with: read from its tail, since a pattern anchored at the end retries at every letter. */
function lastWord(text: string): string {
  return HEAD.exec(text.slice(-MAX_WORD))?.[0] ?? ''
}
const MAX_WORD = 48

/** Each word cut at a line end, as its two halves. */
function* brokenWords(text: string): Generator<[string, string]> {
  const parts = text.split(HYPHEN_BREAK)
  for (let index = 1; index < parts.length; index++) {
    const head = lastWord(parts[index - 1]!)
    const tail = TAIL.exec(parts[index]!)?.[0]
    if (head && tail) yield [head, tail]
  }
}

/** The word and the inflected forms `isKnownWord` accepts as evidence for it. */
function forms(word: string): string[] {
  const all = [word]
  for (const ending of INFLECTIONS) {
    all.push(word + ending)
    if (word.endsWith(ending)) all.push(word.slice(0, -ending.length))
  }
  return all
}

/** The word, or the word without or with a common inflection ("approved": "approve", "approves"). */
function isKnownWord(word: string, vocabulary: Set<string>): boolean {
  if (vocabulary.has(word)) return true
  for (const ending of INFLECTIONS) {
    if (vocabulary.has(word + ending)) return true
    if (
      word.endsWith(ending) &&
      word.length - ending.length >= 4 &&
      vocabulary.has(word.slice(0, -ending.length))
    )
      return true
  }
  return false
}

function resolveLine(line: SlideLine, resolve: (text: string) => string): SlideLine {
  if (!line.text.includes(HYPHEN_BREAK)) return line
  const resolved = { ...line, text: resolve(line.text) }
  if (resolved.kind === 'stat') {
    resolved.label = resolve(resolved.label)
    resolved.value = resolve(resolved.value)
    if (resolved.detail !== undefined) resolved.detail = resolve(resolved.detail)
  }
  return resolved
}
