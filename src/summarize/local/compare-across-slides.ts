import type { DeckRole, Document, Language, Slide, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { cueWords } from '../measures/check-cues'
import { parseQuantity } from '../measures/parse-quantity'
import { labelWords, readMeasures, unifyAcronyms, type Measure } from '../measures/read-measures'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { contrastOf } from './quote-contrast'
import { mentionsOf, type Mention } from './read-figure-mentions'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { formatAmount, formatPercent, formatSigned, parseAmount } from './parse-amount'

// Units whose figures are the deck's frame or supporting material, not its content.
const SKIPPED_ROLES = new Set<DeckRole>(['appendix', 'agenda', 'cover', 'closing', 'divider'])
// A change beyond this factor is another measure under shared words, not the same one moved.
const MAX_CHANGE = 3
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
  const byUnit = readForComparison(measures, generic, isColumnKind, language)
  const found: { insight: ComputedInsight; weight: number }[] = []
  const used = new Set<string>()
  // A clause naming the market ("Our serviceable market: 18,000 clinics") before the market slide's other figures.
  const mentions = kept
    .flatMap(({ unit, index }) => mentionsOf(unit, index, language))
    .sort((a, b) => Number(isMarket(b.clause)) - Number(isMarket(a.clause)))
  for (const mention of mentions) {
    const target = words.setsTarget(mention.sentence) || words.headers.plan(mention.sentence)
    const market = roles[mention.unit] === 'market' || isMarket(mention.clause)
    const relation = target ? 'target' : market ? 'share' : 'change'
    const measure = bestMeasure(byUnit, mention, generic, relation, units, language)
    if (!measure || used.has(measure.line)) continue
    const phrased =
      relation === 'target'
        ? againstTarget(measure, mention, units, language)
        : relation === 'share'
          ? shareOfWhole(measure, mention, units, language)
          : changeTo(measure, mention, units, language)
    if (!phrased) continue
    used.add(measure.line)
    found.push(phrased)
    if (found.length >= MAX_COMPARISONS) break
  }
  if (found.length < MAX_COMPARISONS) found.push(...contrastOf(mentions, units, generic, language))
  return found.slice(0, MAX_COMPARISONS)
}

/** A measure with what `bestMeasure` reads from its label, read once per deck rather than once per mention. */
interface ReadMeasure {
  measure: Measure
  parts: string[]
  /** The label's last word, or the row's when the header is a plan or actual column. */
  head: string | undefined
  initials: string | undefined
  /** The label's own words, without its period word (see `bestMeasure`). */
  own: string[]
  /** A quarter's figure, part of a whole a sentence may state. */
  isQuarter: boolean
  /** A table row on a slide whose table has a total row. */
  inTotalledTable: boolean
}

/**
 * The measures grouped by unit and per-unit (a mention is compared only with measures of its own unit), each
 * label read once: comparing every mention of a long document with every measure, reading labels each time,
 * was the summariser's slowest step.
 */
function readForComparison(
  measures: Measure[],
  generic: Set<string>,
  isColumnKind: (header: string) => boolean,
  language: Language,
): Map<string, ReadMeasure[]> {
  const totals = new Set(
    measures
      .filter(
        (measure) =>
          measure.kind === 'table-row' && generic.has(measure.label.split(' — ')[0]!.toLowerCase()),
      )
      .map((measure) => `${measure.slideNumber}`),
  )
  const byUnit = new Map<string, ReadMeasure[]>()
  for (const measure of measures) {
    const parts = measure.label.split(' — ')
    // A plan or actual column measures what its row names ("Line 1 — Plan" is line 1's output).
    const header = parts.length > 1 ? parts.at(-1)! : measure.label
    const named = (isColumnKind(header) ? parts[0]! : header).replace(/\([^)]*\)/gu, ' ')
    const head = named
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1)
      .at(-1)
    // A label's initials name it too ("ARR" for "Annual recurring revenue").
    const initials =
      measure.words.length === 1
        ? measure.words[0]
        : named
            .split(/[^\p{L}]+/u)
            .filter((word) => word.length > 2)
            .map((word) => word[0]!.toLowerCase())
            .join('')
    // A label's period word ("por ano", "per year") says per what, not what: the sentence may leave it out.
    const own = labelWords(named, language).filter(
      (word) => word.length >= 3 && !generic.has(word) && !parseQuantity(`1 per ${word}`)?.per,
    )
    const key = unitKey(measure.quantity)
    const group = byUnit.get(key) ?? []
    group.push({
      measure,
      parts,
      head,
      initials,
      own,
      isQuarter: /[qtkhs][1-4]/u.test(measure.period) || /[qtkhs][1-4]/iu.test(measure.label),
      inTotalledTable: measure.kind === 'table-row' && totals.has(`${measure.slideNumber}`),
    })
    byUnit.set(key, group)
  }
  return byUnit
}

function unitKey(quantity: { unit: unknown; per?: unknown }): string {
  return JSON.stringify([quantity.unit, quantity.per])
}

/**
 * The deck's figure a mention is about: same unit, and a label whose head word the mention names ("clinics" for
 * "Paying clinics"); a table cell also needs its header named, and a table with a total row speaks through it.
 * Against a target, the figure furthest from it (a scenario's IRR under the fund's minimum).
 */
function bestMeasure(
  measures: Map<string, ReadMeasure[]>,
  mention: Mention,
  generic: Set<string>,
  relation: 'target' | 'share' | 'change',
  units: SummaryUnit[],
  language: Language,
): Measure | undefined {
  const target = relation === 'target'
  const sourceOf = (measure: Measure) => measure.slideNumber - 1
  const candidates = (measures.get(unitKey(mention.quantity)) ?? []).filter((read) => {
    const { measure, parts, head, initials, own } = read
    if (measure.quantity.unit !== mention.quantity.unit || measure.quantity.per !== mention.quantity.per)
      return false
    if (Math.abs(measure.quantity.amount - mention.quantity.amount) <= measure.quantity.tolerance)
      return false
    if (measure.line.includes(mention.clause) || mention.sentence.includes(measure.line)) return false
    if (!units[sourceOf(measure)]) return false
    const names = (word: string | undefined) =>
      word !== undefined && !generic.has(word) && word.length >= 3 && mention.nouns.includes(word)
    if (relation === 'change') {
      // Without a target's or a market's word, only the measure's own label ties the two figures: all its words,
      // and at least two, stand near the figure ("custo por criança" for "custo por criança e por ano").
      if (measure.slideNumber - 1 === mention.unit) return false
      const shared = own.filter((word) => mention.near.includes(word)).length
      const ratio = measure.quantity.amount / mention.quantity.amount
      if (!(ratio < MAX_CHANGE && ratio > 1 / MAX_CHANGE)) return false
      // A quarter's figure is part of a whole a sentence may state ("£2.6M in Q4" against "£11.7M running cost").
      if (read.isQuarter) return false
      // Two shares under one label are often of two wholes (21 % of one district's residents, 23 % of another's).
      if (measure.quantity.unit === '%') return false
      if (shared < 2 || shared < own.length) return false
      // A clause restating the measure's own figure ("from 890 to 578 articles") is one fact, not two places.
      if (extractFigures(mention.clause).some((figure) => sameFigure(figure, measure.value))) return false
      // Another qualifier before the shared words names another measure ("acute bed days", not "virtual bed days").
      const first = mention.near.findIndex((token) => own.includes(token))
      const before = mention.near[first - 1] ?? ''
      if (/^\p{L}{3,}$/u.test(before) && !isStopWord(before, language) && !own.includes(before)) return false
    } else if (!names(head) && !names(initials)) return false
    if (mention.countedIn !== '' && !measure.words.includes(mention.countedIn)) return false
    if (read.inTotalledTable) {
      const row = parts[0]!.toLowerCase()
      if (!generic.has(row)) return false
    }
    return true
  })
  const gap = (measure: Measure) => Math.abs(Math.log(measure.quantity.amount / mention.quantity.amount))
  return candidates
    .map((read) => read.measure)
    .sort(
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
  // A year or a quarter names when the figure stands ("Q1 2026"); a title's span ("2022–2025") does not.
  const period = /^(?:([qtk][1-4]))?((?:19|20)\d{2})$/u.exec(measure.period)
  if (!period || name.includes(period[2]!)) return name
  return `${name} (${[period[1]?.toUpperCase(), period[2]].filter(Boolean).join(' ')})`
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

function changeTo(
  measure: Measure,
  mention: Mention,
  units: SummaryUnit[],
  language: Language,
): { insight: ComputedInsight; weight: number } | undefined {
  const like = parseAmount(measure.value, language)
  if (!like || measure.quantity.scale !== mention.quantity.scale || measure.quantity.written === 0)
    return undefined
  const difference = mention.quantity.written - measure.quantity.written
  const change = (difference / Math.abs(measure.quantity.written)) * 100
  const percent = formatPercent(Math.abs(change), language)
  const result =
    like.suffix.trim() === '%'
      ? `${formatSigned(difference, { ...like, suffix: '' }, language)} ${DECK_WORDS[language].phrases.points}`
      : `${formatSigned(difference, like, language)} (${change > 0 ? '+' : '−'}${percent})`
  return verified(
    measure,
    mention,
    units,
    language,
    'change',
    DECK_WORDS[language].phrases.against,
    result,
    1,
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
  kind: 'target' | 'share' | 'change',
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
  const from = units[measure.slideNumber - 1]!
  const to = units[mention.unit]!
  // The period a measure takes from its slide's title ("Stand Ende September 2026") is of the slide too.
  const source = `${from.title} ${measure.line} ${to.title} ${mention.sentence}`
  const known = new Set(extractFigures(source).map(canonicalFigure))
  const derived = derivedFigures(text, known)
  const unsupported = extractFigures(text).filter((figure) => !known.has(canonicalFigure(figure)))
  if (unsupported.some((figure) => !derived.has(figure))) return undefined
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

function sameFigure(figure: string, value: string): boolean {
  return extractFigures(value).some((other) => canonicalFigure(other) === canonicalFigure(figure))
}
