/**
 * Whether a paragraph without a bullet, set deeper than the paragraph without a bullet above it, is an item of
 * that one as of a heading ("Round to Nearest" over "Economical for LNS only at low precision"; decision 173).
 * Not when it goes on in lower case ("If programmers refactor often" over "then refactoring research matters"):
 * it is the rest of that sentence. Not under a lead-in ("According to Xing and Stroulia [2006]:"): its lines
 * finish the lead-in's sentence, which the summariser's lead-in rules read as they are.
 */
export function isIndentedItem(head: string, item: string): boolean {
  return !/:\s*$/u.test(head) && !/^\p{Ll}/u.test(item.trim())
}
