import type { Language, OverallSummary, SummarySources } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { isStopWord } from '../text/tokenize'
import { upperFirst } from '../text/first-letter'
import { isQuestionSubject, isScaleWord, type Question } from './ask-about'
import { DECK_WORDS } from './deck-words'

// A subject is a measure's name, a few words: a longer shared run is a repeated clause, not what both figures count.
const MAX_SUBJECT_WORDS = 5

// An amount as a sentence writes it: its currency, its number, and a scale or percent sign after it.
const AMOUNT =
  /(?:US\$|R\$|[$€£¥])?\s?\d[\d.,]*(?:\s?%|\s?[kKMB]\b|\s\p{L}+\.?)?(?:\s?[$€£¥](?![\p{L}\p{N}]))?/gu

interface Amount {
  text: string
  /** What makes two amounts comparable: the same currency and scale, or both a share. */
  kind: string
}

/**
 * An insight that states one measure twice, with two amounts of the same kind in two of its sentences ("Lehman was
 * counterparty to around $5 trillion of CDS contracts. Net payouts on Lehman's CDS contracts amounted to only around
 * $5 billion"), asks what explains the gap on that measure (issue 24, item 4: a variance asks its cause). The
 * measure is the words both sentences share ("CDS contracts"): the insight's own subject, never the nearest noun.
 * None when the two sentences share no name, or when either amount is a bare number (a year, a count, a rank).
 */
export function askAboutAContrast(
  insight: string,
  slides: number[],
  language: Language,
): Question | undefined {
  // The parts an insight joins (" — ") are its sentences as much as its stops are.
  const sentences = insight.split(' — ').flatMap((part) => splitSentences(part, language))
  for (const [at, first] of sentences.entries()) {
    for (const second of sentences.slice(at + 1)) {
      const pair = differingPair(amountsOf(first), amountsOf(second))
      if (!pair) continue
      const subject = sharedName(first, second, language)
      if (!subject || !isQuestionSubject(subject, language)) continue
      const text = DECK_WORDS[language].questions.contrast
        .replace('{figure}', pair[0].text)
        .replace('{plan}', pair[1].text)
        .replace('{subject}', subject)
      return { text: upperFirst(text), slides }
    }
  }
  return undefined
}

/**
 * The contrast question of each insight that has no question yet (keyQuestions[i] belongs to strategicInsights[i]),
 * for `addQuestions` once every question the deck's lines ground is asked. `sharp` when the summary still has none (issue 24, Deliver 4: a summary with insights has a question): it may then take the words of
 * label-and-value debris or of an insight that has none, as ensureAQuestion's question does; marked sharp earlier,
 * it would take the place of a question the deck grounds on the same slide.
 */
export function askOfContrasts(
  overall: { overallSummary: OverallSummary; sources: SummarySources },
  language: Language,
  sharp = false,
): Question[] {
  const { strategicInsights, keyQuestions } = overall.overallSummary
  return strategicInsights.flatMap((text, at) => {
    if (at < keyQuestions.length) return []
    const question = askAboutAContrast(text, overall.sources.strategicInsights[at] ?? [], language)
    return question ? [sharp ? { ...question, sharp } : question] : []
  })
}

function amountsOf(sentence: string): Amount[] {
  return [...sentence.matchAll(AMOUNT)].flatMap((match) => {
    let text = match[0].trim()
    // A word after the number is kept only when it scales it ("$5 trillion", "4,2 Mio. €"); else it names what
    // is counted, and a currency after that word is no longer this amount's.
    const word = /\s(\p{L}+)\.?(?:\s?[$€£¥])?$/u.exec(text)
    if (word !== undefined && word !== null && !isScaleWord(word[1]!)) text = text.slice(0, word.index).trim()
    const currency = /^(?:US\$|R\$|[$€£¥])|[$€£¥]$/u.exec(text)?.[0]
    // A total ("£13.2M") and a unit's price ("£375 per bed day") are no two values of one measure.
    const scaled = /\d\s?[kKMB]\b|\p{L}/u.test(text.replace(/^(?:US|R)\$/u, ''))
    const kind = text.endsWith('%') ? '%' : currency && `${currency}${scaled ? '+' : ''}`
    return kind === undefined ? [] : [{ text: text.replace(/[.,]$/u, ''), kind }]
  })
}

/** The first two amounts of one kind that differ, one from each sentence. */
function differingPair(first: Amount[], second: Amount[]): [Amount, Amount] | undefined {
  for (const a of first) for (const b of second) if (a.kind === b.kind && a.text !== b.text) return [a, b]
  return undefined
}

/**
 * The longest run of words both sentences write, without figures and without a stop word at either end, as the
 * first sentence writes it; '' when they share no content word.
 */
function sharedName(first: string, second: string, language: Language): string {
  const wordsOf = (text: string) =>
    text
      .split(/\s+/u)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter(Boolean)
  const a = wordsOf(first)
  const b = wordsOf(second).map((word) => word.toLowerCase())
  let best: string[] = []
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      let length = 0
      while (
        i + length < a.length &&
        j + length < b.length &&
        a[i + length]!.toLowerCase() === b[j + length] &&
        !/\d/u.test(b[j + length]!)
      )
        length++
      const run = trimStops(a.slice(i, i + length), language)
      if (run.length > best.length && run.length <= MAX_SUBJECT_WORDS) best = run
    }
  }
  return best.some((word) => word.length >= 3) ? best.join(' ') : ''
}

function trimStops(words: string[], language: Language): string[] {
  let start = 0
  let end = words.length
  while (start < end && isStopWord(words[start]!.toLowerCase(), language)) start++
  while (end > start && isStopWord(words[end - 1]!.toLowerCase(), language)) end--
  return words.slice(start, end)
}
