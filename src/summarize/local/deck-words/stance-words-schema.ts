import { z } from 'zod'
import { words } from './words-schema'

/**
 * How a speaker takes a stance on a slide of a talk that states its point nowhere (decision 162): `cues`, the
 * words of their own voice ("we want", "we must", "preferred", "the key is", "in short", "so what"), matched where
 * a word starts as deck words are; `emphasis`, a negation the slide writes in capitals ("NOT a 'Kubernetes
 * foundation'", "NICHT", "PAS"), matched whole and in capitals only; `contrastOpeners`, the word a line opens on
 * when it answers the slide before ("But this is …"), left out when the line is the point.
 * `audience` (amendment): the words that address the listener ("your", "euch", "votre", "vuestro", "uw", "dere"),
 * matched whole in any case, only words that address no one else in the language (Spanish "su" is also "its",
 * Norwegian "deres" also "their": left out); a stance addressed to the audience ("We want and need your feedback")
 * is an ask of them, not the talk's point. `formalAudience`: the polite forms that are another word in lower case
 * (German "Ihr", "Ihnen", "Sie": "her", "them", "they"), matched as written and never where a sentence opens; empty
 * where the language has none. `we`: the words of the first person plural that open a line ("we", "our", "wir",
 * "nous", "noi", "vi"): on a case study's slide they are the case's voice, not the speaker's (decision 181).
 */
export const stanceWordsSchema = z.strictObject({
  cues: words,
  emphasis: words,
  contrastOpeners: words,
  audience: words,
  formalAudience: z.array(z.string().min(1)),
  we: words,
})
