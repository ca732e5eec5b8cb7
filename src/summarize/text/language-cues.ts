import { z } from 'zod'
import type { Language } from '../../shared'
import { DECK_WORDS_DATA } from '../local/deck-words'
import { escapeWord, wordStarts } from '../local/word-patterns'
import { cueWordsSchema } from '../local/deck-words/cue-words-schema'

/** Which of an insight's concerns its key question asks about. */
export type InsightTopic = 'risk' | 'growth' | 'market' | 'money' | 'general'

/** The words the local summariser looks for, and the fixed words it writes, in one language. */
export interface LanguageCues {
  /** Obligation and recommendation wording that makes a line an action item anywhere in a deck. */
  action: RegExp
  /** Verbs that open an action bullet ("Hire…", "Contratar…"): imperatives, or infinitives in the Romance languages; in German and Dutch also the infinitive that closes it. */
  imperative: RegExp
  /**
   * Verbs a role's duties open with beyond the action verbs ("Coordinate …", "Provide …", "Koordinieren …"): a
   * line of them under a heading naming the role states what the role does, and alone reads as an instruction.
   * Matched like `imperative` (in German and Dutch also the closing infinitive).
   */
  dutyVerb: RegExp
  /** Titles of slides whose every line is an action (next steps, the ask, recommendations). */
  actionTitle: RegExp
  /** Titles of slides that sum the deck up: their lines are favoured as takeaways. */
  summaryTitle: RegExp
  /** Titles of supplementary slides (appendix, backup, annex): kept in brief, after the deck's own content. */
  supplementTitle: RegExp
  /** Modal verbs: an obligation or a possibility in passing ("should it become available") is no action by itself. */
  modal: RegExp
  /** The modal verbs of obligation alone ("should", "muss", "doit"): with a time limit they ask for an action. */
  obligation: RegExp
  /** What opens a line that only dates the slide's decision ("Decision needed by 4 December", "Entscheidung bis"): no action of its own. */
  deadlineLead: RegExp
  /** What a thing needs ("required to", "erforderlich", "nécessaire"): a statement of what rules or physics require, no ask. */
  requirement: RegExp
  /** What opens a heading over the lines that tell how ("How to provide feedback", "So geht's"): it names them, it asks nothing. */
  howTo: RegExp
  /** Pronouns that open a line and stand for something before it ("It was top-ranked…", "Cela…"), never articles. */
  anaphor: RegExp
  /** The talk about itself ("this is the most important slide", "in this presentation"): a speaker's direction, never an item. */
  talk: RegExp
  /** A speaker's cue that opens a line of the notes ("If asked about churn:", "Worth saying out loud:"), up to its colon. */
  talkLead: RegExp
  /**
   * An event's housekeeping (thanks to a host, greetings, discount codes, calls for speakers, sign-ups,
   * announcements, credits): a line or a slide heading that says it is about the meeting, not the deck's subject.
   * Never an overall item. No causal "thanks to" ("gracias a", "grazie al", "takket være"): those open findings.
   */
  housekeeping: RegExp
  /** How a question opens when the slide leaves out its question mark ("Are the right roles tagged"). */
  questionOpener: RegExp
  /** Forms of be, have and will: a title holding one states a claim ("Clinics are drowning in admin"), it names no subject. */
  copula: RegExp
  /** Whole titles of slides about people (team, speaker, about me): their lines are bios, never overall items. */
  bioTitle: RegExp
  /** Quantitative and comparative wording that makes a figure an insight, by concern. */
  insight: Record<Exclude<InsightTopic, 'general'>, RegExp> & { comparison: RegExp }
  /** One question per concern; `{topic}` is the insight's subject as written on the slide. No digits here: every figure must come from a slide. */
  questions: Record<InsightTopic, string>
  /** Legal and page furniture (copyright, licence terms, confidentiality marks): never a takeaway, an action or an insight. */
  boilerplate: RegExp
  /** How a note under a slide's table or figure opens ("Note:", "Hinweis:", "Remarque :"): a footnote, no takeaway. */
  footnoteLabel: RegExp
  /** Whole titles of slides that frame the deck (agenda, contents, introduction, questions, thanks, appendix): no insight or question topic comes from them. */
  frameTitle: RegExp
  /**
   * `code`: a slide of nothing but source code, which no line of it says. `picture` heads a picture's alt text;
   * `pictureOnly`, `chartOnly`, `diagramOnly` say what a slide without words shows when nothing describes it;
   * `drawing` leads the labels of a chart or diagram drawn with text boxes, when the slide says nothing else.
   */
  labels: {
    notes: string
    noText: string
    titleOnly: string
    code: string
    noTextPages: string
    picture: string
    pictureOnly: string
    chartOnly: string
    diagramOnly: string
    drawing: string
  }
  /**
   * How one item says what a chart shows; the placeholders are the deck's own words and figures. No digits
   * here, and no comma or semicolon: each figure keeps the chart's label in its clause for the label check.
   */
  chart: { extremes: string; fromTo: string; againstPlan: string }
  /** Whole labels of a document's or a rubric's sections ("Project description", "Methodology"): never a key question's subject. */
  sectionLabel: RegExp
}

function lineStart(words: string[]): RegExp {
  return new RegExp(`^(?:${words.map(escapeWord).join('|')})(?![\\p{L}])`, 'iu')
}

// A speaker's cue and what it is about, up to the colon that ends it ("If asked about churn: ").
function talkLead(words: string[]): RegExp {
  return new RegExp(`^(?:${words.map(escapeWord).join('|')})(?![\\p{L}])[^:\\d]{0,40}:\\s+`, 'iu')
}

// A question word opening the line and followed by another word ("Are the…", "Wie viele…"), not a label ("What:").
function questionStart(words: string[]): RegExp {
  return new RegExp(`^(?:${words.map(escapeWord).join('|')})\\s+\\p{L}`, 'iu')
}

// `imperativeAtEnd`: German and Dutch put the infinitive of an action last ("Ausschreibung für 40 Lkw starten", "Een werkplaats openen").
function lineEdge(words: string[]): RegExp {
  const alternatives = words.map(escapeWord).join('|')
  return new RegExp(`^(?:${alternatives})(?![\\p{L}])|(?<![\\p{L}])(?:${alternatives})[.!]?$`, 'iu')
}

// A frame title is the whole title, maybe numbered or punctuated ("1. Agenda", "Questions?"), not a title that starts with the word.
// A line opening with one of the labels and its colon ("Note: …", "Remarque : …", "N.B.: …").
function labelOpener(labels: string[]): RegExp {
  return new RegExp(`^\\s*(?:${labels.map(escapeWord).join('|')})\\s*:`, 'iu')
}

function wholeTitle(titles: string[]): RegExp {
  return new RegExp(`^[\\s\\d.)¿¡-]*(?:${titles.map(escapeWord).join('|')})[\\s.:!?…]*$`, 'iu')
}

/**
 * Every language's cue words compiled, each language's data file (local/deck-words/<language>.ts) checked
 * against its schema once when this module loads: a bad file fails at start, naming its language.
 */
export const LANGUAGE_CUES: Record<Language, LanguageCues> = Object.fromEntries(
  Object.entries(DECK_WORDS_DATA).map(([language, data]) => [
    language,
    compileLanguageCues(language, data.cues),
  ]),
) as Record<Language, LanguageCues>

/** One language's cue words (its data file's `cues`) checked against the schema and compiled. */
export function compileLanguageCues(language: string, data: unknown): LanguageCues {
  const parsed = cueWordsSchema.safeParse(data)
  if (!parsed.success) {
    throw new Error(`deck-words/${language}.ts, cues: ${z.prettifyError(parsed.error)}`)
  }
  const words = parsed.data
  return {
    action: wordStarts(words.action),
    imperative: words.imperativeAtEnd ? lineEdge(words.imperative) : lineStart(words.imperative),
    dutyVerb: words.imperativeAtEnd ? lineEdge(words.dutyVerb) : lineStart(words.dutyVerb),
    actionTitle: wordStarts(words.actionTitle),
    supplementTitle: wordStarts(words.supplementTitle),
    modal: wordStarts(words.modal),
    obligation: wordStarts(words.obligation),
    deadlineLead: lineStart(words.deadlineLead),
    requirement: wordStarts(words.requirement),
    howTo: lineStart(words.howTo),
    anaphor: lineStart(words.anaphor),
    talk: wordStarts(words.talk),
    talkLead: talkLead(words.talkLead),
    housekeeping: wordStarts(words.housekeeping),
    questionOpener: questionStart(words.questionOpener),
    copula: wordStarts(words.copula),
    bioTitle: wholeTitle(words.bioTitle),
    summaryTitle: wordStarts(words.summaryTitle),
    insight: {
      risk: wordStarts(words.insight.risk),
      growth: wordStarts(words.insight.growth),
      market: wordStarts(words.insight.market),
      money: wordStarts(words.insight.money),
      comparison: wordStarts(words.insight.comparison),
    },
    questions: words.questions,
    boilerplate: wordStarts(words.boilerplate),
    footnoteLabel: labelOpener(words.footnoteLabel),
    frameTitle: wholeTitle(words.frameTitle),
    chart: words.chart,
    sectionLabel: wholeTitle(words.sectionLabel),
    labels: words.labels,
  }
}
