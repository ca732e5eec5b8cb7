import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedParagraph, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import type { SummaryUnit } from './collect-passages'
import { isBylineOrCut, statesAfterCover } from './joins-the-cover'
import { readCoverSubject } from './name-cover-subject'
import { readDeckStructure } from './read-deck-structure'
import { createLocalProvider } from './index'

// Reader r-w3 (decision 158): a talk without a stated point led with its cover title glued to whatever came next —
// a cut affiliation "(Chair, U.S. Federal PKI Policy Authority and)", slide 14's title "We have an amazing TOC",
// a row of labels "Level 1; Level 2; Level 3; Level 4".

const subjectOf = (slides: TestSlide[], language: Language) => {
  const document = documentOf(slides, { language })
  const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  const roles = readDeckStructure(document).roles.map(({ role }) => role)
  return readCoverSubject(units, roles, language)
}

describe('what may follow the cover’s title in the point', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Identity Management Opportunities',
      'Chair, U.S. Federal PKI Policy Authority and',
      'Chair, Federal PKI Policy Authority',
    ],
    [
      'de',
      'Chancen im Identitätsmanagement',
      'Vorsitz, Bundesamt für Sicherheit und',
      'Vorsitz, Bundesamt für Sicherheit im Netz',
    ],
    [
      'es',
      'Oportunidades en la gestión de identidades',
      'Presidente, Autoridad Federal de Certificación y',
      'Directora, Banco de España',
    ],
  ])('%s: a speaker’s role or a line cut at its conjunction is no subtitle', (language, title, cut, role) => {
    expect(isBylineOrCut(cut, language)).toBe(true)
    expect(isBylineOrCut(role, language)).toBe(true)
    for (const line of [cut, role]) {
      const subject = subjectOf(
        [
          { title, role: 'cover', lines: [boxedParagraph(0, line)] },
          { title: 'B', text: '- x' },
        ],
        language,
      )
      expect(subject?.text).toBe(title)
    }
  })

  test.each<[Language, string, string, string, string, string]>([
    [
      'en',
      'We have an amazing TOC',
      'E-Authentication levels: Level 1; Level 2; Level 3; Level 4',
      'Baselines: Carry out pilot tests to estimate fuel efficiency gains',
      'Cross-certification takes 3–6 months',
      'verticalization will fail: standardization of interfaces is crucial',
    ],
    [
      'de',
      'Wir haben ein großartiges Gremium',
      'Vertrauensstufen: Stufe 1; Stufe 2; Stufe 3; Stufe 4',
      'Basislinien: Mit Pilottests die Einsparung beim Kraftstoff schätzen',
      'Die Zertifizierung dauert 3–6 Monate',
      'Vertikalisierung scheitert: offene Schnittstellen sind für alle entscheidend',
    ],
    [
      'es',
      'Tenemos un comité estupendo',
      'Niveles de garantía: Nivel 1; Nivel 2; Nivel 3; Nivel 4',
      'Bases: Hacer pruebas piloto para estimar el ahorro de combustible',
      'La certificación cruzada tarda 3–6 meses',
      'la verticalización fracasa: estandarizar las interfaces es crucial',
    ],
  ])(
    '%s: another slide’s bare title or a row of labels never follows the cover; a statement does',
    (language, slideTitle, labels, sentence, figure, labelled) => {
      const titles = ['Cover', slideTitle, 'Levels']
      expect(statesAfterCover(slideTitle, titles, language)).toBe(false)
      expect(statesAfterCover(labels, titles, language)).toBe(false)
      expect(statesAfterCover(sentence, titles, language)).toBe(true)
      expect(statesAfterCover(figure, titles, language)).toBe(true)
      expect(statesAfterCover(labelled, titles, language)).toBe(true)
    },
  )
})

describe('the point of a talk that states none', () => {
  const summarise = (slides: TestSlide[], language: Language) =>
    createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

  test.each<[Language, string, string, string]>([
    ['en', 'Identity Management Opportunities', 'Assurance levels and what they mean', 'Level'],
    ['de', 'Chancen im Identitätsmanagement', 'Vertrauensstufen und ihre Bedeutung', 'Stufe'],
    ['es', 'Oportunidades en la gestión de identidades', 'Niveles de garantía y su significado', 'Nivel'],
  ])(
    '%s: is its cover’s title, not the title glued to a row of labels',
    async (language, title, levels, level) => {
      const summary = await summarise(
        [
          { title, role: 'cover', lines: [boxedParagraph(0, 'Peter Alterman, Ph.D.')] },
          { title: levels, text: [1, 2, 3, 4].map((n) => `- ${level} ${n}`).join('\n') },
          ...[1, 2, 3, 4].map((n) => ({ title: `${level} ${n}`, text: `- PKI ${'+'.repeat(n)}\n- OTP` })),
          { title: 'Questions?', role: 'closing' },
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]).toBe(title)
    },
  )
})
