import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { compareParallelLines } from './compare-parallel-lines'

// Issue 24, item 3 (decision 086): two lines of one slide that say the same thing of two scopes with two figures
// are one comparison; each alone is a fact, which an insight must not restate.

const compare = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return compareParallelLines(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('compareParallelLines', () => {
  test.each<[Language, string[], string]>([
    [
      'pt',
      [
        'No distrito, 26 % dos alunos do 4.º ano não leem com fluência adequada',
        'Nas escolas onde trabalhamos, 43 % não leem com fluência adequada',
        'Em média, as famílias destas escolas têm 6 livros infantis em casa',
      ],
      'No distrito, 26 % dos alunos do 4.º ano não leem com fluência adequada — Nas escolas onde trabalhamos, 43 % não leem com fluência adequada',
    ],
    [
      'en',
      [
        'Across the region, 18% of households lack fast broadband',
        'In our three towns, 41% of households lack fast broadband.',
      ],
      'Across the region, 18% of households lack fast broadband — In our three towns, 41% of households lack fast broadband',
    ],
    [
      'de',
      [
        'Bundesweit zahlen Betriebe 12 € pro Stunde für externe Buchhaltung',
        'In Bayern zahlen Betriebe 19 € pro Stunde für externe Buchhaltung',
      ],
      'Bundesweit zahlen Betriebe 12 € pro Stunde für externe Buchhaltung — In Bayern zahlen Betriebe 19 € pro Stunde für externe Buchhaltung',
    ],
  ])('quotes two parallel lines of one slide as one comparison (%s)', (language, lines, text) => {
    const [insight] = compare([{ title: 'Problem', lines: lines.map(bullet) }], language)

    expect(insight?.text).toBe(text)
    expect(insight?.kind).toBe('contrast')
    expect(insight?.slides).toEqual([1])
  })

  test.each<[Language, string[]]>([
    // Two figures this close say the same.
    ['en', ['In the north, 40% of stores open on Sunday', 'In the south, 42% of stores open on Sunday']],
    // One shared word is no shared claim.
    ['es', ['Los ingresos crecen un 12 % en Madrid', 'Los costes de personal bajan un 30 % en Sevilla']],
    // Two lines on two slides are not one slide's comparison.
    ['de', ['Bundesweit zahlen Betriebe 12 € pro Stunde', 'Umsatz: 19 €']],
  ])('finds none where the lines do not compare (%s)', (language, lines) => {
    expect(compare([{ title: 'Markt', lines: lines.map(bullet) }], language)).toEqual([])
  })

  test('compares lines of one slide only (nl)', () => {
    expect(
      compare(
        [
          {
            title: 'Landelijk',
            lines: [bullet('Landelijk wacht 22 % van de patiënten langer dan zes weken')],
          },
          {
            title: 'Regio',
            lines: [bullet('In onze regio wacht 35 % van de patiënten langer dan zes weken')],
          },
        ],
        'nl',
      ),
    ).toEqual([])
  })
})
