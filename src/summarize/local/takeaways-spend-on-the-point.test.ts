import { describe, expect, test } from 'vitest'
import type { Document, Language } from '../../shared'
import { bulletLines as bullets, documentOf, paragraph } from '../../shared/test-support/document-of'
import type { Passage } from './collect-passages'
import { createLocalProvider } from './index'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { weightOf } from './weight-of'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Decision 125 (issue 24): the overall summary's words go to the deck's own figures, its assumptions and what it
// has not said yet, not to background history, repeats or a chart's extremes.

const deckOf = (language: Language, slides: [title: string, text: string][]): Document =>
  documentOf(
    slides.map(([title, text]) => ({ title, text })),
    { language },
  )

async function takeawaysOf(document: Document) {
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.overallSummary.keyTakeaways.join('\n')
}

describe('takeaways spend the budget on the point (decision 125)', () => {
  test.each([
    [
      'en',
      [
        ['Bus fleet maintenance', 'A maintenance programme for a city bus fleet'],
        [
          'Emission norms',
          '1991: First emission norms for new cars\n1995: Catalytic converters for cars in 4 metros\n1996: Further tightening of norms\n2000: Stage I norms for all vehicles',
        ],
        ['Method', 'Reference years: 2005 and 2015'],
        ['Demand', 'Travel demand doubles between 2010 and 2020'],
        ['Costs', 'Project cost: US$ 0.54 million'],
        ['Savings', 'Fuel efficiency improves by 5% on every bus of the fleet'],
      ],
    ],
    [
      'de',
      [
        ['Wartung der Busflotte', 'Ein Wartungsprogramm für die Busflotte einer Stadt'],
        [
          'Abgasnormen',
          '1991: Erste Abgasnormen für neue Autos\n1995: Katalysatoren für Autos in 4 Großstädten\n1996: Weitere Verschärfung der Normen\n2000: Stufe I für alle Fahrzeuge',
        ],
        ['Methode', 'Bezugsjahre: 2005 und 2015'],
        ['Nachfrage', 'Die Verkehrsnachfrage verdoppelt sich zwischen 2010 und 2020'],
        ['Kosten', 'Projektkosten: 0,54 Mio. US$'],
        ['Einsparung', 'Die Kraftstoffeffizienz steigt bei jedem Bus der Flotte um 5 %'],
      ],
    ],
    [
      'es',
      [
        [
          'Mantenimiento de la flota',
          'Un programa de mantenimiento para la flota de autobuses de una ciudad',
        ],
        [
          'Normas de emisiones',
          '1991: Primeras normas de emisiones para coches nuevos\n1995: Catalizadores para coches en 4 metrópolis\n1996: Normas más estrictas\n2000: Etapa I para todos los vehículos',
        ],
        ['Método', 'Años de referencia: 2005 y 2015'],
        ['Demanda', 'La demanda de viajes se duplica entre 2010 y 2020'],
        ['Costes', 'Coste del proyecto: 0,54 millones de US$'],
        ['Ahorro', 'La eficiencia del combustible mejora un 5 % en cada autobús de la flota'],
      ],
    ],
  ] as const)('takes no line of a background timeline the deck goes past (%s)', async (language, slides) => {
    const takeaways = await takeawaysOf(
      deckOf(
        language,
        slides.map(([t, x]) => [t, x]),
      ),
    )

    expect(takeaways).toMatch(/5 ?%/u)
    expect(takeaways).not.toMatch(/199[156]:/u)
  })

  test.each([
    ['en', 'A roadmap', '2026: Pilot in two depots\n2027: All depots in the city\n2028: Three more cities'],
    ['de', 'Fahrplan', '2026: Pilot in zwei Depots\n2027: Alle Depots der Stadt\n2028: Drei weitere Städte'],
    ['es', 'Hoja de ruta', '2026: Piloto en dos cocheras\n2027: Todas las cocheras\n2028: Tres ciudades más'],
  ] as const)(
    "keeps a roadmap's milestones: no later year on two other slides (%s)",
    async (language, title, text) => {
      const takeaways = await takeawaysOf(
        deckOf(language, [
          ['Bus fleet', 'A maintenance programme for a city bus fleet'],
          [title, text],
          ['Costs', 'Project cost: US$ 0.54 million in 2026'],
        ]),
      )

      expect(takeaways).toMatch(/202[678]:/u)
    },
  )

  test.each([
    [
      'en',
      'Occupancy by site (%)',
      'Highest in Chamberí (90), lowest in Triana (61) and Poblenou (74)',
      'Churn fell to 1.9% a month',
    ],
    [
      'es',
      'Ocupación por centro (%)',
      'Máximo en Chamberí (90), mínimo en Triana (61) y Poblenou (74)',
      'El churn bajó al 1,9 % al mes',
    ],
    [
      'fr',
      'Occupation par site (%)',
      'Maximum à Chamberí (90), minimum à Triana (61) et Poblenou (74)',
      'Le churn est tombé à 1,9 % par mois',
    ],
  ] as const)(
    "weighs a chart's readout as one measure, below a sentence stating its figure (%s)",
    (language, label, readout, sentence) => {
      const chart = { brief: `${label}: ${readout}`, kind: 'chart', figures: 3 } as unknown as Passage
      const statement = { brief: sentence, kind: 'text', figures: 1 } as unknown as Passage

      expect(weightOf(chart, language)).toBeLessThan(weightOf(statement, language))
    },
  )
})

describe('a line opening with a sentence the point states is no takeaway (decision 125)', () => {
  test.each([
    [
      'en',
      'Summary',
      'The peak flow is Q = C × i × A / 360 for a catchment.',
      'Sealing the soil raises C from 0.15 to 0.90.',
      'Valid below 200 ha only.',
      ['Catchment of 14 ha with a weighted C of 0.78', 'The existing sewer carries 1.10 m³/s at most'],
    ],
    [
      'fr',
      'Synthèse',
      'Le débit de pointe vaut Q = C × i × A / 360 pour un bassin.',
      'Imperméabiliser un sol fait passer C de 0,15 à 0,90.',
      'Valable pour des bassins de moins de 200 ha.',
      [
        'Bassin versant de 14 ha avec un C pondéré de 0,78',
        'Le collecteur existant évacue au plus 1,10 m³/s',
      ],
    ],
    [
      'de',
      'Zusammenfassung',
      'Der Spitzenabfluss ist Q = C × i × A / 360 für ein Einzugsgebiet.',
      'Versiegelung hebt C von 0,15 auf 0,90.',
      'Gültig nur unter 200 ha.',
      ['Einzugsgebiet von 14 ha mit einem gewichteten C von 0,78', 'Der Kanal führt höchstens 1,10 m³/s ab'],
    ],
  ] as const)('%s', (language, summaryTitle, formula, sealing, condition, figures) => {
    const lines = overallLinesOf(
      [
        { title: 'Stormwater', role: 'cover', lines: [paragraph('Lecture 3')] },
        { title: summaryTitle, text: bullets(formula, sealing) },
        { title: 'Method', text: bullets(`${formula} ${condition}`) },
        { title: 'District', text: bullets(figures[0]) },
        { title: 'Sewer', text: bullets(figures[1]) },
      ],
      language,
    )
    const point = pointOf(lines, language)
    const taken = new Set<number>()
    const { indices } = selectTakeaways(lines, point, taken)
    const briefs = indices.map((index) => lines.passages[index]!.brief)

    expect(point?.text).toContain(formula.slice(0, -1))
    expect(briefs.some((brief) => brief.startsWith(formula))).toBe(false)
    expect(briefs.some((brief) => brief.includes('0,78') || brief.includes('0.78'))).toBe(true)
  })
})

describe('a step the point lists is no action again (decision 125)', () => {
  test.each([
    [
      'en',
      'Next steps',
      [
        'Plan the reviews with the leaders',
        'Check the data in the system',
        'Lead the review sessions',
        'Give every employee feedback',
      ],
    ],
    [
      'de',
      'Nächste Schritte',
      [
        'Die Reviews mit den Leitern planen',
        'Die Daten im System prüfen',
        'Die Review-Sitzungen leiten',
        'Jedem Mitarbeiter Feedback geben',
      ],
    ],
    [
      'es',
      'Próximos pasos',
      [
        'Planificar las revisiones con los líderes',
        'Revisar los datos del sistema',
        'Dirigir las sesiones de revisión',
        'Dar feedback a cada empleado',
      ],
    ],
  ] as const)('%s', (language, title, steps) => {
    const lines = overallLinesOf(
      [
        { title: 'Talent review', role: 'cover', lines: [paragraph('HR partners, 2026')] },
        { title, text: bullets(...steps) },
        { title: 'Data', text: bullets('Pool data is updated within 7 days of the review') },
      ],
      language,
    )
    const point = { text: `${title}: ${steps.join('; ')}`, slides: [2], indices: [] }
    const { indices } = selectActions(lines, point)

    expect(indices.map((index) => lines.passages[index]!.brief)).toEqual([])
  })
})
