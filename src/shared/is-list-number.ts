// A list's own marker standing alone: "2.", "3)", "(4)", "iv.", "b)". A numbered list whose number is a
// text box of its own (SmartArt, a drawn list) gives such lines; they count items, they measure nothing.
const LIST_NUMBER = /^\(?(?:\d{1,2}|[ivxlc]{1,5}|\p{L})[.)]$/iu

// A cardinality or multiplicity of a diagram ("1...n", "0..*", "1…n"): how many, drawn on a connector.
const CARDINALITY = /^(?:\d+|[a-z*])\s?(?:\.{2,3}|…)\s?(?:\d+|[a-z*])$/iu

/**
 * Whether a line is a bare list number, so no value: ingest never makes it a stat's figure and the
 * summariser never pairs it with a label, nor keeps it as an item of its own (issue 24, reader r24).
 */
export function isListNumber(text: string): boolean {
  return LIST_NUMBER.test(text.trim())
}

/** Whether a line is a diagram's cardinality ("1...n"): a count of things drawn, no figure to report. */
export function isCardinality(text: string): boolean {
  return CARDINALITY.test(text.trim())
}
