import type { DeckRole, Document, Language, Slide, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { cueWords } from '../measures/check-cues'
import { parseQuantity, type Quantity } from '../measures/parse-quantity'
import { labelWords, readMeasures, unifyAcronyms, type Measure } from '../measures/read-measures'
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
// A label's words that tie a sentence's figure to a measure stand at most this many words before it.
const NEAR_WORDS = 6
// A change beyond this factor is another measure under shared words, not the same one moved.
const MAX_CHANGE = 5
// A quoted clause longer than this is a paragraph, not the place a figure is set.
const MAX_CLAUSE_WORDS = 18
// A whole at least this many times its part is the market or total the part is a share of.
const MIN_WHOLE = 3
// A target this close to the figure says nothing a reader would compute.
const MIN_RATIO = 1.2
const MAX_COMPARISONS = 2
// Two amounts of the same thing this many times apart are a contrast the deck draws.
const MIN_CONTRAST = 100
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
  /** The unit word the figure is counted in ("days" in "30 days"), '' for none. */
  countedIn: string
  /** The words around the figure: a label that ties it stands there. */
  near: string[]
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
    const relation = target ? 'target' : market ? 'share' : 'change'
    const measure = bestMeasure(measures, mention, generic, relation, units, isColumnKind, language)
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

/**
 * Two sentences that state an amount of the same thing orders of magnitude apart ("around
 * $5 trillion of CDS contracts" against "Net payouts on Lehman's CDS contracts amounted to only around $5
 * billion"): the contrast is the insight, quoted as the deck states it, with nothing computed.
 */
function contrastOf(
  mentions: Mention[],
  units: SummaryUnit[],
  generic: Set<string>,
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const money = mentions.filter(
    (mention) => /^[A-Z]{3}$/u.test(mention.quantity.unit) && mention.quantity.amount > 0,
  )
  const termsOf = (mention: Mention) =>
    labelWords(mention.clause, language).filter((word) => word.length >= 3 && !generic.has(word))
  const terms = money.map(termsOf)
  for (const [i, a] of money.entries())
    for (const [j, b] of money.entries()) {
      // Two sentences, not one: a section of a document holds both places of its contrast.
      if (j <= i || a.sentence === b.sentence || a.quantity.unit !== b.quantity.unit) continue
      if (
        a.quantity.amount < b.quantity.amount * MIN_CONTRAST &&
        b.quantity.amount < a.quantity.amount * MIN_CONTRAST
      )
        continue
      if (terms[i]!.filter((word) => terms[j]!.includes(word)).length < 2) continue
      // What both amounts are of: the longest run of words both clauses write ("CDS contracts").
      const subject = commonRun(a.clause, b.clause, language)
      if (!subject) continue
      const [first, second] = [a, b]
      return [
        {
          weight: 1,
          insight: {
            kind: 'contrast',
            text: `${first.clause.replace(/[.;:,]\s*$/u, '')} — ${second.clause.replace(/[.;:,]\s*$/u, '')}`,
            slides: [...new Set([...units[first.unit]!.pages, ...units[second.unit]!.pages])].sort(
              (x, y) => x - y,
            ),
            subject,
            figure: first.figure,
            plan: second.figure,
            inputs: [first.figure, second.figure],
            derived: [],
          },
        },
      ]
    }
  return []
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

/**
 * The deck's figure a mention is about: same unit, and a label whose head word the mention names ("clinics" for
 * "Paying clinics"); a table cell also needs its header named, and a table with a total row speaks through it.
 * Against a target, the figure furthest from it (a scenario's IRR under the fund's minimum).
 */
function bestMeasure(
  measures: Measure[],
  mention: Mention,
  generic: Set<string>,
  relation: 'target' | 'share' | 'change',
  units: SummaryUnit[],
  isColumnKind: (header: string) => boolean,
  language: Language,
): Measure | undefined {
  const target = relation === 'target'
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
    // A label's initials name it too ("ARR" for "Annual recurring revenue").
    const initials =
      measure.words.length === 1
        ? measure.words[0]
        : named
            .split(/[^\p{L}]+/u)
            .filter((word) => word.length > 2)
            .map((word) => word[0]!.toLowerCase())
            .join('')
    const names = (word: string | undefined) =>
      word !== undefined && !generic.has(word) && word.length >= 3 && mention.nouns.includes(word)
    if (relation === 'change') {
      // Without a target's or a market's word, only the measure's own label ties the two figures: most of its
      // words, and at least two, stand in the clause ("custo por criança" for "custo por criança e por ano").
      if (measure.slideNumber - 1 === mention.unit) return false
      const own = labelWords(named, language).filter((word) => word.length >= 3 && !generic.has(word))
      const shared = own.filter((word) => mention.near.includes(word)).length
      const ratio = measure.quantity.amount / mention.quantity.amount
      if (!(ratio < MAX_CHANGE && ratio > 1 / MAX_CHANGE)) return false
      if (shared < 2 || shared * 3 < own.length * 2) return false
      // A clause restating the measure's own figure ("from 890 to 578 articles") is one fact, not two places.
      if (extractFigures(mention.clause).some((figure) => sameFigure(figure, measure.value))) return false
      // Another qualifier before the shared words names another measure ("acute bed days", not "virtual bed days").
      const first = mention.near.findIndex((token) => own.includes(token))
      const before = mention.near[first - 1] ?? ''
      if (/^\p{L}{3,}$/u.test(before) && !isStopWord(before, language) && !own.includes(before)) return false
    } else if (!names(head) && !names(initials)) return false
    if (mention.countedIn !== '' && !measure.words.includes(mention.countedIn)) return false
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

function commonRun(a: string, b: string, language: Language): string | undefined {
  const wordsOf = (text: string) =>
    text.split(/\s+/u).map((word) => word.replace(/^[("“«]+|[.,;:!?)"”»]+$/gu, ''))
  const left = wordsOf(a)
  const right = new Set(wordsOf(b).map((word) => word.toLowerCase()))
  const joinedRight = ` ${wordsOf(b).join(' ').toLowerCase()} `
  let best: string[] = []
  for (let start = 0; start < left.length; start += 1)
    for (let end = start + 2; end <= left.length; end += 1) {
      const run = left.slice(start, end)
      if (!run.every((word) => right.has(word.toLowerCase()) && /^\p{L}[^\d]*$/u.test(word))) break
      // A scale and a currency ("Mrd. €") are how much, not of what.
      if (parseQuantity(`1 ${run.join(' ')}`) !== undefined) continue
      if (!joinedRight.includes(` ${run.join(' ').toLowerCase()} `)) break
      const content = run.filter((word) => !isStopWord(word.toLowerCase(), language))
      if (content.length > best.filter((word) => !isStopWord(word.toLowerCase(), language)).length) best = run
    }
  while (best.length > 0 && isStopWord(best[0]!.toLowerCase(), language)) best.shift()
  while (best.length > 0 && isStopWord(best.at(-1)!.toLowerCase(), language)) best.pop()
  return best.length >= 2 ? best.join(' ') : undefined
}

function sameFigure(figure: string, value: string): boolean {
  return extractFigures(value).some((other) => canonicalFigure(other) === canonicalFigure(figure))
}
