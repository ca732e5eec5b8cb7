import type { Slide } from '../../shared'
import { EXHIBIT_NOUN } from '../text/is-furniture'

// "Appendix D. Matching and balance", "12. Options for the future", "Anhang B: Methode": a heading's numbering, an
// optional word before its mark (a letter or a number), then its name.
const NUMBERED = /^(?:(\p{L}+)\s+)?(\p{Lu}|\d{1,2})[.:]\s+(\p{Lu}.*)$/u
const EXHIBIT = new RegExp(`^(?:${EXHIBIT_NOUN})$`, 'iu')
// A heading names its part in a few words, without a figure and without closing as a sentence or a label does.
const MAX_NAME_WORDS = 8

interface Numbering {
  word: string
  mark: string
}

/**
 * A document's pages, each cut where the part after its own starts partway down it (issue 24, criterion e; decision
 * 155): "Appendix E. Survey results by pathway" under "Appendix D", "8. Workforce" above "8.1 Agency staff". Cut
 * there, the part before keeps its lines and the next part starts with its own heading; uncut, the next part's
 * table rows were filed under the heading before (reader r-s1: Appendix E's survey row under Appendix D's matching).
 * Only the next heading in the document's own numbering counts (the letter or number after the current one, with the
 * same word before it): a numbered list in the running text is not read as a heading.
 */
export function splitAtNextHeading<Page extends Slide & { drawnLabels?: string[] }>(slides: Page[]): Page[] {
  let current: Numbering | undefined
  return slides.flatMap((slide) => {
    current = numberingOf(slide.title) ?? current
    const parts: { title: string; lines: string[] }[] = [{ title: slide.title, lines: [] }]
    for (const line of slide.text === '' ? [] : slide.text.split('\n')) {
      const numbering = numberingOf(line)
      const part = parts.at(-1)!
      if (numbering === undefined || current === undefined || !isNext(numbering, current)) {
        part.lines.push(line)
        continue
      }
      current = numbering
      // A heading set above the page's own title ("8. Workforce" over "8.1 Agency staff") opens the page: the
      // title, a sub-heading of it, is then the first line of its part.
      if (part.lines.length === 0) parts.splice(-1, 1, { title: line.trim(), lines: [part.title] })
      else parts.push({ title: line.trim(), lines: [] })
    }
    if (parts.length === 1 && parts[0]!.title === slide.title) return [slide]
    // The typed lines stay with the page's first part: the parts after are read from their text.
    return parts.map(({ title, lines }, n): Page => ({
      ...slide,
      title,
      text: lines.join('\n'),
      ...(n === 0 ? {} : { lines: [], drawnLabels: [] }),
    }))
  })
}

function numberingOf(text: string): Numbering | undefined {
  const match = NUMBERED.exec(text.trim())
  if (!match) return undefined
  const [, word = '', mark, name] = match
  if (EXHIBIT.test(word) || /\d/u.test(name!) || /[.:;,!?]$/u.test(name!)) return undefined
  if (name!.split(/\s+/u).length > MAX_NAME_WORDS) return undefined
  return { word: word.toLowerCase(), mark: mark! }
}

/** The heading after `current` in its numbering: "Appendix E" after "Appendix D", "13." after "12.". */
function isNext(numbering: Numbering, current: Numbering): boolean {
  if (numbering.word !== current.word) return false
  const isNumber = /^\d+$/u.test(current.mark)
  if (isNumber !== /^\d+$/u.test(numbering.mark)) return false
  return isNumber
    ? Number(numbering.mark) === Number(current.mark) + 1
    : numbering.mark.charCodeAt(0) === current.mark.charCodeAt(0) + 1
}
