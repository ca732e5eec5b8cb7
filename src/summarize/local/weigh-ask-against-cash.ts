import type { DeckRole, Language } from '../../shared'
import { mentionsMonth } from '../dates-in'
import { LANGUAGE_CUES } from '../text/language-cues'
import { lowerFirst, upperFirst } from '../text/first-letter'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { amountsOfMoney } from './cost-against-measure'
import { DECK_WORDS } from './deck-words'
import { formatPercent } from './parse-amount'
import { mayRelate, sentenceLines } from './relation-lines'

// The words before the asked amount that name it ("the Cinderfall budget increase of"), not the whole action.
const MAX_LEAD_WORDS = 5
// Between the cash word and its amount only a few linking words stand ("Cash of", "Liquidität zum 30. Juni:").
const MAX_GAP_WORDS = 4
// A share under this (in per cent) weighs nothing against the cash; one rounded to 0.0 % would read as none.
const MIN_SHARE = 1

/**
 * An asked amount against the cash it draws on (issue 24, item 3; decision 187): a board reading "approve £1.8M"
 * beside "Cash of £14.2M at 30 June; runway of 22 months" first computes what share of the cash the ask takes.
 * The deck's first action that states an amount of money is the ask; the cash is the first sentence line of the
 * deck's content naming a cash balance (`cashBalances`) with an amount of the same currency, larger than the ask,
 * right after it. The insight quotes that line whole (with its runway, when it states one) and the share the ask
 * takes, phrased by the language's `shareOf`: its inputs (the two amounts) stand in the same item, so the
 * faithfulness check redoes the division. No runway is recomputed: how the burn would change is the deck's to say,
 * and so its question asks it (naming the ask, its share and the cash).
 */
export function weighAskAgainstCash(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
  actions: string[],
  actionSources: number[][],
): ComputedInsight[] {
  const at = actions.findIndex((action) => amountsOfMoney(action, language).length > 0)
  if (at < 0) return []
  const action = actions[at]!
  const asked = amountsOfMoney(action, language)[0]!
  if (asked.value <= 0) return []
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    for (const line of sentenceLines(unit)) {
      const cash = cashIn(line, language)
      if (cash === undefined || cash.currency !== asked.currency || cash.value <= asked.value) continue
      const ratio = (asked.value / cash.value) * 100
      if (ratio < MIN_SHARE) return []
      const amount = action.slice(asked.start, asked.end).trim()
      const measure = upperFirst(`${leadOf(action.slice(0, asked.start), language)} ${amount}`.trim())
      const share = formatPercent(ratio, language)
      const other = language === 'de' ? cash.word : lowerFirst(cash.word)
      const relation = DECK_WORDS[language].phrases.shareOf
        .replace('{measure}', measure)
        .replace('{share}', share)
        .replace('{other}', other)
      const quoted = line.replace(/[.;:,]\s*$/u, '')
      // The share is the reader's own sum; what a board asks next is what the ask costs the runway.
      const question = DECK_WORDS[language].questions.askOfCash
        .replace('{measure}', language === 'de' ? measure : lowerFirst(measure))
        .replace('{share}', share)
        .replace('{other}', other)
      return [
        {
          kind: 'share',
          text: `${quoted} — ${relation}`,
          slides: [...new Set([...unit.pages, ...(actionSources[at] ?? [])])].sort((a, b) => a - b),
          // The share is the reader's own sum, not a measure of the deck's to ask about.
          subject: '',
          figure: share,
          inputs: [quoted],
          derived: [share],
          question,
        },
      ]
    }
  }
  return []
}

/** The first amount of money a line names as its cash, with the word naming it ("Cash of £14.2M"). */
function cashIn(line: string, language: Language) {
  const pattern = new RegExp(DECK_WORDS[language].cashBalance.source, 'giu')
  for (const match of line.matchAll(pattern)) {
    const end = match.index + match[0].length
    // The word as the line writes it, to its end ("Liquidität", not the cue's "Liquid").
    const word = /^[\p{L}-]*/u.exec(line.slice(end))![0]
    const after = end + word.length
    const money = amountsOfMoney(line.slice(after), language)[0]
    if (money === undefined) continue
    if (!isLinkingGap(line.slice(after, after + money.start), language)) continue
    return { ...money, word: `${match[0]}${word}` }
  }
  return undefined
}

// Only linking words, a date or punctuation between the cash word and its amount: "Cash of £14.2M", "Cash at
// 30 June: £14.2M"; a noun there makes it another measure ("cash flow of £2M", "cash burn of £0.4M").
function isLinkingGap(gap: string, language: Language): boolean {
  const words = gap.match(/[\p{L}\p{N}]+/gu) ?? []
  return (
    !/(?<!\d)[;.!?](?:\s|$)/u.test(gap) &&
    words.length <= MAX_GAP_WORDS &&
    words.every((word) => /^\d+$/u.test(word) || isStopWord(word, language) || mentionsMonth(word, language))
  )
}

// The last words before the amount, without the action's opening verb ("Approve the … increase of" -> "the …").
function leadOf(before: string, language: Language): string {
  const words = before.trim().split(/\s+/u).filter(Boolean)
  const opens = words.length > 0 && LANGUAGE_CUES[language].imperative.test(words[0]!)
  return (opens ? words.slice(1) : words).slice(-MAX_LEAD_WORDS).join(' ')
}
