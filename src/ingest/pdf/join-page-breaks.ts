import type { SlideLine } from '../../shared'
import type { ParsedSlide } from '../parsed-deck'
import { joinSlideLines } from '../slide-lines'
import { HYPHEN_BREAK } from './hyphen-break'

/** A page's last line is running prose, not a label or a heading, when it has at least this many words. */
const MIN_PROSE_WORDS = 6
/** Only a page of running prose (a report's, a speech's) runs on over the break: a slide stands alone. */
const MIN_PROSE_PAGE_CHARS = 1000
/** A sentence ends on its stop, perhaps inside a closing quotation mark or bracket. */
const ENDS_SENTENCE = /[.!?…:;]["”’»)\]]*$/u

/**
 * A sentence of running prose cut by a page break ("…resulted in the Bank for International" / "Settlements
 * (BIS)…") is read whole: the next page's first paragraph joins the last paragraph of the page before, when
 * that one ends without ending its sentence and nothing (a heading, a table, a chart) stands between them.
 * Each page is read alone, so only the whole document can do this; read apart, the cut half is a sentence
 * of its own that a summary may pick (issue 24, reader of the BoE speech). The joined paragraph stays on the
 * page it starts on. Footnotes are left out of the pages before this runs (`findFootnotes`). Slides are
 * changed in place; one pass over the pages.
 */
export function joinPageBreaks(slides: ParsedSlide[]): number {
  let joined = 0
  for (let at = 1; at < slides.length; at++) {
    const before = slides[at - 1]!
    const after = slides[at]!
    if (after.number !== before.number + 1 || before.text.length < MIN_PROSE_PAGE_CHARS) continue
    const last = before.lines?.at(-1)
    const first = after.lines?.[0]
    if (!isRunningProse(last) || !isParagraph(first)) continue
    if (ENDS_SENTENCE.test(last.text.trim()) || last.text.trim().split(/\s+/u).length < MIN_PROSE_WORDS)
      continue
    // A paragraph that opens like a heading (a short line of its own) starts something new.
    if (!/[.!?…]/u.test(first.text) && first.text.split(/\s+/u).length < MIN_PROSE_WORDS) continue
    last.text = last.text.endsWith(HYPHEN_BREAK) ? `${last.text}${first.text}` : `${last.text} ${first.text}`
    after.lines = after.lines!.slice(1)
    before.text = joinSlideLines(before.lines!)
    after.text = joinSlideLines(after.lines)
    joined += 1
  }
  return joined
}

type Paragraph = Extract<SlideLine, { kind: 'paragraph' }>

function isParagraph(line: SlideLine | undefined): line is Paragraph {
  return line?.kind === 'paragraph' && line.drawn !== true
}

// A table's last row ("Total 4,860 2,817 2,043 31,181 6.4") ends on figures, not on a sentence cut mid-way.
const ENDS_ON_FIGURES = /\d[\d.,%]*\s+\d[\d.,%]*$/u

function isRunningProse(line: SlideLine | undefined): line is Paragraph {
  const text = line?.text.trim() ?? ''
  return isParagraph(line) && /[\p{L}\p{N},\u2013\u2014-]$|\ue000$/u.test(text) && !ENDS_ON_FIGURES.test(text)
}
