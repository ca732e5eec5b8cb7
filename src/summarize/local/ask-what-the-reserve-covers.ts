import type { Language } from '../../shared'
import { contentTerms } from '../text/tokenize'
import type { Question } from './ask-about'
import { linesOf } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS, DECK_WORDS_DATA } from './deck-words'
import { escapeWord } from './word-patterns'

// Content words shorter than this name nothing two lines can share ("per", "new").
const MIN_TERM = 5
// A reserve and a risk are about the same items when they share two terms ("tekniske anlegg"): one is a coincidence.
const MIN_SHARED_TERMS = 2
// A row's or a line's label: the words before " — " or ":".
const LABEL = /^([^:—\d]{3,60}?)\s*(?::|\s—\s)\s*(.*)$/u
const FIGURE = /[-−]?[$€£]?\s?\d[\d\s.,]*\d|\d/u

/**
 * The reserve against the risk it is kept for (issue 24, item 4; decision 138): a deck that keeps a contingency
 * ("Uforutsett (reserve) — Budsjett: 30,0", with the note "keep the whole reserve because the technical installations
 * are not yet contracted") and states a risk on the same items ("Ny prisstigning på tekniske anlegg") leaves its
 * reader one question: does the reserve cover that risk? The risk is a row of a table headed by a risk column or an
 * item of a risks list; the reserve's line, with its slide's notes, must share two terms with it. The figure keeps
 * the unit its slide's title gives in brackets ("(millioner kroner)"). At most one; marked sharp, since it joins two
 * of the deck's own statements a reader would otherwise have to join.
 */
export function askWhatTheReserveCovers(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  const shown = units.filter((unit) => !unit.hidden)
  const risks = shown.flatMap((unit) => risksOf(unit, language).map((text) => ({ text, unit })))
  if (risks.length === 0) return []
  for (const unit of shown) {
    for (const line of linesOf(unit)) {
      const match = LABEL.exec(line.text)
      const label = match?.[1]?.trim()
      const figure = match ? FIGURE.exec(match[2]!)?.[0]?.trim() : undefined
      if (!label || !figure || !words.reserve.test(label)) continue
      const terms = contentTerms(`${line.text} ${unit.notes}`, language, MIN_TERM)
      const risk = risks
        .map((candidate) => ({
          ...candidate,
          shared: shared(contentTerms(candidate.text, language, MIN_TERM), terms),
        }))
        .filter(({ shared }) => shared >= MIN_SHARED_TERMS)
        .sort((a, b) => b.shared - a.shared)[0]
      if (!risk) continue
      const text = words.questions.reserveRisk
        .replace('{reserve}', label)
        .replace('{figure}', withUnit(figure, unit.title, language))
        .replace('{risk}', risk.text)
      const slides = [...new Set([...unit.pages, ...risk.unit.pages])].sort((a, b) => a - b)
      return [{ text, slides, sharp: true }]
    }
  }
  return []
}

/** The risks a slide states: the row labels of a table whose first column is headed as risks, or a risks list's items. */
function risksOf(unit: SummaryUnit, language: Language): string[] {
  const words = DECK_WORDS[language]
  const lines = unit.text.split('\n').map((line) => line.trim())
  const header = lines.findIndex((line) => {
    const columns = line.split(' | ')
    return columns.length >= 2 && words.headers.risk(columns[0]!)
  })
  if (header >= 0)
    return lines
      .slice(header + 1)
      .map((line) => /^(.{3,80}?)\s—\s/u.exec(line)?.[1]?.trim())
      .filter((label): label is string => label !== undefined)
  if (!words.riskList.test(unit.title)) return []
  return linesOf(unit)
    .filter((line) => !line.drawn)
    .map((line) => line.text.replace(/[.;,]+$/u, ''))
}

/** A figure with the unit its slide's title states in brackets ("Kostnadsprognose (millioner kroner)"), if it has none. */
function withUnit(figure: string, title: string, language: Language): string {
  const unit = /\(([^)]{2,30})\)\s*$/u.exec(title)?.[1]
  const scales = new RegExp(
    `(?<![\\p{L}])(?:${DECK_WORDS_DATA[language].scales.map((word) => escapeWord(word.replace(/\$$/u, ''))).join('|')})`,
    'iu',
  )
  return unit && scales.test(unit) && !/[$€£%]/u.test(figure) ? `${figure} ${unit}` : figure
}

/** How many of a risk's terms the other text shares, a word and its longer form alike ("anlegg", "anleggene"). */
function shared(terms: string[], others: string[]): number {
  return new Set(
    terms.filter((term) => others.some((other) => other.startsWith(term) || term.startsWith(other))),
  ).size
}
