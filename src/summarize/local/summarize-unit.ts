import type { Language, SlideSummary } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { describeVisuals } from './describe-visuals'
import { isCode } from './is-aside'
import { isCodeSlide } from './say-code-slide'
import type { Pick } from './pick-for-slides'
import { namedLabels } from './read-drawn-labels'
import { illustrationLabel } from './read-illustration'
import { sayColourKey } from './say-colour-key'
import { isTitleStatement } from './is-title-statement'

/**
 * One slide's entry in the formats the summary view renders: its picked lines as a '- ' list (one paragraph
 * when a single line was picked; a table's rows each a bullet, with their labels), then what the speaker
 * notes add under a '**Notes:**' heading in the document's language. A hidden slide is summarised and
 * marked (`hidden`), never dropped: the view and the report show the mark beside the title.
 */
export function summarizeUnit(
  unit: SummaryUnit,
  picked: Pick[],
  language: Language,
  isSection: boolean,
): SlideSummary {
  const labels = LANGUAGE_CUES[language].labels
  const picks = picked.filter((pick) => !pick.passage.fromNotes).map((pick) => pick.text)
  // Sample rows read as real usage without the label that says they are an example ("Example Level 1 Report"
  // under a table of made-up journals): the entry opens with it (decision 093).
  const illustration = illustrationLabel(unit, DECK_WORDS[language])
  const lead = illustration !== undefined && illustration !== unit.title.trim() ? illustration : undefined
  const said = sayColourKey(
    picks.filter((text) => text !== lead),
    DECK_WORDS[language],
  )
  // A slide with no words but its title says what pictures or charts it shows, before what the notes add.
  // A chart or diagram drawn with text boxes is said by its labels, as labels, when the slide says nothing
  // else: never a legend read as the slide's claim ("7% GDP growth — 5% GDP growth").
  const named = namedLabels(unit.drawnLabels ?? [])
  const drawing = named.length > 0 ? [sayDrawing(named, labels.drawing)] : []
  const body =
    said.length > 0 || drawing.length === 0
      ? isSection || unit.text.trim() !== ''
        ? said
        : [...said, ...describeVisuals(unit.visuals ?? [], labels)]
      : drawing
  const notes = picked.filter((pick) => pick.passage.fromNotes)
  const parts: string[] = []
  const list = body.map((text) => `- ${text}`).join('\n')
  if (body.length > 1) parts.push(lead === undefined ? list : `${lead}:\n${list}`)
  else if (body.length === 1) parts.push(lead === undefined ? body[0]! : `${lead}: ${body[0]!}`)
  else if (lead !== undefined) parts.push(lead)
  if (notes.length > 0) parts.push(`**${labels.notes}:** ${notes.map((pick) => pick.text).join(' ')}`)
  // A slide whose title is its whole message says it: "Title only." tells the reader nothing (decision 177).
  if (parts.length === 0) {
    const lines = unit.text.split('\n')
    const hasCode = isCodeSlide(lines) || lines.some(isCode)
    parts.push(
      isSection
        ? labels.noTextPages
        : hasCode
          ? labels.code
          : unit.title.trim()
            ? isTitleStatement(unit.title, language)
              ? unit.title.trim()
              : labels.titleOnly
            : labels.noText,
    )
  }
  // The mark stands before the entry it qualifies, so that a reader of the JSON sees it before the text.
  const summary: SlideSummary = {
    slideNumber: unit.number,
    title: unit.title.trim(),
    ...(unit.hidden ? { hidden: true } : {}),
    summary: parts.join('\n'),
  }
  if (isSection) summary.pages = unit.pages
  return summary
}

// A drawing's labels said in an entry, at most this many: an entry is shorter than its slide.
const MAX_DRAWN_LABELS = 6

function sayDrawing(drawn: string[], lead: string): string {
  const shown = drawn.slice(0, MAX_DRAWN_LABELS).map((label) => label.replace(/[\s:;,]+$/u, ''))
  // Each label its own clause, so that the label check reads a figure with its own label's words only; the
  // lead's clause takes a label without a figure, whose words the lead's would otherwise be checked against.
  const plain = shown.findIndex((label) => !/\d/u.test(label))
  if (plain < 0) return `${lead} — ${shown.join('; ')}`
  return `${lead} ${[shown[plain]!, ...shown.filter((_, at) => at !== plain)].join('; ')}`
}
