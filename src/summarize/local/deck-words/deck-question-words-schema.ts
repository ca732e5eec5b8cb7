import { z } from 'zod'
import { words } from './words-schema'
import { template } from './question-templates-schema'

/**
 * The words by which a talk, a lecture or a standards deck states what it leaves open, or leaves out what its genre
 * owes a reader (issue 24 Deliver 4; decision 164). Matched where a word starts; a trailing '$' asks for the whole
 * word.
 * - `questionSlides`: a title that names a slide of the deck's own questions or open issues ("Open issues",
 *   "Seeded questions", "Offene Punkte", "Questions en suspens"): its questions are the deck's, not the audience's.
 * - `unsettledAnswers`: an answer that does not settle the question it follows ("we hope to see progress",
 *   "noch offen", "en discussion"): the question stays open.
 * - `callsToTakePart`: a call to join or contribute ("we want lots more projects", "join us", "rejoignez-nous").
 * - `waysToTakePart`: how one takes part ("apply", "submit", "sign up", "how to join"): a deck that says so leaves
 *   nothing for the question to ask.
 * - `adequacyClaims`: a claim that a method is good enough ("good enough", "ausreichend für", "suffisant pour").
 * - `errorMeasures`: the measure that would bound such a claim ("error", "Fehler", "erreur", "tolerance").
 * - `speedClaims`: a claimed speed-up ("faster", "performance", "schneller"), asked about with a multiplier figure
 *   ("5x-20x"); `baselines`: what such a claim is measured on or against ("than", "benchmark", "workload").
 * - `portabilityClaims`: a claim that a tool runs elsewhere now ("portable across", "originally running on",
 *   "plattformübergreifend"); `portabilityLimits`: what it says is not supported ("not yet", "except", "only on").
 * - `futureClaims`: a promise of a later release ("in the future", "will be migrated", "à l'avenir"), asked about
 *   when its slide gives no year or month.
 * - `predictionCues`: a line that predicts a gain ("Expect an order of magnitude improvement", "wir erwarten"),
 *   asked about with one of `speedClaims` when its slide names no baseline (decision 203).
 * - `warningCues`: what a turn warns of ("But it opens up space for …", "aber das Risiko …"): a line that opens on a
 *   contrast word and names one is a warning, asked about exposure and what guards against it, never about a move
 *   or a schedule (decision 203).
 * - `folds`: the word a multiple is written with ("3- to 5-fold", "3-fach", "3 fois"); `restated` asks about one
 *   claim two slides state with overlapping, unequal multiples ("3- to 5-fold" against "3- to 6-fold"; decision 203).
 * - `takePart`, `adequacy`, `speedUp`, `portability`, `roadmap`, `prediction`, `warning`: the questions, in the
 *   language's words; `{line}` is the deck's own line, quoted.
 */
export const deckQuestionWordsSchema = z.strictObject({
  questionSlides: words,
  unsettledAnswers: words,
  callsToTakePart: words,
  waysToTakePart: words,
  adequacyClaims: words,
  errorMeasures: words,
  takePart: template(['{line}']),
  adequacy: template(['{line}']),
  speedClaims: words,
  baselines: words,
  portabilityClaims: words,
  portabilityLimits: words,
  futureClaims: words,
  speedUp: template(['{line}']),
  portability: template(['{line}']),
  roadmap: template(['{line}']),
  predictionCues: words,
  warningCues: words,
  prediction: template(['{line}']),
  warning: template(['{line}']),
  folds: words,
  restated: template(['{first}', '{second}']),
})
