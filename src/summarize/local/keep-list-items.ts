import { LIST_NUMBER } from './list-numbers'
import type { Passage } from './collect-passages'
import { countFigures } from './collect-passages'
import { enumeratedLines } from './enumerated-lines'
import { rowText } from './entry-line-text'

/** One item of a slide's list: its line (a top-level bullet or a table row) and the sub-points under it. */
interface ListItem {
  head: number
  subs: number[]
  /** Opens an item of the list itself (a bullet, a row), not a line beside it. */
  isListed: boolean
  /** A plain heading over bullets of its own ("Option B: replace the oven"): its bullets are its case. */
  isGroup?: boolean
  /** The rest of a group's heading, wrapped onto a line of its own ("Option B: replace the oven" / "(recommended)"). */
  wrapped?: number[]
}

// The form that says each item whole, without its sub-points; a group's, with its sub-points that hold figures.
const WHOLE_ITEMS = 3
const WHOLE_GROUPS = 2
/** Two headings, each over bullets of its own ("Option A …", "Option B …"), make a list of groups. */
const MIN_GROUPS = 2
/** A list slide has at least this many items, and this share of them are bullets or table rows. */
const MIN_ITEMS = 3
const LIST_SHARE = 0.6
/** A long list is said in part by at least this many of its items, else as any slide is. */
const MIN_SHOWN = 4
/**
 * …and by at most this many items in this many characters: past them, an entry of a slide of many long lines (a
 * page of questions) is a page itself (evaluation-communication-tables.pptx).
 */
const MAX_SHOWN = 8
const MAX_PARTIAL = 360
/** Up to this many items, each is its own bullet (a list of parallel items is a dense slide, issue 24). */
const MAX_ITEM_BULLETS = 5
/** A label this short ("Simple", "Tungsten Phase 2") can stand for its item when the entry must be compacted. */
const HEAD_WORDS = 5
/** An item of up to this many words is a name ("V8. Gestion des erreurs et de la journalisation"). */
const NAME_ITEM_WORDS = 8
/** Sub-points of up to this many words name the item's parts: they stay in every form. */
const NAME_WORDS = 3
/** What follows a label is an explanation (dropped when compacting) from this many words; shorter, it is the item. */
const EXPLANATION_WORDS = 4

/**
 * A slide that is a list of parallel items (its causes, changes, actions, a table's rows) is said whole, in
 * list order (issue 24, item 1): an entry of three of its four causes, or of two changes and a sub-point under
 * "Three major changes", says a different list. The items are compacted rather than cut: sub-points go first,
 * then what follows a short label ("Simple: not dumbing down…" → "Simple"), never a figure; a list longer than
 * five items is joined into fewer bullets. A sub-point that turns its item (`isTurn`: "But no maintenance
 * guidelines") stays in every form: dropped, the item says the opposite. Undefined when the slide is no such list.
 */
export function keepListItems(
  candidates: number[],
  passages: Passage[],
  limit: number,
  isTurn: (passage: Passage) => boolean = () => false,
  slideLength = limit,
  namesKind: (label: string) => boolean = () => false,
  listShare?: string,
): { index: number; text: string; note?: string }[] | undefined {
  const compactHead = (text: string) => compactHeadOf(text, namesKind)
  const compactPart = (part: string) => compactPartOf(part, namesKind)
  const listed = readListItems(candidates, passages)
  if (listed === undefined) return undefined
  // A diagram drawn twice lists its items twice: each is said once.
  const items = listed.filter(
    (item, n) =>
      !listed
        .slice(0, n)
        .some(
          (other) => passages[other.head]!.brief.toLowerCase() === passages[item.head]!.brief.toLowerCase(),
        ),
  )
  // From the fullest form to the most compact: sub-points whole, by their labels, only those with a figure,
  // none; then the item's own parts by their labels; last, a table row without its column names.
  const forms = [
    (item: ListItem) => withSubs(item, passages, isTurn, compactHead, (sub) => sub.text),
    (item: ListItem) => withSubs(item, passages, isTurn, compactHead, (sub) => compactHead(sub.text)),
    (item: ListItem) =>
      withSubs(item, passages, isTurn, compactHead, (sub) =>
        countFigures(sub.text) > 0 ? compactHead(sub.text) : undefined,
      ),
    (item: ListItem) => withSubs(item, passages, isTurn, compactHead, () => undefined),
    (item: ListItem) => withSubs(item, passages, isTurn, compactHead, () => undefined, true),
    (item: ListItem) => withSubs(item, passages, isTurn, compactHead, () => undefined, true, true),
  ]
  // Groups (options, each over its case) keep their sub-points with figures in every form: "Option B: replace the
  // oven" without its capacity, gas use and payback says no case.
  const isGrouped = items.some((item) => item.isGroup)
  const said = (isGrouped ? forms.slice(0, WHOLE_GROUPS + 1) : forms).map((form) =>
    items.map((item) => form(item).replace(LIST_NUMBER, '')),
  )
  const length = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0)
  // Last, a long list of labelled items by its labels alone ("Crediting period; Baseline; …"): a label says
  // little of one item, but dropping items would say a different list.
  const wholes = items.map((item) => withSubs(item, passages, isTurn, compactHead, () => undefined))
  // Items stand for themselves by their labels only when each has one: "Objectif principal" beside the whole
  // line "Indépendant des fournisseurs…" reads as a line cut off.
  const allLabelled = wholes.every((text) => LABELLED.test(text))
  const labels = items.map((item, n) => {
    const head = passages[item.head]!
    const text = wholes[n]!
    if (head.table === 'row') return head.brief
    if (text.includes('; ')) return compactHead(text)
    // "Caring about students (Encouragement and Emotional Support)": the name stands for the item, the
    // bracket explains it.
    return withoutExplanation((allLabelled ? compactPart(text) : text).replace(LIST_NUMBER, ''))
  })
  // A long list of names ("V1. Architecture; V2. Authentification; …", 14 of them) said by three of them reads
  // as a list of three: it is said whole while that is still shorter than its slide.
  const isNames = labels.every((text) => text.split(/\s+/u).length <= NAME_ITEM_WORDS)
  const fitting =
    [...said, labels].find((texts) => length(texts) <= limit) ??
    (isNames && length(labels) < slideLength ? labels : undefined)
  if (items.length <= MAX_ITEM_BULLETS) {
    // A few items keep their table's column names: the entry has room for them.
    const fits = said.slice(0, -1).findIndex((texts) => length(texts) <= limit)
    // A short list is said whole even past the entry's share: without its title it is still shorter than the slide.
    // A group keeps the figures of its case: an option without its cost and payback says no option. So does any
    // item while the entry stays shorter than its slide: "Tungsten Phase 2" without "5x-20x additional
    // performance improvements" drops the slide's one figure (issue 24, reader r-a3: Spark slide 9).
    const dropsFigures =
      (fits < 0 || fits > WHOLE_GROUPS) && said[WHOLE_GROUPS]!.join() !== said[WHOLE_ITEMS]?.join()
    const keepsFigures = dropsFigures && (isGrouped || length(said[WHOLE_GROUPS]!) < slideLength)
    const texts = keepsFigures ? said[WHOLE_GROUPS]! : (said[fits] ?? said[WHOLE_ITEMS]!)
    return items.map((item, n) => ({ index: item.head, text: texts[n]! }))
  }
  // A table's rows are a bullet each.
  if (items.some((item) => passages[item.head]!.table === 'row')) return undefined
  // A long list that no form fits is said by as many of its items as fit, in list order, and says how many
  // it gives: three of ten principles picked by density read as the list, and as a list of three (issue 24,
  // reader r-p2: talent-approach slide 3, "the most important slide").
  // The lines that lead the list (its heading, what it is of) are no items of it: two boxes' labels above four
  // bullets counted as two of "the first items" left two of the list's own (Enron slide 3, reader r-q2).
  const from = Math.max(
    0,
    items.findIndex((item) => item.isListed),
  )
  const shown =
    fitting === undefined
      ? Math.min(MAX_SHOWN, itemsFitting(labels, Math.min(limit, MAX_PARTIAL)))
      : items.length
  if (fitting === undefined && (listShare === undefined || shown - from < MIN_SHOWN)) return undefined
  const texts = fitting ?? labels
  // More items than bullets: the leading lines make one bullet, then consecutive items share a bullet, in list
  // order, none dropped. A line after the list (its question, its conclusion) is a bullet of its own too.
  const listedTo = items.findLastIndex((item) => item.isListed) + 1
  const to = Math.min(listedTo, shown)
  const bullets: { index: number; text: string; note?: string }[] = []
  if (from > 0)
    bullets.push({
      index: items[0]!.head,
      text: joinLeads(texts.slice(0, from)),
    })
  const room = MAX_ITEM_BULLETS - bullets.length - (to === listedTo && to < items.length ? 1 : 0)
  const size = Math.ceil((to - from) / room)
  for (let start = from; start < to; start += size)
    bullets.push({
      index: items[start]!.head,
      text: texts
        .slice(start, Math.min(start + size, to))
        .map((text) => text.replace(/[.;]\s*$/u, ''))
        .join('; '),
    })
  if (to < listedTo) bullets[bullets.length - 1]!.note = listShare
  else if (to < items.length) bullets.push({ index: items[to]!.head, text: texts.slice(to).join(' ') })
  return bullets
}

/** How many of a list's items, from its first, fit in `limit` characters. */
function itemsFitting(texts: string[], limit: number): number {
  let used = 0
  const over = texts.findIndex((text) => (used += text.length + 2) > limit)
  return over < 0 ? texts.length : over
}

/**
 * The items of a list slide: each top-level bullet or table row opens one; a deeper bullet, or on a table a
 * line the reader cut from its cell, is a sub-point of the item above; any other line is an item of its own.
 */
function readListItems(candidates: number[], passages: Passage[]): ListItem[] | undefined {
  if (candidates.some((index) => passages[index]!.kind !== 'text' || passages[index]!.fromNotes))
    return undefined
  const bullets = candidates.filter((index) => passages[index]!.isBullet)
  const top = Math.min(...bullets.map((index) => passages[index]!.level ?? 0))
  const hasRows = candidates.some((index) => passages[index]!.table === 'row')
  // On a slide of plain lines, its questions (each with the answer set under it) are its list: "3 Research
  // Questions" said in part reads as the whole.
  const asksList = bullets.length === 0 && !hasRows
  // So are lines that open with one enumerator ("A01:2025 Broken Access Control", "V1.", "1.") set as plain
  // paragraphs: "5 of the Top Ten" in the order the ranking gave them reads as the ranking (reader r-n1).
  const isEnumerated = enumeratedLines(candidates.map((index) => passages[index]!.text))
  const isStarter = (passage: Passage) =>
    passage.table === 'row' ||
    (passage.isBullet && (passage.level ?? 0) === top) ||
    (asksList && (/\?/u.test(passage.text) || isEnumerated(passage.text)))
  // On a table, a plain line between two rows is a cell the reader cut off; one after the last row is the
  // slide's own ("We recommend option B").
  const lastRow = Math.max(-1, ...candidates.filter((index) => passages[index]!.table === 'row'))
  // Bullets set under plain headings ("Option A: repair" over its three bullets, "Option B: replace (recommended)"
  // over its own) are the headings' cases: one list of bullets would run Option B in as an item of Option A and
  // cut its case after the first items (reader r-w1, Wrenfield slide 8).
  const heads = groupHeadings(candidates, passages, top, hasRows)
  const items: ListItem[] = []
  for (const index of candidates) {
    const passage = passages[index]!
    const wrapped = heads.get(index)
    if (wrapped !== undefined) {
      items.push({ head: index, subs: [], isListed: true, isGroup: true, wrapped })
      continue
    }
    if ([...heads.values()].some((lines) => lines.includes(index))) continue
    const inGroup = heads.size > 0 && items.some((item) => item.isGroup) && passage.isBullet === true
    const isSub = passage.isBullet
      ? (passage.level ?? 0) > top || inGroup
      : hasRows && passage.table === undefined && index < lastRow
    if ((inGroup || !isStarter(passage)) && isSub && items.length > 0)
      items[items.length - 1]!.subs.push(index)
    else items.push({ head: index, subs: [], isListed: isStarter(passage) })
  }
  // A drawing's label beside the list ("SUPPORT", "PRESS") is no item of it, and no line of the entry.
  const lines = items.filter(
    (item) => item.isListed || item.subs.length > 0 || !isLabel(passages[item.head]!),
  )
  const starters = lines.filter((item) => item.isListed).length
  if (heads.size > 0) return lines
  return starters >= MIN_ITEMS && starters >= LIST_SHARE * lines.length ? lines : undefined
}

/**
 * The plain lines that head bullets of their own: each not a bullet, directly followed by a top-level bullet,
 * and at least two of them, so the slide's bullets are all theirs. Empty when the slide is no such list.
 */
function groupHeadings(
  candidates: number[],
  passages: Passage[],
  top: number,
  hasRows: boolean,
): Map<number, number[]> {
  if (hasRows) return new Map()
  const aboveBullets = candidates.filter((index, n) => {
    const next = candidates[n + 1]
    const passage = passages[index]!
    return (
      !passage.isBullet &&
      next !== undefined &&
      passages[next]!.isBullet === true &&
      (passages[next]!.level ?? 0) === top
    )
  })
  // A line opening in lower case or a bracket under a plain line is that heading wrapped (a PDF's line break).
  const heads = new Map(
    aboveBullets.map((index) => {
      const before = candidates[candidates.indexOf(index) - 1]
      const isWrap =
        before !== undefined && !passages[before]!.isBullet && /^[\p{Ll}(]/u.test(passages[index]!.brief)
      return isWrap ? [before, [index]] : [index, []]
    }),
  )
  const firstHead = [...heads.keys()][0]
  // Every bullet is under a heading: a bullet before the first heading is a list of its own.
  const bulletsBefore = candidates.some(
    (index) => firstHead !== undefined && index < firstHead && passages[index]!.isBullet,
  )
  return heads.size >= MIN_GROUPS && !bulletsBefore ? heads : new Map()
}

/** A word or two without a figure, outside the list's bullets: a box's label, not a line of the list. */
function isLabel(passage: Passage): boolean {
  return passage.figures === 0 && passage.text.trim().split(/\s+/u).length <= 2
}

/** An item without the bracket that explains it, when the bracket holds no figure and the name stays. */
function withoutExplanation(text: string): string {
  const name = text.replace(/\s*\([^()]*\)?\s*$/u, '')
  const bracket = text.slice(name.length)
  // A word in brackets ("(umstritten)") qualifies the item rather than explaining it: it stays.
  const explains = bracket.trim().split(/\s+/u).length >= 2 && countFigures(bracket) === 0
  return name !== text && name.split(/\s+/u).length >= 2 && explains ? name : text
}

/**
 * An item's line; compacted, a line of several parts ("Six traits:
 * Simple: …; Unexpected: …") by their labels. A single part stays whole: "RDD: Will remain the low-level API"
 * by its label alone would say nothing.
 */
function say(passage: Passage, compact: boolean, compactHead: (text: string) => string): string {
  if (passage.table === 'row') return rowText(passage)
  // The line as the slide says it: a stock tail cut off for the overall summary ("… accountable to end user
  // committee") leaves a clause without its object.
  return compact && passage.text.includes('; ') ? compactHead(passage.text) : passage.text
}

/**
 * An item with the sub-points a form keeps: after a colon list as more of it, else in brackets. A heading
 * ("Upgrade Deployments") always keeps its first sub-point: alone it says nothing. Most compact, a table row
 * goes without its column names.
 */
function withSubs(
  item: ListItem,
  passages: Passage[],
  isTurn: (passage: Passage) => boolean,
  compactHead: (text: string) => string,
  form: (sub: Passage) => string | undefined,
  compact = false,
  bare = false,
): string {
  const head = passages[item.head]!
  const said = bare && head.table === 'row' ? head.brief : say(head, compact, compactHead)
  const text = [said, ...(item.wrapped ?? []).map((index) => passages[index]!.text)].join(' ')
  const isHeading =
    head.figures === 0 && head.brief.split(/\s+/u).length <= 3 && !/[.!?:]\s*$/u.test(head.brief)
  // Sub-points of a word or two ("containers", "cloud", "IoT") are the item's own list, not detail: dropped,
  // "4 current disruptive forces" would name four and give none.
  const isNamed = item.subs.every((index) => passages[index]!.text.split(/\s+/u).length <= NAME_WORDS)
  const subs = item.subs
    .flatMap(
      (index, n) =>
        (isNamed || isTurn(passages[index]!) ? passages[index]!.text : form(passages[index]!)) ??
        (isHeading && n === 0 ? compactHead(passages[index]!.text) : []),
    )
    .map((sub) => sub.replace(/[.;]\s*$/u, ''))
    .join('; ')
  if (subs === '') return text
  // A group's heading names its case: "Option B: replace the oven — New tunnel oven: £1.45M; …".
  if (item.isGroup) return `${text.replace(/[.;:]\s*$/u, '')} — ${subs}`
  if (/:\s*$/u.test(text)) return `${text} ${subs}`
  if (/\p{L}: /u.test(text) && text.includes('; ')) return `${text.replace(/[.;]\s*$/u, '')}; ${subs}`
  return `${text.replace(/[.;]\s*$/u, '')} (${subs})`
}

// A part that opens with a label of its own ("Simple: not dumbing down…").
const LABELLED = /^[^:]+:\s/u

/**
 * A line said by its labels: each part ("Simple: not dumbing down, but…") by the short label before its colon,
 * when what the colon opens holds no figure; a table row, a part without such a label, stays whole. Labels stand
 * for their parts only when every part after a lead-in has one: "…type of purchase (subscribed, pay per view);
 * Note" reads as a sentence cut off, while "Simple; Unexpected; Concrete" reads as the list it is.
 */
function compactHeadOf(text: string, namesKind: (label: string) => boolean): string {
  const parts = text.split('; ')
  // "Monitoring & verification: Fuel consumption already monitored daily; Hence, no expense on monitoring" is a
  // lead-in and its list: the colon opens the list, and what follows it is the first item, never dropped.
  const isLeadIn = parts.slice(1).some((part) => !LABELLED.test(part))
  if (isLeadIn) return text
  // With a label of its own ("Linux containers support: cgroups: support efficient…"), the first item keeps it.
  return parts.map((part) => compactPartOf(part, namesKind)).join('; ')
}

/**
 * The lines that lead a list, as one bullet: a lead that announces ("Our offer:") names the rest, else the
 * leads stand side by side. Two boxes' labels over one list ("Sales and Services", "Energy Assets &
 * Investments") glued as "A: B" read as if one named the other (issue 24, reader r-q2: Enron slides 2, 3).
 */
function joinLeads(leads: readonly string[]): string {
  const [first, ...rest] = leads.map((text) => text.replace(/[.;:]\s*$/u, ''))
  if (first === undefined || rest.length === 0) return first ?? ''
  return /:\s*$/u.test(leads[0]!) ? `${first}: ${rest.join('; ')}` : [first, ...rest].join('; ')
}

/**
 * One part by its label ("Simple: not dumbing down…" → "Simple"), when what follows explains rather than names.
 * A label that names only the kind of text it opens ("Note", "Objectif principal") never stands for it.
 */
function compactPartOf(part: string, namesKind: (label: string) => boolean): string {
  const segments = part.split(/:\s+/u)
  const words = (segment: string) => segment.trim().split(/\s+/u).length
  const isShort = (segment: string | undefined) => segment !== undefined && words(segment) <= HEAD_WORDS
  // What the label explains, not an item it names: "Simple: not dumbing down, but getting to the core"
  // goes to "Simple", while "good: API conformance" or "4 current disruptive forces: containers" says
  // its item and stays whole.
  const explains = (label: string, rest: string) =>
    words(rest) >= EXPLANATION_WORDS && words(rest) > words(label) && countFigures(rest) === 0
  if (
    segments.length >= 3 &&
    // A label holds no sentence end: "Result: Improved energy efficiency. Hence: GHG savings" is a sentence.
    isShort(segments[1]) &&
    !/[.!?]\s/u.test(segments[1]!) &&
    explains(segments[1]!, segments.slice(2).join(': ')) &&
    !namesKind(segments[1]!)
  )
    return `${segments[0]}: ${segments[1]}`
  if (
    segments.length === 2 &&
    isShort(segments[0]) &&
    explains(segments[0]!, segments[1]!) &&
    !namesKind(segments[0]!)
  )
    return segments[0]!
  return part
}
