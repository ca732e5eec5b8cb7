import { z } from 'zod'

const words = z.array(z.string().min(1)).min(1)

/**
 * How a speaker takes a stance on a slide of a talk that states its point nowhere (decision 162): `cues`, the
 * words of their own voice ("we want", "we must", "preferred", "the key is", "in short", "so what"), matched where
 * a word starts as deck words are; `emphasis`, a negation the slide writes in capitals ("NOT a 'Kubernetes
 * foundation'", "NICHT", "PAS"), matched whole and in capitals only; `contrastOpeners`, the word a line opens on
 * when it answers the slide before ("But this is …"), left out when the line is the point.
 */
export const stanceWordsSchema = z.strictObject({ cues: words, emphasis: words, contrastOpeners: words })
