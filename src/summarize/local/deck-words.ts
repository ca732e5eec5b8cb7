import { escapeWord, wordStarts } from './word-patterns'
import type { DeckGenre, DeckRole, Language } from '../../shared'
import { de } from './deck-words/de'
import { deckWordsSchema, TITLE_ROLES, type DeckWordsData } from './deck-words/deck-words-schema'
import { en } from './deck-words/en'
import { es } from './deck-words/es'
import { fr } from './deck-words/fr'
import { it } from './deck-words/it'
import { nb } from './deck-words/nb'
import { nl } from './deck-words/nl'
import { pt } from './deck-words/pt'

/** A language's deck words compiled: one matcher per role, genre and header kind. */
export interface DeckWords {
  roles: [DeckRole, (title: string) => boolean][]
  genres: [Exclude<DeckGenre, 'other'>, (text: string) => boolean][]
  headers: Record<keyof DeckWordsData['headers'], (text: string) => boolean>
  /** Whether a sentence relates a figure to its cause, assumption, comparison or risk. */
  relates: (text: string) => boolean
  /** Whether a heading or label opens by naming an illustration ("Example Level 1 Report", "Beispiel:"). */
  opensIllustration: (heading: string) => boolean
  /** Whether a line is a short answer on its own ("Yes", "Nein"). */
  isAnswer: (text: string) => boolean
  /** A line that opens with a condition ("If …", "Wenn …"). */
  condition: RegExp
  /** Where a consequence opens: at the line's start or after a clause break (", then …", "dann …"). */
  consequence: RegExp
  /** Whether a sentence sets a result against a comparison or control group. */
  comparesGroups: (text: string) => boolean
  /** A time limit a rule sets ("within 7 days", "entro 2 settimane"): group 1 is its count. */
  timeLimit: RegExp
  /** Whether a label names a reserve or contingency. */
  reserve: RegExp
  /** Whether a slide's title names an approval. */
  approval: RegExp
  /** Whether a sentence sets a target, milestone or threshold. */
  setsTarget: (text: string) => boolean
  /** A line that states the deck's commitment, aim or proposal (`commitments`). */
  commits: (text: string) => boolean
  /** A speaker's direction that introduces what to tell the audience ("anticipate that"). */
  toldThat: RegExp
  /** A presenter's note to themself, from its opening words ("Could probably…", "Make font bigger"). */
  selfNote: RegExp
  /** Whether a line ends on a word no phrase ends on ("… round to the nearest of the"), see `openEnds`. */
  endsOpen: (text: string) => boolean
  /** A clause that opens with a subordinator ("When …", "Wenn …"), see `subordinators`. */
  subordinate: RegExp
  /** What follows a name in the sentence that defines it ("is a", "est un", "provides"): see deck-words-schema. */
  defines: RegExp
  /** A question that opens by asking who is to act ("Whose responsibility is it …?"): see deck-words-schema. */
  asksWho: RegExp
  /** Whether a sentence says what the audience will want to discuss or ask about. */
  discusses: (text: string) => boolean
  /** Where a stated cause opens ("driven by", "wegen"): the noun phrase naming it follows. */
  causes: RegExp
  /** Where a line limits a claim ("only", "at most", "requires"). */
  limits: RegExp
  /** How a note qualifies its slide's figure: for whom it holds, or what explains a change (decision 144). */
  qualifiers: { holdsFor: RegExp; changes: RegExp; explains: RegExp }
  /** Whether a line marks its figure as an estimate, projection or saving. */
  estimates: (text: string) => boolean
  /** Whether a line states what weighs a case: a payback, a saving, a cost, a budget. */
  caseFigures: (text: string) => boolean
  /** Where a line says its sample was drawn, a change is pending, a feature is in preview (decision 096). */
  samples: RegExp
  pending: RegExp
  preview: RegExp
  /** A word that names no figure alone ("result", "total"; decision 140). */
  vagueLabel: RegExp
  /** A position in a ranking: "#3", "15th", "Platz 2" (decision 105); its move words; what makes an ordinal no rank. */
  rank: RegExp
  rankMoves: RegExp
  /** Whether a line says the deck leaves something open ("no data to support this", "future work"). */
  openIssue: RegExp
  /** The words naming the deck's own open question: see `openQuestions`. */
  openQuestion: RegExp
  /** The noun by which a text names a question it raises: see `questionNouns`. */
  questionNoun: RegExp
  /** A heading that names a list of risks: see `riskLists`. */
  riskList: RegExp
  /** The noun a deck names an option by: see `optionNouns`. */
  optionNoun: RegExp
  /** A measure where more is worse: see `burdens`. */
  burden: RegExp
  /** Whether a line addresses the audience's own thinking ("Ask yourself", "Checklist"): see `audiencePrompts`. */
  audiencePrompt: RegExp
  /** Where a clause states its amount's basis ("net", "gross", "per"): see `amountBases`. */
  amountBasis: RegExp
  /** A scenario's label that names the base case (see `baseCases`). */
  baseCase: RegExp
  /** A header that names a return measure (see `returnMeasures`). */
  returnMeasure: RegExp
  /** A scenario's label that names the downside case (see `downsideCases`). */
  downsideCase: RegExp
  /** A line that opens by stating an assumption, up to its label's colon (see `assumptions`). */
  statesAssumption: RegExp
  /** A count against its whole ("61 de 190"): groups 1 and 2 (see `progressOf`). */
  progress: RegExp
  /** How a slide's title closes when it says how the slide treats its subject ("Level 1 in detail"). */
  titleTail: RegExp
  /** A document's thesis cues: its own name or its authors as subject, a verb of arguing or finding, a concluding phrase. */
  thesis: Record<keyof DeckWordsData['thesis'], (text: string) => boolean>
  /** A recommendation in the author's voice: its forms, and what makes one reported, supposed or conditional. */
  recommends: { forms: RegExp; reported: RegExp; supposing: RegExp; conditions: RegExp; proposes: RegExp }
  /** What a slide's entry keeps first: a table's bottom-line row, a line that opens on a contrast; see the schema. */
  entries: {
    isBottomLine: (label: string) => boolean
    /** Whether a column's heading names the answers to the column beside it ("Mitigation" beside "Risks"). */
    answersColumn: (heading: string) => boolean
    opensContrast: (line: string) => boolean
    /** Whether a line states a status or a decision ("Kubernetes accepted"; decision 169). */
    statesStatus: (line: string) => boolean
    moreRows: string
    /** How an entry says it gives the first items of a long list ("first items of a longer list"). */
    listShare: string
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
  }
  phrases: DeckWordsData['phrases']
  ranges: DeckWordsData['ranges']
  sensitivity: DeckWordsData['sensitivity']
  questions: DeckWordsData['questions']
  gaps: DeckWordsData['gaps']
  notesLabels: DeckWordsData['notesLabels']
}

/** Each language's data file as written; text/language-cues.ts and text/abbreviations.ts compile their parts. */
export const DECK_WORDS_DATA: Record<Language, DeckWordsData> = { en, es, pt, fr, de, it, nl, nb }

// Which role a title that names two takes: "Appendix A: cash flow" is appendix, "Piano e decisioni richieste"
// the ask, "La nostra raccomandazione: opzione B" the recommendation, "Q2 P&L summary" financials.
const ROLE_PRIORITY: (typeof TITLE_ROLES)[number][] = [
  'appendix',
  'executive-summary',
  'plan-vs-actual',
  'use-of-funds',
  'ask',
  'next-steps',
  'recommendation',
  'options',
  'risks',
  'competition',
  'business-model',
  'financials',
  'market',
  'team',
  'timeline',
  'objectives',
  'assignment',
  'exercise',
  'example',
  'conclusion',
  'findings',
  'traction',
  'problem',
  'solution',
  'concept',
]

/** Every language's words, checked against the schema once when this module loads (a bad file fails at start). */
export const DECK_WORDS: Record<Language, DeckWords> = Object.fromEntries(
  Object.entries(DECK_WORDS_DATA).map(([language, data]) => [language, compile(deckWordsSchema.parse(data))]),
) as Record<Language, DeckWords>

/** A lead-in before a sentence's subject ("By 2008,", "In the same year,") has at most this many words. */
const MAX_LEAD_IN_WORDS = 5

function compile(data: DeckWordsData): DeckWords {
  // A contrast opens its line, after a bullet or a dash: "but" inside a sentence qualifies that sentence only.
  const opensContrast = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.contrast).source}`, 'iu')
  const statesStatus = wordStarts(data.entries.status)
  const namesKind = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.kindLabels).source}`, 'iu')
  const spans = new RegExp(`^${wordStarts(data.entries.spans).source}`, 'iu')
  // A colour's name, then a dash, colon or equals sign, then what it marks.
  const colourKey = new RegExp(
    `^[-•\\s]*${wordStarts(data.entries.colours).source}\\s*[-–—:=]\\s*\\p{L}`,
    'iu',
  )
  const narratesDrawing = new RegExp(`^[\\s\\p{P}]*${wordStarts(data.entries.narratesDrawing).source}`, 'iu')
  const narrates = wordStarts(data.entries.narrates)
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
  // Numbering and punctuation aside ("3. Example:", "– Beispiel"); the word must open the heading.
  const opensIllustration = new RegExp(`^[\\s\\d\\p{P}]*${wordStarts(data.illustration).source}`, 'iu')
  return {
    roles: [...ROLE_PRIORITY, ...TITLE_ROLES.filter((role) => !ROLE_PRIORITY.includes(role))].map((role) => [
      role,
      matcher(data.roles[role]),
    ]),
    genres: Object.entries(data.genres).map(([genre, words]) => [
      genre as Exclude<DeckGenre, 'other'>,
      matcher(words),
    ]),
    headers: Object.fromEntries(
      Object.entries(data.headers).map(([kind, words]) => [kind, matcher(words)]),
    ) as DeckWords['headers'],
    relates: matcher(data.relations),
    opensIllustration: (heading) => opensIllustration.test(heading),
    isAnswer: matcher(data.answers),
    condition: new RegExp(`^(?:${data.implication.condition.map(escapeWord).join('|')})\\s`, 'iu'),
    consequence: new RegExp(
      `(?:^|[,;:]\\s*)(?:${data.implication.consequence.map(escapeWord).join('|')})(?![\\p{L}\\p{N}])`,
      'iu',
    ),
    setsTarget: matcher(data.targets),
    commits: matcher(data.commitments),
    timeLimit: new RegExp(
      `(?<![\\p{L}])(?:${data.timeLimits.before.map(escapeWord).join('|')})\\s+(\\d{1,3})\\s+${wordStarts(data.timeLimits.periods).source}`,
      'iu',
    ),
    approval: wordStarts(data.approvals),
    reserve: wordStarts(data.reserves),
    comparesGroups: matcher(data.comparisonGroups),
    toldThat: wordStarts(data.toldThat),
    endsOpen: endsOnWord(data.openEnds),
    subordinate: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.subordinators).source}`, 'iu'),
    selfNote: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.selfNotes).source}`, 'iu'),
    defines: wordStarts(data.defines),
    asksWho: new RegExp(`^[\\s¿\\p{P}]*${wordStarts(data.asksWho).source}`, 'iu'),
    discusses: matcher(data.discussion),
    causes: wordStarts(data.causes),
    limits: wordStarts(data.limits),
    qualifiers: {
      holdsFor: wordStarts(data.qualifiers.holdsFor),
      changes: wordStarts(data.qualifiers.changes),
      explains: wordStarts(data.qualifiers.explains),
    },
    estimates: matcher(data.estimates),
    caseFigures: matcher(data.caseFigures),
    samples: wordStarts(data.samples),
    pending: wordStarts(data.pending),
    preview: wordStarts(data.preview),
    vagueLabel: wordStarts(data.vagueLabels),
    rank: rankPattern(data.ranks),
    rankMoves: wordStarts(data.ranks.moves),
    openIssue: wordStarts(data.openIssues),
    openQuestion: wordStarts(data.openQuestions),
    questionNoun: wordStarts(data.questionNouns),
    riskList: wordStarts(data.riskLists),
    optionNoun: wordStarts(data.optionNouns),
    burden: wordStarts(data.burdens),
    audiencePrompt: wordStarts(data.audiencePrompts),
    amountBasis: wordStarts(data.amountBases),
    baseCase: wordStarts(data.baseCases),
    returnMeasure: wordStarts(data.returnMeasures),
    downsideCase: wordStarts(data.downsideCases),
    statesAssumption: new RegExp(
      `^[\\s\\d.)\\p{P}]*${wordStarts(data.assumptions).source}[^:]{0,30}:\\s*`,
      'iu',
    ),
    progress: new RegExp(
      `(?<![\\d.,])(\\d{1,6})\\s+(?:${data.progressOf.map(escapeWord).join('|')})\\s+(\\d{1,6})(?![\\d.,]?\\d)`,
      'iu',
    ),
    titleTail: new RegExp(`\\s+(?:${data.titleTails.map(escapeWord).join('|')})[\\s.:]*$`, 'iu'),
    thesis: {
      subjects: matcher(data.thesis.subjects),
      verbs: matcher(data.thesis.verbs),
      conclusions: matcher(data.thesis.conclusions),
    },
    recommends: {
      forms: wordStarts(data.recommends.forms),
      reported: wordStarts(data.recommends.reported),
      supposing: wordStarts(data.recommends.supposing),
      conditions: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.recommends.conditions).source}`, 'iu'),
      proposes: wordStarts(data.recommends.proposes),
    },
    entries: {
      isBottomLine: matcher(data.entries.bottomLine),
      answersColumn: matcher(data.entries.answersColumn),
      opensContrast: (line) => opensContrast.test(line),
      statesStatus: (line) => statesStatus.test(line),
      moreRows: data.entries.moreRows,
      listShare: data.entries.listShare,
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
    },
    phrases: data.phrases,
    ranges: data.ranges,
    sensitivity: data.sensitivity,
    questions: data.questions,
    gaps: data.gaps,
    notesLabels: data.notesLabels,
  }
}

// A word matches where a word starts, '$' asks for the whole word, '=' for the whole title (see the schema).
function matcher(words: string[]): (text: string) => boolean {
  const whole = words.filter((word) => word.startsWith('=')).map((word) => escapeWord(word.slice(1)))
  const parts = words.filter((word) => !word.startsWith('='))
  const patterns = [
    ...(parts.length > 0 ? [wordStarts(parts)] : []),
    ...(whole.length > 0 ? [new RegExp(`^[\\s\\d.)-]*(?:${whole.join('|')})[\\s.:!?…]*$`, 'iu')] : []),
  ]
  return (text) => patterns.some((pattern) => pattern.test(text))
}

/** Words that match where a word starts ("increas" finds "increased"); a trailing '$' asks for the whole word. */
/** Whether a text's last word, in lower case as written, is one of `words`. */
function endsOnWord(words: string[]): (text: string) => boolean {
  const set = new Set(words)
  return (text) => {
    const last = /(?:^|[\s(])([\p{Ll}'’]+)$/u.exec(text)?.[1]
    return last !== undefined && set.has(last.replace('’', "'"))
  }
}

/**
 * A position in a ranking as its number: "#3", "#3 in 2021", an ordinal ("15th", "2e", "3.º") not before a word of
 * `scales` ("25th percentile"), or a rank's word before its number ("Platz 2", "rank 5"). Group 1 or 2 or 3 is the number.
 */
function rankPattern(ranks: DeckWordsData['ranks']): RegExp {
  const ordinals = [...ranks.ordinals].sort((a, b) => b.length - a.length).map(escapeWord)
  const scales = wordStarts(ranks.scales).source
  const ordinal =
    ordinals.length > 0
      ? `|(?<![\\d.,])(\\d{1,3})(?:${ordinals.join('|')})(?![\\p{L}\\p{N}])(?!\\s+${scales})`
      : ''
  const word = `${wordStarts(ranks.words).source}\\s+(?:no\\.?\\s*|nr\\.?\\s*|n\\.?º\\s*)?#?(\\d{1,3})(?![\\d.,]?\\d)`
  return new RegExp(`#\\s?(\\d{1,3})(?![\\d.,]?\\d)${ordinal}|${word}`, 'giu')
}
