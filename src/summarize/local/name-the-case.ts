import type { Language } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A label is a few words before its colon ("Example:", "Case study:", "Fallstudie:").
const MAX_LABEL = 40
// A case study runs over its title slide and the few after it (a diagram, its "Key Points"), no further.
const CASE_SLIDES = 2
// A case's name is a few words: a longer rest of the title is a sentence, not a name.
const MAX_NAME_WORDS = 5

/**
 * The name of the case study a slide belongs to: the rest of a title labelled as one ("Example: Weave Cloud -
 * “Making Cloud Native Easy”" names "Weave Cloud"), on the slide itself or on one of the two before it.
 */
export function caseOf(unit: number, units: SummaryUnit[], language: Language): string | undefined {
  const example = DECK_WORDS[language].roles.find(([role]) => role === 'example')?.[1]
  if (example === undefined) return undefined
  for (let at = unit; at >= Math.max(0, unit - CASE_SLIDES); at--) {
    const title = units[at]!.title.trim()
    const colon = title.indexOf(':')
    if (colon <= 0 || colon > MAX_LABEL || !example(title.slice(0, colon))) continue
    // The name, without the tagline after a dash or a quote.
    const name = title
      .slice(colon + 1)
      .split(/\s[-–—]\s|[“"«]/u)[0]!
      .trim()
    return name !== '' && name.split(/\s+/u).length <= MAX_NAME_WORDS ? name : undefined
  }
  return undefined
}

/**
 * A line in the first person plural lifted from a case study, with the case named before it ("Weave Cloud: We
 * happen to run on Kubernetes …"): alone, the case's "we" reads as the speaker's own promise (reader r-z2,
 * decision 181). Other lines, and lines that name the case already, are as they were.
 */
export function withCaseNamed(text: string, unit: number, units: SummaryUnit[], language: Language): string {
  if (!DECK_WORDS[language].stances.opensOnWe.test(text)) return text
  const name = caseOf(unit, units, language)
  return name === undefined || text.toLowerCase().includes(name.toLowerCase()) ? text : `${name}: ${text}`
}
