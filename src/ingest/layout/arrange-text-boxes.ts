import type { SlideLine } from '../../shared'
import { isAxisOrigin } from './is-axis-origin'
import { isBoxGrid } from './is-box-grid'
import { isFigure, isLabel, isUnitOf } from './is-figure'
import { readColumns, type PlacedLines } from './read-columns'
import { sharesColumn, sharesRow } from './shares-column'
import type { TextBox } from './text-box'
import { boxNumbering } from './box-numbering'

type Side = 'above' | 'below' | 'left'

type Unit = PlacedLines

interface Candidate {
  box: TextBox
  /** The box's one line of text. */
  text: string
}

/** A label sits this close to its figure: at most this many times the taller box's height away. */
const MAX_GAP_RATIO = 1.2
/** Boxes may overlap a little (text frames have insets): down to this share of the shorter height. */
const MAX_OVERLAP_RATIO = 0.5
/** A figure under this share of the slide's biggest figure may be a card's third line rather than a card. */
const MINOR_FIGURE_RATIO = 0.6
/** A card's third line may stand this share of the figure's height further off than its label. */
const DETAIL_SLACK = 0.25
const MAX_DETAIL_CHARS = 80 // A card's third line (a delta, a comparison) is short.

/**
 * Turns positioned text boxes into typed lines in reading order (top to bottom, then left to right, by
 * each box's top-left corner), joining each figure to the words that give it its meaning:
 *
 * - **Stat cards**: a box holding only a figure ("$3.4M", "128%", see `isFigure`) and a short label box
 *   stacked on it (above or below, their spans overlapping) become one `stat` line "label: value". On
 *   one slide all cards put their label on the same side, so the side is chosen by vote over all the
 *   slide's figures (labels rarely hold digits; a delta line usually does). A further short box stacked on
 *   the card (beyond the label, or on the figure's other side) becomes the stat's `detail`. Cards in a
 *   row, a column or a grid all work: pairing is per figure, nearest first, each box used once.
 * - **Label/value columns** (a form: "RAC CAPITAL PRICE:" left, "17.00%" right on the same row): a
 *   figure with a label box to its left on its row, and no box between them, becomes one `stat`.
 *   Two multi-line boxes side by side, one of labels and one of figures with as many lines, pair line by line.
 * - **One box holding a card** ("$3.4M\nARR", "Revenue\n$2.3M\n+12%") or alternating label and figure
 *   lines ("Capital Commitment:\n$140,000\nBid Bond Amount:\n$10,000") pairs inside the box.
 *
 * Everything else comes out as it came in, numbered with its box (see `boxNumbering`): a box's own typed
 * `lines`, or one `paragraph` per line of its text. Boxes with typed lines other than paragraphs (bullets,
 * tables, charts) never pair. A stat takes the reading position of its top-left box. The input is not changed.
 */
export function arrangeTextBoxes(boxes: readonly TextBox[], options: { grid?: boolean } = {}): SlideLine[] {
  const ownLines = new Map<TextBox, SlideLine[]>()
  const singles: Candidate[] = []
  const units: Unit[] = []
  const numberBox = boxNumbering()
  for (const box of boxes) {
    const lines = box.lines ?? paragraphsOf(box.text)
    if (lines.length === 0) continue
    const inside = pairInsideBox(lines)
    ownLines.set(box, numberBox(inside ?? lines))
    const only = lines[0]
    if (!inside && lines.length === 1 && only?.kind === 'paragraph') singles.push({ box, text: only.text })
  }

  const used = new Set<TextBox>()
  for (const unit of numberBoxes(singles, used)) units.push(unit)
  for (const unit of pairColumns(boxes, ownLines, used)) units.push(unit)
  for (const unit of pairCards(singles, used, options.grid ?? isBoxGrid(boxes))) units.push(unit)
  for (const box of boxes) {
    const lines = ownLines.get(box)
    if (lines && !used.has(box)) units.push({ x: box.x, y: box.y, lines, box })
  }
  // Array.prototype.sort is stable: units at one position keep the order they were found in.
  return readColumns(units)
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .flatMap((unit) => unit.lines)
}

/** One `stat` line: "label: value", plus " (detail)" for a card's third line. */
export function statLine(label: string, value: string, detail?: string): SlideLine {
  const name = label.trim().replace(/\s*:$/u, '')
  const figure = value.trim()
  const extra = detail?.trim()
  return {
    kind: 'stat',
    text: `${name}: ${figure}${extra ? ` (${extra})` : ''}`,
    label: name,
    value: figure,
    ...(extra ? { detail: extra } : {}),
  }
}

function paragraphsOf(text: string): SlideLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ kind: 'paragraph', text: line }))
}

function pairInsideBox(lines: SlideLine[]): SlideLine[] | undefined {
  if (lines.length < 2 || lines.some((line) => line.kind !== 'paragraph')) return undefined
  const texts = lines.map((line) => line.text)
  const figures = texts.map(isFigure)
  const at = figures.indexOf(true)
  if (texts.length <= 3 && at >= 0 && at <= 1) {
    // "$2.3M / Revenue / +12%": the line after the figure names it; "Revenue / $2.3M / +12%": the one before.
    const labelAt = at === 0 ? 1 : 0
    const label = texts[labelAt]!
    const detail = texts.find((_, index) => index !== at && index !== labelAt)
    if (
      isLabel(label) &&
      !HOLDS_AMOUNT.test(label) &&
      (detail === undefined || detail.length <= MAX_DETAIL_CHARS)
    )
      return [statLine(label, texts[at]!, detail)]
    return undefined
  }
  if (texts.length % 2 !== 0) return undefined
  const pairs: SlideLine[] = []
  for (let index = 0; index < texts.length; index += 2) {
    if (!isLabel(texts[index]!) || !figures[index + 1]) return undefined
    pairs.push(statLine(texts[index]!, texts[index + 1]!))
  }
  return pairs
}

/** A box of labels beside a box of as many figures, both plain paragraphs: the form in two text boxes. */
function pairColumns(
  boxes: readonly TextBox[],
  ownLines: Map<TextBox, SlideLine[]>,
  used: Set<TextBox>,
): Unit[] {
  const columns = boxes.filter((box) => {
    const lines = ownLines.get(box) ?? []
    return lines.length >= 2 && lines.every((line) => line.kind === 'paragraph')
  })
  const units: Unit[] = []
  for (const labels of columns) {
    if (used.has(labels)) continue
    const labelTexts = ownLines.get(labels)!.map((line) => line.text)
    if (!labelTexts.every(isLabel)) continue
    const values = columns.find((box) => {
      if (box === labels || used.has(box) || box.x < labels.x + labels.width * 0.5) return false
      const texts = ownLines.get(box)!.map((line) => line.text)
      return texts.length === labelTexts.length && texts.every(isFigure) && sharesRow(labels, box)
    })
    if (!values) continue
    const valueTexts = ownLines.get(values)!.map((line) => line.text)
    used.add(labels)
    used.add(values)
    units.push({
      x: labels.x,
      y: Math.min(labels.y, values.y),
      lines: labelTexts.map((label, index) => statLine(label, valueTexts[index]!)),
    })
  }
  return units
}

const MIN_LIST_NUMBERS = 3

/**
 * A list whose numbers are boxes of their own ("10" beside "Measuring Exposure", "11" beside "Aggregating
 * Exposure"): bare whole numbers that count up count items and measure nothing, so none is a card's figure
 * ("Independent Credit Risk Management: 13", issue 24, reader r-b2). Each of at least `MIN_LIST_NUMBERS`
 * becomes a numbered line with the label on its row that reaches right of it (two reaching for one: the first).
 */
function numberBoxes(singles: Candidate[], used: Set<TextBox>): Unit[] {
  const labelOf = (marker: Candidate) => {
    const right = marker.box.x + marker.box.width
    return singles
      .filter(
        (single) =>
          !used.has(single.box) &&
          isLabel(single.text) &&
          sharesRow(marker.box, single.box) &&
          single.box.x + single.box.width > right,
      )
      .sort((a, b) => Math.abs(a.box.x - right) - Math.abs(b.box.x - right))[0]
  }
  // In reading order, each number one more than the one before, each with its item on its row: a table's
  // column of small counts ("10", "12", "8", "9") counts nothing up.
  const markers = singles
    .filter((single) => /^\d{1,3}$/u.test(single.text.trim()) && labelOf(single) !== undefined)
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
  const runs: Candidate[][] = []
  for (const marker of markers) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && Number(marker.text) === Number(last.text) + 1) run.push(marker)
    else runs.push([marker])
  }
  const units: Unit[] = []
  for (const marker of runs.filter((run) => run.length >= MIN_LIST_NUMBERS).flat()) {
    const label = labelOf(marker)
    if (!label) continue
    used.add(marker.box)
    used.add(label.box)
    units.push({
      x: marker.box.x,
      y: marker.box.y,
      lines: [{ kind: 'numbered', text: label.text.trim(), marker: `${marker.text.trim()}.`, level: 0 }],
    })
  }
  return units
}

// A label holding an amount of its own ("$25+ million") is another value, a tier or a threshold: it names none.
const HOLDS_AMOUNT = /[$€£¥₹]\s?\d|\d\s?[$€£¥₹%]/u

// A form's label opens its line ("Total NPV") or ends in a colon; a cell's wrapped last words ("approach",
// "/ hour") do neither.
const FORM_LABEL = /^\p{Lu}|:$/u

/** On a `grid` (see `isBoxGrid`) only a form's label pairs, left of its figure on its row. */
function pairCards(singles: Candidate[], used: Set<TextBox>, grid: boolean): Unit[] {
  const texts = singles.map((single) => single.text)
  const free = singles.filter((single) => !used.has(single.box))
  const figures = free.filter((single) => isFigure(single.text) && !isAxisOrigin(single.text, texts))
  // A label wrapped by hand to fit its shape names a chart's axis or a diagram's part, never one figure.
  const labels = free.filter(
    (single) => isLabel(single.text) && !HOLDS_AMOUNT.test(single.text) && !single.box.wrappedLabel,
  )
  if (figures.length === 0 || labels.length === 0) return []

  const near = new Map<Candidate, Partial<Record<Side, Candidate>>>()
  const votes: Record<Side, number> = { above: 0, below: 0, left: 0 }
  for (const figure of figures) {
    const sides: Partial<Record<Side, Candidate>> = {
      above: nearestStacked(figure.box, labels, 'above'),
      below: nearestStacked(figure.box, labels, 'below'),
      left: nearestLeft(figure.box, singles),
    }
    near.set(figure, sides)
    for (const side of ['above', 'below', 'left'] as const) {
      const candidate = sides[side]
      // A label names; a line with its own digits ("+177 in 12 months") is more likely a card's delta.
      if (candidate) votes[side] += /\d/u.test(candidate.text) ? 0.5 : 1
    }
  }
  // Figures stacked straight on figures are a column of values (a form, a table drawn in boxes):
  // their labels stand beside them, and a word over the column is its heading, not a card's label.
  const columnar = figures.filter(
    (figure) =>
      nearestStacked(figure.box, figures, 'above') !== undefined ||
      nearestStacked(figure.box, figures, 'below') !== undefined,
  ).length
  if (votes.left > 0 && columnar * 2 >= figures.length) votes.left = Infinity
  // Without any evidence, a caption under a big figure is the commonest card.
  const order = (['below', 'above', 'left'] as const).slice().sort((a, b) => votes[b] - votes[a])

  // Headline figures first, each with its label and then its third line, so that a smaller figure
  // under a card ("41 000 arbeidstimer") is read as that card's detail before it can take a label.
  const byProminence = figures.slice().sort((a, b) => prominence(b.box) - prominence(a.box))
  const headline = prominence(byProminence[0]!.box) * MINOR_FIGURE_RATIO
  const major = byProminence.filter((figure) => prominence(figure.box) >= headline)
  const minor = byProminence.filter((figure) => prominence(figure.box) < headline)
  const details = singles.filter((single) => isLabel(single.text) || isFigure(single.text))
  return [major, minor].flatMap((group) => {
    const cards: { figure: Candidate; label: Candidate; side: Side }[] = []
    for (const figure of group) {
      const sides = near.get(figure)!
      for (const side of order) {
        const label = sides[side]
        if (!label || used.has(label.box) || used.has(figure.box) || isUnitOf(label.text, figure.text))
          continue
        if (grid && (side !== 'left' || !FORM_LABEL.test(label.text.trim()))) continue
        used.add(label.box)
        used.add(figure.box)
        cards.push({ figure, label, side })
        break
      }
    }
    const withDetails = cards.map((card) => {
      const detail =
        card.side === 'left' ? undefined : cardDetail(card.figure, card.label, card.side, details, used)
      if (detail) used.add(detail.box)
      return { ...card, detail }
    })
    for (const card of withDetails) {
      if (card.detail || card.side === 'left') continue
      card.detail = siblingDetail(card.figure, withDetails, details, used)
      if (card.detail) used.add(card.detail.box)
    }
    return withDetails.map(({ figure, label, detail }) => {
      const members = [figure.box, label.box, ...(detail ? [detail.box] : [])]
      return {
        x: Math.min(...members.map((box) => box.x)),
        y: Math.min(...members.map((box) => box.y)),
        lines: [statLine(label.text, figure.text, detail?.text)],
      }
    })
  })
}

/**
 * Cards in a row repeat one layout: where a card on the figure's row has its third line (found because its
 * caption wrapped onto a second line and so stands close), a box at the same offset from this figure, in
 * its column, is this card's third line, although a one-line caption leaves it further off.
 */
function siblingDetail(
  figure: Candidate,
  cards: { figure: Candidate; detail?: Candidate | undefined }[],
  details: Candidate[],
  used: Set<TextBox>,
): Candidate | undefined {
  const offsets = cards.flatMap((card) =>
    card.detail && sharesRow(card.figure.box, figure.box) ? [card.detail.box.y - card.figure.box.y] : [],
  )
  if (offsets.length === 0) return undefined
  const tolerance = figure.box.height * DETAIL_SLACK
  return details.find(
    (candidate) =>
      !used.has(candidate.box) &&
      sharesColumn(figure.box, candidate.box) &&
      noBiggerThan(candidate.box, figure.box) &&
      offsets.some((offset) => Math.abs(candidate.box.y - figure.box.y - offset) <= tolerance),
  )
}

/** A card's third line sits as tight to it as its label does, and is no bigger than its figure. */
function cardDetail(
  figure: Candidate,
  label: Candidate,
  side: 'above' | 'below',
  details: Candidate[],
  used: Set<TextBox>,
): Candidate | undefined {
  const free = details.filter((candidate) => !used.has(candidate.box))
  const slack = stackGap(figure.box, label.box, side) + figure.box.height * DETAIL_SLACK
  const other = side === 'above' ? 'below' : 'above'
  const beyond = nearestStacked(label.box, free, side)
  const opposite = nearestStacked(figure.box, free, other)
  return [
    opposite && { candidate: opposite, gap: stackGap(figure.box, opposite.box, other) },
    beyond && { candidate: beyond, gap: stackGap(label.box, beyond.box, side) },
  ].find((option) => option && option.gap <= slack && noBiggerThan(option.candidate.box, figure.box))
    ?.candidate
}

/** How far `other` stands from `box` on that side (negative when they overlap). */
function stackGap(box: TextBox, other: TextBox, side: 'above' | 'below'): number {
  return side === 'above' ? box.y - (other.y + other.height) : other.y - (box.y + box.height)
}

/** Font sizes tell; without both, box heights say too little to refuse. */
function noBiggerThan(box: TextBox, other: TextBox): boolean {
  return box.fontSize === undefined || other.fontSize === undefined || box.fontSize <= other.fontSize
}

function prominence(box: TextBox): number {
  return box.fontSize ?? box.height
}

/** The closest candidate stacked right above or below the box, sharing its horizontal span. */
function nearestStacked(
  box: TextBox,
  candidates: Candidate[],
  side: 'above' | 'below',
): Candidate | undefined {
  let best: Candidate | undefined
  let bestGap = Infinity
  for (const candidate of candidates) {
    const other = candidate.box
    if (other === box || !sharesColumn(box, other)) continue
    const gap = stackGap(box, other, side)
    const taller = Math.max(box.height, other.height)
    const shorter = Math.min(box.height, other.height)
    if (gap > taller * MAX_GAP_RATIO || gap < -shorter * MAX_OVERLAP_RATIO) continue
    // The other box must really be on that side, not a wider frame around both.
    const centre = other.y + other.height / 2
    const boxCentre = box.y + box.height / 2
    if (side === 'above' ? centre >= boxCentre : centre <= boxCentre) continue
    if (gap < bestGap) {
      best = candidate
      bestGap = gap
    }
  }
  return best
}

/** The closest label on the box's row to its left, with no other box between them. */
function nearestLeft(box: TextBox, singles: Candidate[]): Candidate | undefined {
  let best: Candidate | undefined
  let bestGap = Infinity
  for (const candidate of singles) {
    const other = candidate.box
    if (other === box || !sharesRow(box, other)) continue
    const gap = box.x - (other.x + other.width)
    if (gap < -Math.min(box.width, other.width) * MAX_OVERLAP_RATIO || other.x >= box.x) continue
    if (gap < bestGap) {
      best = candidate
      bestGap = gap
    }
  }
  // A form's label names a row ("Total NPV", "Risk free rate (%):"); words holding their own figure
  // ("ramme: 418 mill. kr") are a value's note, and a label wrapped by hand to fit its shape a chart's.
  return best && isLabel(best.text) && !/\d/u.test(best.text) && !best.box.wrappedLabel ? best : undefined
}
