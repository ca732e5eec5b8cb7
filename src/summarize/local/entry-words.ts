import type { DeckWordsData } from './deck-words/deck-words-schema'
import { matcher, wordStarts } from './word-patterns'

/** What a slide's entry keeps first (a table's bottom-line row, a line that opens on a contrast) and how a sentence
 * points back: the `entries` words of a language compiled (see entry-words-schema.ts). */
export interface EntryWords {
  isBottomLine: (label: string) => boolean
  /** Whether a column's heading names the answers to the column beside it ("Mitigation" beside "Risks"). */
  answersColumn: (heading: string) => boolean
  opensContrast: (line: string) => boolean
  /**
   * Whether a lead-in closes on a word that qualifies its items ("… Previously:"; decision 181) or negates or
   * restricts them anywhere ("… müssen nicht berücksichtigt werden:"; decision 205).
   */
  qualifiesItems: (line: string) => boolean
  /** Whether a line states a status or a decision ("Kubernetes accepted"; decision 169). */
  statesStatus: (line: string) => boolean
  moreRows: string
  /** How an entry says it gives the first items of a long list ("first items of a longer list"). */
  listShare: string
  /** "+{count} more": how many items of a list said in part it leaves out (see sayListsInPart). */
  moreItems: string
  /** How a build step's entry names its first step and says what it adds (see readBuildSteps). */
  buildAdds: string
  buildSame: string
  referenceList: string
  diagram: string
  /** Whether a line is an entry of a colour key ("Green – Stayed the same rank"), and that key's name. */
  isColourKey: (line: string) => boolean
  colourKey: string
  /** Whether a label names only the kind of text it opens ("Note", "Objectif principal"). */
  namesKind: (label: string) => boolean
  /** Whether the words after a count name a span of time ("12 months"): no list is announced. */
  spans: (words: string) => boolean
  /** Whether a sentence opens by pointing back at the one before ("The same part…", "Diese", "Cette"). */
  opensBackReference: (sentence: string) => boolean
  /**
   * Whether a sentence opens by pointing back (after a subordinator or a short lead-in too: "As these total…",
   * "By 2008, it…"), points back within ("fell into this category", "were another"), or goes on with the
   * hypothesis of the sentence `before` it ("If that were…. Bank A could…").
   */
  pointsBack: (sentence: string, before?: string) => boolean
  /** Whether a sentence opens by setting itself against the one before ("But…", "Jedoch…"), see the schema. */
  answersBefore: (sentence: string) => boolean
  /** Whether a speaker's sentence opens by walking through the drawing ("Here we have…"), see the schema. */
  narratesDrawing: (sentence: string) => boolean
  /** Whether a sentence tells a story (an example, an anecdote, a historical case), see the schema. */
  narrates: (sentence: string) => boolean
  /** Whether a line opens by thanking or acknowledging ("I am grateful to …"), see the schema. */
  thanks: (line: string) => boolean
  /** Whether a line opens by setting up a method ("Input: …", "Let Z = …", "Focus analysis …"), see the schema. */
  setsUp: (line: string) => boolean
  /** Whether a line holds a quotation attributed to its speaker ("“…,” said Rob Cornish"), see the schema. */
  attributesQuote: (line: string) => boolean
}

/** A lead-in before a sentence's subject ("By 2008,", "In the same year,") has at most this many words. */
const MAX_LEAD_IN_WORDS = 5

export function compileEntryWords(data: DeckWordsData): EntryWords {
  // A contrast opens its line, after a bullet or a dash: "but" inside a sentence qualifies that sentence only.
  const opensContrast = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.contrast).source}`, 'iu')
  const statesStatus = wordStarts(data.entries.status)
  const qualifier = new RegExp(`${wordStarts(data.entries.qualifiers).source}\\s*:\\s*$`, 'iu')
  // A lead-in that negates or restricts its items ("Nicht berücksichtigt werden:", "Only for") qualifies them
  // wherever the word stands (decision 205); the caller has checked that the line is a lead-in.
  const restricts = wordStarts(data.entries.restricts)
  const qualifiesItems = (line: string) => qualifier.test(line) || restricts.test(line)
  const namesKind = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.kindLabels).source}`, 'iu')
  const spans = new RegExp(`^${wordStarts(data.entries.spans).source}`, 'iu')
  // A colour's name, then a dash, colon or equals sign, then what it marks.
  const colourKey = new RegExp(
    `^[-•\\s]*${wordStarts(data.entries.colours).source}\\s*[-–—:=]\\s*\\p{L}`,
    'iu',
  )
  const narratesDrawing = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.narratesDrawing).source}`, 'iu')
  const narrates = wordStarts(data.entries.narrates)
  const thanks = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.courtesies).source}`, 'iu')
  const setsUp = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.setUp).source}`, 'iu')
  // A quotation's closing mark, a comma maybe, then the verb that names its speaker; or a dash before the name.
  const attributed = new RegExp(
    `[”“"»’]\\s*,?\\s*(?:${wordStarts(data.entries.attributions).source}|[―—–]\\s*\\p{Lu})`,
    'iu',
  )
  // "This year", "Dieses Jahr", "Cette semaine" name a time, the present one; "Il y a", "Es gibt" name nothing:
  // neither points at anything before.
  const backReference = new RegExp(
    `^[\\s\\p{P}]*${wordStarts(data.entries.backReference).source}(?!\\s+${wordStarts([...data.entries.spans, ...data.entries.impersonal]).source})`,
    'iu',
  )
  const backReferenceWithin = wordStarts(data.entries.backReferenceWithin)
  const answersBefore = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.answersBefore).source}`, 'iu')
  // An acronym is a name, not a pronoun: "IT costs rose" points back at nothing.
  const opensBackReference = (sentence: string) =>
    backReference.test(sentence) && !/^[\s\p{P}]*\p{Lu}{2}/u.test(sentence)
  // A pronoun after a subordinator ("As these total…") or a short lead-in ("By 2008, it had risen…") is the
  // sentence's subject as much as one opening it: the words before it name no antecedent.
  const opensClause = new RegExp(
    `^[\\s\\p{P}]*(?:${wordStarts([...data.entries.opensClause, ...data.implication.condition]).source})\\p{L}*[\\s'’]+`,
    'iu',
  )
  const leadIn = /^[\s\p{P}]*([^,;:.!?]{1,40}),\s+/u
  // "Because it costs 6950 cycles to compile a bytecode, …": "it" stands for the infinitive after it.
  const dummy =
    data.entries.dummySubject.length > 0
      ? // The marker's word is a verb, not a preposition's object: no figure follows it ("risen to around 0.35").
        new RegExp(
          `^[^;:]*?\\s${wordStarts(data.entries.dummySubject).source}\\s*\\p{L}[\\p{L}’'-]*(?![\\p{L}’'-])(?!\\s+[\\d$£€¥])`,
          'iu',
        )
      : undefined
  const pointsBackFrom = (rest: string) => opensBackReference(rest) && !dummy?.test(rest)
  const subjectPointsBack = (sentence: string) => {
    const clause = opensClause.exec(sentence)
    if (clause && pointsBackFrom(sentence.slice(clause[0].length))) return true
    // One word before a comma is as often the subject ("Derivatives, such as CDS, …") as a lead-in; two lead-ins
    // ("And now, for 2025, this is …") are read as one.
    let rest = sentence
    let words = 0
    for (let lead = leadIn.exec(rest); lead !== null; lead = leadIn.exec(rest)) {
      words += lead[1]!.trim().split(/\s+/u).length
      rest = rest.slice(lead[0].length)
      if (words > MAX_LEAD_IN_WORDS) return false
      if (words >= 2 && pointsBackFrom(rest)) return true
    }
    return false
  }
  const condition = new RegExp(`^[\\s\\p{P}]*(?:${wordStarts(data.implication.condition).source})`, 'iu')
  const hypothetical = wordStarts(data.entries.hypothetical)
  return {
    isBottomLine: matcher(data.entries.bottomLine),
    answersColumn: matcher(data.entries.answersColumn),
    opensContrast: (line) => opensContrast.test(line),
    qualifiesItems,
    statesStatus: (line) => statesStatus.test(line),
    moreRows: data.entries.moreRows,
    listShare: data.entries.listShare,
    moreItems: data.entries.moreItems,
    buildAdds: data.entries.buildAdds,
    buildSame: data.entries.buildSame,
    referenceList: data.entries.referenceList,
    diagram: data.entries.diagram,
    isColourKey: (line) => colourKey.test(line.trim()),
    colourKey: data.entries.colourKey,
    namesKind: (label) => namesKind.test(label.trim()),
    opensBackReference,
    pointsBack: (sentence, before) =>
      opensBackReference(sentence) ||
      backReferenceWithin.test(sentence) ||
      subjectPointsBack(sentence) ||
      // "If that were the end of the story, …. Bank A could monitor…": the hypothesis goes on.
      (before !== undefined && condition.test(before) && hypothetical.test(sentence)),
    answersBefore: (sentence) => answersBefore.test(sentence),
    spans: (words) => spans.test(words.trim()),
    narratesDrawing: (sentence) => narratesDrawing.test(sentence),
    narrates: (sentence) => narrates.test(sentence),
    thanks: (line) => thanks.test(line),
    setsUp: (line) => setsUp.test(line),
    attributesQuote: (line) => attributed.test(line),
  }
}
