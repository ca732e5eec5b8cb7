import type { DeckRole, Language, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { lowerFirst } from '../text/first-letter'
import { splitSentences } from '../text/split-sentences'
import { stemOf } from '../text/stem-of'
import { tokenize } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { highestScored } from './highest-scored'
import { formatSigned, isSameUnit, parseAmount, type Amount } from './parse-amount'
import { mayRelate } from './relation-lines'

// Lines that state a figure in words: a slide's sentences and stat cards, never a table's cells.
const LINE_KINDS = new Set<SlideLine['kind']>(['bullet', 'numbered', 'paragraph', 'caption', 'stat'])
// A figure with its unit as a deck writes it ("72%", "£13.2M", "8,5x", "€6,1 mln").
const FIGURE =
  /(?:[$€£¥]\s?)?\d[\d.,]*(?:\s?(?:%|x|pp|M€|k€|(?:mln|mio\.?|mrd\.?)(?:\s?€)?|bn|[kKMB](?![\p{L}€])|€))?(?![\p{L}\d])/giu
// A test moves the figure it tests, it does not replace it: the base stays within this factor of the result.
const MAX_FACTOR = 2
// Words shorter than this name no measure ("bed" does, with the words around it, but alone ties nothing).
const MIN_TERM = 4
// The figure an assumption holds up, set against what it becomes when the assumption moves, is a risk a reader
// must see: it ranks with a figure against its range (decision 149).
const WEIGHT = 3

interface Test {
  sentence: string
  tested: Amount
  assumed: Amount
  result: Amount
  /** The words naming what the result measures, between the assumed value and the result ("the value of bed days saved"). */
  measure: Set<string>
}

/**
 * A figure against what it becomes when the deck tests its assumption (decision 163): a sentence that says
 * "if <assumption> is A rather than B, <measure> falls to C" (a conditional, two figures of one unit joined by the
 * language's "rather than", then a figure of another unit) and the earlier sentence of the same slide or section
 * that states the measure's figure ("The bed days saved are worth £13.2M"). The two are quoted together with the
 * change computed beside both inputs, so `derivedFigures` redoes it: the reader sees the headline and what it
 * rests on in one item, where the summary listed them apart. One per deck, the first found.
 */
export function valueIfAssumptionMoves(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const words = DECK_WORDS[language]
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    // A document's section is read from its text, a paragraph a line.
    const lines = unit.lines ?? unit.text.split('\n').map((text) => ({ kind: 'paragraph' as const, text }))
    const sentences = lines
      .filter((line) => LINE_KINDS.has(line.kind))
      .flatMap((line) => splitSentences(line.text.trim(), language))
    for (const [at, sentence] of sentences.entries()) {
      const test = testIn(sentence, words, language)
      if (!test) continue
      const base = baseOf(sentences.slice(0, at), test, language)
      if (!base) continue
      const found = phrase(base, nameWhatItPointsBackTo(test, sentences.slice(0, at), words), language)
      if (found) return [{ insight: { ...found, slides: unit.pages }, weight: WEIGHT }]
    }
  }
  return []
}

/** The test a sentence writes: a conditional, "A rather than B" of one unit, then a result of another unit. */
function testIn(sentence: string, words: DeckWords, language: Language): Test | undefined {
  const figures = [...sentence.matchAll(FIGURE)]
  for (const [at, first] of figures.entries()) {
    const second = figures[at + 1]
    const third = figures.slice(at + 2).find((figure) => {
      const amount = parseAmount(figure[0], language)
      return amount !== undefined && amount.prefix + amount.suffix.trim() !== ''
    })
    if (!second || !third) return undefined
    const between = sentence
      .slice(first.index + first[0].length, second.index)
      .trim()
      .toLowerCase()
    if (!words.sensitivity.insteadOf.includes(between)) continue
    const before = sentence
      .slice(0, first.index)
      .toLowerCase()
      .split(/[\s,]+/u)
    if (!before.some((word) => words.sensitivity.conditional.includes(word))) continue
    const tested = parseAmount(first[0], language)
    const assumed = parseAmount(second[0], language)
    const result = parseAmount(third[0], language)
    if (!tested || !assumed || !result || !isSameUnit(tested, assumed) || isSameUnit(tested, result)) continue
    const named = sentence.slice(second.index + second[0].length, third.index)
    return { sentence, tested, assumed, result, measure: termsOf(named, language) }
  }
  return undefined
}

// A name longer than this is a clause of its own, not what a demonstrative points back to.
const MAX_NAME_WORDS = 12

/**
 * The test with its back-reference named ("if that share is 58%" -> "if that share of step-up patients who would
 * otherwise have been admitted is 58%"): the demonstrative and noun before the tested figure, and what follows that
 * noun in the last earlier sentence naming it, when that opens with the language's "of" and states no figure. The
 * insight quotes the test apart from the sentence it points back to, so without the name the reader cannot tell
 * what share moves.
 */
function nameWhatItPointsBackTo(test: Test, before: string[], words: DeckWords): Test {
  const { pointsBack, namedBy } = words.sensitivity
  const at = test.sentence.indexOf(test.tested.text)
  const head = test.sentence.slice(0, at)
  // Each word is read with the next (the lookahead), so "If that share" yields "that share".
  const pointer = [...head.matchAll(/(?<!\p{L})(\p{L}+)\s+(?=(\p{L}[\p{L}-]*)[\s,])/gu)].findLast((match) =>
    pointsBack.includes(match[1]!.toLowerCase()),
  )
  if (!pointer) return test
  const noun = pointer[2]!
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
  for (const sentence of [...before].reverse()) {
    const found = new RegExp(`(?<!\\p{L})${escaped}\\s+(.+?)[.;:!?]*$`, 'iu').exec(sentence.trim())
    const name = found?.[1]
    if (!name || /\d/u.test(name) || name.split(/\s+/u).length > MAX_NAME_WORDS) continue
    // An elided "of" ("d'élèves") opens the name as its whole word does.
    const first = name.split(/\s+/u)[0]!.toLowerCase().replace('’', "'")
    if (!namedBy.some((word) => (word.endsWith("'") ? first.startsWith(word) : first === word))) continue
    const end = pointer.index + pointer[0].length + noun.length
    return { ...test, sentence: `${test.sentence.slice(0, end)} ${name}${test.sentence.slice(end)}` }
  }
  return test
}

/**
 * The sentence before the test that states the measure it moves: a figure of the result's unit, within a factor
 * of it, in the sentence that names most of the measure's words (the first such, where two name as many).
 */
function baseOf(
  before: string[],
  test: Test,
  language: Language,
): { sentence: string; amount: Amount } | undefined {
  const bases = before.flatMap((sentence) => {
    const amount = [...sentence.matchAll(FIGURE)]
      .map((figure) => parseAmount(figure[0], language))
      .find(
        (candidate) =>
          candidate !== undefined &&
          isSameUnit(candidate, test.result) &&
          candidate.value !== test.result.value &&
          Math.max(candidate.value, test.result.value) <=
            MAX_FACTOR * Math.min(candidate.value, test.result.value),
      )
    const shared = [...termsOf(sentence, language)].filter((term) => test.measure.has(term)).length
    return amount && shared > 0 ? [{ sentence, amount, shared }] : []
  })
  return highestScored(bases, (base) => base.shared)
}

function phrase(
  base: { sentence: string; amount: Amount },
  test: Test,
  language: Language,
): Omit<ComputedInsight, 'slides'> | undefined {
  const decimals = Math.max(base.amount.decimals, test.result.decimals)
  const formatted = formatSigned(test.result.value - base.amount.value, test.result, language, decimals)
  // Written as the result is, its unit against its digits when the deck writes it so ("−£1.7M").
  const change = /\d\S*$/u.test(test.result.text) ? formatted.replace(/(\d)\s+(?=\S+$)/u, '$1') : formatted
  // The change stands beside the result it is computed from ("falls to £11.5M (−£1.7M)").
  const at = test.sentence.indexOf(test.result.text) + test.result.text.length
  const moved = `${test.sentence.slice(0, at)} (${change})${test.sentence.slice(at)}`
  const text = `${base.sentence.replace(/[.;:,]\s*$/u, '')}; ${lowerFirst(moved)}`
  // Every figure it writes is one of the two sentences' or the change computed from them.
  const known = new Set(extractFigures(`${base.sentence} ${test.sentence}`).map(canonicalFigure))
  const derived = derivedFigures(text, known)
  if (extractFigures(text).some((figure) => !known.has(canonicalFigure(figure)) && !derived.has(figure)))
    return undefined
  return {
    kind: 'sensitivity',
    text,
    // The deck states what the figure rests on and tests it: no template question is asked of it.
    subject: '',
    figure: base.amount.text,
    plan: test.assumed.text,
    inputs: [base.amount.text, test.tested.text, test.assumed.text, test.result.text],
    derived: [change],
  }
}

// The content words of a phrase, by stem, without stop words, figures and short words.
function termsOf(text: string, language: Language): Set<string> {
  return new Set(
    tokenize(text, language)
      .filter((word) => word.length >= MIN_TERM && !/\d/u.test(word))
      .map((word) => stemOf(word)),
  )
}
