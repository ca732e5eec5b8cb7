import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { tableRow } from './test-support/table-row'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { relateFigures } from './relate-figures'

// Issue 24, item 3 (decision 049): the eval set's insights relate a figure to its cause, its assumption or its
// comparison, stated in the notes or on a neighbouring line; 5 of 66 were stated. The deck's own sentence,
// joined to the key figure it explains, is the insight.

const relate = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return relateFigures(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('relateFigures', () => {
  test('joins a cause stated in the notes to the plan row it explains, asked about by its actual (en)', () => {
    const headers = ['', 'Plan', 'Actual', 'Variance']
    const [insight] = relate(
      [
        {
          title: 'Plan versus actual',
          lines: [
            tableRow(['Output (t)', '2,450', '2,318', '−132'], headers),
            tableRow(['Labour cost per tonne', '£212', '£229', '+£17'], headers),
          ],
          notes:
            'Labour cost per tonne is up mainly because of the extra overtime, paid at time and a half. Take questions.',
        },
      ],
      'en',
    )

    expect(insight?.text).toBe(
      'Labour cost per tonne — Plan: £212; Actual: £229; Variance: +£17 — Labour cost per tonne is up mainly because of the extra overtime, paid at time and a half.',
    )
    expect(insight?.subject).toBe('Labour cost per tonne')
    expect(insight?.figure).toBe('£229')
    expect(insight?.slides).toEqual([1])
  })

  test('joins a comparison group in the notes to the result it compares (pt)', () => {
    const [insight] = relate(
      [
        {
          title: 'Resultados',
          lines: [
            {
              kind: 'stat',
              text: 'crianças acompanhadas: 1.240',
              value: '1.240',
              label: 'crianças acompanhadas',
            },
            {
              kind: 'stat',
              text: 'subiram pelo menos um nível de leitura: 62 %',
              value: '62 %',
              label: 'subiram pelo menos um nível de leitura',
            },
          ],
          notes:
            'No grupo de comparação, sem clubes, só 35 % das crianças subiram um nível no mesmo período.',
        },
      ],
      'pt',
    )

    expect(insight?.text).toBe(
      'subiram pelo menos um nível de leitura: 62 % — No grupo de comparação, sem clubes, só 35 % das crianças subiram um nível no mesmo período.',
    )
    expect(insight?.figure).toBe('62 %')
  })

  test('joins a threshold sentence on the slide to the cell of the scenario row it names (nl)', () => {
    const headers = ['Scenario', 'EBITDA 2031', 'IRR']
    const [insight] = relate(
      [
        {
          title: 'Scenario’s',
          lines: [
            tableRow(['Pessimistisch', '€9,4 mln', '11 %'], headers),
            bullet('Het fonds mikt op minimaal 20 % IRR per investering.'),
          ],
        },
      ],
      'nl',
    )

    expect(insight?.text).toBe(
      'Pessimistisch — IRR: 11 % — Het fonds mikt op minimaal 20 % IRR per investering.',
    )
  })

  test('states no insight from one fact, a sentence sharing no word with a figure, code, a contents line or a table row', () => {
    const insights = relate(
      [
        // One fact with its cause in one line: nothing else on the slide to relate it to.
        { title: 'Quality', lines: [bullet('Waste rose to 4.6% because of restarts after the failures')] },
        // A cause next to a figure it does not name.
        {
          title: 'Market',
          lines: [
            bullet('Missed appointments cost the average clinic $58,000 a year'),
            bullet('Corporate groups win acquisitions partly because they bring modern systems'),
          ],
        },
        // A code listing and the presenter's remark on it.
        {
          title: 'Objects',
          lines: [
            bullet('Length      NoteProperty long Length=24'),
            bullet('I put the length in the second example because the line was too long.'),
          ],
        },
        // A contents line with its page number.
        {
          title: 'Contents',
          lines: [
            bullet('Application Security Risks…………….…… 5'),
            bullet(
              'We advocate approaching application security risks as a people problem, because tools alone fail.',
            ),
          ],
        },
        // Two asks: a table row is a figure to explain, never the explaining sentence.
        {
          title: 'Decisions',
          lines: [
            tableRow(['Approve the budget increase of £1.8M', 'CEO'], ['Decision', 'Owner']),
            tableRow(['Approve the publishing deal (minimum guarantee £1.2M)', 'CFO'], ['Decision', 'Owner']),
          ],
        },
      ],
      'en',
    )

    expect(insights).toEqual([])
  })
  // The point already states its figure; a relation of it would say the opening again.
  test.each([
    [
      'en',
      'Output: 2,318 t (94.6% of plan)',
      'Lowest monthly output since February, driven by two burner failures.',
      'OEE: 68.4% (plan 72.0%)',
      'Excluding Oven 3, plant OEE was 73.1%, which is above plan.',
    ],
    [
      'de',
      'Umsatz: 7,9 Mio. € (+36 %)',
      'Der Umsatz wächst vor allem wegen der Preiserhöhung.',
      'Churn: 1,4 % im Monat',
      'Der Churn ist höher, weil kleine Betriebe im ersten Jahr kündigen.',
    ],
    [
      'fr',
      'Débit de pointe : 2,37 m³/s',
      'Le débit de pointe dépend du coefficient de ruissellement.',
      'Volume utile : 1 850 m³',
      'Le volume utile suppose une pluie décennale.',
    ],
  ] as const)(
    'takes the next relation when the point states the first figure line (%s)',
    (language, pointLine, pointCause, line, cause) => {
      const units = documentOf(
        [{ title: 'Slide', lines: [bullet(pointLine), bullet(pointCause), bullet(line)], notes: cause }],
        {
          language,
        },
      ).slides.map((slide) => ({ ...slide, pages: [slide.number] }))

      const [insight] = relateFigures(units, ['content'], language, `Approve the plan — ${pointLine}`)
      // The point may state the line as a clause of its sentence ("…: output 2,318 t (94.6% of plan)").
      const [asClause] = relateFigures(
        units,
        ['content'],
        language,
        `Approve the plan: ${pointLine.replace(/\s*:\s+/u, ' ').toLowerCase()}`,
      )

      expect(insight?.text).toBe(`${line} — ${cause}`)
      expect(asClause?.text).toBe(`${line} — ${cause}`)
    },
  )
})

describe('the subject of a row narrowed to one named cell', () => {
  test.each([
    [
      'nl',
      ['', 'Omzet', 'IRR'],
      ['Pessimistisch', '38,0', '11 %'],
      'Het fonds mikt op minimaal 20 % IRR per investering.',
    ],
    [
      'en',
      ['', 'Revenue', 'IRR'],
      ['Pessimistic', '38.0', '11%'],
      'The fund requires at least 20% IRR per investment, compared with its other holdings.',
    ],
    [
      'de',
      ['', 'Umsatz', 'IRR'],
      ['Pessimistisch', '38,0', '11 %'],
      'Der Fonds strebt mindestens 20 % IRR je Beteiligung an.',
    ],
  ] as const)(
    'is the %s cell header the sentence names, not the scenario',
    (language, headers, cells, notes) => {
      const [insight] = relate(
        [
          {
            title: 'Scenario',
            lines: [tableRow([...cells], [...headers]), tableRow([`${cells[0]}2`, '40', '25'], [...headers])],
            notes,
          },
        ],
        language,
      )
      expect(insight?.subject).toBe('IRR')
    },
  )
})

describe('relateFigures and instructions', () => {
  // Readers found a calibration instruction ("Allow a minimum of 10 mins per employee") filed as an insight.
  test.each([
    ['en', 'Calibration: 5 to 25 employees per session', 'Allow a minimum of 10 minutes per employee.'],
    ['es', 'Calibración: de 5 a 25 empleados por sesión', 'Planificar un mínimo de 10 minutos por empleado.'],
    [
      'it',
      'Calibrazione: da 5 a 25 dipendenti per sessione',
      'Pianificare un minimo di 10 minuti per dipendente.',
    ],
  ] as const)('relates no %s instruction to a figure', (language, figure, instruction) => {
    const found = relate([{ title: 'Calibration', lines: [bullet(figure), bullet(instruction)] }], language)

    expect(found).toEqual([])
  })
})

// A reader of the operations review: the OEE sentence was joined to the waste line, because the point stated the
// OEE line; the speaker's lead ("Worth saying out loud:") stood in the insight.
describe('a relation of the point’s own figure line', () => {
  test.each([
    [
      'en',
      'OEE: 68.4% (plan 72.0%)',
      'Waste: 4.6% (plan 3.5%)',
      'Worth saying out loud: excluding Oven 3, plant OEE was 73.1%, which is above plan.',
      'OEE: 68.4% (plan 72.0%) — Excluding Oven 3, plant OEE was 73.1%, which is above plan.',
      'plan 72.0%',
    ],
    [
      'de',
      'OEE: 68,4 % (Plan 72,0 %)',
      'Ausschuss: 4,6 % (Plan 3,5 %)',
      'Ofen 3 ausgenommen lag die OEE des Werks bei 73,1 %, über dem Plan.',
      'OEE: 68,4 % (Plan 72,0 %) — Ofen 3 ausgenommen lag die OEE des Werks bei 73,1 %, über dem Plan.',
      'Plan 72,0 %',
    ],
    [
      'es',
      'OEE: 68,4 % (plan 72,0 %)',
      'Merma: 4,6 % (plan 3,5 %)',
      'Excluyendo el horno 3, el OEE de la planta fue del 73,1 %, por encima del plan.',
      'OEE: 68,4 % (plan 72,0 %) — Excluyendo el horno 3, el OEE de la planta fue del 73,1 %, por encima del plan.',
      'plan 72,0 %',
    ],
  ] as const)(
    'is kept in %s when its sentence adds a figure, with the line it is about and its plan',
    (language, line, other, note, text, plan) => {
      const units = documentOf([{ title: 'October', lines: [bullet(line), bullet(other)], notes: note }], {
        language,
      }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))

      const [insight] = relateFigures(units, ['content'], language, `Output fell — ${line}`)

      expect(insight?.text).toBe(text)
      expect(insight?.plan).toBe(plan)
    },
  )
})

describe('a result the notes set against a comparison group', () => {
  test.each([
    [
      'pt',
      'subiram pelo menos um nível de leitura: 62 %',
      'No grupo de comparação, sem clubes, só 35 % das crianças subiram um nível no mesmo período.',
    ],
    [
      'en',
      'rose at least one reading level: 62%',
      'In the comparison group, without clubs, only 35% of children rose a level in the same period.',
    ],
    [
      'it',
      'salito di almeno un livello di lettura: 62 %',
      'Nel gruppo di confronto, senza club, solo il 35 % dei bambini è salito di un livello di lettura.',
    ],
  ] as const)('records the %s comparison group’s figure', (language, line, note) => {
    const units = documentOf([{ title: 'Results', lines: [bullet(line)], notes: note }], {
      language,
    }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))

    const [insight] = relateFigures(units, ['content'], language)

    expect(insight?.comparedWith).toBe(language === 'en' ? '35%' : '35 %')
  })

  // OWASP Top 10 2025: "It is ranked #3 because:" over its reasons was joined to the first reason as its cause,
  // "It was top-ranked in the community survey with 50% … — It is ranked #3 because:".
  test.each<[Language, string, string[]]>([
    [
      'en',
      'It is ranked #3 because:',
      ['It was top-ranked in the community survey with 50% ranking it #1', 'These attacks are growing'],
    ],
    [
      'de',
      'Es steht auf Platz 3, weil:',
      ['Es war in der Umfrage mit 50 % auf Platz 1', 'Diese Angriffe nehmen zu'],
    ],
    [
      'fr',
      'Il est classé 3e parce que :',
      ['Il était classé premier dans l’enquête avec 50 % des votes', 'Ces attaques augmentent'],
    ],
  ])('takes no lead that announces its reasons as a cause (%s)', (language, lead, reasons) => {
    const insights = relate(
      [
        {
          title: 'Supply chain',
          lines: [bullet(lead), ...reasons.map((text) => ({ kind: 'bullet' as const, text, level: 1 }))],
        },
      ],
      language,
    )

    expect(insights).toEqual([])
  })
})

// Decision 113: a table's numbered label and its footnote are furniture, never an insight (reader r-n1 on the BoE
// speech: "[5] Number of RMBS in a typical CDO — (b) Assuming there is no overlap …").
describe('a table’s furniture relates nothing', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      '[5] Number of mortgage bonds in a typical pool: 150',
      '(b) Assuming there is no overlap between the pools, the number of mortgage bonds doubles to 300.',
    ],
    [
      'de',
      '[5] Zahl der Hypothekenanleihen in einem typischen Pool: 150',
      '(b) Unter der Annahme, dass sich die Pools nicht überschneiden, verdoppelt sich die Zahl der Hypothekenanleihen auf 300.',
    ],
    [
      'fr',
      '[5] Nombre d’obligations hypothécaires dans un pool typique : 150',
      '(b) En supposant que les pools ne se recoupent pas, le nombre d’obligations hypothécaires double à 300.',
    ],
  ])('a %s footnote is not joined to a numbered table label', (language, label, footnote) => {
    const insights = relate([{ title: 'Table 2', lines: [bullet(label), bullet(footnote)] }], language)

    expect(insights).toEqual([])
  })
})
