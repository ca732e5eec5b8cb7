import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'

/** An action item is read at a glance: past this length it is cut to its action clause, or left out. */
export const MAX_ACTION = 160
// An obligation word past this share of its sentence is an aside ("… giving access when you should not").
const LATE_CUE = 0.5
// A clause shorter than this rarely says what is to be done and by whom.
const MIN_CLAUSE = 40

/**
 * The action a line states, as the overall summary shows it: a line opening with an imperative (or on a
 * next-steps slide) up to its first clause break that fits; otherwise the sentence whose obligation or
 * recommendation cue stands early in it. Undefined when the line only mentions an obligation in passing,
 * or the cue is part of a name ("our Talent Must Do"), or no clause of a long line can stand alone.
 */
export function cutActionClause(
  text: string,
  language: Language,
  onActionSlide: boolean,
): string | undefined {
  const cues = LANGUAGE_CUES[language]
  const trimmed = text.trim()
  if ((cues.imperative.test(trimmed) && !isTitleCase(trimmed)) || onActionSlide) return fitClause(trimmed, 0)
  for (const sentence of splitSentences(trimmed, language)) {
    const cue = findCue(sentence, cues.action)
    if (cue === undefined) continue
    // A passive ask closes its clause ("Feedback on Release 1 is actively sought: via test sites …"): its cue
    // stands late by its grammar, not in passing.
    if (cue.at > LATE_CUE * sentence.length && !closesClause(sentence, cue.end)) return undefined
    return fitClause(sentence, cue.at)
  }
  return undefined
}

/**
 * Whether a line holds an action cue that is no noun in passing ("… in presenting recommendations" names no ask;
 * "Our recommendation is …" and "we recommend" do).
 */
export function hasActionCue(text: string, language: Language): boolean {
  const all = new RegExp(LANGUAGE_CUES[language].action.source, 'giu')
  return splitSentences(text, language).some((sentence) =>
    [...sentence.matchAll(all)].some(
      (match) => !isNounInPassing(sentence, match.index, match.index + match[0].length),
    ),
  )
}

// A verb followed by a capitalised word opens a name or a heading ("Secure Coding Trainer"), not an order.
function isTitleCase(text: string): boolean {
  const second = text.split(/\s+/)[1] ?? ''
  return /^\p{Lu}\p{Ll}/u.test(second)
}

/** Where the first action cue of `sentence` starts and ends, skipping capitalised ones inside it (part of a name). */
function findCue(sentence: string, action: RegExp): { at: number; end: number } | undefined {
  const all = new RegExp(action.source, `${action.flags.replace('g', '')}g`)
  for (const match of sentence.matchAll(all)) {
    if (match.index > 0 && /^\p{Lu}/u.test(match[0])) continue
    const end = match.index + match[0].length
    if (isNounInPassing(sentence, match.index, end)) continue
    return { at: match.index, end }
  }
  return undefined
}

// A cue's word run on this far is a noun made of it ("recommend|ations", "raccomand|azione"), not a verb's ending.
const NOUN_ENDING = 5
// A noun of the cue among a sentence's first words is its subject or label ("Our recommendation is …").
const OPENING_WORDS = 3

/**
 * Whether the cue is a noun made of it, past the sentence's opening: "Consider factors that influence adoption in
 * presenting recommendations" talks about recommendations, it makes none (the evaluation talk's finding).
 */
function isNounInPassing(sentence: string, at: number, end: number): boolean {
  const ending = /^\p{L}*/u.exec(sentence.slice(end))![0]
  return ending.length >= NOUN_ENDING && sentence.slice(0, at).trim().split(/\s+/u).length >= OPENING_WORDS
}

// The cue's word ends the sentence or its first clause ("… sought", "… bienvenus: via …"): an inflection's ending
// may follow the cue ("bienvenu|s"), a noun made of it may not ("… action on recommend|ations.").
function closesClause(sentence: string, end: number): boolean {
  return /^\p{L}{0,2}\s*(?:[.!:;]|$)/u.test(sentence.slice(end))
}

/** `text` if short enough, else its shortest opening that ends on a clause break past the cue and says enough. */
function fitClause(text: string, from: number): string | undefined {
  if (text.length <= MAX_ACTION) return text
  let end: number | undefined
  for (const match of text.matchAll(/[.;:!?](?=\s)|,(?=\s)|\s[–—-](?=\s)/g)) {
    if (match.index > MAX_ACTION) break
    if (match.index > Math.max(from + 10, MIN_CLAUSE)) {
      end = match.index
      break
    }
  }
  if (end === undefined) return undefined
  // A sentence keeps its full stop; a clause cut at a comma or colon ends without one.
  return text.slice(0, /[.!?]/.test(text[end]!) ? end + 1 : end).trim()
}
