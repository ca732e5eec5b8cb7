import type { Passage, SummaryUnit } from './collect-passages'
import type { Pick as EntryPick } from './pick-for-slides'
import { namedLabels } from './read-drawn-labels'
import { saysAgain } from './says-again'

/** A drawing has at least this many boxes; fewer short lines are a slide's few words, not a diagram. */
const MIN_BOXES = 4
/** A box holds a name: a few words, no sentence (as read-drawn-labels reads a drawing's label). */
const MAX_BOX_WORDS = 5
const MAX_BOX_CHARS = 40
/** An entry names this many of the boxes at most: it says what the drawing is of, not every box. */
const MAX_SAID = 8
const SENTENCE_END = /[.!?;:]$/u
// An address or a handle beside the boxes is where the slide points to, not one of its boxes.
const CONTACT = /@|https?:\/\/|www\./iu

/**
 * A slide that is a diagram or a form (many short boxes, no sentence, no figure: an approval chain, a status
 * board, an org chart) said as one bullet: its point (its one sentence, else its title) and "(diagram: A, B,
 * C …)". Said bullet by bullet, its boxes read as the slide's claims ("Engineering & Research", "Portfolio of
 * Investments"), or glued by a later stage, as a relation between them ("Data Analysis — Industry Survey:
 * Write Up"; issue 24, readers r-u1 and r-t: Enron slides 8–10, OWASP slide 40). The labels of a drawing set
 * apart (read-drawn-labels) count as its boxes. Undefined when the slide holds a bullet, a table row, a stat,
 * a chart point, a figure or two sentences: it is read as such.
 */
export function sayDiagram(
  candidates: number[],
  passages: Passage[],
  unit: Readonly<Pick<SummaryUnit, 'title' | 'drawnLabels'>>,
  diagram: string,
): EntryPick[] | undefined {
  const lines = candidates.map((index) => passages[index]!)
  if (lines.some((line) => line.kind !== 'text' || line.table || line.isBullet || line.fromNotes))
    return undefined
  // A drawing with figures among its labels or lines is a chart (its data labels, its ticks, its annotated
  // events) or a form with amounts: its figures need their labels, which a list of names would not give.
  const drawn = unit.drawnLabels ?? []
  if ([...drawn, ...lines.map((line) => line.brief)].some((text) => /\d/u.test(text))) return undefined
  const boxes = candidates.filter((index) => isBox(passages[index]!.brief))
  const statements = candidates.filter((index) => !boxes.includes(index))
  const title = unit.title.trim()
  const names: string[] = []
  const labels = [...boxes.map((index) => passages[index]!.brief), ...namedLabels(drawn)]
  for (const name of labels.map((label) => label.replace(/\s+/gu, ' ').trim()))
    if (
      !CONTACT.test(name) &&
      !saysAgain(title, name) &&
      !names.some((said) => said.toLowerCase() === name.toLowerCase())
    )
      names.push(name)
  if (statements.length > 1 || names.length < MIN_BOXES || candidates.length === 0) return undefined
  const point = statements[0] !== undefined ? passages[statements[0]]!.brief.trim() : title
  const shown = names.slice(0, MAX_SAID)
  // A box's own commas ("Identify, Monitor, Analyze Risks") keep it whole when the boxes part at semicolons.
  const separator = shown.some((name) => name.includes(',')) ? '; ' : ', '
  const more = names.length > shown.length ? ' …' : ''
  const list = `(${diagram}: ${shown.join(separator)}${more})`
  const index = statements[0] ?? candidates[0]!
  const text = point === '' ? list : `${point.replace(/[.;:]+$/u, '')} ${list}`
  return [{ passage: passages[index]!, index, text }]
}

function isBox(text: string): boolean {
  const trimmed = text.trim()
  return (
    trimmed.length <= MAX_BOX_CHARS &&
    trimmed.split(/\s+/u).length <= MAX_BOX_WORDS &&
    !SENTENCE_END.test(trimmed)
  )
}
