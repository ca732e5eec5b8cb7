import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readDeckStructure } from './read-deck-structure'
import { tableRow } from './test-support/table-row'

const rolesOf = (slides: TestSlide[], language: Language) =>
  readDeckStructure(documentOf(slides, { language })).roles.map(({ role }) => role)

const summarize = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

// Decision 093: a slide headed or labelled as an example shows a made-up deal or report, not the deck's data.
describe('a slide headed or labelled as an example is the deck’s illustration', () => {
  test.each<[Language, TestSlide, TestSlide]>([
    [
      'en',
      { title: 'Example Transaction Approval Document', text: 'Capital commitment: $140M' },
      {
        title: 'Journal Report 1: requests by month',
        lines: [paragraph('Journal of AA: 456 requests'), paragraph('Example Level 1 Report')],
      },
    ],
    [
      'de',
      { title: 'Beispiel: Genehmigungsformular', text: 'Kapitalbindung: 140 Mio. €' },
      {
        title: 'Bericht 1: Abrufe nach Monat',
        lines: [paragraph('Zeitschrift AA: 456 Abrufe'), paragraph('Beispiel Bericht Stufe 1')],
      },
    ],
    [
      'fr',
      { title: 'Exemple de document d’approbation', text: 'Engagement en capital : 140 M€' },
      {
        title: 'Rapport 1 : requêtes par mois',
        lines: [paragraph('Revue AA : 456 requêtes'), paragraph('Exemple de rapport niveau 1')],
      },
    ],
  ])('%s: by its title or by a short label in a box', (language, titled, labelled) => {
    const roles = rolesOf(
      [
        { title: 'Cover', text: 'Cover', role: 'cover' },
        titled,
        labelled,
        { title: 'Risks', text: 'Credit risk' },
      ],
      language,
    )

    expect(roles.slice(1, 3)).toEqual(['illustration', 'illustration'])
  })

  test.each<[Language, string]>([
    ['en', 'For example: a bank that prices its risk daily'],
    ['fr', 'Par exemple, une banque qui évalue son risque chaque jour.'],
  ])('%s: a line that gives an example is no label', (language, line) => {
    const roles = rolesOf(
      [
        { title: 'Cover', text: 'Cover', role: 'cover' },
        { title: 'Risk pricing', lines: [bullet('We price risk daily'), paragraph(line)] },
      ],
      language,
    )

    expect(roles[1]).not.toBe('illustration')
  })
})

describe('an illustration’s lines are never the deck’s actions, insights or headline figures', () => {
  test.each<[Language, TestSlide[], string]>([
    [
      'en',
      [
        { title: 'Risk control at Northwind', text: 'Risk review', role: 'cover' },
        {
          title: 'Our approach',
          text: '- An independent group of 126 professionals reviews every capital deal\n- The board reviews all limits each year',
        },
        {
          title: 'Example Transaction Approval Document',
          text: '- Please approve an investment of up to $150 million in Waterco\n- Water losses of 40% can be reduced to 30% within five years',
        },
        { title: 'Credit risk', text: '- Over 80% of exposure is to investment grade counterparties' },
      ],
      '150',
    ],
    [
      'de',
      [
        { title: 'Risikosteuerung bei Nordwind', text: 'Risikobericht', role: 'cover' },
        {
          title: 'Unser Ansatz',
          text: '- Eine unabhängige Gruppe von 126 Fachleuten prüft jedes Kapitalgeschäft\n- Der Vorstand prüft alle Limits jährlich',
        },
        {
          title: 'Beispiel: Genehmigungsformular',
          text: '- Bitte genehmigen Sie eine Investition von bis zu 150 Mio. € in Wasserwerk AG\n- Die Wasserverluste von 40 % können in fünf Jahren auf 30 % sinken',
        },
        {
          title: 'Kreditrisiko',
          text: '- Über 80 % des Risikos liegt bei Gegenparteien mit Investment Grade',
        },
      ],
      '150',
    ],
    [
      'es',
      [
        { title: 'Control de riesgos en Norte', text: 'Informe de riesgos', role: 'cover' },
        {
          title: 'Nuestro enfoque',
          text: '- Un grupo independiente de 126 profesionales revisa cada operación de capital\n- El consejo revisa todos los límites cada año',
        },
        {
          title: 'Ejemplo de documento de aprobación',
          text: '- Aprueben una inversión de hasta 150 millones de € en Aguas SA\n- Las pérdidas de agua del 40 % pueden bajar al 30 % en cinco años',
        },
        {
          title: 'Riesgo de crédito',
          text: '- Más del 80 % de la exposición es con contrapartes de grado de inversión',
        },
      ],
      '150',
    ],
  ])('%s', async (language, slides, exampleFigure) => {
    const summary = await summarize(slides, language)

    const { keyTakeaways, actionItems, strategicInsights, keyQuestions } = summary.overallSummary
    const overall = [...keyTakeaways, ...actionItems, ...strategicInsights, ...keyQuestions].join('\n')
    expect(overall).not.toContain(exampleFigure)
    expect(overall).not.toMatch(/40\s?%/u)
    expect(overall).toContain('126')
    expect(summary.slideBySlide[2]!.summary).toContain(exampleFigure)
  })
})

describe('a sample table’s entry keeps the label that says it is an example', () => {
  test.each<[Language, string, string]>([
    ['en', 'Journal Report 1: requests by month', 'Example Level 1 Report'],
    ['nl', 'Tijdschriftrapport 1: opvragingen per maand', 'Voorbeeld rapport niveau 1'],
    ['it', 'Report 1: richieste per mese', 'Esempio di report livello 1'],
  ])('%s', async (language, title, label) => {
    const summary = await summarize(
      [
        { title: 'Cover', text: 'Cover', role: 'cover' },
        {
          title,
          lines: [
            tableRow(['Journal of AA', '456', '521'], ['', 'Jan', 'Feb']),
            tableRow(['Journal of BB', '203', '251'], ['', 'Jan', 'Feb']),
            paragraph(label),
          ],
        },
      ],
      language,
    )

    expect(summary.slideBySlide[1]!.summary.startsWith(`${label}:`)).toBe(true)
    expect(summary.slideBySlide[1]!.summary).toContain('456')
  })
})
