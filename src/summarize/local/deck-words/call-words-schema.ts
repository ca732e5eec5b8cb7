import { z } from 'zod'

const words = z.array(z.string().min(1)).min(1)

/**
 * How a talk calls on its audience to act (decision 174), matched where a word starts as deck words are:
 * `verbs`, what the audience is asked to do where a line or a clause after a dash opens ("Join …", "Try the preview",
 * "… - watch for announcements", "Rejoignez …", "Probieren Sie …"); `wants`, the speaker's want of what the audience
 * can give ("We need speakers and topics", "We want lots more projects", "Nous cherchons des orateurs");
 * `intentions`, the words after a want that make it the speaker's own plan instead ("We want to grow", "Wir wollen
 * … zu"): such a want asks nothing of the audience; `intentionEndings`, the endings of an infinitive that makes a want
 * the speaker's plan: the word after the want in the Romance languages ("Nous voulons réécrire …"), the clause's last
 * word in lower case where the infinitive closes it (German: "Wir wollen die Engine neu schreiben"); empty where a
 * noun ends as often so (Dutch plurals in -en). `obliges`: the forms that oblige the listener ("you should",
 * "vous devriez", "ihr solltet"), which the deck's modal words, written for a third person, may not hold.
 */
export const callWordsSchema = z.strictObject({
  verbs: words,
  wants: words,
  intentions: words,
  intentionEndings: z.array(z.string().min(1)),
  obliges: words,
})
