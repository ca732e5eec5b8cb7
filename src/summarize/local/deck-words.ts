import { compileEntryWords, type EntryWords } from './entry-words'
import { compileCallWords, type CallWords } from './call-words'
import { compileEnumerationWords, type EnumerationWords } from './enumeration-words'
import { compileStanceWords, type StanceWords } from './stance-words'
import { compileDeckQuestionWords, type DeckQuestionWords } from './deck-question-words'
import { escapeWord, matcher, wordStarts } from './word-patterns'
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
  /** Where a line names the cash an asked amount draws on (`cashBalances`). */
  cashBalance: RegExp
  /** Whether a comparison row's name marks the deck's own entry ("Proposed", "Ours"): see `ownEntries`. */
  ownEntry: RegExp
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
  /** Words announcing a talk's key idea ("the real secret", "l'idée clé"): see deck-words-schema. */
  keyIdea: RegExp
  /** Words of an instruction to a learner ("make sure you", "im Zweifel"): see deck-words-schema. */
  instructs: RegExp
  /** An event's date relative to the talk, how to take part, a heading of others' asks, a quoted call (decision 189). */
  announcedAsks: {
    soon: RegExp
    registers: RegExp
    askedFor: RegExp
    askedForOpens: RegExp
    callsOn: RegExp
  }
  /** A learner's setup slide, a lead-in naming a need before its tool (decision 189); both open their line. */
  learnerSteps: { setup: RegExp; needs: RegExp }
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
  /** The word marking the option a table or list chooses: see `chosenMarks`. */
  chosenMark: RegExp
  /** What a dated end says: see `endsOn`. */
  endsOn: RegExp
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
  /** The start of a clause a figure is stated on: a condition, an assumption or a proviso ("if", "assuming", "sofern"). */
  figureCondition: RegExp
  /** A count against its whole ("61 de 190"): groups 1 and 2 (see `progressOf`). */
  progress: RegExp
  /** How a slide's title closes when it says how the slide treats its subject ("Level 1 in detail"). */
  titleTail: RegExp
  /** A document's thesis cues: its own name or its authors as subject, a verb of arguing or finding, a concluding phrase. */
  thesis: Record<keyof DeckWordsData['thesis'], (text: string) => boolean>
  /** A recommendation in the author's voice: its forms, and what makes one reported, supposed or conditional. */
  recommends: {
    forms: RegExp
    opensPersonal: RegExp
    reported: RegExp
    supposing: RegExp
    conditions: RegExp
    proposes: RegExp
  }
  /** What a slide's entry keeps first: a table's bottom-line row, a line that opens on a contrast; see the schema. */
  entries: EntryWords
  /** What a talk leaves open or its genre owes a reader (decision 164); see deck-question-words-schema. */
  deckQuestions: DeckQuestionWords
  /** How a talk calls on its audience to act (decision 174); see the schema's `calls`. */
  calls: CallWords
  /** How a document announces a programme ("three areas …"; decision 171); see the schema's `enumerations`. */
  enumerations: EnumerationWords
  /** A speaker's voice, a line's turn and a case study's "we" (decisions 162, 181); see the schema's `stances`. */
  stances: StanceWords
  phrases: DeckWordsData['phrases']
  ranges: DeckWordsData['ranges']
  perUnit: DeckWordsData['perUnit']
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

function compile(data: DeckWordsData): DeckWords {
  // Numbering and punctuation aside ("3. Example:", "– Beispiel"); the word must open the heading.
  const opensIllustration = new RegExp(`^[\\s\\d\\p{P}]*${wordStarts(data.illustration).source}`, 'iu')
  const verdict = new RegExp(`^[\\s\\d.)\\p{P}]*${wordStarts(data.thesis.verdicts).source}`, 'iu')
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
    cashBalance: wordStarts(data.cashBalances),
    ownEntry: wordStarts(data.ownEntries),
    comparesGroups: matcher(data.comparisonGroups),
    toldThat: wordStarts(data.toldThat),
    endsOpen: endsOnWord(data.openEnds),
    subordinate: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.subordinators).source}`, 'iu'),
    selfNote: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.selfNotes).source}`, 'iu'),
    defines: wordStarts(data.defines),
    keyIdea: wordStarts(data.keyIdea),
    instructs: wordStarts(data.instructs),
    announcedAsks: {
      soon: wordStarts(data.announcedAsks.soon),
      registers: wordStarts(data.announcedAsks.registers),
      askedFor: new RegExp(`${wordStarts(data.announcedAsks.askedFor).source}[\\s\\p{P}]*$`, 'iu'),
      askedForOpens: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.announcedAsks.askedForOpens).source}`, 'iu'),
      callsOn: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.announcedAsks.callsOn).source}`, 'iu'),
    },
    learnerSteps: {
      setup: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.learnerSteps.setup).source}`, 'iu'),
      needs: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.learnerSteps.needs).source}`, 'iu'),
    },
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
    chosenMark: wordStarts(data.chosenMarks),
    endsOn: wordStarts(data.endsOn),
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
    // Whole words: "se" or "caso" inside a longer word opens no condition.
    figureCondition: wordStarts(
      [...data.implication.condition, ...data.assumptions, ...data.provisos].map((word) => `${word}$`),
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
      // A verdict opens its line: "the national recommendation was …" inside a sentence reports another's.
      verdicts: (text) => verdict.test(text),
    },
    recommends: {
      forms: wordStarts(data.recommends.forms),
      opensPersonal: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.recommends.personal).source}`, 'iu'),
      reported: wordStarts(data.recommends.reported),
      supposing: wordStarts(data.recommends.supposing),
      conditions: new RegExp(`^[\\s\\p{P}]*${wordStarts(data.recommends.conditions).source}`, 'iu'),
      proposes: wordStarts(data.recommends.proposes),
    },
    entries: compileEntryWords(data),
    deckQuestions: compileDeckQuestionWords(data),
    calls: compileCallWords(data),
    enumerations: compileEnumerationWords(data),
    stances: compileStanceWords(data),
    phrases: data.phrases,
    ranges: data.ranges,
    perUnit: data.perUnit,
    sensitivity: data.sensitivity,
    questions: data.questions,
    gaps: data.gaps,
    notesLabels: data.notesLabels,
  }
}

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
