import { describe, expect, test } from 'vitest'
import { askFromLines, sampleIn } from './ask-from-lines'
import { summaryUnit } from './test-support/summary-unit'

describe('a share beside the small sample its slide states', () => {
  test.each([
    [
      'en',
      'For 17 Randomly Selected Commits\n65% of Commits were Floss Refactoring',
      '“65% of Commits were Floss Refactoring” rests on 17 randomly selected commits',
    ],
    [
      'de',
      '12 zufällig ausgewählte Betriebe\n58 % der Betriebe nutzen die App täglich',
      '„58 % der Betriebe nutzen die App täglich“ beruht auf 12 zufällig ausgewählte Betriebe',
    ],
    [
      'fr',
      'Sur 20 patients sélectionnés au hasard\n70 % des patients ont préféré le suivi à distance',
      '« 70 % des patients ont préféré le suivi à distance » repose sur 20 patients sélectionnés au hasard',
    ],
  ] as const)('asks in %s how far the share holds beyond the sample', (language, text, opening) => {
    const units = [summaryUnit(4, 'Results', text)]

    const [question] = askFromLines(units, language)

    expect(question?.text.startsWith(opening)).toBe(true)
    expect(question?.slides).toEqual([4])
  })

  test.each([
    ['en', 'For 400 Randomly Selected Commits\n65% of Commits were Floss Refactoring'],
    ['de', '12 zufällig ausgewählte Betriebe\n58 % der Kunden zahlen jährlich'],
    ['fr', '70 % des patients ont préféré le suivi à distance\nEn 2021, 20 cliniques'],
  ] as const)('asks nothing in %s of a large sample, another subject or no sample', (language, text) => {
    expect(askFromLines([summaryUnit(4, 'Results', text)], language)).toEqual([])
  })

  test.each([
    [
      'en',
      'For 17 Randomly Selected Commits To a Large Open-Source Project',
      '65% of Commits were Floss Refactoring',
    ],
    ['de', '12 zufällig ausgewählte Betriebe', '58 % der Betriebe nutzen die App täglich'],
    ['fr', 'Sur 20 patients sélectionnés au hasard', '70 % des patients ont préféré le suivi à distance'],
  ] as const)('reads in %s the sample in a drawing’s caption, joined or not', (language, caption, claim) => {
    const unit = { ...summaryUnit(10, 'Results', claim), drawnLabels: ['R', caption, '11', '6'] }

    const [question] = askFromLines([unit], language)

    expect(question?.text).toContain(sampleIn(caption, language)!)
    expect(question?.slides).toEqual([10])
  })

  test('quotes a joined title-cased sample up to the line it was joined with', () => {
    expect(sampleIn('For 17 Randomly Selected Commits To a Large Open-Source Project', 'en')).toBe(
      '17 randomly selected commits',
    )
    expect(sampleIn('Sur 20 patients sélectionnés au hasard', 'fr')).toBe(
      '20 patients sélectionnés au hasard',
    )
  })

  test('reads no set value from a drawing’s data labels', () => {
    const estimate = summaryUnit(3, 'Range estimate', '10-20% improvement in fuel efficiency in India')
    const chart = {
      ...summaryUnit(5, 'Chart', 'Growth scenarios'),
      drawnLabels: ['Improvements in efficiency: 5%'],
    }
    expect(askFromLines([estimate, chart], 'en')).toEqual([])
  })

  test('reads "n = 12" as a sample and a year as none', () => {
    expect(sampleIn('Agile developers (in 2007, n = 12) estimate 68%', 'en')).toBe('n = 12')
    expect(sampleIn('Selected in 2007 by the board', 'en')).toBeUndefined()
  })
})

describe('a figure the deck sets against a range it cites', () => {
  test.each([
    [
      'en',
      ['Range estimate', '10-20% improvement in fuel efficiency in India (Das et al)'],
      ['Methodology', 'Baseline projections based on trends\nSustained improvements in efficiency: 5%'],
      'Why 5% for sustained improvements in efficiency when the deck also cites “10-20% improvement in fuel efficiency in India”?',
    ],
    [
      'es',
      ['Estimación', 'Ahorro de combustible del 10–20 % en flotas urbanas'],
      ['Supuestos', 'Ahorro de combustible: 4 %'],
      '¿Por qué 4 % para ahorro de combustible, si la presentación también cita «Ahorro de combustible del 10–20 % en flotas urbanas»?',
    ],
    [
      'nl',
      ['Schatting', 'Besparing op energie van 8-12% bij scholen'],
      ['Aannames', 'Besparing op energie: 20%'],
      'Waarom 20% voor besparing op energie, als de presentatie ook „Besparing op energie van 8-12% bij scholen” noemt?',
    ],
  ] as const)('asks in %s why the deck assumes a figure outside it', (language, cited, set, question) => {
    const units = [summaryUnit(3, cited[0], cited[1]), summaryUnit(5, set[0], set[1])]

    expect(askFromLines(units, language)).toEqual([{ text: question, slides: [3, 5] }])
  })

  test('asks nothing when the figure lies inside the range', () => {
    const units = [
      summaryUnit(3, 'Range estimate', '10-20% improvement in fuel efficiency in India'),
      summaryUnit(5, 'Methodology', 'Sustained improvements in efficiency: 12%'),
    ]

    expect(askFromLines(units, 'en')).toEqual([])
  })
})

describe('a change the deck marks as pending, under its heading', () => {
  test.each([
    [
      'en',
      '- Additionality\n  - Comprehensive I&C regime proposed',
      'If “Comprehensive I&C regime proposed” goes ahead, what changes for additionality, and what if it does not?',
    ],
    [
      'fr',
      '- Container Services\n  - Actuellement en préversion',
      'Container Services : « Actuellement en préversion ». Peut-on s’y fier avant la version finale ?',
    ],
    [
      'it',
      '- Finanziamento\n  - Contributo regionale in valutazione',
      'Se «Contributo regionale in valutazione» va avanti, cosa cambia per finanziamento, e se no?',
    ],
  ] as const)('asks in %s what follows if it goes ahead', (language, text, question) => {
    expect(askFromLines([summaryUnit(7, 'Design', text)], language)).toEqual([
      { text: question, slides: [7] },
    ])
  })

  test.each([
    ['en', 'Proposed budget and timeline'],
    ['en', '- Phase 2\n  - Proposed budget for the new hall'],
    ['fr', 'Une réforme proposée en 2021 par le ministère'],
  ] as const)('asks nothing in %s of its own proposal or a line under no heading', (language, text) => {
    expect(askFromLines([summaryUnit(7, 'Design', text)], language)).toEqual([])
  })
})

// Reader r-a3: a talk said its saving twice, "3- to 6-fold" on one slide and "3- to 5-fold" in its conclusions, and
// no question asked which holds. Decision 203: two slides' multiples of one claim that overlap but differ are asked.
describe('one claim stated on two slides with different multiples', () => {
  test.each([
    [
      'en',
      '- Cuts the cache size 2- to 6-fold vs. the old design',
      '- Reduces cache size 2- to 4-fold at 16-bit precision',
      '“Cuts the cache size 2- to 6-fold vs. the old design” against “Reduces cache size 2- to 4-fold at 16-bit precision”: which figure holds, and under what conditions?',
    ],
    [
      'de',
      '- Senkt den Speicherbedarf des Caches 2- bis 6-fach',
      '- Der Speicherbedarf des Caches sinkt 2- bis 4-fach bei 16 Bit',
      '„Senkt den Speicherbedarf des Caches 2- bis 6-fach“ gegenüber „Der Speicherbedarf des Caches sinkt 2- bis 4-fach bei 16 Bit“: Welche Zahl gilt, und unter welchen Bedingungen?',
    ],
    [
      'fr',
      '- Réduit la taille du cache de 2 à 6 fois',
      '- La taille du cache baisse de 2 à 4 fois en 16 bits',
      '« Réduit la taille du cache de 2 à 6 fois » contre « La taille du cache baisse de 2 à 4 fois en 16 bits » : quel chiffre vaut, et dans quelles conditions ?',
    ],
  ] as const)('asks which holds, in %s', (language, first, second, asked) => {
    const units = [summaryUnit(4, 'Design', first), summaryUnit(9, 'Summary', second)]

    expect(askFromLines(units, language)).toEqual([{ text: asked, slides: [4, 9] }])
  })

  test.each([
    ['en', '- Cuts the cache size 2- to 4-fold', '- Reduces cache size 2- to 4-fold'],
    ['en', '- Cuts the cache size 2-fold', '- Grows cache size 5- to 8-fold'],
    ['en', '- Cuts the cache size 2- to 6-fold', '- Cuts the queue length 3-fold'],
  ] as const)(
    'asks nothing when the multiples agree, do not overlap or name other things (%s)',
    (language, first, second) => {
      const units = [summaryUnit(4, 'Design', first), summaryUnit(9, 'Summary', second)]

      expect(askFromLines(units, language)).toEqual([])
    },
  )
})
