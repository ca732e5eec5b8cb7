import { z } from 'zod'
import { words } from './words-schema'
import { noDigits, template } from './question-templates-schema'

/**
 * What a slide's entry keeps first when it cannot say the whole slide (criterion e): a table's bottom-line
 * row ("Total", "Adjusted EBITDA", "Résultat net"), whose label holds one of `bottomLine`; a line that opens
 * on a contrast ("But no maintenance guidelines", "Mais", "Aber"), which turns the lines above it; and how
 * an entry names the rows it left out ('{labels}': their labels, no count, since a count is no figure of
 * the slide's).
 */
export const entryWordsSchema = z.strictObject({
  bottomLine: words,
  /**
   * Headings of a column that answers the one beside it, item by item ("Mitigation" beside "Risks",
   * "Maatregel", "Solución"): the two columns are said as pairs, each risk with its answer.
   */
  answersColumn: words,
  contrast: words,
  /**
   * Words by which a lead-in qualifies its items in time or status ("Previously:", "Planned:", "Not yet:",
   * "Früher:", "Auparavant :"; decision 181): such a lead-in says something of its own and stays with its items.
   */
  qualifiers: words,
  /**
   * Words by which a lead-in negates or restricts its items ("… need not be considered:", "nur:", "sauf :",
   * "ikke"; decision 205), matched anywhere in the lead-in: a list kept without such a lead-in says the opposite
   * of the slide, so the lead-in stays with its items as a qualifier's does.
   */
  restricts: words,
  /**
   * Words that tie a noun to whose it is ("Entscheidung des Integrationsamtes", "Role of the regulator", "Décision
   * de l’autorité"; decision 205): in an explainer, a title whose action word ("Entscheidung", "role") is tied to
   * another party, or is itself tied to another noun ("Problem der … Entscheidung"), names a topic, not its ask.
   */
  ownerLinks: words,
  /**
   * Words by which a line states a status or a decision ("accepted", "approved", "genehmigt"; decision 169): in a
   * list said in part, such a line is kept before its neighbours, since it says where the matter stands.
   */
  status: words,
  moreRows: template(['{labels}']),
  /**
   * How an entry says that it gives the first items of a long list ("first items of a longer list"): a list
   * said by its first items reads as the whole list without it. No count: a count is no figure of the slide's.
   */
  listShare: noDigits,
  /**
   * How an entry that keeps a list's first items says how many it leaves out ("+{count} more"): a list said in
   * part without it reads as the whole list (reader r-z3, fault 6). The count is of the slide's own lines.
   */
  moreItems: template(['{count}']),
  /**
   * How the entry of an animation build's later step says that it is one, and what it adds or that it adds no
   * text (decision 167). No slide number: the faithfulness check reads it as a figure the slide does not hold.
   */
  buildAdds: noDigits,
  buildSame: noDigits,
  /** A document's reference list as its entry says it, in a few words ("List of references"; decision 142). */
  referenceList: noDigits,
  /**
   * How an entry names a drawing of labelled boxes it lists ("diagram"): the boxes' names alone read as a
   * list of the slide's claims, or glued, as a relation between them.
   */
  diagram: noDigits,
  /**
   * Colour names, and how an entry names a colour key ("Green – Stayed the same rank or went up"): a slide of
   * a key alone (its picture unread) is said as one line under that name, not as three claims.
   */
  colours: words,
  colourKey: noDigits,
  /**
   * Labels that name only the kind of text they open ("Note:", "Objectif principal :", "Hinweis:"): an entry
   * compacted to its labels never keeps one without its text.
   */
  kindLabels: words,
  /**
   * Words of a span of time ("12 months", "3 Jahre"): a count of them before a colon ("In 12 months: …") is a
   * period, not the announcement of a list ("3 upgrade modes – …") that must name every item.
   */
  spans: words,
  /**
   * Words that open a sentence by pointing back at the one before ("The same part…", "This", "Diese",
   * "Cette", "Ambos"), a third person's possessive too ("Its risk…", "Son risque…", "Su riesgo…", decision
   * 161): such a sentence is kept with that one or not at all, since alone it points at whatever the entry says
   * before it. Bare articles that double as pronouns ("das", "het", "det") are left
   * out: they open too many sentences that point nowhere.
   */
  backReference: words,
  /**
   * Words that, right after such a pronoun, make it impersonal: it stands for nothing said before ("il y a",
   * "il faut", "es gibt", "it seems"). A sentence opening so states its own content. Empty where the language
   * drops such a subject.
   */
  impersonal: z.array(z.string().min(1)),
  /**
   * Words that open a sentence by setting it against the one before ("But…", "Yet…", "Jedoch", "En
   * revanche", "Sin embargo"): in running text such a sentence answers the one before and, alone, answers
   * nothing ("But it is estimated to stand at up to $100 billion"; issue 24, reader of the BoE speech). A
   * document's sentence opening so is kept with the one before it or not at all. Conjunctions that carry
   * both halves in the sentence ("Although…, …") are not among them.
   */
  answersBefore: words,
  /**
   * Words that point back wherever they stand in a sentence: a demonstrative with a noun that only names what
   * was just said ("fell into this category", "in this case") or a verb on a pronoun ("to do this", "hacerlo").
   * Such a sentence, lifted out of its paragraph, points at nothing (issue 24, reader r-m2), so it is kept with
   * the sentence before it or not at all, as a sentence that opens with a `backReference` is.
   */
  backReferenceWithin: words,
  /**
   * Subordinators that open a clause before the main one ("As…", "Because…", "Weil…", "Puisque…"): a pronoun
   * right after one ("As these total 14,000 and 20,000…") points back as it would opening the sentence (reader
   * r-p1 of the BoE speech). The `implication` conditions count too ("If that were the end of the story…").
   */
  opensClause: words,
  /**
   * Verbs of the conditional mood ("could", "would", "könnte", "pourrait"): a sentence holding one right after a
   * sentence that opens on a condition goes on with that condition's hypothesis, and alone states as fact what
   * the author only supposed ("Bank A could monitor…" after "If that were the end of the story"; reader r-p1).
   */
  hypothetical: words,
  /**
   * The infinitive's marker ("to", "zu", "te", "å", "de"): a neuter pronoun with one later in its clause is a
   * dummy subject ("Because it costs 6950 cycles to compile a bytecode, …"), pointing at nothing before it. Empty
   * for languages that drop such a subject.
   */
  dummySubject: z.array(z.string().min(1)),
  /**
   * Words that open a speaker's sentence walking through the drawing on the slide ("Here we have…", "As
   * you can see…", "Hier sehen wir"): on a slide of a chart or diagram drawn with text boxes, such a
   * sentence narrates the picture, not the slide's point.
   */
  narratesDrawing: words,
  /**
   * Words of a sentence that tells a story rather than states a finding: an example, an anecdote, a parable,
   * a historical case ("for example", "imagine", "in the 19th century"). Matched anywhere in the sentence: a
   * document's line with one illustrates its argument and weighs less in its summary (decision 142).
   */
  narrates: words,
  /**
   * How a line opens when it thanks or acknowledges ("I am grateful to …", "Wir danken …", "Nous remercions …";
   * decision 180): a document section's courtesy is no finding, and its entry says it only when the section says
   * nothing else. Matched at the line's start.
   */
  courtesies: words,
  /**
   * How a line opens when it sets up a method rather than states a result: a set-up's label ("Input:",
   * "Parameters:"), a symbol's introduction ("Let", "Soit", "Sei") or the analysis' scope ("Focus analysis …").
   * Matched at the line's start, after a label: such a line is no takeaway while a claim is left (decision 200).
   */
  setUp: words,
  /**
   * The verbs and phrases that attribute a quotation to its speaker ("said", "sagte", "a déclaré", "según"):
   * after a quotation's closing mark, they make the line another's words (a testimonial, a quoted aside; decision 200).
   */
  attributions: words,
})
