import type { Language } from '../../shared'
import type { Question } from './ask-about'
import { linesOf, type Line } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A figure below zero: a minus sign or a dash before the amount ("— US$ 0.13 million", "−0,4 Mio. €"), or an
// accountant's brackets ("(0.13)").
const AMOUNT = String.raw`\d[\d.,]*(?:\s?(?:million|billion|Mio\.|Mrd\.|mln|mrd|[kKmM](?=[€£$\s]|$)))?(?:\s?(?:[€£$¥%]|[A-Z]{3}(?!\p{L})))?`
const NEGATIVE = new RegExp(
  String.raw`(?:^|[\s:=])(?:[-−–—]\s?(?:[A-Z]{0,3}\$|[€£¥]|[A-Z]{3}\s)?\s?${AMOUNT}|\(\d[\d.,]*\)(?:\s?(?:k€|M€|[€£$¥]|[A-Z]{3}(?!\p{L})))?)`,
  'u',
)
// A return's label is a few words ("Net present value of project", "NPV", "Kapitalwert").
const MAX_LABEL_WORDS = 8

/**
 * A return measure the deck states below zero (decision 119): "Net present value of project" › "— US$ 0.13 million"
 * is a loss at the deck's own assumptions, and the sharp question is where it breaks even: at what price, volume
 * or cost it reaches zero. The value is read on the measure's line ("NPV: −0.13") or on the line under it, so the
 * question names the deck's label and figure. Marked sharp; at most one; none from a hidden slide.
 */
export function askWhereItBreaksEven(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  const lines = units
    .filter((unit) => !unit.hidden)
    .flatMap((unit) => linesOf(unit).filter((line) => !line.drawn))
  for (const line of lines) {
    const stated = negativeReturn(line, words.returnMeasure)
    if (!stated) continue
    // "How far is that from the plan?" only when the deck states a plan: a deck with none (decision 134, bus
    // fleet) would be asked about a plan it never had.
    const template = lines.some((other) => statesPlan(other, words.headers.plan))
      ? words.questions.breakEvenPlan
      : words.questions.breakEven
    const text = template.replace('{subject}', stated.subject).replace('{figure}', stated.figure)
    return [{ text, slides: line.unit.pages, sharp: true }]
  }
  return []
}

/**
 * A plan, budget or target the deck states with a figure: the word on a line that has a number ("Budget 2026: 4.2 M"),
 * or a heading over one. A word alone ("not in sync with transport planning") states no plan to measure against.
 */
function statesPlan(line: Line, isPlan: (text: string) => boolean): boolean {
  if (!/\d/u.test(line.text)) return false
  return isPlan(line.text) || (line.heading !== undefined && isPlan(line.heading))
}

/** The return's label and its negative figure, on one line or as a heading and the line under it. */
function negativeReturn(line: Line, returnMeasure: RegExp): { subject: string; figure: string } | undefined {
  const inline = /^([^:]{2,80}):\s*(.+)$/u.exec(line.text)
  const [label, value] = inline ? [inline[1]!, inline[2]!] : [line.heading, line.text]
  if (label === undefined || label.split(/\s+/).length > MAX_LABEL_WORDS || !returnMeasure.test(label))
    return undefined
  const found = NEGATIVE.exec(value)
  // The line under a heading is its value only: a sentence with a figure in it is something else.
  if (!found || (!inline && value.split(/\s+/).length > 5)) return undefined
  const figure = found[0]
    .trim()
    .replace(/^[:=]\s*/u, '')
    .replace(/^[-–—]\s?/u, '−')
  return { subject: label.trim().replace(/[:.]+$/u, ''), figure }
}
