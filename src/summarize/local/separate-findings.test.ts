import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf } from '../../shared/test-support/document-of'
import { relateFigures } from './relate-figures'

// Decision 172: two numbered findings of one list ("6. Experience: …", "7. Readmissions: …") share the words the
// whole document is about, and relateFigures glued them as a figure and what explains it. A sentence that sets
// its result against a comparison group's stands alone; a list number goes.

const relate = (lines: string[], language: Language) => {
  const units = documentOf([{ title: 'Summary', lines: lines.map((text) => bullet(text)) }], {
    language,
  }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return relateFigures(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('relateFigures keeps two findings apart', () => {
  test.each<[Language, string[], string, string, string, string]>([
    [
      'en',
      [
        '5. Activity: the programme cared for 4,860 patient episodes in 18 months.',
        '6. Experience: 93% of patients rated their care good or very good, and 88% would choose a virtual ward again.',
        '7. Readmissions: among patients discharged early into a virtual ward, 11.8% were readmitted within 30 days, compared with 14.9% in a matched comparison group.',
      ],
      'Readmissions: among patients discharged early into a virtual ward, 11.8% were readmitted within 30 days, compared with 14.9% in a matched comparison group.',
      'Readmissions',
      '11.8%',
      '14.9%',
    ],
    [
      'de',
      [
        '5. Aktivität: Das Programm betreute 4.860 Episoden in 18 Monaten.',
        '6. Zufriedenheit: 93 % der Patienten bewerteten die virtuelle Station als gut, und 88 % würden sie wieder wählen.',
        '7. Wiederaufnahmen: Von den Patienten der virtuellen Station wurden 11,8 % binnen 30 Tagen wieder aufgenommen, gegenüber 14,9 % in der Vergleichsgruppe.',
      ],
      'Wiederaufnahmen: Von den Patienten der virtuellen Station wurden 11,8 % binnen 30 Tagen wieder aufgenommen, gegenüber 14,9 % in der Vergleichsgruppe.',
      'Wiederaufnahmen',
      '11,8 %',
      '14,9 %',
    ],
    [
      'fr',
      [
        '5. Activité : le programme a pris en charge 4 860 épisodes en 18 mois.',
        '6. Expérience : 93 % des patients du service virtuel ont jugé leurs soins bons, et 88 % le choisiraient de nouveau.',
        '7. Réadmissions : parmi les patients du service virtuel, 11,8 % ont été réadmis sous 30 jours, contre 14,9 % dans le groupe de comparaison.',
      ],
      'Réadmissions : parmi les patients du service virtuel, 11,8 % ont été réadmis sous 30 jours, contre 14,9 % dans le groupe de comparaison.',
      'Réadmissions',
      '11,8 %',
      '14,9 %',
    ],
  ])(
    'a comparison sharing only the document’s words with another finding stands alone, without its number (%s)',
    (language, lines, text, subject, figure, group) => {
      const insights = relate(lines, language)

      expect(insights.map((insight) => insight.text)).toEqual([text])
      expect(insights[0]).toMatchObject({ subject, figure, comparedWith: group })
    },
  )

  test('a finding whose sentence names the other line’s subject is still joined to it (en)', () => {
    const [insight] = relate(
      [
        '1. Waste: 4.6% of output, against a plan of 3.0%.',
        '2. Restarts: waste rose after each restart, because the ovens were cold, compared with 2.1% in the control group.',
      ],
      'en',
    )

    expect(insight?.text).toBe(
      'Waste: 4.6% of output, against a plan of 3.0% — Restarts: waste rose after each restart, because the ovens were cold, compared with 2.1% in the control group.',
    )
  })
})
