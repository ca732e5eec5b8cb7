import type { Slide, SlideLine } from '../../shared'

/** A box of this many words at most, and no sentence, is a label of a chart or diagram drawn on the slide. */
const MAX_LABEL_WORDS = 5
const MAX_LABEL_CHARS = 40
/** A drawing has at least this many labels in boxes of their own (with a picture beside them: two). */
const MIN_LABEL_BOXES = 3
const MIN_LABELS_BY_PICTURE = 2
/** Bare figures in boxes of their own, this many or more, are a chart's data labels or axis ticks. */
const MIN_BARE_FIGURES = 2
/** Labels said again this many times or more ("Node", "Service", "R") are a diagram's boxes. */
const MIN_REPEATS = 3

// A figure and nothing else: "356", "$22,000", "12.5 %", "-3".
const BARE_FIGURE = /^[\p{Sc}]?\s?[-−+]?\d[\d.,\s]*\s?(?:%|\p{Sc})?$/u
// A data label's value, or an axis's unit ("1000 Persons"): a figure and a word at most.
const AXIS_VALUE = /^[\p{Sc}]?\s?[-−+]?\d[\d.,]*\s?(?:%|\p{Sc}|\p{L}+)?$/u
const SENTENCE_END = /[.!?;:]$/u
// An address or a handle: a slide of people's details, not of a drawing.
const CONTACT = /@|https?:\/\/|www\./iu

/** A slide with the labels of its drawing taken out of its lines and text, and kept apart. */
export type DrawnSlide = Slide & { drawnLabels?: string[] }

/**
 * The labels of a chart or diagram drawn with text boxes: legends, axis titles, data labels, series names,
 * node names, timestamps ("7% GDP growth", "Vehicles Per: 1000 Persons", "Node", "Feb.1, 16:00"). Read as
 * lines they were the deck's content: a legend became the only insight, an axis title a takeaway (issue 24,
 * reader r-l). A slide holds a drawing when, besides its text, it has three boxes or more of a label each
 * and the labels repeat or include bare figures, or when a picture sits beside labels and no sentence. Such
 * a box holds a few words (or a figure alone) and no sentence; a box of a sentence, and bullets, stay. A
 * slide with a line `isKept` says must stay (an illustration's label), a cover, a closing and a slide of
 * contact details have none.
 */
export function readDrawnLabels(
  slide: Pick<Slide, 'lines' | 'visuals' | 'role'>,
  isKept: (text: string) => boolean = () => false,
): Set<SlideLine> {
  // A cover's or a closing's names, roles and addresses are no drawing's labels, however they are laid out.
  if (slide.role === 'cover' || slide.role === 'closing') return new Set()
  const boxes = new Map<number, SlideLine[]>()
  for (const line of slide.lines) {
    if (line.kind !== 'paragraph' || line.box === undefined) continue
    if (isKept(line.text) || CONTACT.test(line.text)) return new Set()
    boxes.set(line.box, [...(boxes.get(line.box) ?? []), line])
  }
  // A short answer right under its question or lead-in ("Do Programmers Refactor Often?" / "Yes") is its line's.
  const answers = new Set(
    slide.lines.flatMap((line, at) => {
      const above = slide.lines[at - 1]
      const lead = above?.kind === 'stat' ? above.label : above?.text
      return above && above.kind !== 'title' && /\p{L}{2}.*[?:]$/u.test(lead!.trim()) ? [line] : []
    }),
  )
  const labelBoxes = [...boxes.values()].filter(
    (box) => isLabelBox(box) && !box.some((line) => answers.has(line)),
  )
  const labels = labelBoxes.flat()
  const texts = labels.map((line) => line.text.trim())
  const bare = labelBoxes.filter((box) => box.every((line) => BARE_FIGURE.test(line.text.trim()))).length
  const repeats = texts.length - new Set(texts.map((text) => text.toLowerCase())).size
  const body = slide.lines.filter((line) => line.kind !== 'title')
  const others = body.filter((line) => !labels.includes(line) && line.kind !== 'stat')
  const isDrawn =
    (labelBoxes.length >= MIN_LABEL_BOXES && (repeats >= MIN_REPEATS || bare >= MIN_BARE_FIGURES)) ||
    ((slide.visuals ?? []).length > 0 && labels.length >= MIN_LABELS_BY_PICTURE && others.length === 0)
  if (!isDrawn) return new Set()
  // The chart's data labels that ingest paired from their positions ("Shanghai (2000): $4,000") go with it when
  // the chart has bare ones; a callout's stat ("Harbourmaster: 69% of net revenue") says more than a figure.
  const stats =
    bare >= MIN_BARE_FIGURES
      ? body.filter(
          (line) => line.kind === 'stat' && AXIS_VALUE.test(line.value.trim()) && isShort(line.label),
        )
      : []
  return new Set([...labels, ...stats])
}

function isLabelBox(lines: SlideLine[]): boolean {
  const text = lines.map((line) => line.text.trim()).join(' ')
  // A box may stack a drawing's labels ("Sundar & Deb (2000)" over "7% GDP growth"); a phrase wrapped over
  // its lines ("4 Developers on" / "the Same Open") goes on in lower case and is the slide's text.
  const isStack =
    lines.length > 1 &&
    lines.every((line, at) => isShort(line.text) && (at === 0 || !/^\p{Ll}/u.test(line.text.trim())))
  return (
    (isStack || isShort(text)) &&
    // A sign alone ("?", "=", "…") is a drawing's too; a sentence's stop needs words before it.
    !lines.some((line) => SENTENCE_END.test(line.text.trim()) && /\p{L}{2}/u.test(line.text))
  )
}

function isShort(text: string): boolean {
  return text.trim().length <= MAX_LABEL_CHARS && text.trim().split(/\s+/u).length <= MAX_LABEL_WORDS
}

/**
 * The slide without its drawing's labels (see `readDrawnLabels`), which it keeps apart as `drawnLabels`, in
 * the slide's order, for the entry to say what the drawing is labelled with (see `namedLabels`).
 */
export function setDrawnLabelsApart<T extends Pick<Slide, 'lines' | 'visuals' | 'text' | 'role'>>(
  slide: T,
  isKept?: (text: string) => boolean,
): T & { drawnLabels?: string[] } {
  return setLabelsApart(slide, readDrawnLabels(slide, isKept))
}

/**
 * A PDF page without the labels of the charts and diagrams ingest told by their positions (`drawn`, decision
 * 107), kept apart as `setDrawnLabelsApart` keeps a deck's: a PDF has no text boxes to tell them by.
 */
export function setPlacedLabelsApart<T extends Pick<Slide, 'lines' | 'text'>>(
  slide: T,
): T & { drawnLabels?: string[] } {
  return setLabelsApart(slide, new Set(slide.lines.filter((line) => line.kind === 'paragraph' && line.drawn)))
}

function setLabelsApart<T extends Pick<Slide, 'lines' | 'text'>>(
  slide: T,
  drawn: Set<SlideLine>,
): T & { drawnLabels?: string[] } {
  if (drawn.size === 0) return slide
  const lines = slide.lines.filter((line) => !drawn.has(line))
  const gone = new Set([...drawn].map((line) => line.text.trim()))
  const kept = new Set(lines.map((line) => line.text.trim()))
  const text = slide.text
    .split('\n')
    .filter((line) => !gone.has(line.trim()) || kept.has(line.trim()))
    .join('\n')
  // A label wrapped over two lines of its box ("Per capita" / "income (US $)"), or an axis title drawn in two
  // boxes ("Costs per", then "km"), goes on in lower case: it is one label.
  const said: string[] = []
  for (const line of slide.lines) {
    if (!drawn.has(line)) continue
    const text = line.text.trim()
    // The axis's ticks may come between its title's parts: the words go on from the last label of words.
    const named = said.findLastIndex((label) => /\p{L}{2}/u.test(label))
    if (named >= 0 && /^\p{Ll}/u.test(text)) said[named] += ` ${text}`
    else said.push(text)
  }
  return { ...slide, lines, text, drawnLabels: said }
}

/** A drawing's labels that name something, each once: no bare figure, no sign, no box's single letter. */
export function namedLabels(drawn: readonly string[]): string[] {
  const named = drawn.filter((label) => !BARE_FIGURE.test(label) && /\p{L}{2}/u.test(label))
  return [...new Map(named.map((label) => [label.toLowerCase(), label])).values()]
}
