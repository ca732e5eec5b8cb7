import { describe, expect, test } from 'vitest'
import { type Document, type Language, DOCUMENT_VERSION, slideFromText } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { createLocalProvider } from './index'

function deckOf(language: Language, slides: [title: string, text: string, notes?: string][]): Document {
  return {
    version: DOCUMENT_VERSION,
    sections: [],
    format: 'pptx',
    pageCount: slides.length,
    language,
    warnings: [],
    slides: slides
      .map(([title, text, notes], index) => ({
        number: index + 1,
        title,
        text,
        notes: notes ?? '',
        hidden: index === 2,
      }))
      .map(slideFromText),
  }
}

const english = deckOf('en', [
  ['Acme Robotics', 'Inspection robots for wind farms', 'Founded in 2021 by Ingrid Dahl.'],
  ['Traction', '$4.2M\n38%\nAnnual recurring revenue\nGross margin'],
  ['Market', '- Total addressable market of $38 billion by 2030\n- Offshore capacity grows 21% a year'],
  ['Team', '- Ingrid Dahl, CEO\n- Tom Reyes, CTO\n- 23 engineers in Bergen'],
  ['Divider', ''],
  ['', ''],
  ['Next steps', '- Close the $12M round by 30 June\n- Hire 15 field engineers'],
])

const spanish = deckOf('es', [
  ['Revisión trimestral', 'Grupo Alameda, octubre de 2024'],
  ['Cifras clave', '18,4 M€\nVentas del trimestre\n41 %\nMargen bruto'],
  ['Riesgos', '- El coste de la energía subió un 9 % en el trimestre\n- Dependencia de dos proveedores'],
  ['Próximos pasos', '- Aprobar la inversión de 3,5 M€ antes del 30 de noviembre'],
])

describe('the local provider', () => {
  test('keeps every stat card value with the label it measures, the row of cards on one line', async () => {
    const summary = await createLocalProvider().summarize(english, { documentType: 'presentation' })

    expect(summary.slideBySlide[1]!.summary).toBe('Annual recurring revenue: $4.2M · Gross margin: 38%')
  })

  test('states no figure that its cited slides lack', async () => {
    const summary = await createLocalProvider().summarize(english, { documentType: 'presentation' })

    expect(summary.faithfulness.unverified).toEqual([])
    expect(summary.faithfulness.figuresFound).toBe(summary.faithfulness.figuresTotal)
    expect(summary.faithfulness.figuresTotal).toBeGreaterThan(0)
  })

  test('summarises every slide, marks the hidden one and says so when a slide has no text', async () => {
    const summary = await createLocalProvider().summarize(english, { documentType: 'presentation' })

    expect(summary.slideBySlide.map((item) => item.slideNumber)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(summary.slideBySlide[2]?.hidden).toBe(true)
    expect(summary.slideBySlide[4]?.summary).toBe(LANGUAGE_CUES.en.labels.titleOnly)
    expect(summary.slideBySlide[5]?.summary).toBe(LANGUAGE_CUES.en.labels.noText)
  })

  test('takes action items from a next-steps slide and pairs each question with an insight', async () => {
    const summary = await createLocalProvider().summarize(english, { documentType: 'presentation' })

    expect(summary.overallSummary.actionItems.join('\n')).toContain('Hire 15 field engineers')
    // The market slide is hidden and the team slide is bios: neither gives an overall item.
    expect(summary.overallSummary.keyTakeaways.length).toBeGreaterThanOrEqual(1)
    for (const slides of Object.values(summary.sources).flat()) expect(slides).not.toContain(3)
    expect(summary.overallSummary.keyQuestions.length).toBeLessThanOrEqual(
      summary.overallSummary.strategicInsights.length,
    )
    expect(summary.sources.keyTakeaways).toHaveLength(summary.overallSummary.keyTakeaways.length)
  })

  test('writes its questions in the language of a Spanish deck', async () => {
    const summary = await createLocalProvider().summarize(spanish, { documentType: 'presentation' })

    expect(summary.language).toBe('es')
    expect(summary.overallSummary.keyQuestions.length).toBeGreaterThan(0)
    expect(summary.overallSummary.keyQuestions.every((question) => question.startsWith('¿'))).toBe(true)
    expect(summary.slideBySlide[1]?.summary).toContain('Ventas del trimestre: 18,4 M€')
    expect(summary.overallSummary.actionItems.join('\n')).toContain('Aprobar la inversión')
  })

  test('gives identical output on two runs and reports progress to the end', async () => {
    const progress: number[] = []

    const first = await createLocalProvider().summarize(english, {
      documentType: 'presentation',
      onProgress: ({ done, total }) => progress.push(done / total),
    })
    const second = await createLocalProvider().summarize(english, { documentType: 'presentation' })

    expect(second).toEqual(first)
    expect(progress.at(-1)).toBe(1)
  })

  test('names sections, with their pages, for a document', async () => {
    const summary = await createLocalProvider().summarize(
      deckOf('en', [
        ['1 Introduction', 'We study 420 homes.'],
        ['', 'Across two winters.'],
        ['2 Results', 'Energy use fell by 37% against the control group.'],
      ]),
      { documentType: 'document' },
    )

    expect(summary.slideBySlide.map((item) => [item.title, item.pages])).toEqual([
      ['1 Introduction', [1, 2]],
      ['2 Results', [3]],
    ])
  })
})
