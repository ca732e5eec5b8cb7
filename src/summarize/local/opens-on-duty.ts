import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'

/**
 * A line that opens on a verb with no subject ("Coordinate other internal resources (tax, legal, …) for transaction
 * evaluation" on "Underwriting Summary", "Ressourcen koordinieren") lists a duty of whoever its heading names.
 * Alone, as an overall item, it reads as an instruction to the reader (issue 24, reader r-a2 counted Enron's T2
 * wrong under the lost-subject rule). A line with its own label ("Ziel: … senken") names its subject already.
 */
export function opensOnDuty(text: string, language: Language): boolean {
  const cues = LANGUAGE_CUES[language]
  // A modal makes the closing infinitive a clause's own verb ("… sollten Werkzeuge das unterstützen"): it has a subject.
  return (
    !text.includes(': ') && !cues.modal.test(text) && (cues.dutyVerb.test(text) || cues.imperative.test(text))
  )
}

/**
 * The duty said of the role its heading names: "Underwriting Summary: coordinate other internal resources …". A verb
 * that opens the line goes to lower case after the heading; a noun that opens it (German and Dutch close a duty
 * with its infinitive: "Ressourcen koordinieren"), a name or an acronym stays as written.
 */
export function asDutyOf(heading: string, text: string, language: Language): string {
  const cues = LANGUAGE_CUES[language]
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0]
  const opensOnVerb = first !== undefined && (cues.dutyVerb.test(first) || cues.imperative.test(first))
  // A heading that holds a colon of its own ("how to achieve consistency: code driven standards") takes a dash.
  const joiner = heading.includes(': ') ? ' — ' : ': '
  return `${heading}${joiner}${opensOnVerb ? `${first.toLowerCase()}${text.slice(first.length)}` : text}`
}
