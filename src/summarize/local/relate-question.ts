import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import type { Question } from './ask-about'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { escapeRegExp } from './word-patterns'
import { lowerFirst } from '../text/first-letter'

/** An ask of the deck that commits money: its amount, and its words for matching what it is about. */
export interface DeckAsk {
  text: string
  amount: string
  slides: number[]
}

/** A gap a question is asked about: its subject, figure and plan, the insight's text and slides. */
export interface AskedGap {
  subject: string
  figure: string
  plan: string
  text: string
  slides: number[]
}

// An amount of money: a currency sign before or after the number, with its scale ("£1.45M", "1,6 Mio. €").
const MONEY =
  /(?:US\$|[£$€])\s?\d[\d.,]*(?:\s?(?:bn|[MKkm])(?![\p{L}]))?|\d[\d.,]*\s?(?:(?:Mio|Mrd|mill|mln|M|k|bn)\.?\s?)?(?:€|£|\$|kr(?![\p{L}])|NOK(?![\p{L}])|EUR(?![\p{L}])|(?:milioni|millones|milhões|millions|milliards|miljoen)\s+(?:di|de|d['’])\s?euros?)/u
// Words shorter than this name nothing a question and an ask can share ("Q2", "new").
const MIN_TERM = 4
// A cause longer than this is a clause, not a name for what caused the gap.
const MAX_CAUSE_WORDS = 7

/** The deck's asks that commit an amount of money: "Approve £1.45M capital for a new Oven 3…". */
export function readAsks(actions: string[], sources: number[][] = []): DeckAsk[] {
  return actions.flatMap((text, index) => {
    const amount = MONEY.exec(text)?.[0]?.trim()
    return amount ? [{ text, amount, slides: sources[index] ?? [] }] : []
  })
}

/**
 * The question a sharp reader asks about a gap against plan, relating it to something else the deck states
 * rather than asking what the deck has answered: when the deck states its cause, how much of the gap that cause
 * is; else whether the deck's ask that shares its terms (in the insight, or in a sentence of its slides naming
 * its subject) closes it and what waiting costs. Undefined when the deck states neither.
 */
export function relateGap(
  gap: AskedGap,
  units: SummaryUnit[],
  asks: DeckAsk[],
  language: Language,
): Question | undefined {
  const questions = DECK_WORDS[language].questions
  const fill = (template: string) =>
    template.replace('{subject}', gap.subject).replace('{figure}', gap.figure).replace('{plan}', gap.plan)
  const subjectTerms = termsOf(gap.subject, language)
  const related = new Set([
    ...termsOf(gap.text, language),
    ...nearbyTerms(gap, subjectTerms, units, language),
  ])
  // A stated cause comes first: it fits a gap either way, while "will the ask close it" presumes a shortfall.
  const cause = statedCause(gap, subjectTerms, units, language)
  if (cause)
    return {
      text: fill(questions.causeShare).replace('{cause}', cause.text),
      slides: merged(gap.slides, cause.slides),
    }
  const ask = askSharing(related, asks, language)
  return ask
    ? { text: fill(questions.closes).replace('{ask}', ask.text), slides: merged(gap.slides, ask.slides) }
    : undefined
}

/** The slides of both, in order, each once. */
export function merged(first: number[], second: number[]): number[] {
  return [...new Set([...first, ...second])].sort((a, b) => a - b)
}

/**
 * The deck's ask that shares a term with `terms`, as its amount and that term ("the £1.8M for Cinderfall"), or
 * as its amount alone when `named` already says what it is for (the subject names it).
 */
export function askSharing(
  terms: Set<string>,
  asks: DeckAsk[],
  language: Language,
  named = '',
): Question | undefined {
  let best: { ask: DeckAsk; shared: string[] } | undefined
  for (const ask of asks) {
    const shared = [...termsOf(ask.text, language)].filter((term) => terms.has(term))
    if (shared.length > 0 && (!best || shared.length > best.shared.length)) best = { ask, shared }
  }
  if (!best) return undefined
  const name = nameIn(best.ask.text, best.shared[0]!)
  const questions = DECK_WORDS[language].questions
  const phrase = questions.askFor.replace('{amount}', best.ask.amount)
  const text = named.toLowerCase().includes(best.shared[0]!)
    ? phrase.replace(/\s*\S+\s*\{ask\}/u, '')
    : phrase.replace('{ask}', name)
  return { text, slides: best.ask.slides }
}

/** The shared word as the ask writes it, with the number that names a case ("Oven 3", "Line 2"). */
function nameIn(text: string, term: string): string {
  const found = new RegExp(`(?<![\\p{L}])(${escapeRegExp(term)})(\\s+\\d+(?![\\d%]|[.,]\\d))?`, 'iu').exec(
    text,
  )
  return found ? `${found[1]}${found[2] ?? ''}` : term
}

/**
 * Content words a question and an ask can share: not a plan's, actual's or variance's header ("budget" in
 * "Q2 budget" and in "the Cinderfall budget" names no common subject), nor an instruction's verb.
 */
export function termsOf(text: string, language: Language): Set<string> {
  const { headers } = DECK_WORDS[language]
  const cues = LANGUAGE_CUES[language]
  return new Set(
    tokenize(text, language).filter(
      (word) =>
        word.length >= MIN_TERM &&
        ![headers.plan, headers.actual, headers.variance, headers.total].some((is) => is(word)) &&
        !cues.imperative.test(word),
    ),
  )
}

/** Words of the sentences on the gap's slides that name its subject: what the deck ties the gap to. */
function nearbyTerms(
  gap: AskedGap,
  subjectTerms: Set<string>,
  units: SummaryUnit[],
  language: Language,
): string[] {
  return sentencesOf(units, gap.slides, language)
    .filter(({ sentence }) => [...termsOf(sentence, language)].some((term) => subjectTerms.has(term)))
    .flatMap(({ sentence }) => [...termsOf(sentence, language)])
}

/**
 * The cause the deck states for the gap, as the noun phrase after its cue ("driven by the Harbourmaster summer
 * update"): in a sentence naming the subject before the cue, on the gap's slides or any other; or on a slide
 * that names the subject, in a sentence stating a variance against plan ("10% above budget, driven by…").
 */
function statedCause(
  gap: AskedGap,
  subjectTerms: Set<string>,
  units: SummaryUnit[],
  language: Language,
): Question | undefined {
  const words = DECK_WORDS[language]
  const naming = units
    .filter(
      (unit) =>
        !unit.hidden && termsShared(`${unit.title}\n${unit.text}\n${unit.notes}`, subjectTerms, language),
    )
    .flatMap((unit) => unit.pages)
  const own = sentencesOf(units, gap.slides, language)
  const others = sentencesOf(units, naming, language)
  for (const [sentences, needsSubject] of [
    [own, true],
    [others, true],
    [others, false],
  ] as const) {
    for (const { sentence, pages } of sentences) {
      const cue = words.causes.exec(sentence)
      if (!cue) continue
      const before = sentence.slice(0, cue.index)
      if (needsSubject ? !termsShared(before, subjectTerms, language) : !words.headers.plan(before)) continue
      const cause = causePhrase(sentence.slice(cue.index + cue[0].length), language)
      if (cause) return { text: cause, slides: pages }
    }
  }
  return undefined
}

/** The noun phrase a cause cue opens, up to its clause's end; none when it runs on as a clause. */
function causePhrase(rest: string, language: Language): string | undefined {
  // A cue matched as a word's start ("dovut" of "dovuto a", "d" of "à cause d'") ends where its word does.
  const phrase = rest
    .replace(/^\p{L}*['’]?\s*/u, '')
    .split(/[,;:.!?()—–]|\s-\s/u)[0]!
    .trim()
  const words = phrase.split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.length > MAX_CAUSE_WORDS) return undefined
  return tokenize(phrase, language).length > 0 ? phrase : undefined
}

function termsShared(text: string, terms: Set<string>, language: Language): boolean {
  return [...termsOf(text, language)].some((term) => terms.has(term))
}

function sentencesOf(
  units: SummaryUnit[],
  pages: number[],
  language: Language,
): { sentence: string; pages: number[] }[] {
  return units
    .filter((unit) => !unit.hidden && unit.pages.some((page) => pages.includes(page)))
    .flatMap((unit) =>
      [unit.text, unit.notes].flatMap((text) =>
        text
          .split('\n')
          .flatMap((line) => splitSentences(line.replace(/^[-•·\s]+/u, ''), language))
          .map((sentence) => ({ sentence, pages: unit.pages })),
      ),
    )
}

// A driver a target rests on is a short line of its own ("Monthly churn below 1.0%"), not a paragraph.
const MAX_DRIVER_WORDS = 7

/**
 * A target's question naming what the deck says it rests on: another short measured line beside the target on its
 * slide ("Target end 2027: 12.1 ARR" over "Monthly churn below 1.0%"), with that measure's value today, which a
 * "label: value" line of the deck states ("Monthly churn: 1.4%"). Undefined when the slide names no such driver.
 */
export function relateTarget(gap: AskedGap, units: SummaryUnit[], language: Language): Question | undefined {
  const words = DECK_WORDS[language]
  const subjectTerms = termsOf(gap.subject, language)
  for (const unit of units.filter(
    (unit) => !unit.hidden && unit.pages.some((page) => gap.slides.includes(page)),
  )) {
    const lines = unit.text.split('\n').map((line) => line.replace(/^[-•·\s]+/u, '').trim())
    const target = lines.find((line) => line.includes(gap.plan) && words.setsTarget(line))
    if (target === undefined) continue
    // A driver is a measure the deck also states today: a line that only names a plan's other item does not count.
    const driver = lines.find(
      (line) =>
        line !== target &&
        valueToday(line, units, language) !== undefined &&
        /\d/.test(line) &&
        !/[:—|;]/u.test(line) &&
        line.split(/\s+/).length <= MAX_DRIVER_WORDS &&
        !termsShared(line, subjectTerms, language),
    )
    if (driver === undefined) continue
    const today = valueToday(driver, units, language)!
    const named = `${driver} (${words.questions.today.replace('{figure}', today.figure)})`
    const text = words.questions.targetDriver
      .replace('{subject}', gap.subject)
      .replace('{figure}', gap.figure)
      .replace('{plan}', gap.plan)
      .replace('{driver}', language === 'de' ? named : lowered(named))
    return { text, slides: merged(gap.slides, today.slides) }
  }
  return undefined
}

/** The driver's measure as a "label: value" line states it elsewhere in the deck: its value today. */
function valueToday(
  driver: string,
  units: SummaryUnit[],
  language: Language,
): { figure: string; slides: number[] } | undefined {
  const terms = termsOf(driver.replace(/[\d.,%€$£]+/gu, ' '), language)
  for (const unit of units) {
    if (unit.hidden) continue
    for (const line of unit.text.split('\n')) {
      const found = /^[-•·\s]*([^:]{3,40}):\s*([-+−]?\d[\d.,]*\s?%?)/u.exec(line)
      if (!found || driver.includes(found[2]!.trim())) continue
      const label = termsOf(found[1]!, language)
      if (label.size > 0 && [...label].every((term) => terms.has(term)))
        return { figure: found[2]!.trim(), slides: unit.pages }
    }
  }
  return undefined
}

// A line's capital opens it; inside a question it is lowered, unless it is an acronym (German keeps its nouns').
function lowered(text: string): string {
  const first = text.split(/\s+/)[0] ?? ''
  return first.length > 1 && first !== first.toUpperCase() ? lowerFirst(text) : text
}
