import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'

/** A heading is a short line: a name for the group under it ("Option A: repair and hold spares"), no sentence. */
const MAX_HEADING = 60
const MAX_HEADING_WORDS = 8
/**
 * A line of a word or two over bullets is a diagram's label or a figure ("PRICING", "5 nsec"): the layout
 * may set it beside another box's items (issue 24, reader r-b2: "Approval — Quarterly Review…").
 */
const MIN_HEADING_WORDS = 3
/** A bullet over deeper bullets heads them when it is a name this short: a longer one is a statement they go on with. */
const MAX_BULLET_HEADING_WORDS = 4
/** Headed groups only matter side by side: one heading over one list is a lead-in the slide's title already says. */
const MIN_GROUPS = 2

interface Group {
  heading: number
  items: number[]
}

/**
 * Bullets under short headings ("Option A: repair and hold spares" over its costs, "Option B: replace the
 * oven" over its own) are said group by group, each led by its heading: "Option A: … — Critical spares on
 * site: £38,000; …". Without them, the two options read as one list (issue 24, reader r-k). A group the
 * entry says nothing of stays out, and so does its heading.
 */
export function leadGroups(picks: Pick[], indices: number[], passages: Passage[]): Pick[] {
  const groups = headedGroups(indices, passages)
  if (groups.length < MIN_GROUPS) return picks
  const headings = new Set(groups.map((group) => group.heading))
  const out: Pick[] = []
  for (const pick of picks) {
    if (headings.has(pick.index)) continue
    const group = groups.find((candidate) => candidate.items.includes(pick.index))
    if (!group) {
      out.push(pick)
      continue
    }
    const led = out.find((other) => group.items.includes(other.index))
    const item = pick.text.replace(/[;,]\s*$/u, '')
    if (led) led.text = `${led.text}; ${item}`
    else out.push({ ...pick, text: `${passages[group.heading]!.brief.replace(/[:\s]+$/u, '')} — ${item}` })
  }
  // A heading the entry picked as a line of its own, whose group it says nothing of, still stands.
  for (const pick of picks)
    if (headings.has(pick.index)) {
      const group = groups.find((candidate) => candidate.heading === pick.index)!
      if (!out.some((other) => group.items.includes(other.index))) out.push(pick)
    }
  return out.sort((a, b) => a.index - b.index)
}

/**
 * Each short plain line of the slide directly above a run of its bullets, with that run; and each short bullet
 * over deeper ones ("Stateless Service" over what it is used for, then "Stateful Service" over its own), with
 * them: the heading of a nested list may be a bullet itself (issue 24, reader r-l: Service Fabric's slide 9).
 */
function headedGroups(indices: number[], passages: Passage[]): Group[] {
  const body = indices.filter((index) => !passages[index]!.fromNotes)
  const groups: Group[] = []
  body.forEach((index, at) => {
    const passage = passages[index]!
    const level = passage.isBullet ? passage.level : undefined
    if (level === undefined ? !isHeading(passage) : !isBulletHeading(passage)) return
    // A nested heading is an item of the group above it: the outer heading leads.
    if (level !== undefined && groups.some((group) => group.items.includes(index))) return
    const items: number[] = []
    for (const next of body.slice(at + 1)) {
      const item = passages[next]!
      if (!item.isBullet || (level !== undefined && (item.level ?? 0) <= level)) break
      items.push(next)
    }
    if (items.length > 0) groups.push({ heading: index, items })
  })
  return groups
}

/** A bullet that names a group of deeper ones: a name ("Stateless Service"), no statement, no figure. */
export function isBulletHeading(passage: Passage): boolean {
  const text = passage.brief.trim()
  return (
    text.length <= MAX_HEADING &&
    text.split(/\s+/u).length <= MAX_BULLET_HEADING_WORDS &&
    passage.figures === 0 &&
    !/[.!?;]$/u.test(text)
  )
}

function isHeading(passage: Passage): boolean {
  const text = passage.brief.trim()
  return (
    passage.kind === 'text' &&
    !passage.isBullet &&
    passage.table === undefined &&
    !passage.isAgenda &&
    text.length <= MAX_HEADING &&
    text.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    text.split(/\s+/u).length >= MIN_HEADING_WORDS &&
    /^\p{Lu}/u.test(text) &&
    // A lead-in ("Outcomes:") and a sentence are no heading.
    !/[.!?:;]$/u.test(text)
  )
}
