import { z } from 'zod'
import { words } from './words-schema'
import { DECK_GENRES, DECK_ROLES } from '../../../shared'
import { cuesAndAbbreviationsSchema } from './cue-words-schema'
import { noDigits, questionTemplatesSchema, template } from './question-templates-schema'
import { deckQuestionWordsSchema } from './deck-question-words-schema'
import { stanceWordsSchema } from './stance-words-schema'
import { callWordsSchema } from './call-words-schema'
import { enumerationWordsSchema } from './enumeration-words-schema'
import { entryWordsSchema } from './entry-words-schema'

/**
 * One language's words for reading a deck's structure (issue 24, item 6: language knowledge is one data file
 * per language, checked against this schema when it is loaded, so a new language is a new file).
 *
 * A word matches where a word starts ("recommend" finds "Recommendations"); a trailing '$' asks for the whole
 * word; a leading '=' asks for the whole title (numbering and punctuation aside: "Summary", "1. Sintesi").
 */
/** The checklist items (checklists.json) whose absence leaves a question, most telling first. */
export const GAP_ITEMS = ['competition', 'unit-economics', 'runway', 'pipeline', 'cost', 'timeline'] as const

// Roles read from a slide's title. Frame roles (cover, agenda, divider, closing) come from the slide model,
// 'content' is what is left, and an illustration is read from the words its heading opens with (`illustration`),
// so no language lists role words for them.
const titleRoles = DECK_ROLES.filter(
  (role) => !['cover', 'agenda', 'divider', 'closing', 'content', 'illustration'].includes(role),
) as Exclude<
  (typeof DECK_ROLES)[number],
  'cover' | 'agenda' | 'divider' | 'closing' | 'content' | 'illustration'
>[]

export const deckWordsSchema = cuesAndAbbreviationsSchema.extend({
  /** Slide titles of each role. */
  roles: z.strictObject(
    Object.fromEntries(titleRoles.map((role) => [role, words])) as Record<
      (typeof titleRoles)[number],
      typeof words
    >,
  ),
  /**
   * Words a slide's title or a short label on it opens with when the slide shows an illustration ("Example
   * Transaction Approval Document", "Example Level 1 Report", "Beispiel:", "Maquette"): its figures and lines
   * are made up to show a form or a format, never the deck's own actions, insights or headline figures.
   */
  illustration: words,
  /** Words of a deck's cover or title that name its genre ("Series A", "Vorlesung", "investeringscomité"). */
  genres: z.strictObject(
    Object.fromEntries(
      DECK_GENRES.filter((genre) => genre !== 'other').map((genre) => [genre, words]),
    ) as Record<Exclude<(typeof DECK_GENRES)[number], 'other'>, typeof words>,
  ),
  /** Table headers: a plan (budget, target) column and an actual (forecast) or variance column make a plan-vs-actual table. */
  headers: z.strictObject({
    plan: words,
    actual: words,
    variance: words,
    owner: words,
    due: words,
    total: words,
    risk: words,
  }),
  /** What a slide's entry keeps first, and how it names what it leaves out (entry-words-schema.ts). */
  entries: entryWordsSchema,
  /**
   * Words of a sentence that relates a figure to its cause, assumption, comparison or risk ("because",
   * "excluding", "Voraussetzung", "grupo de comparação"): such a sentence next to a key figure is an insight.
   */
  relations: words,
  /**
   * A short answer that makes the question above it a finding ("Do programmers refactor often?" / "Yes"): whole
   * lines, so each word is written with '='.
   */
  answers: words,
  /**
   * An implication a deck draws from its findings: the word that opens its condition ("If programmers underuse
   * refactoring tools") and the word that opens its consequence ("then there's potential for tool improvements"),
   * whole words both.
   */
  implication: z.object({ condition: words, consequence: words }),
  /**
   * Words of a sentence that sets a target, milestone or threshold for a figure ("milestone", "Ziel", "minimaal"):
   * the deck's figure of the same measure elsewhere is compared with it.
   */
  /**
   * Words of a sentence that sets a result against a comparison or control group ("No grupo de comparação… só
   * 35 %"): the evidence for an effect, whose question is whether the groups compare.
   */
  comparisonGroups: words,
  targets: words,
  /** A line that states what the deck commits to, aims at or proposes ("Our commitment is to …", "We propose …"). */
  commitments: words,
  stances: stanceWordsSchema,
  calls: callWordsSchema,
  enumerations: enumerationWordsSchema,
  /**
   * A speaker's direction in the notes that introduces what to tell the audience ("anticipate that", "anticipare
   * che"): the content after it is the deck's, the direction is not (a reader saw "anticipare che…" as an insight).
   */
  toldThat: words,
  /**
   * How a presenter's note to themself opens, a rehearsal to-do rather than what the audience hears ("Could
   * probably do it with only 3 pieces of code", "Make font bigger", "ne pas oublier…"): never a notes fact.
   */
  selfNotes: words,
  /**
   * Grammatical words a phrase never ends on (articles, prepositions, conjunctions: "the", "of", "und", "de"):
   * a paragraph ending on one was broken by its author, and the next line is its rest ("4 Developers on" /
   * "the Same Open Source Project").
   */
  openEnds: words,
  /**
   * Words opening a clause that needs the main clause after it ("When we study from different perspectives, …",
   * "Wenn …", "Quand …"): a sentence cut after such a clause states a condition without what it conditions.
   */
  subordinators: words,
  /**
   * Words after a name that say what the named thing is or offers ("is a", "est un", "ist ein", "provides",
   * "lets you"): the sentence an explainer deck defines its subject with ("PowerShell is a command line tool …").
   */
  defines: words,
  /**
   * Words that announce a talk's key idea in the speaker's own words ("The real secret … is that all output is
   * objects, not text", "l'idée clé", "die Kernidee"): what a learner must take away, the talk's point.
   */
  keyIdea: words,
  /**
   * Words of an instruction to a learner in a course or tutorial ("make sure you", "whenever you are in doubt",
   * "keep an eye on", "pensez à", "im Zweifel"): what the student is to do, an action (issue 24: "A course's
   * homework is an action for the student").
   */
  instructs: words,
  /**
   * Asks a talk makes in other forms than an order (decision 189): `soon` dates an event relative to the talk ("next
   * week", "nächste Woche"), `registers` is how the audience takes part in it (a discount code, registration,
   * tickets); `askedFor` closes a heading that says what others ask for, its list their asks ("What the ecosystem is
   * asking for", "Was das Ökosystem fordert"), `askedForOpens` opens one ("Lo que pide el ecosistema", "Requested by
   * customers"); `callsOn` opens a quoted call on someone ("I call on the CNCF to …").
   */
  announcedAsks: z.object({
    soon: words,
    registers: words,
    askedFor: words,
    askedForOpens: words,
    callsOn: words,
  }),
  /**
   * A learner's steps beside `instructs` (decision 189): `setup` opens the title of a slide that installs or sets up
   * what the course uses ("Installing PowerShell", "Installation", "Premiers pas"); `needs` opens a lead-in that names
   * the learner's need before the tool that meets it ("When you want to know … before you execute it: -WhatIf").
   */
  learnerSteps: z.object({ setup: words, needs: words }),
  /**
   * Words opening a question that asks who is to act ("Whose responsibility is it …?", "Wer sollte …?", "À qui
   * revient …?"): with the answer the slide gives under it, the deck's ask (decision 120).
   */
  asksWho: words,
  /**
   * Words of a sentence, on a slide or in the notes, that names what the audience will want to discuss or ask
   * about ("the item the board will want to discuss", "offene Frage"): the deck's own open question.
   */
  discussion: words,
  /**
   * Words after which a sentence names the cause of a figure as a noun phrase ("driven by the summer update",
   * "wegen", "grâce à"): a cause the deck states is no question to ask it, but what follows from it is.
   */
  causes: words,
  /**
   * Words that limit a claim or a figure ("only", "at most", "requires", "nur", "au mieux"): a line holding one
   * and a figure bounds what the claim beside it assures, which a reader asks about.
   */
  limits: words,
  /**
   * Words by which a speaker's note qualifies its slide's figure (decision 144): it says for whom or what the
   * figure holds ("Die 91 % gelten für …"), or it explains a change the slide shows ("the Q1 step-up includes …":
   * a word of change and a word that explains). Such a note is what an analyst needs beside the figure.
   */
  qualifiers: z.object({ holdsFor: words, changes: words, explains: words }),
  /** Words that mark a figure as an estimate, projection or saving: what it rests on is a reader's question. */
  estimates: words,
  /**
   * Words that say a figure weighs a case ("payback", "saving", "cost", "budget", "Amortisation"): on a
   * slide about the deck's point or ask, such a figure carries its argument (decision 099).
   */
  caseFigures: words,
  /** Words that say a figure's sample was drawn ("randomly selected", "respondents"): how far it generalises. */
  samples: words,
  /** Words that mark a change as not yet decided ("proposed", "under review"): what if it goes ahead, or not. */
  pending: words,
  /** Words that mark a feature as not yet final ("in preview", "beta"): whether it can be relied on. */
  preview: words,
  /** Words that name no figure alone ("result", "total", "value"): a label of only these needs its heading. */
  vagueLabels: words,
  /**
   * A position in a ranking (decision 105): the words that name one ("rank", "Platz", "puesto"), the suffixes that
   * make a number an ordinal ("2nd", "15e", "3.º"; none where an ordinal is a number and a full stop), the words of
   * a move between two positions ("fell", "von"), and the words after an ordinal that make it no rank ("25th
   * percentile", "20th century").
   */
  ranks: z.strictObject({
    words,
    ordinals: z.array(z.string().min(1)),
    moves: words,
    scales: words,
  }),
  /** Words by which the deck says what it leaves open ("no data to support this", "future work", "offene Frage"). */
  /**
   * The noun by which a text names a question it raises ("it asks the right question: can …?", "die Frage ist:"),
   * so that its question is the author's open one, not a rhetorical turn (decision 124).
   */
  /**
   * The plural by which a heading names a list of risks ("Risks", "Risiken", "Risico's"; decision 124): "Risk
   * Management" or "Risk Assessment Group" names a function, and its lines are no risks the deck states.
   */
  riskLists: words,
  /** The noun by which a deck names one of its options ("option B", "opzione B"; decision 134). */
  optionNouns: words,
  /** The word by which a table or list marks the option it chooses ("(recommended)", "(anbefalt)"; decision 201). */
  chosenMarks: words,
  /** What a dated end says ("ends on", "läuft aus", "utløper"): a recommendation's why-now (decision 201). */
  endsOn: words,
  /** A measure where more is worse (cost, investment, time, risk): an option's downside when it is the highest. */
  burdens: words,
  questionNouns: words,
  /** The words by which a deck names its own open question ("the one open question is …"; decision 160). */
  openQuestions: words,
  openIssues: words,
  /**
   * Words by which a deck addresses its audience's own thinking ("ask yourself", "checklist", "quiz"): the
   * questions under them are the deck's prompts to its audience, no question a reader asks of it (decision 119).
   */
  audiencePrompts: words,
  /**
   * Words that state an amount's basis ("net", "gross", "per"): two amounts of one thing on different bases ("$5
   * trillion of contracts" against "net payouts … $5 billion", "£11.7M" against "£375 per bed day") differ by
   * that basis, which the source states: no contrast to ask about (decision 119).
   */
  amountBases: words,
  /** Words naming a scenario table's base case ("base case", "Basisszenario", "scénario central"): the row a plan's headline return stands on. */
  baseCases: words,
  /** Words naming a return measure (IRR, ROI, NPV, "rendement"): the headline figure a memo or plan rests on its drivers for. */
  returnMeasures: words,
  /** Words naming a scenario table's downside case ("downside", "Pessimistisch", "pessimiste"). */
  downsideCases: words,
  /** Words a line opens with when it states an assumption ("Assumption:", "Hypothèse forte :", "Annahme:"). */
  assumptions: words,
  /**
   * Words opening a proviso other than the `implication` conditions and the `assumptions` ("provided that",
   * "sofern", "à condition que"): with those, they open the condition a figure is stated on ("+£2.9M (if 12-month
   * retention returns to 55%)"), which a sharp reader asks about.
   */
  provisos: words,
  /** The word joining a count to its whole in a progress figure ("61 of 190", "61 de 190", "61 von 190"). */
  progressOf: words,
  /**
   * A time limit a rule sets (decision 138): the words before its count, with their fillers ("within", "innerhalb
   * von", "dans les"), and the period nouns after it, as they start ("day" finds "days").
   */
  timeLimits: z.strictObject({ before: words, periods: words }),
  /** Words by which a slide's title names an approval (approval, sign-off, Genehmigung): its amounts are limits. */
  approvals: words,
  /** Words naming a contingency or reserve ("Uforutsett (reserve)", "Contingency"): what a risk on the same items draws on. */
  reserves: words,
  /**
   * Words naming the cash a company or body holds ("Cash of £14.2M", "Liquidität: 3,1 Mio. €"): the balance an asked
   * amount is drawn from, so its share is what the reader computes first (decision 187). Never a flow ("cash flow").
   */
  cashBalances: words,
  /**
   * Words by which a comparison table's row names the deck's own entry ("Proposed", "Ours", "This work"): the result
   * the other rows are the alternatives to (decision 175).
   */
  ownEntries: words,
  /** Words closing a slide's title that say how it treats its subject ("in detail", "en détail", "im Detail"). */
  titleTails: words,
  /**
   * How a line writes a range of one measure (decision 149): the word between its two ends ("8.5x to 11.0x",
   * "8,5x tot 11,0x"; a dash always does), the pair that encloses it ("between … and …"), and the word before
   * its first end that makes it a change instead ("from 42% to 79%"), which no range is.
   */
  ranges: z.strictObject({ to: words, between: words, and: words, from: words }),
  /** The word between a unit and what it is counted over ("MB per second", "MB pro Sekunde"): one measure, not two. */
  perUnit: words,
  /**
   * How a line tests a figure's assumption (decision 163): the conditional that opens it ("if", "wenn") and the
   * phrase between the tested value and the one assumed ("58% rather than 72%", "58 % statt 72 %"), and the
   * demonstratives that point back to the sentence before ("that share", "dieser Anteil") with the words that open
   * what names that noun there ("the share of step-up patients …", "der Anteil der Patienten …").
   */
  sensitivity: z.strictObject({ conditional: words, insteadOf: words, pointsBack: words, namedBy: words }),
  /**
   * How a computed insight is written: the deck's own labels and figures fill the placeholders. No digits
   * here: every figure comes from the deck or is computed from its figures (and checked, see derived-figures).
   */
  phrases: z.strictObject({
    versus: noDigits,
    /** The unit of a gap between two shares ("9 points"). */
    points: noDigits,
    /** Alternatives on one measure (decision 190): '{high}' has '{multiples}' (each a `timesThe`) of '{low}'. */
    multipleOf: template(['{high}', '{multiples}', '{low}']),
    timesThe: template(['{multiple}', '{measure}']),
    concentration: template(['{first}', '{second}', '{share}', '{total}']),
    growth: template(['{series}', '{multiple}', '{first}', '{firstLabel}', '{last}', '{lastLabel}']),
    /** A figure against the same measure stated elsewhere (its target, threshold or earlier value). */
    against: template(['{measure}', '{other}', '{result}']),
    /** An option's figure beside the chosen one's (decision 201): '{figure}' for '{option}'. */
    forOption: template(['{figure}', '{option}']),
    /** A figure as a share of a larger one of the same measure (the market, the whole). */
    shareOf: template(['{measure}', '{share}', '{other}']),
    /** A figure against a range its slide states for the same measure (comparables, a benchmark): inside it, or by how much above or below. */
    withinRange: template(['{measure}', '{range}']),
    aboveRange: template(['{measure}', '{gap}', '{range}']),
    belowRange: template(['{measure}', '{gap}', '{range}']),
    /**
     * An actual as a share of its plan: under plan "94.6 % of plan", over it the excess ("47 % over plan"), since
     * "146.7 %" reads as a 146.7 % rise.
     */
    ofPlan: template(['{share}', '{plan}']),
    overPlan: template(['{share}', '{plan}']),
    /** A repeated agenda slide's entry: the section it opens. */
    section: template(['{item}']),
    /** The deck's result and the decision it asks for, in one sentence: the point a leadership team reads first. */
    decision: template(['{result}', '{ask}']),
    /** A row of stat cards as one list in a sentence: the cards but the last, comma-joined, then the last. */
    /** A form's box ticked beside its label ("⌧ Strategic"): the label said as chosen. */
    ticked: template(['{label}']),
    list: template(['{items}', '{last}']),
  }),
  /**
   * A presenter's own labels in speaker notes: what the slide is for ("Objective:"), the notes proper
   * ("Notes:"), a stage direction ("(Animation)", or in square brackets with what to do: "[Pronounce …]"). The aim and the directions are the talk's plan, never an
   * item; the notes proper are kept without their label.
   */
  notesLabels: z.strictObject({ aim: words, notes: words, direction: words }),
  /**
   * Words of a table's or a form's unit header that scale its amounts ("($ Thousands)", "(in Tsd. €)",
   * "(M€)"): each amount under it is read with the header's unit, never as a bare amount.
   */
  scales: words,
  /**
   * What a reader of the genre expects and the deck lacks (its checklist's item, see checklists.json): the
   * finding as an insight and the question it leaves, one pair per item that has one.
   */
  gaps: z.strictObject(
    Object.fromEntries(
      GAP_ITEMS.map((item) => [item, z.strictObject({ finding: noDigits, question: noDigits })]),
    ) as Record<
      (typeof GAP_ITEMS)[number],
      z.ZodObject<{ finding: typeof noDigits; question: typeof noDigits }>
    >,
  ),
  /**
   * How a document states its thesis (decision 071): a sentence naming the document or its authors as subject
   * ("This paper", "Dieser Bericht", "we") with a verb of arguing or finding ("argues", "zeigt", "conclui"), or
   * opening on a concluding phrase ("In conclusion"). Words match where a word starts, as above. `verdicts`: how
   * a line opens when it states the document's own verdict ("Recommendation:", "We recommend", "Unser Fazit",
   * "Nous recommandons"; decision 180): matched at the line's start only, after a bullet or a list number.
   */
  thesis: z.strictObject({ subjects: words, verbs: words, conclusions: words, verdicts: words }),
  /**
   * How a document or talk recommends in its author's voice (decision 109): `forms`, the modal and imperative
   * forms of a recommendation ("we need to", "sollte", "il faut", "hay que", "occorre", "é preciso", "zou moeten",
   * "bør"); never one where `reported` says it is someone else's view ("according to", "laut"), `supposing` that it
   * is a hypothesis ("would", "könnte"; tested once the form is taken out, so "would need" supposes and "zou
   * moeten" still recommends) or `conditions` opens it ("If …", "Wenn …"). `proposes`: the forms that put a remedy
   * forward as an option ("there is a case for", "one option would be", "could be extended", "ein erster Schritt
   * wäre", "pourrait être étendu"): a proposal, though its verb supposes (decision 113). `personal`: the forms
   * that need a subject before them ("needs to", "sollte", "doit", "debe", "moet", "bør"): a sentence that opens on
   * one names no one to act ("Needs to stay competitive with …"), a fact about its slide's subject (decision 181).
   */
  recommends: z.strictObject({
    forms: words,
    personal: words,
    reported: words,
    supposing: words,
    conditions: words,
    proposes: words,
  }),
  /** One question per kind of insight, naming its subject and figure. */
  questions: questionTemplatesSchema,
  /** What a talk or lecture leaves open or leaves out (decision 164). */
  deckQuestions: deckQuestionWordsSchema,
})
export type DeckWordsData = z.infer<typeof deckWordsSchema>
export const TITLE_ROLES = titleRoles
