import { isListNumber, type Language } from '../../shared'
import { extractFigures } from '../figures'
import { LANGUAGE_CUES, type InsightTopic } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { isStopWord, tokenize } from '../text/tokenize'
import { headlineFigure, isWholeStatement } from './statements'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isAudiencePrompt } from './is-audience-prompt'
import { isReadableFigure } from './describe-chart'
import { lowerFirst } from '../text/first-letter'

/** A key question and the slides it stands on. */
export interface Question {
  text: string
  slides: number[]
  /** A question grounded in what a headline figure rests on: it takes the place of a question on its slides. */
  sharp?: boolean
}

/**
 * The key question of the insight at `index`: the deck's own open question about it (on its slide, or
 * sharing its terms), else its concern's question in the deck's language about its subject and figure
 * ("What is driving the no-show rate (13% to 5%), and can it be sustained?"). Undefined when neither exists:
 * no question rather than one about a person, a form or a citation.
 */
export function askAbout(
  index: number,
  passages: Passage[],
  units: SummaryUnit[],
  language: Language,
  asked: Set<string>,
): Question | undefined {
  const passage = passages[index]!
  const own = ownQuestion(passage, passages, units, language, asked)
  if (own) return own
  const cues = LANGUAGE_CUES[language]
  // A speaker's instruction in the notes ("Faire le calcul au tableau : …") is no subject to ask about.
  if (passage.fromNotes && cues.imperative.test(passage.brief)) return undefined
  const figure = questionFigure(passage)
  const subject =
    (figure && cellHeader(passage, figure, language)) ||
    subjectOfInsight(passage, units[passage.unit]!, language)
  if (!subject || !figure || !isReadableFigure(figure)) return undefined
  if (!isQuestionSubject(subject, language) || !measures(figure, subject, passage.brief)) return undefined
  const kind = questionKind(passage.insightKind, subject, figure, language)
  // What an amount rests on, or what supports it, is a question about a target, a forecast, a figure against its
  // plan or one the deck relates to a cause; about a bare actual ("Su quali ipotesi si basa fatturato 2025") the deck has answered it by reporting it.
  const words = DECK_WORDS[language]
  if (
    (kind === 'money' || kind === 'general') &&
    !words.setsTarget(passage.brief) &&
    !words.headers.plan(passage.brief) &&
    !words.relates(passage.brief)
  )
    return undefined
  // A subject that is only the word "risk" ("Wie lassen sich die Risiken bei Risiko begrenzen") names nothing;
  // "EBITDA" under the money question still names its measure.
  if (kind === 'risk' && !/\s/.test(subject) && cues.insight.risk.test(subject)) return undefined
  const text = cues.questions[kind].replace('{topic}', `${subject} (${figure})`)
  return asked.has(text) ? undefined : { text, slides: units[passage.unit]!.pages }
}

/**
 * The concern whose template asks about an insight. Only a market, or a count or amount of one, can be won: a
 * rate of something else ("payments (0.7%)", a take rate) asks what supports it instead.
 */
export function questionKind(
  concern: Passage['insightKind'],
  subject: string,
  figure: string,
  language: Language,
): InsightTopic {
  const kind: InsightTopic = concern === 'comparison' || !concern ? 'general' : concern
  if (kind === 'market' && /%/.test(figure) && !LANGUAGE_CUES[language].insight.market.test(subject))
    return 'general'
  return kind
}

/**
 * In a table row whose label is a case ("Payments — Price per clinic per month: 0.7% of card volume; Clinics:
 * 298"), the figure measures its cell's header, not the row; a plan, actual, total or dated header only says
 * which value of the row's measure it is.
 */
function cellHeader(passage: Pick<Passage, 'table' | 'brief'>, figure: string, language: Language): string {
  // A row read from a table, or a line written as one ("label — header: value; header: value").
  if (passage.table !== 'row' && !/^[^:—]{2,60}\s—\s[^:;]{3,60}:[^;]+;/u.test(passage.brief)) return ''
  const headers = DECK_WORDS[language].headers
  const cell = passage.brief.split(/;\s*|\s+—\s+/u).find((part) => part.includes(figure))
  const header = cell === undefined ? undefined : /^([^:]{3,60}):/u.exec(cell.trim())?.[1]?.trim()
  if (header === undefined || /\d/.test(header)) return ''
  if ([headers.plan, headers.actual, headers.variance, headers.total].some((is) => is(header))) return ''
  return subjectOf(header, language)
}

// At most this many words in a subject: a measure's label, not a sentence.
const MAX_SUBJECT_WORDS = 6

/**
 * Whether a templated question may name `subject`: a measure's label of one to six words, not a clause (a
 * pronoun or anaphor opening it, a form of be or have in it: "It was top-ranked in the community survey"), and
 * not holding a figure of its own (a percentage or an amount). No question rather than a template on a word that is no subject.
 */
export function isQuestionSubject(subject: string, language: Language): boolean {
  const words = subject.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.length > MAX_SUBJECT_WORDS) return false
  const cues = LANGUAGE_CUES[language]
  const opening = words[0]!.toLowerCase()
  if (CLAUSE_PRONOUNS[language].has(opening) || cues.anaphor.test(subject.trim())) return false
  // A unit in brackets ("ARR (Mio. €)") names the measure's scale, not a value nor a sentence's end.
  const bare = subject.replace(/\([^)]*\)/gu, '')
  if (cues.copula.test(subject) || /[.!?]/.test(bare)) return false
  return !/[%$€£¥]/.test(bare)
}

/**
 * Whether `figure` measures `subject` in `brief`: not a list's number, and not a bare count of some other thing
 * ("The marketing process: 5 step model" counts steps, it measures no process).
 */
export function measures(figure: string, subject: string, brief: string): boolean {
  if (isListNumber(figure)) return false
  if (!/^\d+$/.test(figure)) return true
  const after = new RegExp(`(?:^|[^\\d.,])${figure}\\s+(\\p{L}+)`, 'u').exec(brief)?.[1]?.toLowerCase()
  return after === undefined || SCALE.test(after) || subject.toLowerCase().includes(after.slice(0, 4))
}

/** Whether a word scales a figure rather than names what it counts ("61 milioni", "3 mln", "2 thousand"). */
export function isScaleWord(word: string): boolean {
  return SCALE.test(word.toLowerCase())
}

// Words that scale a figure rather than name what it counts ("61 milioni", "3 mln", "2 thousand").
const SCALE =
  /^(?:thousand|million|billion|trillion|mil|mill|millón|millones|milhão|milhões|mille|milliers?|millions?|milliards?|tausend|millionen?|milliarden?|mila|milion[ei]|miliard[oi]|duizend|miljoen|miljard|tusen|millioner|milliarder|mln|mrd|mio|bn|k|m)$/u

/**
 * The figure a question names: the line's headline figure, except in a table row of plan, actual and a signed
 * variance ("Labour cost per tonne — Plan: £212; Actual: £229; Variance: +£17"), where the actual is the news.
 */
export function questionFigure(passage: Pick<Passage, 'table' | 'brief'>): string | undefined {
  if (passage.table === 'row') {
    const values = passage.brief.slice(passage.brief.indexOf(':') + 1).split('; ')
    if (values.length === 3 && /^(?:[^:]*:\s*)?[-+−]/u.test(values[2]!.trim()))
      return headlineFigure(values[1]!.replace(/^[^:]*:\s*/u, ''))
  }
  return headlineFigure(passage.brief)
}

/** A question the deck asks (on the slide or in its notes) about the insight's subject. */
function ownQuestion(
  passage: Passage,
  passages: Passage[],
  units: SummaryUnit[],
  language: Language,
  asked: Set<string>,
): Question | undefined {
  const terms = new Set(passage.tokens.filter((token) => !/\d/.test(token)))
  let best: { passage: Passage; score: number } | undefined
  for (const other of passages) {
    // A question the slide did not mark as one is still the deck's, but its key question must read as one.
    if (!other.isQuestion || !/[?]\s*$/.test(other.brief) || asked.has(other.brief)) continue
    if (units[other.unit]!.hidden) continue
    if (other.brief.length > 160 || other.furniture || !isWholeStatement(other.brief, language)) continue
    // One question of its own words, not a quiz's ("Q: | Will…") nor a run of sentences ending in "Why?".
    if (/\||^\s*Q\s*:/i.test(other.brief) || splitSentences(other.brief, language).length > 1) continue
    // A checklist's question under its lead-in ("For all such data: Is any data transmitted in clear text?") is
    // the deck's test for the reader, not a question it leaves open about its figures.
    if (/^[^?]{1,60}:\s+\p{Lu}/u.test(other.brief)) continue
    if (isAudiencePrompt(other.brief, { title: units[other.unit]!.title }, language)) continue
    // A question the speaker answers at once, in the same paragraph ("So where does this leave us? With a
    // financial system…"), is rhetoric, not one the deck leaves open.
    if (isAnsweredAtOnce(other.brief, units[other.unit]!)) continue
    const shared = other.tokens.filter((token) => terms.has(token)).length
    // A question that names nothing of the insight is rhetoric ("So where does this leave us?"), not its question.
    if (shared === 0) continue
    const score = (other.unit === passage.unit ? 2 : 0) + shared
    if (score >= 2 && (!best || score > best.score)) best = { passage: other, score }
  }
  if (best) return { text: best.passage.brief, slides: units[best.passage.unit]!.pages }
  return titleQuestion(passage, terms, units, language, asked)
}

/**
 * A slide title that asks ("Bassin enterré ou gestion à la source ?", "Do programmers refactor often?") is the
 * question the deck puts to itself about what that slide weighs: the insight's question when it names at least
 * two of the insight's terms. A closing slide's "Thank you. Questions?" names none and is a frame, not a question.
 */
function titleQuestion(
  passage: Passage,
  terms: Set<string>,
  units: SummaryUnit[],
  language: Language,
  asked: Set<string>,
): Question | undefined {
  const cues = LANGUAGE_CUES[language]
  let best: { unit: SummaryUnit; score: number } | undefined
  units.forEach((unit, at) => {
    const title = unit.title.trim()
    if (unit.hidden || !/\?\s*$/u.test(title) || title.length > 120 || asked.has(title)) return
    if (cues.frameTitle.test(title) || cues.housekeeping.test(title)) return
    if (splitSentences(title, language).length > 1 || !/^[\p{L}¿]/u.test(title)) return
    const shared = tokenize(title, language).filter((token) => terms.has(token)).length
    const score = shared + (at === passage.unit ? 1 : 0)
    if (shared >= 2 && (!best || score > best.score)) best = { unit, score }
  })
  return best ? { text: best.unit.title.trim(), slides: best.unit.pages } : undefined
}

function isAnsweredAtOnce(question: string, unit: SummaryUnit): boolean {
  return [unit.text, unit.notes].some((text) => {
    const at = text.indexOf(question)
    return at >= 0 && /^[ \t]*[\p{L}\p{N}"“«(]/u.test(text.slice(at + question.length))
  })
}

/**
 * What an insight is about, as a reader would name it: the label of its "label: value", or the slide's title
 * when the line opens with a pronoun that stands for it ("Churn" over "It rose by 40%…"). Otherwise the title is
 * no subject: it names the section the figure stands in ("People", "Quality and customers", "Kerncijfers"),
 * not what the figure measures. Empty too for a name of people, a form or a citation (a run of capitalised
 * words outside German), a frame title or a section's label ("Project description", "Methodology"): no
 * question then.
 */
function subjectOfInsight(passage: Passage, unit: SummaryUnit, language: Language): string {
  const cues = LANGUAGE_CUES[language]
  const opening = passage.brief.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
  const title =
    CLAUSE_PRONOUNS[language].has(opening) &&
    !cues.frameTitle.test(unit.title) &&
    !cues.summaryTitle.test(unit.title)
      ? titleTopic(unit.title, language)
      : ''
  const label = /^[^:—|]{3,60}[:—|]/.test(passage.brief) ? subjectOf(passage.brief, language) : ''
  const found = [label, title].find(
    (topic) =>
      topic !== '' &&
      // A footnote's or a citation's marker ("*Based on Table 9") opens no noun phrase.
      /^[\p{L}\p{N}]/u.test(topic) &&
      !cues.frameTitle.test(topic) &&
      !cues.sectionLabel.test(topic) &&
      !cues.summaryTitle.test(topic) &&
      tokenize(topic, language).some((token) => token.length >= 3) &&
      !isNameLike(topic, language),
  )
  return found ?? ''
}

// Every word capitalised (and not an acronym): a person, an organisation, a form's field or a cited title.
function isNameLike(topic: string, language: Language): boolean {
  if (language === 'de')
    return /^\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+$/u.test(topic) && !/ung$|heit$|keit$/.test(topic)
  const words = topic.split(/\s+/).filter((word) => !isStopWord(word.toLowerCase(), language))
  return (
    words.length >= 2 &&
    words.every((word) => /^\p{Lu}/u.test(word)) &&
    !words.every((word) => word === word.toUpperCase())
  )
}

// Personal pronouns that open a clause ("We considered…", "Nous avons…", "Wir haben…"): a label never starts so.
export const CLAUSE_PRONOUNS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['we', 'i', 'it', 'they', 'you', 'he', 'she']),
  es: new Set(['nosotros', 'nosotras', 'ellos', 'ellas', 'yo']),
  pt: new Set(['nós', 'eles', 'elas', 'eu']),
  fr: new Set(['nous', 'ils', 'elles', 'on', 'je', 'il', 'elle']),
  de: new Set(['wir', 'ich', 'es', 'sie', 'er']),
  it: new Set(['noi', 'loro', 'io']),
  nl: new Set(['wij', 'we', 'ik', 'zij']),
  nb: new Set(['vi', 'jeg', 'de', 'han', 'hun']),
}

// Reflexive pronouns, and whether they follow their verb (German, Dutch, Norwegian) or precede it.
// French and Italian elide it before a vowel ("s'explique", "s'è").
const REFLEXIVES: Record<Language, { words: ReadonlySet<string>; afterVerb: boolean; elided?: boolean }> = {
  en: { words: new Set(), afterVerb: false },
  es: { words: new Set(['se']), afterVerb: false },
  pt: { words: new Set(['se']), afterVerb: false },
  fr: { words: new Set(['se']), afterVerb: false, elided: true },
  de: { words: new Set(['sich']), afterVerb: true },
  it: { words: new Set(['si']), afterVerb: false, elided: true },
  nl: { words: new Set(['zich']), afterVerb: true },
  nb: { words: new Set(['seg']), afterVerb: true },
}

/**
 * What a line is about, without its figures: the label of "label: value", else its first words up to
 * the first figure or clause break, without stop words at either end.
 */
export function subjectOf(text: string, language: Language): string {
  const found = /^([^:—|]{3,60})[:—|]/.exec(text)?.[1]
  // A "label" that opens with a pronoun is a clause ("We considered four options for the service: …").
  const opening = found?.trim().split(/\s+/)[0]?.toLowerCase()
  if (opening !== undefined && CLAUSE_PRONOUNS[language].has(opening)) return ''
  // A "label" holding a form of be or have is a claim: its subject is what comes before the verb ("Gift
  // recipients are the group to watch: 62%…" is about gift recipients).
  const claim = found === undefined ? undefined : LANGUAGE_CUES[language].copula.exec(found)
  const label = claim ? found!.slice(0, claim.index) : found
  if (label !== undefined && label.trim() === '') return ''
  const head = (label ?? text).split(/[,;:()[\]—–|]|\s-\s/)[0] ?? ''
  // A sentence opening with a pronoun or article ("It serves…") has no subject to lift: the caller uses the title.
  if (!label && isStopWord(head.trim().split(/\s+/)[0]?.toLowerCase() ?? '', language)) return ''
  const words: string[] = []
  const reflexive = REFLEXIVES[language]
  for (const word of head.trim().split(/\s+/)) {
    if (extractFigures(word).length > 0 || /[$€£¥%]/.test(word)) break
    // A reflexive pronoun marks a verb ("Der Churn konzentriert sich", "Le churn se concentre"): the subject ends
    // before it, and in German, Dutch and Norwegian the verb it follows goes too.
    if (reflexive.words.has(word.toLowerCase()) || (reflexive.elided && /^s['’]/iu.test(word))) {
      if (reflexive.afterVerb) words.pop()
      break
    }
    words.push(word.replace(/[.!?"“”«»]+$/g, ''))
    if (words.length === 6) break
  }
  while (words.length > 0 && isStopWord(words[0]!.toLowerCase(), language)) words.shift()
  // A single capital closing the subject names a case ("L'opzione C", "Line B"), not a stop word.
  while (
    words.length > 0 &&
    isStopWord(words.at(-1)!.toLowerCase(), language) &&
    !/^\p{Lu}$/u.test(words.at(-1)!)
  )
    words.pop()
  if (words.length === 0) return ''
  const first = words[0]!
  // German nouns keep their capital; elsewhere a sentence-initial capital is lowered unless it is an acronym or a name.
  const isAcronym = first.length > 1 && first === first.toUpperCase()
  const isName = words.length > 1 && /^\p{Lu}/u.test(words[1]!)
  if (language !== 'de' && !isAcronym && !isName) words[0] = lowerFirst(first)
  return words.join(' ')
}

/**
 * A slide title names its subject as a noun phrase more often than a line's opening words do (which are
 * often a verb: "Allow a minimum of…"); a title that is a question or a long sentence does not.
 */
function titleTopic(title: string, language: Language): string {
  // A section's number ("3 Results", "2.1 Method", "IV. Findings") is its place in the document, not its subject.
  const trimmed = title.trim().replace(/^(?:\d+(?:\.\d+)*[.)]?|[IVX]+[.)])\s+(?=\p{L})/u, '')
  if (!trimmed || /[?.!]$/.test(trimmed) || trimmed.split(/\s+/).length > 6) return ''
  // A title holding a verb states a claim ("Independent clinics are drowning in admin"), or asks ("What clinics get").
  const cues = LANGUAGE_CUES[language]
  if (cues.copula.test(trimmed) || cues.questionOpener.test(trimmed)) return ''
  return subjectOf(trimmed, language)
}
