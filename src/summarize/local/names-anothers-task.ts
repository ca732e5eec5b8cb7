import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { DECK_WORDS_DATA } from './deck-words'
import { wordStarts } from './word-patterns'

const compiled = new Map<Language, { after: RegExp; before: RegExp; ours: RegExp }>()

function patterns(language: Language) {
  let found = compiled.get(language)
  if (!found) {
    const data = DECK_WORDS_DATA[language]
    const link = wordStarts(data.entries.ownerLinks).source
    found = {
      // "Entscheidung des Integrationsamtes", "Role of the regulator": the action word, then whose it is.
      after: new RegExp(`^\\p{L}*[\\s,]+${link}`, 'iu'),
      // "Problem der selbstbindenden Entscheidung": the action word qualified, tied to another noun before it.
      before: new RegExp(`${link}\\s+(\\p{L}+)\\s+$`, 'iu'),
      ours: wordStarts([...data.stances.we, ...data.stances.audience]),
    }
    compiled.set(language, found)
  }
  return found
}

/**
 * Whether an action slide's title names another party's decision or task rather than the deck's ask (decision
 * 205): in an explainer of rules, "Entscheidung des Integrationsamtes" (the authority's decision), "Role of the
 * regulator" or "Problem der selbstbindenden Entscheidung" names a topic the deck explains; its lines are rules
 * and facts, not what the deck asks its audience to do. The action word is tied to its owner by one of the
 * language's `ownerLinks`, or is itself tied, with a word that qualifies it, to a noun before it. A title tied to
 * the audience or to "us" ("Summary of our recommendations", "Unsere Empfehlungen") still asks.
 */
export function namesAnothersTask(title: string, language: Language): boolean {
  const match = LANGUAGE_CUES[language].actionTitle.exec(title)
  if (!match) return false
  const { after, before, ours } = patterns(language)
  // "Votre rôle de manager" is the audience's own role, whatever follows it.
  if (ours.test(match[0])) return false
  const rest = title.slice(match.index + match[0].length)
  if (after.test(rest)) return true
  const qualifier = before.exec(title.slice(0, match.index))?.[1]
  return qualifier !== undefined && !ours.test(qualifier)
}
