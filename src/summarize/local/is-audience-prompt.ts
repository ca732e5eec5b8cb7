import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { DECK_WORDS } from './deck-words'

/**
 * Whether a question line is the deck's prompt to its audience, not a question a reader asks of the deck (decision
 * 119): it stands under an instruction ("Review the total health of the pipeline" › "What percentage of employees
 * have the potential to progress?"), or it, its heading or its slide's title says it addresses the audience's own
 * thinking ("Ask yourself", "Checklist", "Quiz"). A checklist's question is answered by each reader for themself.
 */
export function isAudiencePrompt(
  question: string,
  context: { heading?: string; title?: string },
  language: Language,
): boolean {
  const prompt = DECK_WORDS[language].audiencePrompt
  const { heading, title } = context
  if ([question, heading, title].some((text) => text !== undefined && prompt.test(text))) return true
  return heading !== undefined && LANGUAGE_CUES[language].imperative.test(heading.trim())
}
