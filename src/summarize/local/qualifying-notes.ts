import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { LANGUAGE_CUES } from '../text/language-cues'
import { figuresOnSlides, isInformative, type Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { dropSpeakerDirection } from './drop-speaker-direction'
import { isSelfNote } from './is-self-note'

/** A fact from the speaker notes kept with its slide is one sentence, not a paragraph of the script. */
export const MAX_NOTES_FACT = 220

/**
 * Notes sentences that qualify their slide (issue 24 Deliver 3, decision 144): the deck's own open question
 * ("de enige open vraag is de hoogte van de earn-out"), a limit on a figure the slide shows ("Die 91 % gelten für
 * Hochdeutsch und Sächsisch"), or what explains a change the slide shows ("The Q1 2026 step-up includes the first
 * full quarter of …"). The slide states the figure; the notes say how far it holds, which an analyst needs and the
 * audience heard. A limit or cause must name a figure of its own slide: a note about other figures (notes pasted
 * in from another deck) qualifies nothing here. A direction to the speaker or a note to themself is never one.
 */
export function qualifyingNotes(passages: Passage[], language: Language): Set<number> {
  const words = DECK_WORDS[language]
  const { holdsFor, changes, explains } = words.qualifiers
  const shown = figuresOnSlides(passages)
  const found = new Set<number>()
  passages.forEach((passage, index) => {
    if (!passage.fromNotes || passage.furniture !== undefined || passage.isQuestion) return
    const text = dropSpeakerDirection(passage.brief, language)
    if (LANGUAGE_CUES[language].imperative.test(text) || isSelfNote(text, language)) return
    const onSlide = shown.get(passage.unit) ?? new Set<string>()
    const namesSlideFigure = extractFigures(text).some((figure) => onSlide.has(figure))
    if (namesSlideFigure && (holdsFor.test(text) || (changes.test(text) && explains.test(text))))
      found.add(index)
    else if (words.openIssue.test(text)) found.add(index)
  })
  return found
}

/**
 * The one notes sentence an entry keeps after its slide's own lines: one that qualifies the slide (above) first,
 * else a figure the speaker gives and the slide does not show (the audience heard it; a PDF of the deck would
 * not have it).
 */
export function notesFactOf(
  indices: number[],
  taken: (index: number) => boolean,
  passages: Passage[],
  density: (index: number) => number,
  addsToSlide: Set<number>,
  qualifying: Set<number>,
): number | undefined {
  const fits = indices.filter((index) => !taken(index) && passages[index]!.brief.length <= MAX_NOTES_FACT)
  const qualifiers = fits.filter((index) => qualifying.has(index))
  const adding = fits.filter((index) => addsToSlide.has(index) && isInformative(passages[index]!))
  const pool = qualifiers.length > 0 ? qualifiers : adding
  return pool.reduce<number | undefined>(
    (top, index) => (top === undefined || density(index) > density(top) ? index : top),
    undefined,
  )
}
