import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'
import { isWholeStatement } from './statements'
import { upperFirst } from '../text/first-letter'

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
// Content words beside the form: who or what, and what is to be done (decision 113).
const MIN_REST_WORDS = 3

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
    // A document's brief may cut its recurring phrasing as stock ("… robustness of the system"); in a document
    // that phrasing is its subject, so its remedies are read whole.
    const text = lines.isDocument ? passage.text : passage.brief
    const sentences = splitSentences(text, language).map((sentence) => sentence.trim())
    const remedy = sentences.flatMap((sentence) => remedyOf(sentence, language) ?? [])[0]
    if (remedy !== undefined) found.set(index, remedy)
  })
  return found
}

/**
 * The remedy a sentence states, as the action reads: a proposal opening on "But" reads without it ("But there
 * is a strong case for …" reads "There is a strong case for …").
 */
function remedyOf(sentence: string, language: Language): string | undefined {
  return isRecommendation(sentence, language) ? sentence : withoutContrast(sentence, language)
}

/**
 * A proposal that opens on a contrast ("But there is a strong public policy case for …"), its connective left
 * out: the proposing form carries its own object, so the sentence stands without the one it contrasts with. One
 * word only, and no clause before the form: "Bien que …, il y a lieu de …" subordinates and is left alone.
 */
function withoutContrast(sentence: string, language: Language): string | undefined {
  const { recommends, entries } = DECK_WORDS[language]
  if (!entries.opensContrast(sentence)) return undefined
  const rest = sentence.replace(/^[\s\p{P}]*\p{L}+,?\s+/u, '')
  const form = recommends.proposes.exec(rest)
  if (form === null || rest.slice(0, form.index).includes(',') || entries.opensContrast(rest))
    return undefined
  const stated = upperFirst(rest)
  return isRecommendation(stated, language) ? stated : undefined
}

/** Whether one sentence recommends in its author's voice (see `readRecommendations`). */
export function isRecommendation(sentence: string, language: Language): boolean {
  const { recommends, entries } = DECK_WORDS[language]
  const words = sentence.split(/\s+/u).length
  if (words < MIN_WORDS || words > MAX_WORDS || /\d/u.test(sentence) || /[?][”"’»)]*\s*$/u.test(sentence))
    return false
  // A modal with no one before it ("Needs to stay competitive with Apache Beam, Flink, and Gearpump.") names no one
  // to act: it states what its slide's subject faces, a fact, not an ask (decision 181).
  if (recommends.opensPersonal.test(sentence)) return false
  const proposes = recommends.proposes.test(sentence)
  if (!(recommends.forms.test(sentence) || proposes) || !isWholeStatement(sentence, language)) return false
  // A condition may open the sentence or a clause of it ("The result is that, whenever he is interrupted, he must
  // start again" tells what follows each time, not what to do).
  const opensCondition = sentence.split(/,\s*/u).some((clause) => recommends.conditions.test(clause))
  if (recommends.reported.test(sentence) || opensCondition) return false
  // "would need to read" supposes; "zou moeten" recommends: the form taken out, what is left must not suppose.
  // A proposal (decision 113) puts its remedy forward as an option, so its modal is the proposal's ("One option
  // would be …", "Das Netting könnte auf weitere Verträge ausgeweitet werden"), no hypothesis.
  const rest = sentence
    .replace(new RegExp(recommends.forms.source, 'giu'), ' ')
    .replace(new RegExp(recommends.proposes.source, 'giu'), ' ')
  if (!proposes && recommends.supposing.test(rest)) return false
  // A remedy names what is to be done: "Finance needs to catch up." is a slogan, not an ask.
  if (tokenize(rest, language).length < MIN_REST_WORDS) return false
  // "It must …" leans on the sentence before; "Il faut …" opens on an impersonal pronoun, which the form takes out.
  return !entries.opensContrast(sentence) && !LANGUAGE_CUES[language].anaphor.test(rest.trim())
}
