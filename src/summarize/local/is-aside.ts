import type { Passage } from './collect-passages'

// A template's unfilled box ("[ Instructor E-mail ]", "<Company name>", "Click to add text").
export const PLACEHOLDER = /^\s*(?:\[[^\]]*\]|<[^>]*>|click to (?:add|edit)\b.*)\s*$/iu
// A line that is only an address or a handle ("http://bit.ly/1X8LKmH", "lightbend.com/fast-data", "@deanwampler").
const ADDRESS = /^\s*(?:(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?|@\w+)\s*$/iu
// Source code: a call on an object, a call with a quoted or named argument, an arrow, a line closing on a brace.
const CODE = /\b\w+\.\w+\(|\b\w+\(["“'‘\w*]|=>|==|\+=|!=|\b(?:if|for|while)\s*\(|[{};]\s*$/u
// A declaration or an assignment of a call: code on its own.
// A declaration or a statement of a typed language ("int a;", "this.a = anA;", "class Bar{"), or a line of
// brackets only ("}"): what a slide of code leaves once read line by line. An abbreviation of single letters
// ("Red = U.S. Students", "z.B.") is no member access.
const DECLARATION =
  /^\s*(?:val|var|let|const|def|import|function)\s+\w|\w\s*=\s*(?!(?:\p{L}\.){2})\w+\.\w+|^\s*select\s.+\sfrom\s\w+.*\swhere\s|^\s*(?:int|long|short|double|float|char|bool|boolean|byte|string|void)\s+\w+\s*[;=]|^\s*[\w.]+\s*=\s*[\w.]+\s*;\s*$|^\s*(?:public\s+|private\s+|protected\s+)?(?:static\s+)?(?:class|interface|struct|enum)\s+\w+\s*\{\s*$|^\s*[{}()[\];]+\s*$/iu

/**
 * Source code, not prose: a declaration, or two signs of code. One sign is not enough: a shell command in a
 * course on the shell ("Get-ChildItem | ForEach-Object {$_.FullName}") or a row of a listing is the slide's point.
 */
export function isCode(text: string): boolean {
  return DECLARATION.test(text) || text.split(CODE).length - 1 >= 2
}

/** A line that is no slide's point while the slide has another: a kicker, a placeholder, an address, contact details, code. */
export function isAside(passage: Passage, isKicker: boolean): boolean {
  return (
    isKicker ||
    PLACEHOLDER.test(passage.brief) ||
    ADDRESS.test(passage.brief) ||
    passage.furniture === 'contact' ||
    isCode(passage.brief)
  )
}

// A spoken exclamation to the room is short ("More later!", "Go to Brian's Talk!", "Bienvenue !").
const REMARK_WORDS = 4

/**
 * A remark to the room (issue 24, reader r-u1: "Yes, we skipped 3. That's after. More later!"): a line of several
 * sentences of which one is a short exclamation. What a presenter says in passing, no takeaway; one exclamation
 * alone ("Excellence with Equity is Possible!") is a slogan, and may well be the deck's point.
 */
export function isRemarkToTheRoom(text: string): boolean {
  const sentences = text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}“"«„¡¿])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
  return (
    sentences.length > 1 &&
    sentences.some((sentence) => /!\s*$/u.test(sentence) && sentence.split(/\s+/u).length <= REMARK_WORDS)
  )
}

/** A bibliography or contents line (issue 12), the speaker's walk through a drawing: never a slide's point. */
export function isCitation(passage: Passage): boolean {
  return passage.furniture === 'reference' || passage.furniture === 'contents' || passage.furniture === 'talk'
}
