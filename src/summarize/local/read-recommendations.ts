import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'
import { isWholeStatement } from './statements'

// An appendix, a team page or an illustration recommends nothing of the author's own.
const OTHER_ROLES = new Set<DeckRole>(['appendix', 'team', 'illustration', 'example'])
const RECOMMENDING_ROLES = new Set<DeckRole>([
  'executive-summary',
  'recommendation',
  'ask',
  'next-steps',
  'conclusion',
  'solution',
])
const LATE_SHARE = 1 / 2
// A recommendation is one sentence a reader acts on: shorter is a heading, longer explains one.
const MIN_WORDS = 5
const MAX_WORDS = 40

/**
 * What a document or talk recommends in its author's voice (decision 109): the sentences of its own text that
 * state a remedy with a modal or recommending form ("policymakers and practitioners need to invest in new means of
 * analysis", "Die Aufsicht sollte …", "il faut …"), each as an action in its own words, who acts kept where the
 * sentence names them. Never another's view ("according to", "laut"), a question, a hypothesis ("an investor would
 * need to read …"), a condition ("If …"), the second half of a contrast alone ("But …") or a sentence that leans on
 * the one before ("It needs …"); never a figure: a sentence with one states a fact the remedy rests on. Only where a
 * remedy stands: the second half, or a section that concludes or recommends.
 * Returns each line's first such sentence, by line.
 */
export function readRecommendations(lines: OverallLines): Map<number, string> {
  const { passages, units, lineOk, language, roles } = lines
  const found = new Map<number, string>()
  // A document or talk diagnoses, then recommends: its remedies stand in its second half or on a slide or section
  // that concludes or recommends. Earlier, "should" more often expects ("… should offer little comfort").
  const isLate = (index: number) =>
    index / Math.max(1, passages.length - 1) >= LATE_SHARE ||
    RECOMMENDING_ROLES.has(roles[passages[index]!.unit] ?? 'content')
  passages.forEach((passage, index) => {
    const unit = units[passage.unit]!
    if (!isLate(index)) return
    if (!lineOk[index] || unit.hidden || passage.fromNotes || lines.isFrameUnit(unit)) return
    if (OTHER_ROLES.has(roles[passage.unit] ?? 'content')) return
    if (passage.isQuestion || passage.table !== undefined || passage.chart !== undefined) return
    if (passage.kind === 'caption' || passage.kind === 'stat') return
    const sentence = splitSentences(passage.brief, language).find((text) =>
      isRecommendation(text.trim(), language),
    )
    if (sentence !== undefined) found.set(index, sentence.trim())
  })
  return found
}

/** Whether one sentence recommends in its author's voice (see `readRecommendations`). */
export function isRecommendation(sentence: string, language: Language): boolean {
  const { recommends, entries } = DECK_WORDS[language]
  const words = sentence.split(/\s+/u).length
  if (words < MIN_WORDS || words > MAX_WORDS || /\d/u.test(sentence) || /[?][”"’»)]*\s*$/u.test(sentence))
    return false
  if (!recommends.forms.test(sentence) || !isWholeStatement(sentence, language)) return false
  if (recommends.reported.test(sentence) || recommends.conditions.test(sentence)) return false
  // "would need to read" supposes; "zou moeten" recommends: the form taken out, what is left must not suppose.
  const rest = sentence.replace(new RegExp(recommends.forms.source, 'giu'), ' ')
  if (recommends.supposing.test(rest)) return false
  // "It must …" leans on the sentence before; "Il faut …" opens on an impersonal pronoun, which the form takes out.
  return !entries.opensContrast(sentence) && !LANGUAGE_CUES[language].anaphor.test(rest.trim())
}
