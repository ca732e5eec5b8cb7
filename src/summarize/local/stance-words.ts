import type { DeckWordsData } from './deck-words/deck-words-schema'
import { escapeWord, wordStarts } from './word-patterns'

/** The compiled `stances` words of a language (decisions 162, 181): a speaker's voice, turns and case voices. */
export interface StanceWords {
  /** A line that opens on a cue of the speaker's voice ("We want …", "Preferred path - …"). */
  cue: RegExp
  /** A negation the slide writes in capitals ("NOT a 'Kubernetes foundation'"): as written, whole. */
  emphasis: RegExp
  /** A contrast word a line opens on, with what follows it up to the line's own words. */
  opener: RegExp
  /** The words that address the listener, whole, in any case. */
  audience: RegExp
  /** A polite form that is another word in lower case: as written, after a word; undefined where none. */
  formalAudience: RegExp | undefined
  /** A line that opens on a contrast word ("But it opens up space for …"; decision 181). */
  turnOpens: RegExp
  /** A line that ends on a contrast word left hanging ("… a batch mode system, but…"). */
  turnHangs: RegExp
  /** A line that opens on the first person plural: a case study's voice on its slides (decision 181). */
  opensOnWe: RegExp
}

/** A language's `stances` compiled with the rest of its deck words (DECK_WORDS' `stances`). */
export function compileStanceWords({ stances }: DeckWordsData): StanceWords {
  const { cues, emphasis, contrastOpeners, audience, formalAudience, we } = stances
  const whole = (words: string[]) =>
    `(?<![\\p{L}\\p{N}])(?:${words.map(escapeWord).join('|')})(?![\\p{L}\\p{N}])`
  const contrast = wordStarts(contrastOpeners).source
  return {
    cue: new RegExp(`^[\\s\\p{P}]*${wordStarts(cues).source}`, 'iu'),
    // In lower case a negation is any sentence's; in capitals it is the speaker's emphasis.
    emphasis: new RegExp(whole(emphasis), 'u'),
    opener: new RegExp(`^${contrast}[,\\s]+`, 'iu'),
    audience: new RegExp(whole(audience), 'iu'),
    // "Ihr" is also "her": only after a word, as written.
    formalAudience:
      formalAudience.length === 0
        ? undefined
        : new RegExp(`(?<=[\\p{L}\\p{N},]\\s+)${whole(formalAudience)}`, 'u'),
    turnOpens: new RegExp(`^[\\s\\p{Pd}…]*${contrast}(?:[,\\s…]|\\.\\.\\.)`, 'iu'),
    turnHangs: new RegExp(`[,\\s]${contrast}\\s*(?:…|\\.\\.\\.)\\s*$`, 'iu'),
    opensOnWe: new RegExp(`^[\\s\\p{P}]*${wordStarts(we).source}`, 'iu'),
  }
}
