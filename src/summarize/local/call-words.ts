import type { DeckWordsData } from './deck-words/deck-words-schema'
import { wordStarts } from './word-patterns'

/** The compiled `calls` words of a language (decision 174): how a talk calls on its audience to act. */
export interface CallWords {
  /** A call that opens a line or sentence: an order to the audience, or the speaker's want of what they give. */
  verb: RegExp
  want: RegExp
  /** The want anywhere in a sentence ("We want and need your feedback"). */
  wantWithin: RegExp
  /** An order opening a clause after a dash ("Our doors are open - watch for announcements"). */
  afterDash: RegExp
  intention: RegExp
  /** An infinitive's ending: the want it follows (or, where the infinitive closes, ends) is the speaker's plan. */
  infinitive: RegExp | undefined
  verbLast: boolean
  obliges: RegExp
}

/** A language's `calls` compiled with the rest of its deck words (DECK_WORDS' `calls`). */
export function compileCallWords({ calls, cues }: DeckWordsData): CallWords {
  const { verbs, wants, intentions, intentionEndings, obliges } = calls
  return {
    verb: new RegExp(`^[\\s\\p{P}]*${wordStarts(verbs).source}`, 'iu'),
    want: new RegExp(`^[\\s\\p{P}]*${wordStarts(wants).source}`, 'iu'),
    wantWithin: wordStarts(wants),
    afterDash: new RegExp(`\\s[-–—]\\s+${wordStarts(verbs).source}`, 'iu'),
    intention: new RegExp(`^[\\s,]*${wordStarts(intentions).source}`, 'iu'),
    infinitive:
      intentionEndings.length === 0
        ? undefined
        : new RegExp(`\\p{Ll}(?:${intentionEndings.join('|')})$`, 'u'),
    verbLast: cues.imperativeAtEnd,
    obliges: wordStarts(obliges),
  }
}
