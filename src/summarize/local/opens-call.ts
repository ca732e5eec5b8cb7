import type { Language } from '../../shared'
import type { CallWords } from './call-words'
import { DECK_WORDS } from './deck-words'

/** Whether a sentence opens on an order to the audience or on the speaker's want of what they can give. */
export function opensCall(text: string, language: Language): boolean {
  const cues = DECK_WORDS[language].calls
  const want = cues.want.exec(text)
  if (want !== null) {
    const rest = text.slice(want[0].length)
    return /\p{L}/u.test(rest) && !cues.intention.test(rest) && !namesAPlan(rest, cues)
  }
  // "Join Operations" opens a heading, a name in capitals: an order goes on in lower case ("Join the working group").
  const verb = cues.verb.exec(text)
  return verb !== null && !/^\s*\p{Lu}\p{Ll}/u.test(text.slice(verb[0].length))
}

/**
 * Whether what follows a want is an infinitive, the speaker's own plan ("Nous voulons réécrire le moteur", "Wir
 * wollen die Engine neu schreiben"): the next word, or where the infinitive closes its clause, the last word in
 * lower case (a German noun is capitalised).
 */
function namesAPlan(rest: string, cues: CallWords): boolean {
  if (cues.infinitive === undefined) return false
  const words = rest.split(/[\s,.!?]+/u).filter((word) => word !== '')
  const word = cues.verbLast ? words.at(-1) : words[0]
  return word !== undefined && cues.infinitive.test(word) && (!cues.verbLast || /^\p{Ll}/u.test(word))
}
