import type { SlideLine } from '../../shared'
import type { DeckWords } from './deck-words'

// A label on a slide is short and states nothing ("Example Level 1 Report"): a line that opens with "Example:" and
// goes on is a bullet giving an example, not the slide's heading.
const MAX_LABEL_WORDS = 6

/**
 * What names a slide as an illustration (an example, a sample, a template, a mock-up), or undefined: its title
 * when that opens with the language's word for it ("Example Transaction Approval Document"), else a short label
 * in one of its boxes that does ("Example Level 1 Report" beside a table of made-up journals). What such a slide
 * shows illustrates a form or a format; it is not the deck's data.
 */
export function illustrationLabel(
  slide: { title: string; lines?: SlideLine[] },
  words: DeckWords,
): string | undefined {
  const title = slide.title.trim()
  if (words.opensIllustration(title)) return title
  return (slide.lines ?? [])
    .find(
      (line) =>
        line.kind === 'paragraph' &&
        words.opensIllustration(line.text) &&
        !/[:.;!?]/u.test(line.text) &&
        line.text.trim().split(/\s+/u).length <= MAX_LABEL_WORDS,
    )
    ?.text.trim()
}
