import type { Language, OverallSummary, SummarySources } from '../../shared'
import { DECK_WORDS } from './deck-words'
import { STAT_JOINER } from './read-overall-lines'

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * The overall summary's rows of stat cards read as a list in a sentence (issue 24, readability): "OEE: 68.4% (plan
 * 72.0%) · OTIF: 94.2% (plan 97.0%)" becomes "OEE 68.4% (plan 72.0%) and OTIF 94.2% (plan 97.0%)". It runs last,
 * after the word budget: the stages before it read a strip's cards by their " · " (a card cut, a strip as debris).
 */
export function phraseStatStrips(overall: Overall, language: Language): Overall {
  const phrase = (text: string) => phraseStrip(text, language)
  return {
    ...overall,
    overallSummary: {
      ...overall.overallSummary,
      keyTakeaways: overall.overallSummary.keyTakeaways.map(phrase),
      strategicInsights: overall.overallSummary.strategicInsights.map(phrase),
    },
  }
}

/** One item's strips of cards, each a list; its other parts ("; " statements, a "Title — " lead) as written. */
export function phraseStrip(text: string, language: Language): string {
  if (!text.includes(STAT_JOINER)) return text
  return text
    .split('; ')
    .map((segment) => {
      if (!segment.includes(STAT_JOINER)) return segment
      // A slide title before the first card ("Live games (Q2 2026) — Daily active users: 436k") leads the list.
      const lead = /^(.*? — )(?=[^—]*: )/u.exec(segment)?.[1] ?? ''
      const cards = segment.slice(lead.length).split(STAT_JOINER).map(phraseCard)
      const last = cards.pop()!
      const list = cards.length === 0 ? last : fillList(language, cards.join(', '), last)
      return `${lead}${list}`
    })
    .join('; ')
}

/**
 * A card as words: "OEE: 68.4%" as "OEE 68.4%". A card whose label opens in lower case is the caption under its
 * figure ("62 %" over "subiram pelo menos um nível de leitura", "8.600" over "zahlende Betriebe"), so the figure
 * comes first, as the card shows it, and the caption then names what it counts; a note in brackets after the
 * figure ("(61 % mit 1–5 Beschäftigten)") follows the caption.
 */
export function phraseCard(card: string): string {
  const match = CARD.exec(card.trim())
  if (match === null) return card.trim()
  const [, untrimmed = '', value = ''] = match
  // French sets a space before its colon ("Marge : 12 %").
  const label = untrimmed.trim()
  // A value that is no figure reads as a statement under its label; a label ending on a figure ("April 2005")
  // would run into the value's.
  if (!FIGURE_FIRST.test(value) || /(?:^|\s)\d[\d.,]*$/u.test(label)) return `${label}: ${value}`
  if (!/^\p{Ll}/u.test(label)) return `${label} ${value}`
  const note = /^(.*?\S)(\s\(.*\))$/u.exec(value)
  return note === null ? `${value} ${label}` : `${note[1]} ${label}${note[2]}`
}

function fillList(language: Language, items: string, last: string): string {
  return DECK_WORDS[language].phrases.list.replace('{items}', items).replace('{last}', last)
}

// "Label: value", the label without a sentence's end ("Weighted Average Life (yrs.)" has none).
const CARD = /^((?:[^:.!?]|\.(?!\s)){1,80}):\s+(\S.*)$/u
// A value that opens with its figure: "68.4%", "−6 €", "~ US$ 8.5", "£0.18".
const FIGURE_FIRST = /^[~≈<>≤≥+−-]?\s?(?:\p{Lu}{0,3}[$€£¥]|R\$|\p{Lu}{3}\s)?\s?\d/u
