import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, documentOf, stat } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, item 1 (reader r-n3): Espacios slide 3 kept its four stats and dropped "Mejor trimestre desde la
// apertura del primer centro en 2019", the line that says why the slide is there.
describe('a slide of figures keeps the line that says what they mean', () => {
  test.each<[Language, string, [string, string][], string]>([
    [
      'es',
      'El trimestre en cifras',
      [
        ['Ingresos del trimestre', '2,84 M€ (+6 % sobre presupuesto)'],
        ['Ocupación media', '81 % (presupuesto: 78 %)'],
        ['EBITDA', '609 k€ (margen del 21,4 %)'],
        ['Churn mensual de socios', '1,9 %'],
      ],
      'Mejor trimestre desde la apertura del primer centro en 2019',
    ],
    [
      'en',
      'The quarter in numbers',
      [
        ['Quarterly revenue', '$2.84M (+6 % on budget)'],
        ['Average occupancy', '81 % (budget: 78 %)'],
        ['EBITDA', '$609k (21.4 % margin)'],
        ['Monthly member churn', '1.9 %'],
      ],
      'Best quarter since the first site opened in 2019',
    ],
    [
      'it',
      'Il trimestre in cifre',
      [
        ['Ricavi del trimestre', '2,84 M€ (+6 % sul budget)'],
        ['Occupazione media', '81 % (budget: 78 %)'],
        ['EBITDA', '609 k€ (margine del 21,4 %)'],
        ['Churn mensile dei soci', '1,9 %'],
      ],
      'Miglior trimestre dall’apertura del primo centro nel 2019',
    ],
  ])('in %s, the statement beside the stats', async (language, title, stats, statement) => {
    const document = documentOf(
      [
        { title: 'Deck', text: 'Cover', role: 'cover' },
        { title, lines: [...stats.map(([label, value]) => stat(label, value)), bullet(statement)] },
      ],
      { language },
    )

    const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

    const entry = summary.slideBySlide[1]!.summary
    expect(entry).toContain(statement)
    expect(entry).toContain(stats[0]![1])
  })
})
