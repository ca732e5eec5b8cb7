import { datesIn } from '../dates-in'
import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { contentTerms } from '../text/tokenize'
import type { Question } from './ask-about'
import { linesOf } from './ask-from-lines'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A risk a question quotes stays one clause a reader takes in at once: the question counts toward the budget.
const MAX_RISK_WORDS = 16
// Content words shorter than this name nothing two lines can share ("per", "new").
const MIN_TERM = 4
// An action addresses a risk when it names two of its terms ("Negociar la renovación del alquiler de Chamberí"
// beside "Subida del 9 % del alquiler de Chamberí"): one shared word is a coincidence.
const MIN_SHARED_TERMS = 2
// A heading that names a list of risks is this short.
const MAX_RISK_HEADING_WORDS = 4

/** A question about a line the deck states, with that line: it stands beside it as the insight it asks about. */
export interface LineQuestion extends Question {
  /** The deck's line the question asks about, said as an insight when no insight or takeaway states it. */
  finding?: string
  /** The deck's own open question (decision 160): it takes a template's place, whatever its slides. */
  own?: boolean
}

/**
 * The risk a deck states with its figure (decision 124): an item of a list headed as risks (by the list's heading
 * or, without one, the slide's title), that states a figure ("Tekort aan tandartsen: 9 vacatures staan open",
 * "Nuevo competidor … precios un 15 % más bajos"). A reader asks how it will be handled. When the deck answers it
 * (a mitigation list beside it, paired by place, or an action elsewhere that names two of its terms), a risk it
 * leaves unanswered goes first; if every one is answered, the first is asked whether its mitigation is enough, and
 * a risk an action answers is not asked (the action is the answer; its sufficiency is the owner's to show).
 * At most one; marked sharp; none from a hidden slide.
 */
export function askAboutRisk(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language]
  // A heading that names a list of risks is a few words ("Riesgos", "Risico's en mitigatie", "Key risks"); a longer
  // title names something else that has risks in it ("The OWASP Top 10 Risks – The Good").
  const isRiskHeading = (text: string) =>
    text.split(/\s+/).length <= MAX_RISK_HEADING_WORDS && words.riskList.test(text)
  // A register is named by a short title or its first column's header, in the singular too ("Risk | Impact | …").
  const namesRisks = (text: string) =>
    text.split(/\s+/).length <= MAX_RISK_HEADING_WORDS &&
    (words.riskList.test(text) || words.headers.risk(text))
  const shown = units.filter((unit) => !unit.hidden)
  const lines = shown.flatMap((unit) => linesOf(unit).filter((line) => !line.drawn))
  const risks: { text: string; unit: SummaryUnit; mitigation?: string; acted: boolean }[] = []
  for (const unit of shown) {
    const lists = listsOf(unit)
    // A list's own heading names it (a risks list, or the mitigations that answer it); a list without one is named
    // by the slide's title, unless another list on the slide answers it by its heading.
    const riskList =
      lists.find(({ heading }) => heading !== undefined && isRiskHeading(heading)) ??
      (isRiskHeading(unit.title) &&
      !lists.some(({ heading }) => heading !== undefined && words.entries.answersColumn(heading))
        ? lists.find(({ heading }) => heading === undefined)
        : undefined)
    // A risk register's row that dates its risk ("National funding ends on 30 September 2027 … — Likelihood: High;
    // …; Mitigation: …") is a risk with the mitigation its row states: what happens after that date is the question.
    for (const row of registerRows(unit, namesRisks, words.entries.answersColumn))
      if (datesIn(row.text).length > 0 && row.text.split(/\s+/).length <= MAX_RISK_WORDS)
        risks.push({ ...row, unit, acted: false })
    if (!riskList) continue
    const answers = lists.find(
      (list) => list !== riskList && list.heading !== undefined && words.entries.answersColumn(list.heading),
    )
    const mitigations = answers?.items.length === riskList.items.length ? answers.items : []
    for (const [at, text] of riskList.items.entries()) {
      // A lead-in ("… a list of the 10 Most Critical Risks:") announces items, it states no risk.
      if (!statesFigure(text) || text.endsWith(':') || text.split(/\s+/).length > MAX_RISK_WORDS) continue
      const terms = contentTerms(text, language, MIN_TERM)
      const acted = lines.some(
        (other) =>
          other.unit !== unit &&
          LANGUAGE_CUES[language].imperative.test(other.text) &&
          contentTerms(other.text, language, MIN_TERM).filter((term) => terms.includes(term)).length >=
            MIN_SHARED_TERMS,
      )
      risks.push({ text, unit, mitigation: mitigations[at], acted })
    }
  }
  const open = risks.find(({ mitigation, acted }) => mitigation === undefined && !acted)
  const answered = risks.find(({ mitigation }) => mitigation !== undefined)
  const chosen = open ?? answered
  if (!chosen) return []
  const risk = chosen.text.replace(/[.;,]+$/u, '').trim()
  // A risk that states its date (funding that ends, a contract that expires) is asked what happens after it.
  const date = datesIn(risk)[0]?.text
  const text =
    chosen === open
      ? words.questions.risk.replace('{risk}', risk)
      : (date === undefined
          ? words.questions.riskMitigated
          : words.questions.riskEnds.replace('{date}', date)
        )
          .replace('{risk}', risk)
          .replace('{mitigation}', chosen.mitigation!.replace(/[.;,]+$/u, '').trim())
  return [{ text, slides: chosen.unit.pages, sharp: true, finding: risk }]
}

// A figure of the risk's own: a number that is no list number ("1.", "2)") at the line's start.
function statesFigure(text: string): boolean {
  return /\d/u.test(text.replace(/^\d{1,2}[.)]\s+/u, ''))
}

/**
 * The rows of a risk register on the slide: the table whose header line opens with a risk column ("Risk |
 * Likelihood | Impact | Mitigation"), or any table on a slide titled as risks, read as "risk — header: value; …".
 * Each row's risk is its label; its mitigation the cell under a header that answers it.
 */
function registerRows(
  unit: SummaryUnit,
  namesRisks: (text: string) => boolean,
  answersColumn: (heading: string) => boolean,
): { text: string; mitigation?: string }[] {
  const lines = unit.text.split('\n').map((line) => line.trim())
  const isRegister =
    namesRisks(unit.title) || lines.some((line) => line.includes(' | ') && namesRisks(line.split(' | ')[0]!))
  if (!isRegister) return []
  return lines.flatMap((line) => {
    const row = /^(.{3,}?)\s—\s(.+)$/u.exec(line)
    if (!row) return []
    const cells = row[2]!.split(/;\s*/u).map((cell) => /^([^:]{2,40}):\s*(.+)$/u.exec(cell))
    if (cells.some((cell) => cell === null)) return []
    const mitigation = cells.find((cell) => answersColumn(cell![1]!.trim()))?.[2]?.trim()
    return mitigation === undefined ? [] : [{ text: row[1]!.trim(), mitigation }]
  })
}

// A short line without a bullet or a figure heads the bulleted items after it: "Risico's" › "- Tekort aan …".
const MAX_HEADING_WORDS = 5
const BULLET = /^\s*[-–•*·▪]\s+/u

/** A slide's lists: its bulleted items, each run under the short unbulleted line above it (its heading), if any. */
function listsOf(unit: SummaryUnit): { heading?: string; items: string[] }[] {
  const lists: { heading?: string; items: string[] }[] = []
  let current: { heading?: string; items: string[] } | undefined
  for (const raw of unit.text.split('\n')) {
    const text = raw.replace(BULLET, '').trim()
    if (text === '') continue
    if (BULLET.test(raw)) {
      if (!current) lists.push((current = { items: [] }))
      current.items.push(text)
    } else if (text.split(/\s+/).length <= MAX_HEADING_WORDS && !/\d/u.test(text)) {
      lists.push((current = { heading: text.replace(/:$/u, ''), items: [] }))
    } else current = undefined
  }
  return lists.filter(({ items }) => items.length > 0)
}
