/**
 * A diagram's box holds a label its author wrapped by hand to fit the shape: "Retail ⏎ Energy ⏎ Services",
 * "Exploration ⏎ & Production", "Enron ⏎      Oil & Gas ⏎      Company", "Risk / Return ↵ Profile of
 * Transaction". Read as lines, each piece becomes a line of its own, and the summary states the pieces
 * ("Enron Energy", "- Profile of Transaction") or glues the pieces of two boxes as label and value
 * (issue 24, reader r-q2: 9 of 11 wrong statements). These tests read the traces of such a wrap that
 * the text itself keeps, in any language: no word lists, so they hold before the deck's language is known.
 */

/** A label is a few words; a longer paragraph is text, whose breaks are the author's lines. */
const LABEL_MAX_WORDS = 6
/** Each piece of a label wrapped over paragraphs is a word or a few. */
const PIECE_MAX_WORDS = 4

/** A piece that ends a sentence, a clause or a label of its own ("Presented by:", "Risk;") ends its line. */
const CLOSED = /[.:;!?,]$/u

/** An address ("x@y.org", "http://…") or a formula ("p = 0") is a line of its own, never a label's piece. */
const OWN_LINE = /@|:\/\/|www\.|=/u

function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0
}

/**
 * The parts of one paragraph split at its soft line breaks, as lines: a short label broken to fit its
 * shape ("Risk / Return" ↵ "Profile of Transaction", "126" ↵ "Professionals") is one line; a longer
 * paragraph, or one whose part closes itself ("Presented by:" ↵ "Ted Murphy"), keeps its breaks.
 */
export function joinSoftBreaks(parts: readonly string[]): string[] {
  if (parts.length < 2) return [...parts]
  const words = parts.reduce((count, part) => count + wordCount(part), 0)
  const closed = parts.slice(0, -1).some((part) => CLOSED.test(part))
  // A name with initials ("Richard B. Buy") or a sentence in a part is its own line, not a label's piece.
  // A figure in a part ("14-bit Fixed Point" ↵ "Round to Nearest") names one thing of several stacked.
  const stops = parts.some((part) => /\p{L}\.\s|\p{N}/u.test(part) || OWN_LINE.test(part))
  return words <= LABEL_MAX_WORDS && !closed && !stops ? [parts.join(' ')] : [...parts]
}

/**
 * Whether the paragraph `raw` (as typed, its spaces kept) is the rest of the label in the paragraph
 * before it, `previousRaw`, in the same box: both pieces short, the first closing nothing, and a trace
 * of the wrap between them. The traces: the first piece ends on a space or the second starts with some
 * (the author broke the label at a space, or aligned its rest under it: "Enron ⏎      Communications"),
 * or the second goes on in lower case or with "&" ("⏎ and Services", "⏎ & Distribution"), or the first
 * ends on "&", "/" or "+". `line` is the label so far. A paragraph indented by a tab is an item of a list, not the rest of a label.
 */
export function isLabelWrap(previousRaw: string, raw: string, line = previousRaw): boolean {
  const previous = previousRaw.trim()
  const next = raw.trim()
  if (previous === '' || next === '') return false
  if (/^\t/u.test(raw) || /^\t/u.test(previousRaw)) return false
  if (CLOSED.test(previous)) return false
  if (wordCount(previous) > PIECE_MAX_WORDS || wordCount(next) > PIECE_MAX_WORDS) return false
  // "Richard B. Buy", "Q3." are lines of their own; so is a figure ("126", "$4.2m") a label does not wrap into.
  if (/\p{L}\.(?:\s|$)/u.test(next) || /^[\p{N}$€£%]/u.test(next)) return false
  if (OWN_LINE.test(previous) || OWN_LINE.test(next)) return false
  // The label so far (`line`, its earlier pieces included) and its rest stay a label's length.
  if (wordCount(line) + wordCount(next) > LABEL_MAX_WORDS + 2) return false
  return (
    /[ \u00a0]$/u.test(previousRaw) ||
    /^[ \u00a0]/u.test(raw) ||
    /^(?:&|\p{Ll})/u.test(next) ||
    /(?:^|\s)[&/+]$/u.test(previous)
  )
}
