import type { Language } from '../../shared'
import { datesIn, daysBetween, type StatedDate } from '../dates-in'
import type { Question } from './ask-about'
import { linesOf } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A progress figure's label is a few words ("Preventa de puestos", "Seats pre-sold").
const LABEL = /^([^:—\d]{3,50}?)\s*(?::|\s—\s)/u
// Two labels name the same thing when they share a word this long (or one is the other with an ending).
const MIN_TERM = 5

/**
 * The pace a dated target needs (issue 24, item 4): a count against its whole ("Preventa de puestos — 61 de 190"),
 * a line that sets a higher count of the same thing for a later date ("Cerrar la preventa con 100 puestos
 * reservados … 18 de mayo de 2026"), and the date the deck is of (its cover's): the weekly rate the gap needs,
 * computed from the deck's figures and written beside them so that the check redoes it ("61 de 190 el 14 de abril
 * de 2026; 100 para el 18 de mayo de 2026 exige unos 8 por semana"). Marked sharp. None without all three.
 */
export function askAboutPace(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  const shown = units.filter((unit) => !unit.hidden)
  const cover = shown[0]
  const asOf = cover ? datesIn(`${cover.title}\n${cover.text}`)[0] : undefined
  if (!asOf) return []
  const lines = shown.flatMap((unit) => linesOf(unit).filter((line) => !line.drawn))
  for (const line of lines) {
    const progress = words.progress.exec(line.text)
    const label = LABEL.exec(line.text)?.[1]?.trim()
    if (!progress || !label) continue
    const [done, whole] = [Number(progress[1]), Number(progress[2])]
    if (done >= whole) continue
    const terms = termsOf(label)
    for (const other of lines) {
      if (other === line || !shareTerm(terms, termsOf(other.text))) continue
      const due = datesIn(other.text).find((date) => date.time > asOf.time)
      const target = due ? countIn(other.text, done, whole) : undefined
      if (!due || target === undefined) continue
      const rate = weeklyRate(target - done, asOf, due, language)
      if (rate === undefined) continue
      const text = words.questions.pace
        .replace('{subject}', label)
        .replace('{progress}', progress[0])
        .replace('{asOf}', asOf.text)
        .replace('{target}', String(target))
        .replace('{due}', due.text)
        .replace('{rate}', rate)
      const slides = [...new Set([...cover!.pages, ...line.unit.pages, ...other.unit.pages])]
      return [{ text, slides: slides.sort((a, b) => a - b), sharp: true }]
    }
  }
  return []
}

/** A count a line sets above the progress made and within its whole, outside the line's dates. */
function countIn(text: string, done: number, whole: number): number | undefined {
  let rest = text
  for (const date of datesIn(text)) rest = rest.replace(date.text, ' ')
  for (const found of rest.matchAll(/(?<![\d.,])(\d{1,6})(?![\d.,]?\d)(?!\s?%)/gu)) {
    const count = Number(found[1])
    if (count > done && count <= whole) return count
  }
  return undefined
}

/** The gap per week from the deck's date to the target's, as the language writes it; none under one a week. */
function weeklyRate(gap: number, from: StatedDate, to: StatedDate, language: Language): string | undefined {
  const weeks = daysBetween(from, to) / 7
  if (weeks <= 0) return undefined
  const rate = gap / weeks
  if (rate < 1) return undefined
  return new Intl.NumberFormat(language, { maximumFractionDigits: rate < 10 ? 1 : 0 }).format(rate)
}

function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= MIN_TERM)
}

function shareTerm(first: string[], second: string[]): boolean {
  return first.some((a) => second.some((b) => a.startsWith(b) || b.startsWith(a)))
}
