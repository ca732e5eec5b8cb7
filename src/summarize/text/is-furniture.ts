import type { Language } from '../../shared'
import { isBoilerplate } from './is-boilerplate'
import { LANGUAGE_CUES } from './language-cues'
import { isFragment } from './is-fragment'
import { isStopWord } from './tokenize'

/**
 * Why a line is never an item of the overall summary, whatever its figures. A footnote (`findFootnotes`) stays in
 * its slide's entry, where the line it qualifies is.
 */
export type FurnitureKind =
  'legal' | 'code' | 'reference' | 'contents' | 'contact' | 'list-label' | 'talk' | 'footnote'

// Dot leaders of a contents or index line ("Tip Rate Determination Agreement ....... 42"), dotted or spaced.
const LEADERS = /\.{4,}|(?:\.\s){3,}|…{2,}|_{4,}/
// A request line, a path of three parts or more, a command prompt, a call: text that is code, not prose.
const CODE =
  /<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>|\bUser-Agent\b|\^\(|\b(?:GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH)\s+\/\S*|\bHTTP\/\d|(?:^|\s)\/?[\w.-]+\/[\w.-]+\/[\w.-]+|^\s*[$#>]\s|\w+\([^)]*\)\s*[;{]|(?:^|\s)\.\w+\s+files?\b|--[a-z][\w-]+/iu
// Citation marks and bibliography forms: "[2] + [3]*[5]", "Smith, J. (2019).", "et al.", "doi:", "ISBN", "pp. 12–34",
// a book's page count ("New Delhi: The Energy and Resources Institute. 208 pp.", the tail of a reference in notes).
// The last form is an author-year entry whose initials carry no full stops, as many style guides write them:
// "Allen, F and Gale, D (2000), 'Financial Contagion'", "Smith, R.D (2006), 'Responding…'"; the year's
// comma or stop tells it from a place and a year that open a sentence ("Utrecht, NL (2025) opent…").
// Whatever the authors' form, a year in brackets followed by a quoted title is an entry ("Lloyd-Smith J.O, …
// (2005), ‘Superspreading and …’", "Dupont, M. (2019) « Les réseaux… »"): a sentence names a year without quoting.
const REFERENCE =
  /^\*+\p{L}|^\([a-z]\)\s+\p{Lu}|^(?:Sources?|Fuentes?|Fontes?|Quellen?|Bron(?:nen)?|Kilder?)\s*:|\bp\.\s?\d+\b|\[\d+(?:[,–-]\s*\d+)*\]|\bet al\.|\bdoi:|\bISBN\b|\bpp\.\s*\d|\b\d+\s?pp\.(?!\p{L})|^\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}\.\s?)+(?:,|\(|&|and\b)|\(\d{4}[a-z]?\)\.\s|^\p{Lu}[\p{L}'’-]+,\s\p{Lu}(?:\.?\p{Lu})*\.?(?=[\s,(])[^()]{0,120}\((?:19|20)\d\d[a-z]?\)[,.]|\((?:19|20)\d\d[a-z]?\)[,.:]?\s*[‘'"“«„]\s?\p{L}/u
// One author-year citation: "May (2006)", "Watts and Strogatz (1998)", "Pröpper et al: (2008)", "Lee, Kim y Jeong (2006)".
const CITATION = String.raw`\p{Lu}[\p{L}'’-]+(?:(?:,\s|\s(?:and|&|y|e|et|und|en|og)\s)\p{Lu}[\p{L}'’-]+)*(?:\set\sal\.?)?:?\s\((?:19|20)\d\d[a-z]?\)`
// A line of citations and nothing else ("May (2006), Newman (2002).", "May: (2006). · Pröpper et al: (2008).").
const CITATION_LIST = new RegExp(
  `^(?:(?:On the \\p{L}+ see\\s)?${CITATION}[.,;]?(?:\\s*(?:·|;|,)\\s*|\\s+|$))+$`,
  'u',
)

function isCitationList(text: string): boolean {
  return CITATION_LIST.test(text.trim())
}

// A document pointing at its own exhibits ("In Charts 1-3, the nodes are scaled…", "Tabelle 4 zeigt…").
// Names of a document's exhibits in the eight languages: "Chart", "Tabla", "Abbildung", "Tabell"…
export const EXHIBIT_NOUN =
  'Charts?|Tables?|Figures?|Exhibits?|Gráficos?|Tablas?|Figuras?|Tabelas?|Tableaux?|Graphiques?|Abbildung(?:en)?|Grafik(?:en)?|Grafic[oi]|Tabel(?:len)?|Figuur|Tabell(?:a|e|en|er)?|Figur(?:er)?'
const EXHIBIT = new RegExp(
  `^(?:(?:In|En|Dans|Im|Nel|Nella|Na|No|I)\\s+(?:(?:the|el|la|le|der|die|het|de)\\s+)?)?(?:${EXHIBIT_NOUN})\\s+\\d+(?:\\s*(?:[-–]|and|y|e|et|und|en|og)\\s*\\d+)?\\b(?!\\.\\s)`,
  'iu',
)
// A speaker's timing ("10 mins This is…", "(5 min)"), in any of the languages.
const TIMING = /^\(?\d{1,2}\s?(?:mins?|minutes?|minuten|minutos|minuti|minutter)\b\.?\)?/iu
const CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|(?:\+\d{1,3}[\s.-]?)?(?:\(\d+\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){2,}\s*$|\b1-800-[\dA-Z]{3}-[\dA-Z]{4}\b|\(\d{3}\)\s?\d{3}-\d{4}\b|\b\d{3}-\d{3}-\d{4}\b/u

/**
 * A line that stands on a slide but is no one's statement: legal text, the speaker's directions about the
 * talk itself, code, a citation, footnote or bibliography entry, a contents or index line, contact details, or a run of labels with no grammatical word of the
 * deck's language ("Writing, Grade 4, Standard 3", a quiz's answer key). A "label: value" line is a stat,
 * not a list of labels.
 */
export function furnitureKind(
  text: string,
  language: Language,
  { labelled = false } = {},
): FurnitureKind | undefined {
  if (isBoilerplate(text, language)) return 'legal'
  if (TIMING.test(text) || EXHIBIT.test(text) || LANGUAGE_CUES[language].talk.test(text)) return 'talk'
  if (LEADERS.test(text)) return 'contents'
  // "EBITDA 2025: 5,2 milioni" is a label with its year, not an identifier.
  const isYearLabel = /^\p{Lu}{2,}\s(?:19|20)\d\d\s*:/u.test(text)
  // The value of "label: value" is what can be an identifier ("Inyección: CWE-89"); "A01:2025 Broken Access
  // Control: This covers…" names its subject by its code and is a statement.
  const value = text.replace(/^[^:]{1,60}:\s+/, '')
  // A stat, chart point or table row ends as it likes ("NPS: 46 (Vorjahr: 35)"): only real code counts there.
  if (CODE.test(text) || (!labelled && !isYearLabel && isFragment(value, language))) return 'code'
  if (REFERENCE.test(text) || isCitationList(text)) return 'reference'
  if (labelled) return undefined
  if (CONTACT.test(text)) return 'contact'
  if (isLabelList(text, language)) return 'list-label'
  return undefined
}

/** Comma-separated labels without one grammatical word: a list's entries, not a sentence. */
function isLabelList(text: string, language: Language): boolean {
  // The comma is checked first: it is the cheapest test, and most lines fail it.
  if (!text.includes(',') || /^[^:]{2,60}:\s*\S/.test(text)) return false
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'’]/gu, ''))
    .filter((word) => word !== '')
  if (words.length < 2 || words.length > 10) return false
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length
  return !words.some((word) => isStopWord(word.toLowerCase(), language)) && capitalised >= 0.5 * words.length
}
