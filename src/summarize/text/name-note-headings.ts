import { isListHeading } from '../local/is-list-heading'

// One sub-heading in the notes is a caption; two or more split the notes into named groups ("Standard Storage" …
// "Premium Storage"), as 173's labelled boxes split a slide.
const MIN_HEADINGS = 2
// A sub-heading names: a few words, or longer in title case ("Reserved Public IP Addresses").
const MAX_PLAIN_HEADING_WORDS = 4

/**
 * Speaker notes grouped under sub-headings, each line said of its heading: "Standard Storage" over "Entire storage
 * account (not just single disk) has max IOPS of 20,000" gives "Standard Storage — Entire storage account …". Read
 * as running text, the heading is a sentence of two words and the line under it, lifted alone into the overall
 * summary, reads as every account's limit (issue 24, reader r-z3's costliest fault; decision 183).
 *
 * Told by layout and the slide, not by words, so it holds in every language. A sub-heading is a short line that
 * names (`isListHeading`, opening in a capital, at most four words or in title case), followed by a line of its
 * own, and it names one of the slide's own lines (the notes go through the slide's items) or is in title case;
 * the notes need at least two. A group runs to the next heading; it ends early at a line that names another of the
 * slide's items ("No limit on the number of VMs that can mount a File Storage share" under "Premium Storage"),
 * which has its own subject. A line that goes on from the one above, or an item under a lead-in, is no new
 * statement and takes no heading.
 */
export function nameNoteHeadings(lines: readonly string[], slideLines: readonly string[]): string[] {
  const items = slideLines.map(withoutBullet).filter((item) => words(item).length <= MAX_ITEM_WORDS)
  const isHeadingAt = (at: number) => {
    const line = lines[at]!
    const next = lines[at + 1]
    return (
      next !== undefined &&
      isNoteHeading(line, items) &&
      !isNoteHeading(next, items) &&
      !/^[\p{Ll}(…]/u.test(next) &&
      !/(?:^|\s)\p{Ll}{1,3}$/u.test(line)
    )
  }
  const headings = lines.map((_, at) => isHeadingAt(at))
  if (headings.filter(Boolean).length < MIN_HEADINGS) return [...lines]
  const out: string[] = []
  let heading: string | undefined
  lines.forEach((line, at) => {
    if (headings[at]) {
      heading = line
      return
    }
    // A label the rules above did not take ("HPC" after "GPU"'s lines, "Compute Optimized:") heads lines of its
    // own: the group before it ends there.
    if (heading !== undefined && (isLabelShaped(line) || namesAnotherItem(line, heading, items)))
      heading = undefined
    const previous = lines[at - 1] ?? ''
    const goesOn =
      /^[\p{Ll}(…]/u.test(line) || /[:,\-–—&/]$/u.test(previous) || /(?:^|\s)\p{Ll}{1,3}$/u.test(previous)
    const saysHeading = heading !== undefined && line.toLowerCase().includes(core(heading).toLowerCase())
    out.push(heading === undefined || goesOn || saysHeading ? line : `${heading} — ${line}`)
  })
  return out
}

// A slide's item that a notes heading can name: a label or a short line, not a paragraph.
const MAX_ITEM_WORDS = 8

function isNoteHeading(line: string, items: readonly string[]): boolean {
  const name = core(line)
  if (!/^\p{Lu}/u.test(name) || !isListHeading({ text: line, isBullet: false })) return false
  const nameWords = name.split(/\s+/u)
  const titleCase = isTitleCase(name)
  if (nameWords.length > MAX_PLAIN_HEADING_WORDS && !titleCase) return false
  const key = words(name).map(singular).join(' ')
  const isSlideItem = items.some((item) => ` ${words(item).map(singular).join(' ')} `.includes(` ${key} `))
  return isSlideItem || titleCase
}

function isTitleCase(name: string): boolean {
  const nameWords = name.split(/\s+/u)
  return nameWords.length >= 2 && nameWords.every((word) => !/^\p{Ll}\p{L}{3}/u.test(word))
}

/** A line set as a label, taken as a heading or not: a few words, or a few words and a colon. */
function isLabelShaped(line: string): boolean {
  const name = core(line).replace(/:$/u, '')
  return (
    /^\p{Lu}/u.test(name) &&
    isListHeading({ text: name, isBullet: false }) &&
    (name.split(/\s+/u).length <= MAX_PLAIN_HEADING_WORDS || isTitleCase(name))
  )
}

/** Whether a line names one of the slide's items other than its heading's by the item's last words. */
function namesAnotherItem(line: string, heading: string, items: readonly string[]): boolean {
  const text = ` ${words(line).map(singular).join(' ')} `
  const own = ` ${words(core(heading)).map(singular).join(' ')} `
  return items.some((item) => {
    const key = ` ${words(item).map(singular).slice(-2).join(' ')} `
    return key.trim() !== '' && !own.includes(key) && text.includes(key)
  })
}

/** A heading without the aside in brackets after it: "Web Application Firewall (recently announced/in preview)". */
function core(line: string): string {
  return line.replace(/\s*\([^)]*\)\s*$/u, '').trim()
}

function withoutBullet(line: string): string {
  return line.replace(/^\s*(?:[-•*▪–]\s+)?/u, '').trim()
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

// "Load Balancers" named as "Load balancer": the plural's s does not make another thing.
function singular(word: string): string {
  return word.length > 3 ? word.replace(/s$/u, '') : word
}
