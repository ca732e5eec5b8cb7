import type { Language, OverallSummary, SummarySources } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { amountsOfMoney } from './cost-against-measure'
import { sentenceLines } from './relation-lines'
import { upperFirst } from '../text/first-letter'

// Parts that add up to the asked amount within this share of it (rounding: "12 + 7" for "19", "0.35 + 0.9" for "1.25").
const SUM_TOLERANCE = 0.005
// A label opening the financing line ("Forslag:", "Funding:") is a few words; a longer opening is a clause.
const MAX_LABEL_WORDS = 3
// The words before the asked amount that name it ("tilleggsbevilgning på"), not the whole action.
const MAX_LEAD_WORDS = 2

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * A financed amount keeps its financing (decision 175): when a line of the deck states two or more amounts of the
 * same currency, each smaller than an action's amount, that add up to it ("12 millioner kroner fra
 * disposisjonsfondet og 7 millioner kroner i økt låneopptak" for "tilleggsbevilgning på 19 millioner kroner"), that
 * line is how the asked amount is to be met. The takeaway or insight that states it names the amount it finances
 * ("Tilleggsbevilgning på 19 millioner kroner: 12 … og 7 …"): alone it gives sources without their sum, and the reader weighs
 * the vote and its financing together. The action stays the decision (its date and owner); the financing is a fact
 * about it, not a second ask. The sum is the test, so no word list is needed; every figure is the deck's.
 */
export function nameTheFinancedAmount(overall: Overall, units: SummaryUnit[], language: Language): Overall {
  const lines = units.flatMap((unit) => (unit.hidden ? [] : sentenceLines(unit)))
  const summary = structuredClone(overall.overallSummary)
  const sources = structuredClone(overall.sources)
  summary.actionItems.forEach((action, at) => {
    const asked = amountsOfMoney(action, language).reduce<
      ReturnType<typeof amountsOfMoney>[number] | undefined
    >((best, money) => (!best || money.value > best.value ? money : best), undefined)
    if (asked === undefined || asked.value <= 0) return
    const financing = lines.find((line) => {
      if (action.includes(line)) return false
      const parts = amountsOfMoney(line, language)
      const sum = parts.reduce((total, part) => total + part.value, 0)
      return (
        parts.length >= 2 &&
        parts.every(
          (part) => part.currency === asked.currency && part.value > 0 && part.value < asked.value,
        ) &&
        Math.abs(sum - asked.value) <= asked.value * SUM_TOLERANCE
      )
    })
    if (financing === undefined) return
    // The amount as the action names it ("tilleggsbevilgning på 19 millioner kroner"): the figure keeps the words
    // it stands with on the action's slide, which the faithfulness check reads it by.
    const lead = action.slice(0, asked.start).trim().split(/\s+/u).slice(-MAX_LEAD_WORDS).join(' ')
    const amount = upperFirst(`${lead} ${action.slice(asked.start, asked.end).trim()}`.trim())
    const named = `${amount}: ${withoutLabel(financing.trim())}`
    const name = (items: string[], itemSources: number[][], from: number) =>
      items.forEach((item, index) => {
        if (index < from || !item.includes(financing.trim()) || item.includes(named)) return
        items[index] = item.replace(financing.trim(), named)
        // The amount's figure stands with its words on the action's slide: the item cites it too.
        itemSources[index] = [...new Set([...(itemSources[index] ?? []), ...(sources.actionItems[at] ?? [])])]
      })
    // The point (takeaway 0) keeps its own words.
    name(summary.keyTakeaways, sources.keyTakeaways, 1)
    name(summary.strategicInsights, sources.strategicInsights, 0)
  })
  return { overallSummary: summary, sources }
}

/** "Forslag: 12 … og 7 …" without its label: the asked amount names what the line is. */
function withoutLabel(line: string): string {
  const match = /^([^:]{1,40}):\s+(.+)$/u.exec(line)
  return match !== null && match[1]!.split(/\s+/u).length <= MAX_LABEL_WORDS ? match[2]! : line
}
