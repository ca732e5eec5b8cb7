import type { Language } from '../../shared'
import { labelWords } from '../measures/read-measures'
import { parseQuantity } from '../measures/parse-quantity'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import type { Mention } from './read-figure-mentions'
import { DECK_WORDS } from './deck-words'

// Two amounts of the same thing this many times apart are a contrast the deck draws.
const MIN_CONTRAST = 100

/**
 * Two sentences that state an amount of the same thing orders of magnitude apart ("around
 * $5 trillion of CDS contracts" against "Net payouts on Lehman's CDS contracts amounted to only around $5
 * billion"): the contrast is the insight, quoted as the deck states it, with nothing computed.
 */
export function contrastOf(
  mentions: Mention[],
  units: SummaryUnit[],
  generic: Set<string>,
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const money = mentions.filter(
    (mention) => /^[A-Z]{3}$/u.test(mention.quantity.unit) && mention.quantity.amount > 0,
  )
  const termsOf = (mention: Mention) =>
    labelWords(mention.clause, language).filter((word) => word.length >= 3 && !generic.has(word))
  const terms = money.map(termsOf)
  for (const [i, a] of money.entries())
    for (const [j, b] of money.entries()) {
      // Two sentences, not one: a section of a document holds both places of its contrast.
      if (j <= i || a.sentence === b.sentence || a.quantity.unit !== b.quantity.unit) continue
      if (
        a.quantity.amount < b.quantity.amount * MIN_CONTRAST &&
        b.quantity.amount < a.quantity.amount * MIN_CONTRAST
      )
        continue
      if (terms[i]!.filter((word) => terms[j]!.includes(word)).length < 2) continue
      // A sentence that restates the other's amount ("worth £13.2M at £618 a bed day") is one fact, not a contrast.
      if (a.sentence.includes(b.figure) || b.sentence.includes(a.figure)) continue
      // What both amounts are of: the longest run of words both clauses write ("CDS contracts").
      const subject = commonRun(a.clause, b.clause, language)
      if (!subject) continue
      const [first, second] = [quoted(a), quoted(b)]
      if (first === undefined || second === undefined) continue
      // Amounts on different bases (gross against net, a total against a rate per unit) differ by what the source
      // states: the contrast stands as the deck draws it, but "what explains the gap" asks what it has answered,
      // so it names no subject to ask about (decision 119).
      const isAnswered = basisOf(a.clause, language) !== basisOf(b.clause, language)
      return [
        {
          weight: 1,
          insight: {
            kind: 'contrast',
            text: `${first} — ${second}`,
            slides: [...new Set([...units[a.unit]!.pages, ...units[b.unit]!.pages])].sort((x, y) => x - y),
            subject: isAnswered ? '' : subject,
            figure: a.figure,
            plan: b.figure,
            inputs: [a.figure, b.figure],
            derived: [],
          },
        },
      ]
    }
  return []
}

// A clause that opens lower-case was cut from its sentence ("as Lehman was believed to be counterparty to …" after
// "The market for CDS froze,"): quoted alone it is a fragment, so its sentence is quoted whole, when the rest of
// the sentence states no figure of its own (which would be a second fact in the contrast). When it does, the clause
// cannot be quoted whole and the contrast is not drawn ("more than the £11.7M running cost …" after "worth £13.2M,").
function quoted(mention: Mention): string | undefined {
  const figures = (text: string) => text.match(/\d+(?:[.,]\d+)*/gu)?.length ?? 0
  const isCut = /^\p{Ll}/u.test(mention.clause.trim())
  if (isCut && figures(mention.sentence) !== figures(mention.clause)) return undefined
  const text = isCut ? mention.sentence : mention.clause
  return text.trim().replace(/[.;:,]\s*$/u, '')
}

// The basis words a clause states, as one key ("net", "per", or none).
function basisOf(clause: string, language: Language): string {
  const pattern = DECK_WORDS[language].amountBasis
  const found = [...clause.matchAll(new RegExp(pattern.source, 'giu'))].map((match) => match[0].toLowerCase())
  return [...new Set(found)].sort().join(' ')
}

export function commonRun(a: string, b: string, language: Language): string | undefined {
  const wordsOf = (text: string) =>
    text.split(/\s+/u).map((word) => word.replace(/^[("“«]+|[.,;:!?)"”»]+$/gu, ''))
  const left = wordsOf(a)
  const right = new Set(wordsOf(b).map((word) => word.toLowerCase()))
  const joinedRight = ` ${wordsOf(b).join(' ').toLowerCase()} `
  let best: string[] = []
  for (let start = 0; start < left.length; start += 1)
    for (let end = start + 2; end <= left.length; end += 1) {
      const run = left.slice(start, end)
      if (!run.every((word) => right.has(word.toLowerCase()) && /^\p{L}[^\d]*$/u.test(word))) break
      // A scale and a currency ("Mrd. €") are how much, not of what.
      if (parseQuantity(`1 ${run.join(' ')}`) !== undefined) continue
      if (!joinedRight.includes(` ${run.join(' ').toLowerCase()} `)) break
      const content = run.filter((word) => !isStopWord(word.toLowerCase(), language))
      if (content.length > best.filter((word) => !isStopWord(word.toLowerCase(), language)).length) best = run
    }
  while (best.length > 0 && isStopWord(best[0]!.toLowerCase(), language)) best.shift()
  while (best.length > 0 && isStopWord(best.at(-1)!.toLowerCase(), language)) best.pop()
  return best.length >= 2 ? best.join(' ') : undefined
}
