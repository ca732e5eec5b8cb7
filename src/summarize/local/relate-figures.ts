import type { DeckRole, Language } from '../../shared'
import { furnitureKind } from '../text/is-furniture'
import { splitSentences } from '../text/split-sentences'
import { withoutTalkLead, type SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { dropSpeakerDirection } from './drop-speaker-direction'
import { LANGUAGE_CUES } from '../text/language-cues'
import { headlineFigure, measuresOf } from './statements'
import { canonicalFigure } from '../figures'
import { LIST_NUMBER } from './list-numbers'
import {
  areSeparateFindings,
  findingLabel,
  sharedTerms,
  termsOf,
  withoutListNumber,
} from './separate-findings'

// Units whose sentences are the deck's frame or supporting material, not its argument.
const SKIPPED_ROLES = new Set<DeckRole>(['appendix', 'agenda', 'cover', 'closing', 'divider'])
// Words shorter than this are not a subject ("OEE" and "IRR" are).
const MIN_TERM = 3
// A relating sentence longer than this is a paragraph, not one statement to quote; a figure line longer than
// KEY_WORDS is a paragraph too, not a key figure.
const MAX_WORDS = 40
const KEY_WORDS = 25
const MAX_INSIGHTS = 2
// Code, markup or a layout dump (an assignment, braces, runs of spaces) is neither a figure line nor a sentence.
const CODE = /[=<>{}]|\S\s{3,}\S/u
// A contents line (dot leaders and a page number) is no figure line.
const LEADERS = /[.…]{3,}/u
const SENTENCE_KINDS = new Set(['bullet', 'numbered', 'paragraph', 'caption'])
// A figure without a currency, unit or scale ("1.1", "(0.9)"): a table's cell under a header that states them.
const BARE_FIGURE = /^[+\-−(]?\d[\d.,]*\)?$/u

/**
 * Insights the deck states itself (issue 24, item 3): a whole sentence of a slide or its notes that relates a
 * figure to its cause, its assumption, its comparison or its risk ("Labour cost per tonne is up mainly because of
 * the extra overtime"), joined to the key figure it explains on the same slide ("Labour cost per tonne — Plan:
 * £212; Actual: £229"). The figure line is the one sharing most words with the sentence (a neighbour sharing
 * none is no pair); it must add a figure the sentence does not state, so one fact is never restated as an
 * insight, and when the point (the summary's first takeaway) states it, the sentence must add a figure to it. Both are the deck's own words, cited
 * by their slide; the question names the figure line's subject and figure.
 */
export function relateFigures(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
  point = '',
): ComputedInsight[] {
  const words = DECK_WORDS[language]
  const relates = words.relates
  const imperative = LANGUAGE_CUES[language].imperative
  const found: ComputedInsight[] = []
  units.forEach((unit, index) => {
    if (found.length >= MAX_INSIGHTS) return
    if (unit.hidden || SKIPPED_ROLES.has(roles[index] ?? 'content')) return
    const typed = (unit.lines ?? unit.text.split('\n').map((text) => ({ kind: 'paragraph', text }))).filter(
      (line) => line.kind !== 'title' && line.kind !== 'chart-title' && line.text.trim() !== '',
    )
    // A numbered list's own numbers ("6. Experience: …") mean nothing in the overall summary (decision 143).
    const numberedList = typed.filter((line) => LIST_NUMBER.test(line.text)).length >= 2
    const lines = typed.map((line) => withoutListNumber(line.text.trim(), numberedList))
    // Relating sentences: the slide's lines first, then the notes, each sentence whole.
    const sentences = [
      // A table row or stat card is a figure to explain, never the explaining sentence.
      ...lines.flatMap((text, at) =>
        SENTENCE_KINDS.has(typed[at]!.kind)
          ? splitSentences(text, language).map((sentence) => ({ sentence, at }))
          : [],
      ),
      ...splitSentences(unit.notes, language).map((sentence) => ({ sentence, at: -1 })),
    ].filter(
      ({ sentence }) =>
        relates(sentence) &&
        // A lead that announces its reasons ("It is ranked #3 because:") states none: they are the lines under it,
        // and joined to one of them it reads as that line's cause.
        !/:\s*$/u.test(sentence) &&
        // An instruction ("Allow a minimum of 10 mins per employee", "Implemente controles…") relates no figure.
        !imperative.test(sentence) &&
        !CODE.test(sentence) &&
        // A footnote ("(b) Assuming there is no overlap …") qualifies a table's cell, not the deck's figure.
        furnitureKind(sentence, language) === undefined &&
        sentence.split(/\s+/).length <= MAX_WORDS &&
        /\p{L}{2}/u.test(sentence),
    )
    for (const { sentence, at } of sentences) {
      const stated = measuresOf(sentence)
      const terms = termsOf(sentence, language)
      const candidates = lines
        .map((text, line) => ({ text, line, shared: sharedTerms(terms, termsOf(text, language)) }))
        .filter(
          ({ text, line }) =>
            line !== at &&
            !CODE.test(text) &&
            !LEADERS.test(text) &&
            // A table's numbered label ("[5] Number of RMBS in a typical CDO") or a citation is no key figure.
            furnitureKind(text, language, { labelled: true }) === undefined &&
            typed[line]!.kind !== 'contents' &&
            typed[line]!.kind !== 'agenda' &&
            text.split(/\s+/).length <= KEY_WORDS &&
            !text.includes(sentence) &&
            !sentence.includes(text) &&
            !areSeparateFindings(sentence, text, language) &&
            [...measuresOf(text)].some((figure) => !stated.has(figure)),
        )
        .filter(({ shared }) => shared > 0)
        .sort((a, b) => b.shared - a.shared || a.line - b.line)
      const found0 = candidates[0]
      if (!found0) {
        // A sentence that sets its result against a comparison group's, with no figure line it explains, is the
        // insight alone ("Readmissions: … 11.8% …, compared with 14.9% in a matched comparison group").
        const alone = comparisonAlone(sentence, words)
        if (!alone) continue
        found.push({ ...alone, slides: unit.pages })
        break
      }
      // The point's own figure line is paired only with a sentence that adds a figure to it ("excluding Oven 3,
      // OEE was 73.1%" beside "OEE: 68.4% (plan 72.0%)"); a lesser match would pair the sentence with a figure it
      // is not about (the OEE sentence with the waste line).
      // The point may state a figure line as a clause ("output 2,318 t" for "Output: 2,318 t"): read both alike.
      const said = (text: string) => text.toLowerCase().replace(/\s*:\s+/gu, ' ')
      if (said(point).includes(said(found0.text)) && [...stated].every((figure) => point.includes(figure)))
        continue
      const key = { ...found0, text: cellsNamed(found0.text, terms, language) }
      // A plan-versus-actual row is asked about by its actual figure, any other line by its first.
      const actual = key.text.split(/;\s*|\s+—\s+/u).find((part) => {
        const header = /^([^:]+):/u.exec(part.trim())?.[1]
        return header !== undefined && words.headers.actual(header) && !words.headers.plan(header)
      })
      const figure =
        (actual && headlineFigure(actual.replace(/^[^:]*:\s*/u, ''))) ??
        headlineFigure(key.text.replace(/^[^:—]*[:—]\s*/u, '')) ??
        headlineFigure(key.text)
      if (!figure) continue
      // A row narrowed to the one cell the sentence names ("Pessimistisch — IRR: 11 %") measures that cell's
      // header; its row label is a scenario or a period, no subject to ask about.
      const named = key.text !== found0.text ? /^[^—]+—\s+([^:;]+):[^;]*$/u.exec(key.text)?.[1] : undefined
      // A header holding a figure or a period ("x EBITDA 2025") is the row's unit, and the row label its measure.
      const label = named !== undefined && !/\d/u.test(named) ? named.trim() : labelOf(key.text)
      // A figure on its plan ("Budsjett: 30,0; Prognose: 30,0") has no gap to ask about.
      const plan = [planOf(key.text, words)].find((stated) => stated && !stated.endsWith(` ${figure}`))
      // A result set against its comparison group's ("62 %" beside "in the comparison group, only 35 %").
      const group = words.comparesGroups(sentence) ? headlineFigure(sentence) : undefined
      const comparedWith = group !== undefined && group !== figure ? group : undefined
      // A table cell under a scale header ("£M | Q2 actual: 1.1") quoted bare loses its unit; the deck's own
      // statement of the measure with its unit ("Adjusted EBITDA £1.1M") is the claim the sentence qualifies.
      const withUnit = BARE_FIGURE.test(figure)
        ? statedWithUnit(label, figure, units, roles, index)
        : undefined
      const quoted = withUnit?.clause ?? key.text.replace(/[.;:,]\s*$/, '')
      found.push({
        kind: 'assumption',
        ...(plan ? { plan } : {}),
        ...(comparedWith ? { comparedWith } : {}),
        text: `${quoted} — ${at < 0 ? spoken(sentence, language) : sentence}`,
        slides: withUnit ? [...new Set([...withUnit.slides, ...unit.pages])] : unit.pages,
        subject: label,
        figure,
        // The row stays the input: its plan is what the question asks about.
        inputs: [found0.text],
        derived: [],
      })
      break
    }
  })
  return found
}

/**
 * A sentence that states its own result against its comparison group's (two figures of one unit and the language's
 * "comparison group"), read as an insight by itself: its label is the subject its question names.
 */
function comparisonAlone(sentence: string, words: DeckWords): Omit<ComputedInsight, 'slides'> | undefined {
  if (!words.comparesGroups(sentence)) return undefined
  const figure = headlineFigure(sentence)
  if (figure === undefined) return undefined
  // The group's figure: the next one counted in the same unit ("14.9%" after "11.8%", past "30 days").
  let rest = sentence.slice(sentence.indexOf(figure) + figure.length)
  let group: string | undefined
  for (let next = headlineFigure(rest); next !== undefined; next = headlineFigure(rest)) {
    if (unitOf(next) === unitOf(figure) && next !== figure) {
      group = next
      break
    }
    rest = rest.slice(rest.indexOf(next) + next.length)
  }
  if (group === undefined || unitOf(figure) === '') return undefined
  const subject = findingLabel(sentence)
  if (subject === undefined) return undefined
  return {
    kind: 'assumption',
    comparedWith: group,
    text: sentence.replace(/[.;:,]\s*$/u, '') + '.',
    subject,
    figure,
    inputs: [sentence],
    derived: [],
  }
}

// What a figure is counted in: its signs and letters without its digits ("11.8%" and "14.9%" → "%").
function unitOf(figure: string): string {
  return figure.replace(/[\d.,\s+\-−]/gu, '')
}

/**
 * Where another content slide states the measure `label` opens with the same figure and its unit ("Adjusted EBITDA
 * £1.1M: our first profitable quarter" for the row "Adjusted EBITDA — Q2 actual: 1.1" under "£M"): that line up
 * to the figure, and its slides. Only a line that opens with the label: a figure of the same digits elsewhere in a
 * sentence may measure something else.
 */
function statedWithUnit(
  label: string,
  figure: string,
  units: SummaryUnit[],
  roles: DeckRole[],
  except: number,
): { clause: string; slides: number[] } | undefined {
  const name = label.trim().toLowerCase()
  if (name.length < MIN_TERM) return undefined
  const digits = digitsOf(figure)
  for (const [index, unit] of units.entries()) {
    if (index === except || unit.hidden || SKIPPED_ROLES.has(roles[index] ?? 'content')) continue
    for (const line of unit.lines ?? []) {
      if (line.kind === 'table-row' || line.kind === 'title') continue
      const text = line.text.trim().replace(/^[-•·\s]+/u, '')
      if (!text.toLowerCase().startsWith(name) || text.split(/\s+/u).length > KEY_WORDS) continue
      // The label's own figure: the first one after it, with a unit the bare cell lacks.
      const stated = headlineFigure(text.slice(name.length))
      if (!stated || BARE_FIGURE.test(stated) || digitsOf(stated) !== digits) continue
      const at = text.indexOf(stated, name.length) + stated.length
      // A currency after a scale ("2,4 Mio. €") is part of the figure.
      const end = at + (/^\s?[$€£¥]/u.exec(text.slice(at))?.[0].length ?? 0)
      return { clause: text.slice(0, end), slides: unit.pages }
    }
  }
  return undefined
}

// A figure's number alone, separators read alike ("£1.1M" and "1.1" are one number).
function digitsOf(figure: string): string {
  return canonicalFigure(/\d+(?:[.,]\d+)*/u.exec(figure)?.[0] ?? '')
}

/**
 * The plan a figure line states beside its actual ("Plan: £212", "(plan 72.0%)", "Budsjett: 24,0"), as its header
 * and figure, so that its question asks about the gap and not what the actual rests on.
 */
function planOf(text: string, words: DeckWords): string | undefined {
  for (const part of text.split(/;\s*|\s+—\s+|[()]/u)) {
    const found = /^\s*(\p{L}[\p{L} ]{0,30}?)\s*:?\s+(?=[^\s;:]*\d)/u.exec(part)
    if (!found || !words.headers.plan(found[1]!) || words.headers.actual(found[1]!)) continue
    const figure = headlineFigure(part.slice(found[0].length))
    if (figure) return `${found[1]!.trim()} ${figure}`
  }
  return undefined
}

// A sentence of the notes as the deck's statement, without the speaker's lead or direction ("Worth saying out
// loud:", "anticipate that").
function spoken(sentence: string, language: Language): string {
  return dropSpeakerDirection(withoutTalkLead(sentence, LANGUAGE_CUES[language].talkLead), language)
}

/**
 * A table row's label with only the cells whose header the sentence names ("Pessimistisch — IRR: 11 %" for a
 * sentence about IRR), so the insight quotes what it relates and not the whole row; every cell when it names none.
 */
function cellsNamed(text: string, terms: Set<string>, language: Language): string {
  const [label, cells] = text.split(/\s+—\s+(?=[^—]*:)/u, 2)
  if (!label || !cells) return text
  const parts = cells.split(/;\s*/u)
  const named = parts.filter((part) => {
    const header = /^([^:]+):/u.exec(part)?.[1]
    return header !== undefined && sharedTerms(terms, termsOf(header, language)) > 0
  })
  return named.length > 0 && named.length < parts.length ? `${label} — ${named.join('; ')}` : text
}

// What a figure line is about: its label before the first colon or dash; '' for a line without one (a sentence's
// first words, "degrees of separation. Were the", name no subject to ask about).
function labelOf(text: string): string {
  const label = /^([^:—(]{2,60}?)\s*[:—(]/u.exec(text)?.[1] ?? ''
  return /[.!?]\s/u.test(label) ? '' : label.replace(/^[-•·\s]+/, '').trim()
}
