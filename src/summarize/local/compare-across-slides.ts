import type { DeckRole, Document, Language, Slide, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { cueWords } from '../measures/check-cues'
import { parseQuantity, type Quantity } from '../measures/parse-quantity'
import { readMeasures, unifyAcronyms, type Measure } from '../measures/read-measures'
import { splitSentences } from '../text/split-sentences'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { formatAmount, formatPercent, formatSigned, parseAmount } from './parse-amount'

// Units whose figures are the deck's frame or supporting material, not its content.
const SKIPPED_ROLES = new Set<DeckRole>(['appendix', 'agenda', 'cover', 'closing', 'divider'])
const SENTENCE_KINDS = new Set<SlideLine['kind']>(['bullet', 'numbered', 'paragraph', 'caption'])
// A figure is followed by at most this many words naming what it counts ("$10M ARR", "18,000 clinics").
const MAX_NOUNS = 3
// A quoted clause longer than this is a paragraph, not the place a figure is set.
const MAX_CLAUSE_WORDS = 18
// A whole at least this many times its part is the market or total the part is a share of.
const MIN_WHOLE = 3
// A target this close to the figure says nothing a reader would compute.
const MIN_RATIO = 1.2
const MAX_COMPARISONS = 2
// Which figure of a measure speaks for it: a stat card or a "label: value" first, a chart point last.
const KIND_RANK: Partial<Record<SlideLine['kind'], number>> = {
  stat: 0,
  bullet: 1,
  paragraph: 1,
  numbered: 1,
}

/** A figure written in a sentence with the words after it that say what it counts ("1,200 clinics by Q4 2027"). */
interface Mention {
  unit: number
  clause: string
  sentence: string
  figure: string
  quantity: Quantity
  nouns: string[]
  /** The figure and its words as written ("$10M ARR"). */
  phrase: string
}

/**
 * The same measure stated in two places (issue 24, item 3): a figure of a stat card, table or chart (read with
 * its label, unit and period by `readMeasures`, as the deck checks read it) against a sentence elsewhere that
 * sets its target, milestone or threshold ("Milestones: $10M ARR…" against "Annual recurring revenue: $3.4M"),
 * or that states the whole it is a share of (a market slide's "18,000 clinics" against "Paying clinics: 418").
 * The derived figure (a multiple, a share, a gap) is written beside both inputs and kept only when
 * `derivedFigures` redoes its arithmetic.
 */
export function compareAcrossSlides(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const words = DECK_WORDS[language]
  const kept = units.flatMap((unit, index) =>
    unit.hidden || SKIPPED_ROLES.has(roles[index] ?? 'content') ? [] : [{ unit, index }],
  )
  const slides = kept.map(({ unit, index }): Slide => ({
    number: index + 1,
    title: unit.title,
    text: unit.text,
    notes: unit.notes,
    hidden: false,
    role: 'content',
    lines: unit.lines ?? unit.text.split('\n').map((text) => ({ kind: 'paragraph', text })),
  }))
  const document = { language, slides } as Pick<Document, 'language' | 'slides'> as Document
  const measures = unifyAcronyms(readMeasures(document))
  const generic = new Set(cueWords('generic', language))
  const isMarket = words.roles.find(([role]) => role === 'market')?.[1] ?? (() => false)
  const isColumnKind = (header: string) =>
    words.headers.plan(header) || words.headers.actual(header) || words.headers.variance(header)
  const found: { insight: ComputedInsight; weight: number }[] = []
  const used = new Set<string>()
  // A clause naming the market ("Our serviceable market: 18,000 clinics") before the market slide's other figures.
  const mentions = kept
    .flatMap(({ unit, index }) => mentionsOf(unit, index, language))
    .sort((a, b) => Number(isMarket(b.clause)) - Number(isMarket(a.clause)))
  for (const mention of mentions) {
    const target = words.setsTarget(mention.sentence) || words.headers.plan(mention.sentence)
    const market = roles[mention.unit] === 'market' || isMarket(mention.clause)
    if (!target && !market) continue
    const measure = bestMeasure(measures, mention, generic, target, units, isColumnKind)
    if (!measure || used.has(measure.line)) continue
    const phrased = target
      ? againstTarget(measure, mention, units, language)
      : shareOfWhole(measure, mention, units, language)
    if (!phrased) continue
    used.add(measure.line)
    found.push(phrased)
    if (found.length >= MAX_COMPARISONS) break
  }
  return found
}

function mentionsOf(unit: SummaryUnit, index: number, language: Language): Mention[] {
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
        // The longest run of up to three tokens that reads as one quantity ("7,9 Mio. €", "20 %").
        const span = [3, 2, 1].find((size) => {
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
        if (nouns.length > 0)
          out.push({
            unit: index,
            clause: clause.trim(),
            sentence,
            figure,
            quantity: parseQuantity(figure)!,
            nouns,
            phrase: [figure, ...written].join(' '),
          })
        at += span - 1
      }
      return out
    }),
  )
}

/**
 * The deck's figure a mention is about: same unit, and a label whose head word the mention names ("clinics" for
 * "Paying clinics"); a table cell also needs its header named, and a table with a total row speaks through it.
 * Against a target, the figure furthest from it (a scenario's IRR under the fund's minimum).
 */
function bestMeasure(
  measures: Measure[],
  mention: Mention,
  generic: Set<string>,
  target: boolean,
  units: SummaryUnit[],
  isColumnKind: (header: string) => boolean,
): Measure | undefined {
  const sourceOf = (measure: Measure) => measure.slideNumber - 1
  const totals = new Set(
    measures
      .filter(
        (measure) =>
          measure.kind === 'table-row' && generic.has(measure.label.split(' — ')[0]!.toLowerCase()),
      )
      .map((measure) => `${measure.slideNumber}`),
  )
  const candidates = measures.filter((measure) => {
    if (measure.quantity.unit !== mention.quantity.unit || measure.quantity.per !== mention.quantity.per)
      return false
    if (Math.abs(measure.quantity.amount - mention.quantity.amount) <= measure.quantity.tolerance)
      return false
    if (measure.line.includes(mention.clause) || mention.sentence.includes(measure.line)) return false
    if (!units[sourceOf(measure)]) return false
    const parts = measure.label.split(' — ')
    // A plan or actual column measures what its row names ("Line 1 — Plan" is line 1's output).
    const header = parts.length > 1 ? parts.at(-1)! : measure.label
    const named = (isColumnKind(header) ? parts[0]! : header).replace(/\([^)]*\)/gu, ' ')
    const head = named
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1)
      .at(-1)
    const initials = measure.words.length === 1 ? measure.words[0] : undefined
    const names = (word: string | undefined) =>
      word !== undefined && !generic.has(word) && word.length >= 3 && mention.nouns.includes(word)
    if (!names(head) && !names(initials)) return false
    if (measure.kind === 'table-row' && totals.has(`${measure.slideNumber}`)) {
      const row = parts[0]!.toLowerCase()
      if (!generic.has(row)) return false
    }
    return true
  })
  const gap = (measure: Measure) => Math.abs(Math.log(measure.quantity.amount / mention.quantity.amount))
  return candidates.sort(
    (a, b) =>
      (target && a.kind === 'table-row' && b.kind === 'table-row' ? gap(b) - gap(a) : 0) ||
      (KIND_RANK[a.kind] ?? 2) - (KIND_RANK[b.kind] ?? 2) ||
      // A chart's latest point is its figure now.
      b.slideNumber - a.slideNumber ||
      b.period.localeCompare(a.period),
  )[0]
}

function measureText(measure: Measure): string {
  const parts = measure.label.split(' — ')
  const name =
    parts.length > 1 ? `${parts.at(-1)} ${measure.value} (${parts[0]})` : `${measure.label} ${measure.value}`
  return measure.period && !name.toLowerCase().includes(measure.period.split(' ')[0]!)
    ? `${name} (${measure.period.toUpperCase()})`
    : name
}

function againstTarget(
  measure: Measure,
  mention: Mention,
  units: SummaryUnit[],
  language: Language,
): { insight: ComputedInsight; weight: number } | undefined {
  const words = DECK_WORDS[language]
  const ratio = mention.quantity.amount / measure.quantity.amount
  if (!(ratio > 0) || (ratio < MIN_RATIO && ratio > 1 / MIN_RATIO && mention.quantity.unit !== '%'))
    return undefined
  const like = parseAmount(measure.value, language) ?? parseAmount(mention.figure, language)
  if (!like) return undefined
  const result =
    mention.quantity.unit === '%'
      ? `${formatSigned(measure.quantity.written - mention.quantity.written, { ...like, prefix: '', suffix: '' }, language, like.decimals)} ${words.phrases.points}`
      : `${formatAmount(ratio, { ...like, prefix: '', suffix: '', text: '' }, language, 1)}x`
  return verified(
    measure,
    mention,
    units,
    language,
    'target',
    words.phrases.against,
    result,
    Math.min(2, Math.abs(Math.log(ratio)) + 1),
  )
}

function shareOfWhole(
  measure: Measure,
  mention: Mention,
  units: SummaryUnit[],
  language: Language,
): { insight: ComputedInsight; weight: number } | undefined {
  if (mention.quantity.amount < measure.quantity.amount * MIN_WHOLE) return undefined
  const share = formatPercent((measure.quantity.amount / mention.quantity.amount) * 100, language)
  return verified(
    measure,
    mention,
    units,
    language,
    'share',
    DECK_WORDS[language].phrases.shareOf,
    share,
    1.2,
  )
}

function verified(
  measure: Measure,
  mention: Mention,
  units: SummaryUnit[],
  language: Language,
  kind: 'target' | 'share',
  template: string,
  result: string,
  weight: number,
): { insight: ComputedInsight; weight: number } | undefined {
  const other = mention.clause.replace(/[.;:,]\s*$/u, '')
  const text = template
    .replace('{measure}', measureText(measure))
    .replace('{other}', other)
    .replace('{result}', result)
    .replace('{share}', result)
  // Every figure not in the two places it was read from must be computed from them, to the decimals written.
  const known = new Set([...extractFigures(`${measure.line} ${mention.sentence}`)].map(canonicalFigure))
  const derived = derivedFigures(text, known)
  const unsupported = extractFigures(text).filter((figure) => !known.has(canonicalFigure(figure)))
  if (unsupported.some((figure) => !derived.has(figure))) return undefined
  const from = units[measure.slideNumber - 1]!
  const to = units[mention.unit]!
  const parts = measure.label.split(' — ')
  return {
    weight,
    insight: {
      kind,
      text,
      slides: [...new Set([...from.pages, ...to.pages])].sort((a, b) => a - b),
      subject: parts.length > 1 ? parts.at(-1)!.replace(/\s*\([^)]*\)\s*$/u, '') : measure.label,
      figure: measure.value,
      plan: mention.phrase,
      inputs: [measure.value, mention.figure],
      derived: unsupported,
    },
  }
}
