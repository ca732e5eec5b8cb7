import type { Language, OverallSummary, SummarySources } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { amountsOfMoney } from './cost-against-measure'
import { sentenceLines } from './relation-lines'

// Parts that add up to the asked amount within this share of it (rounding: "12 + 7" for "19", "0.35 + 0.9" for "1.25").
const SUM_TOLERANCE = 0.005
// A label opening the financing line ("Forslag:", "Proposal:") says what the action item says already.
const MAX_LABEL_WORDS = 3
// What is left of an item that stated the financing and more: kept when it is a statement of its own.
const MIN_REST_WORDS = 5

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * An asked amount keeps its financing (decision 175): when a line of the deck states two or more amounts of the
 * same currency, each smaller than the action's amount, that add up to it ("12 millioner kroner fra
 * disposisjonsfondet og 7 millioner kroner i økt låneopptak" for "tilleggsbevilgning på 19 millioner kroner"), that
 * line is how the amount is to be met: the reader votes on both at once. It is said in brackets after the action's
 * amount, and the takeaway or insight that stated it loses it (it goes when nothing else is left of it). The sum is
 * the test, so no word list is needed; the line is quoted as the deck writes it.
 */
export function keepFinancingWithAsk(overall: Overall, units: SummaryUnit[], language: Language): Overall {
  const lines = units.flatMap((unit) =>
    unit.hidden ? [] : sentenceLines(unit).map((text) => ({ text, pages: unit.pages })),
  )
  const summary = structuredClone(overall.overallSummary)
  const sources = structuredClone(overall.sources)
  summary.actionItems.forEach((action, at) => {
    const asked = amountsOfMoney(action, language).reduce<ReturnType<typeof amountsOfMoney>[number] | undefined>(
      (best, money) => (!best || money.value > best.value ? money : best),
      undefined,
    )
    if (asked === undefined || asked.value <= 0) return
    const financing = lines.find(({ text: line }) => {
      if (action.includes(line)) return false
      const parts = amountsOfMoney(line, language)
      const sum = parts.reduce((total, part) => total + part.value, 0)
      return (
        parts.length >= 2 &&
        parts.every((part) => part.currency === asked.currency && part.value > 0 && part.value < asked.value) &&
        Math.abs(sum - asked.value) <= asked.value * SUM_TOLERANCE
      )
    })
    if (financing === undefined) return
    const said = withoutLabel(financing.text)
    if (action.includes(said)) return
    summary.actionItems[at] = `${action.slice(0, asked.end)} (${said})${action.slice(asked.end)}`
    // The item cites the slide of its financing too: its figures stand with their words there.
    sources.actionItems[at] = [...new Set([...(sources.actionItems[at] ?? []), ...financing.pages])]
    dropFrom(summary.keyTakeaways, sources.keyTakeaways, said, 1)
    const dropped = dropFrom(summary.strategicInsights, sources.strategicInsights, said, 0)
    // keyQuestions[i] asks about strategicInsights[i]: an insight that goes takes its question along.
    for (const index of dropped.reverse())
      if (index < summary.keyQuestions.length) {
        summary.keyQuestions.splice(index, 1)
        sources.keyQuestions.splice(index, 1)
      }
  })
  return { overallSummary: summary, sources }
}

/** "Forslag: 12 … og 7 …" without its label: the action says what it is. */
function withoutLabel(line: string): string {
  const match = /^([^:]{1,40}):\s+(.+)$/u.exec(line.trim())
  return match !== null && match[1]!.split(/\s+/u).length <= MAX_LABEL_WORDS ? match[2]! : line.trim()
}

/**
 * Takes `said` out of the items from `from` on (the point, item 0 of the takeaways, keeps its words); an item
 * with nothing left that stands alone goes. The indices that went, in order.
 */
function dropFrom(items: string[], sources: number[][], said: string, from: number): number[] {
  const gone: number[] = []
  for (let index = items.length - 1; index >= from; index--) {
    const item = items[index]!
    if (!item.includes(said)) continue
    const rest = item
      .replace(said, ' ')
      .split(/\s+—\s+/u)
      .map((part) => part.trim())
      .filter((part) => part.split(/\s+/u).length >= MIN_REST_WORDS)
      .join(' — ')
    if (rest !== '') items[index] = rest
    else {
      items.splice(index, 1)
      sources.splice(index, 1)
      gone.unshift(index)
    }
  }
  return gone
}
