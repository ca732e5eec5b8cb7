import type { DeckRole, Language, SlideLine } from '../../shared'
import { valueOf } from './ask-about-result-rows'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { formatAmount } from './parse-amount'
import { mayRelate } from './relation-lines'
import { escapeWord } from './word-patterns'

// A heading names an alternative in a few words ("Premium Storage", "Tier 2"); a longer line is a statement.
const MAX_HEADING_WORDS = 5
// The alternatives a reader weighs at once, and the measures stated for each.
const MAX_ALTERNATIVES = 4
const MAX_MEASURES = 2
// Two figures this close are the same offer; a comparison is worth stating past it.
const MIN_RATIO = 1.25
// A multiple this large reads whole ("10×"); under it, with one decimal ("3.3×") unless that is nought ("6×").
const WHOLE_MULTIPLE = 10
/**
 * A unit symbol that names what a figure measures, the same in every language: a capitalised abbreviation ("IOPS",
 * "TB", "Mbps", "GHz") or a time or size symbol ("ms", "kg"), and a multiple written onto its figure ("3x"; "8 x 8"
 * is a size). Money (a currency sign or code) and shares are left to the comparisons that read them (plan and
 * actual, shares of a whole); an ordinary word after a figure ("500 users") is a count, which two alternatives
 * seldom share by chance of layout alone.
 */
const SYMBOL = String.raw`(?!(?:EUR|USD|GBP|CHF|NOK|SEK|DKK|BRL|CAD|AUD|JPY|CNY)\b)(?:\p{Lu}{2,6}|[kKMGTP]i?(?:B|b|bps|Hz|W|Wh)\b|µs|ns|ms|min|s|h|kg|km|cm|mm)`
const UNIT = String.raw`(?:\s?${SYMBOL}|[x×])`
const NUMBER = String.raw`(?<![\p{L}\p{N}.,$€£])\d+(?:[.,]\d+)*`

interface Alternative {
  name: string
  /** What each measure is written as on this alternative, by the measure's key ("iops" → "500 IOPS"). */
  figures: Map<string, { text: string; unit: string; value: number }>
}

/**
 * Two or more sibling groups of one slide, each under a heading naming an alternative ("Standard Storage",
 * "Premium Storage") and each stating the same measure with its unit ("Maximum 500 IOPS, 60 MB per second" /
 * "Maximum 5000 IOPS, 200 MB per second"), read as the comparison they make (decision 190): each alternative with
 * its figures, then the multiple a reader computes between the highest and the lowest, on each measure where that
 * pair keeps its order. The figures compared are the insight's inputs, so the faithfulness check redoes the
 * division. Each group alone is a list of features; side by side they are the slide's choice. Its question asks
 * what the higher costs and when each applies. The first such slide of the deck.
 */
export function compareAlternatives(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  const measure = measurePattern(language)
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index]) || !unit.lines) continue
    const alternatives = headedGroups(unit.lines).map(({ heading, items }) =>
      alternativeOf(heading, items, measure, language),
    )
    const insight = compareOnSharedMeasures(alternatives, unit, language)
    if (insight !== undefined) return [insight]
  }
  return []
}

/** A figure with its unit, and what it is counted over when the line says ("60 MB per second", "60 MB/s"). */
function measurePattern(language: Language): RegExp {
  const per = DECK_WORDS[language].perUnit.map(escapeWord).join('|')
  return new RegExp(
    String.raw`(${NUMBER})(${UNIT}(?:\s?\/\s?\p{L}+|\s(?:${per})\s\p{L}+)?)(?![\p{L}\p{N}])`,
    'gu',
  )
}

/**
 * The slide's short headings with the lines under them: a plain line over a run of bullets, or a bullet over
 * deeper ones. Lines before the first heading belong to none.
 */
function headedGroups(lines: SlideLine[]): { heading: string; items: string[] }[] {
  const groups: { heading: string; items: string[] }[] = []
  let open: { heading: string; items: string[]; level: number } | undefined
  for (const [at, line] of lines.entries()) {
    const next = lines[at + 1]
    const level = line.kind === 'bullet' ? line.level : -1
    const isListed = next?.kind === 'bullet' || next?.kind === 'numbered'
    const heads =
      isName(line.text) &&
      ((line.kind === 'paragraph' && isListed) ||
        (line.kind === 'bullet' && next?.kind === 'bullet' && next.level > line.level))
    if (heads) {
      open = { heading: line.text.trim(), items: [], level }
      groups.push(open)
    } else if (open && (line.kind === 'bullet' || line.kind === 'numbered') && levelOf(line) > open.level)
      open.items.push(line.text)
    else open = undefined
  }
  return groups.filter((group) => group.items.length > 0)
}

function levelOf(line: SlideLine): number {
  return line.kind === 'bullet' ? line.level : 0
}

/** A name, not a statement: a few words, no figure, no closing stop or colon-led text. */
function isName(text: string): boolean {
  const trimmed = text.trim()
  return (
    /^\p{L}/u.test(trimmed) &&
    !/\d/u.test(trimmed) &&
    !/[.!?;,]$/u.test(trimmed) &&
    trimmed.split(/\s+/u).length <= MAX_HEADING_WORDS
  )
}

function alternativeOf(heading: string, items: string[], measure: RegExp, language: Language): Alternative {
  const figures: Alternative['figures'] = new Map()
  const { perUnit } = DECK_WORDS[language]
  const per = new RegExp(String.raw`\s?(?:\/|\s(?:${perUnit.map(escapeWord).join('|')})\s)\s?`, 'u')
  for (const item of items)
    for (const match of item.matchAll(measure)) {
      const value = valueOf(match[1]!, language)
      const unit = match[2]!.trim()
      // "MB per second" and "MB/second" are one measure; the key ignores case and the word for "per".
      const key = unit.replace(per, '/').toLowerCase()
      if (value !== undefined && !figures.has(key)) figures.set(key, { text: match[0], unit, value })
    }
  return { name: heading.replace(/:$/u, ''), figures }
}

/** The alternatives that state the measure most of them share, compared on it and on another they all state. */
function compareOnSharedMeasures(
  alternatives: Alternative[],
  unit: SummaryUnit,
  language: Language,
): ComputedInsight | undefined {
  const keys = [...new Set(alternatives.flatMap((alternative) => [...alternative.figures.keys()]))]
  const stating = (key: string) => alternatives.filter((alternative) => alternative.figures.has(key))
  const lead = keys.reduce<string | undefined>(
    (best, key) => (best === undefined || stating(key).length > stating(best).length ? key : best),
    undefined,
  )
  if (lead === undefined) return undefined
  const compared = stating(lead).slice(0, MAX_ALTERNATIVES)
  if (compared.length < 2 || new Set(compared.map((one) => one.name)).size < compared.length) return undefined
  const shared = keys
    .filter((key) => compared.every((alternative) => alternative.figures.has(key)))
    .slice(0, MAX_MEASURES)
  const on = (alternative: Alternative, key: string) => alternative.figures.get(key)!
  const byLead = [...compared].sort((a, b) => on(a, lead).value - on(b, lead).value)
  const low = byLead[0]!
  const high = byLead.at(-1)!
  // The multiple on each measure where the highest stays above the lowest by enough to be a difference.
  const multiples = shared.flatMap((key) => {
    const ratio = on(high, key).value / on(low, key).value
    if (!Number.isFinite(ratio) || ratio < MIN_RATIO) return []
    const like = { value: ratio, prefix: '', suffix: '', decimals: 1, text: '' }
    const isWhole = ratio >= WHOLE_MULTIPLE || Math.round(ratio * 10) % 10 === 0
    return [{ key, text: formatAmount(ratio, like, language, isWhole ? 0 : 1) }]
  })
  if (multiples[0]?.key !== lead) return undefined
  const words = DECK_WORDS[language]
  const stated = compared
    .map((alternative) => `${alternative.name} ${shared.map((key) => on(alternative, key).text).join(', ')}`)
    .join('; ')
  const times = multiples.map((multiple) =>
    words.phrases.timesThe
      .replace('{multiple}', multiple.text)
      .replace('{measure}', on(high, multiple.key).unit),
  )
  const computed = words.phrases.multipleOf
    .replace('{high}', high.name)
    .replace(
      '{multiples}',
      times.length === 1
        ? times[0]!
        : words.phrases.list
            .replace('{items}', times.slice(0, -1).join(', '))
            .replace('{last}', times.at(-1)!),
    )
    .replace('{low}', low.name)
  const title = unit.title.trim()
  return {
    kind: 'contrast',
    text: `${title === '' ? '' : `${title}: `}${stated} — ${computed}`,
    slides: unit.pages,
    // Several alternatives are the subject: no one of them slots into a template question.
    subject: '',
    figure: on(high, lead).text,
    plan: on(low, lead).text,
    inputs: compared.flatMap((alternative) => shared.map((key) => on(alternative, key).text)),
    derived: multiples.map((multiple) => multiple.text),
    question: words.questions.eachApplies
      .replace(/\{high\}/gu, high.name)
      .replace('{highFigure}', on(high, lead).text)
      .replace(/\{low\}/gu, low.name)
      .replace('{lowFigure}', on(low, lead).text),
  }
}
