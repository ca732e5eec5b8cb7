import type { Completeness, DeckRole, DeckStructure, Document, Language, Slide } from '../../shared'
import checklists from './checklists.json' with { type: 'json' }

interface ChecklistEntry {
  id: string
  label: string
  roles: string[]
  cues: Partial<Record<Language, string[]>>
}

const CHECKLISTS = checklists as unknown as Partial<Record<string, ChecklistEntry[]>>

/** Lower-cased words of a slide's title and lines, each run of non-letters one space, padded. */
function wordsOf(slide: Slide, withNotes: boolean): string {
  const text = [
    slide.title,
    ...slide.lines.map((line) => line.text),
    ...(withNotes ? [slide.notes] : []),
  ].join(' ')
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}'%-]+/gu, ' ')} `
}

/** A cue is the start of a word or phrase: "competit" finds "competitors", "risk" finds "risks". */
function hasCue(words: string, cues: string[]): boolean {
  return cues.some((cue) => words.includes(` ${cue.toLowerCase()}`))
}

/**
 * Each item of the genre's checklist (issue 27), found on the slides that have its role or name it, or
 * missing. Hidden slides count: the deck has the content, it only does not show it. A genre without a
 * checklist gives no items. With `withNotes`, what the speaker's notes say counts too: a summary's question should not
 * ask for what the notes answer, while the deck check reports what the audience does not see.
 */
export function checkCompleteness(
  document: Document,
  structure: DeckStructure,
  { withNotes = false }: { withNotes?: boolean } = {},
): Completeness {
  const checklist = CHECKLISTS[structure.genre] ?? []
  const roleOf = new Map<number, DeckRole>(structure.roles.map((entry) => [entry.slideNumber, entry.role]))
  const slides = document.slides.map((slide) => ({
    slide,
    role: roleOf.get(slide.number),
    words: wordsOf(slide, withNotes),
  }))
  const items = checklist.map((entry) => {
    const cues = [
      ...(entry.cues[document.language] ?? []),
      ...(document.language === 'en' ? [] : (entry.cues.en ?? [])),
    ]
    const byRole = slides.filter(({ role }) => role !== undefined && entry.roles.includes(role))
    // Named in passing on a frame slide (the agenda, the cover, the closing) is no content: the agenda
    // promising a team slide is not a team slide. A divider names the section it opens ("Case study: …").
    const byCue = slides.filter(
      ({ slide, words }) =>
        slide.role === 'content' && !byRole.some((hit) => hit.slide === slide) && hasCue(words, cues),
    )
    const found = [...byRole, ...byCue].map(({ slide }) => slide.number).sort((a, b) => a - b)
    return { id: entry.id, label: entry.label, found: found.length > 0, slides: found }
  })
  return { genre: structure.genre, items }
}
