import type { DeckRole, Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { isQuestionSubject } from './ask-about'
import type { Gap } from './ask-what-is-missing'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { countMeasures } from './statements'
import { askSharing, merged, termsOf, type DeckAsk } from './relate-question'

// Slides that frame the deck: they name a subject but hold none of its figures.
const FRAME_ROLES = new Set<DeckRole>(['cover', 'agenda', 'divider', 'closing', 'appendix'])
// Words shorter than this name no subject ("Q2", "new").
const MIN_TERM = 4

/**
 * The deck's own open question (issue 24, item 4): a sentence of a slide or its notes saying what the audience
 * will want to discuss ("The Cinderfall slip is the item the board will want to discuss"). Its subject is what
 * comes before the verb; a setback (a slip, a delay, a decline) asks its cause and whether it recurs. The
 * finding that goes with it is the slide about that subject: its title and its first line that relates two
 * figures ("Cinderfall: why launch moves to March 2027 — Closed beta…: day-7 retention 31% against a target of
 * 40%"), so the question stands beside the figures that answer part of it. No slide, no question.
 */
export function askWhatIsDiscussed(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
  asks: DeckAsk[] = [],
): Gap[] {
  const words = DECK_WORDS[language]
  const cues = LANGUAGE_CUES[language]
  for (const unit of units) {
    if (unit.hidden) continue
    for (const sentence of splitSentences(`${unit.text}\n${unit.notes}`, language)) {
      if (!words.discusses(sentence)) continue
      const verb = cues.copula.exec(sentence)
      const subject = verb
        ? sentence
            .slice(0, verb.index)
            .trim()
            .replace(/[,:;]$/u, '')
        : ''
      if (!isQuestionSubject(subject, language) || !cues.insight.risk.test(subject)) continue
      const finding = findingAbout(subject, units, roles, language)
      if (!finding) continue
      // Its slide states why (the finding); what the deck asks money for on it is what must hold first.
      const ask = askSharing(
        new Set([...termsOf(subject, language), ...termsOf(finding.text, language)]),
        asks,
        language,
        subject,
      )
      return [
        {
          finding: finding.text,
          question: ask
            ? words.questions.discussedAsk.replace('{subject}', subject).replace('{ask}', ask.text)
            : words.questions.recurrence.replace('{subject}', subject),
          slides: finding.slides,
          ...(ask ? { questionSlides: merged(finding.slides, ask.slides) } : {}),
        },
      ]
    }
  }
  return []
}

/** The slide whose title names the subject, as its title and its first line relating two figures. */
function findingAbout(
  subject: string,
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): { text: string; slides: number[] } | undefined {
  const terms = tokenize(subject, language).filter((term) => term.length >= MIN_TERM)
  const relates = DECK_WORDS[language].relates
  for (const [at, unit] of units.entries()) {
    if (unit.hidden || FRAME_ROLES.has(roles[at] ?? 'content')) continue
    // A compound names its parts ("Ravenfield-Verschiebung" is about Ravenfield).
    const title = tokenize(unit.title, language).filter((word) => word.length >= MIN_TERM)
    if (!terms.some((term) => title.some((word) => term.includes(word) || word.includes(term)))) continue
    const line = unit.text
      .split('\n')
      .map((text) => text.replace(/^[-•·\s]+/u, '').trim())
      .find((text) => countMeasures(text) >= 2 || (countMeasures(text) >= 1 && relates(text)))
    if (line) return { text: `${unit.title.trim()} — ${line}`, slides: unit.pages }
  }
  return undefined
}
