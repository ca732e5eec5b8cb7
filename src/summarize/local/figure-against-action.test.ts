import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, stat, type TestSlide } from '../../shared/test-support/document-of'
import { figureAgainstAction } from './figure-against-action'
import { tableRow } from './test-support/table-row'

// Issue 24, item 3 (decision 089): a figure on one slide and the target an action sets on another, for the same
// thing, say how far the deck is from what it commits to; each alone is a status or a task.

const relate = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return figureAgainstAction(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('figureAgainstAction', () => {
  test.each<[Language, TestSlide[], string]>([
    [
      'es',
      [
        {
          title: 'Valencia: plan de apertura',
          lines: [
            tableRow(
              ['Licencia de obras', '2 de febrero de 2026', 'Obtenida'],
              ['Hito', 'Fecha o cifra', 'Estado'],
            ),
            tableRow(
              ['Preventa de puestos', '61 de 190', '32 % reservado'],
              ['Hito', 'Fecha o cifra', 'Estado'],
            ),
          ],
        },
        {
          title: 'Próximos pasos',
          lines: [
            tableRow(
              [
                'Cerrar la preventa de Valencia con 100 puestos reservados',
                'Lucía Ferrándiz',
                '18 de mayo de 2026',
              ],
              ['Acción', 'Responsable', 'Fecha'],
            ),
          ],
        },
      ],
      'Preventa de puestos: 61 de 190; 32 % reservado — Cerrar la preventa de Valencia con 100 puestos reservados',
    ],
    [
      'en',
      [
        { title: 'Pilot', lines: [stat('Dental clinics live', '14'), bullet('Churn stayed below 2%')] },
        { title: 'Next steps', lines: [bullet('Sign 40 dental clinics in Germany by September')] },
      ],
      'Dental clinics live: 14 — Sign 40 dental clinics in Germany by September',
    ],
    [
      'it',
      [
        { title: 'Rete', lines: [stat('Negozi diretti aperti', '12')] },
        { title: 'Piano', lines: [bullet('Aprire 20 negozi diretti entro il 2028')] },
      ],
      'Negozi diretti aperti: 12 — Aprire 20 negozi diretti entro il 2028',
    ],
  ])('sets a figure against the target an action states on another slide (%s)', (language, slides, text) => {
    const [insight] = relate(slides, language)

    expect(insight?.text).toBe(text)
    expect(insight?.slides).toEqual([1, 2])
    expect(insight?.derived).toEqual([])
  })

  test.each<[Language, TestSlide[]]>([
    // The status names the action's noun beside a figure of something else.
    [
      'en',
      [
        {
          title: 'Retention',
          lines: [bullet('Members who skipped a box at least once cancelled 40% less often')],
        },
        { title: 'Next steps', lines: [bullet('Test the 3-bottle box with 2,000 members')] },
      ],
    ],
    // A year is no target ("installed in the August 2027 shutdown").
    [
      'en',
      [
        { title: 'Options', lines: [bullet('Installed in the August 2027 shutdown; payback 3.8 years')] },
        {
          title: 'Decision',
          lines: [bullet('Approve £1.45M capital for a new oven, installed in the August 2027 shutdown')],
        },
      ],
    ],
    // An amount of money is read against too many lines: no count of a thing.
    [
      'it',
      [
        { title: 'Sintesi', lines: [bullet('Le scorte valgono 14,8 milioni di euro')] },
        { title: 'Decisioni', lines: [bullet('Approvare un budget di 2,0 milioni di euro per le scorte')] },
      ],
    ],
    // One shared word is no shared subject.
    [
      'de',
      [
        { title: 'Team', lines: [bullet('Heute arbeiten 12 Entwickler im Haus')] },
        { title: 'Nächste Schritte', lines: [bullet('Stellen Sie 4 Entwickler für die Plattform ein')] },
      ],
    ],
  ])('finds none where the figure and the action are not of one thing (%s)', (language, slides) => {
    expect(relate(slides, language)).toEqual([])
  })
})
