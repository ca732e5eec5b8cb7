import { describe, expect, test } from 'vitest'
import { readAsStatement, readAsStatements } from './read-as-statements'

describe('readAsStatement: a heading chain', () => {
  test('drops a heading before a label that says what its figure is (en)', () => {
    expect(readAsStatement('Depot upkeep — Average fuel economy gain: 5%', 'en')).toBe(
      'Average fuel economy gain: 5%',
    )
  })

  test('keeps a heading that names what the rest does not, or before a bare label (en)', () => {
    expect(readAsStatement('Buses in Leeds — Average fuel economy gain: 5%', 'en')).toBe(
      'Buses in Leeds — Average fuel economy gain: 5%',
    )
    expect(readAsStatement('Depot upkeep — Savings: 5%', 'en')).toBe('Depot upkeep — Savings: 5%')
  })

  test('cuts a title glued to a list of labelled lessons to its lead (de)', () => {
    const text =
      'Lehren aus dem Pilotprojekt — Ausgangswerte: Pilotversuche durchführen; Abgrenzung: Flotte mit fester ' +
      'Route; Kosten der Prüfung: Daten liegen schon vor'

    expect(readAsStatement(text, 'de')).toBe(
      'Lehren aus dem Pilotprojekt — Ausgangswerte: Pilotversuche durchführen',
    )
  })

  test('keeps every part of a list that states a figure (de)', () => {
    const text =
      'Lehren aus dem Pilotprojekt — Ausgangswerte: 12 Busse; Abgrenzung: 3 Linien; Kosten: 40.000 €'

    expect(readAsStatement(text, 'de')).toBe(
      'Lehren aus dem Pilotprojekt: Ausgangswerte 12 Busse; Abgrenzung 3 Linien; Kosten 40.000 €',
    )
  })
})

describe('readAsStatement: a table row with column labels', () => {
  test('reads a row and the sentence after its dash as two statements (nb)', () => {
    const text =
      'Reserve — Budsjett: 12,0; Prognose: 12,0; Avvik: 0,0 — Rådmannen vil beholde hele reserven fordi taket ' +
      'ennå ikke er bestilt.'

    expect(readAsStatement(text, 'nb')).toBe(
      'Reserve: Budsjett 12,0; Prognose 12,0; Avvik 0,0. Rådmannen vil beholde hele reserven fordi taket ennå ' +
        'ikke er bestilt.',
    )
  })

  test('says a row of coded columns under its row label, without its empty cell (it)', () => {
    const text = 'Costo — A: Vendita rapida: —; B: Nuovo magazzino: 1,2 M€; C: Affitto esterno: 0,3 M€'

    expect(readAsStatement(text, 'it')).toBe('Costo: B (Nuovo magazzino) 1,2 M€; C (Affitto esterno) 0,3 M€')
  })
})

describe('readAsStatement: one statement per item', () => {
  test('keeps a heading before a label of vague words and a name (fr)', () => {
    const text = 'Dimensionner la citerne — Résultat pour Clairval : un volume utile de 420 m³'

    expect(readAsStatement(text, 'fr')).toBe(text)
    expect(readAsStatement('Dimensionner la citerne — Valeur moyenne : 420 m³', 'fr')).toBe(
      'Dimensionner la citerne — Valeur moyenne : 420 m³',
    )
    expect(readAsStatement('Dimensionner la citerne — Volume utile de la citerne : 420 m³', 'fr')).toBe(
      'Volume utile de la citerne : 420 m³',
    )
  })

  test('ends the first of two sentences glued with a dash (nl)', () => {
    const text =
      'De markt voor kredietverzekeringen bevroor omdat de bank bij contracten van 2 biljoen betrokken was — ' +
      'De netto uitbetalingen op die contracten bedroegen uiteindelijk maar 3 miljard'

    expect(readAsStatement(text, 'nl')).toBe(
      'De markt voor kredietverzekeringen bevroor omdat de bank bij contracten van 2 biljoen betrokken was. ' +
        'De netto uitbetalingen op die contracten bedroegen uiteindelijk maar 3 miljard',
    )
  })

  test('reads two figures glued with a dash as one against the other (it)', () => {
    const text =
      '4 % di risparmio di gasolio (studio Rossi 2019) — 9 % di risparmio di gasolio (programma ENEA)'

    expect(readAsStatement(text, 'it')).toBe(
      '4 % di risparmio di gasolio (studio Rossi 2019) rispetto a 9 % di risparmio di gasolio (programma ENEA)',
    )
  })

  test('spaces a label run into its figure and ends on one stop, not two (en)', () => {
    expect(readAsStatement('Sustained fuel saving:5%', 'en')).toBe('Sustained fuel saving: 5%')
    expect(readAsStatement('Help every team grow their careers..', 'en')).toBe(
      'Help every team grow their careers.',
    )
    expect(readAsStatement('Teams wait…', 'en')).toBe('Teams wait…')
    expect(readAsStatement('Teams wait...', 'en')).toBe('Teams wait...')
  })

  test('leaves the questions as written (nl)', () => {
    const overall = {
      overallSummary: {
        keyTakeaways: ['Onderhoud — Gemiddelde brandstofbesparing per bus: 5%'],
        actionItems: [],
        strategicInsights: [],
        keyQuestions: ['Onderhoud — waarom 5%?'],
      },
      sources: { keyTakeaways: [[1]], actionItems: [], strategicInsights: [], keyQuestions: [[1]] },
    }

    const read = readAsStatements(overall, 'nl').overallSummary

    expect(read.keyTakeaways).toEqual(['Gemiddelde brandstofbesparing per bus: 5%'])
    expect(read.keyQuestions).toEqual(['Onderhoud — waarom 5%?'])
  })
})

describe('readAsStatement: a footnote marker', () => {
  test.each([
    [
      'en',
      'Predicted difference per school year*: 2.3 months',
      'Predicted difference per school year: 2.3 months',
    ],
    ['de', 'Umsatz je Filiale**: 1,2 Mio. €', 'Umsatz je Filiale: 1,2 Mio. €'],
    ['es', 'Ingresos por espacio†: 609 €', 'Ingresos por espacio: 609 €'],
  ] as const)('drops the marker a label points at its footnote with (%s)', (language, text, read) => {
    expect(readAsStatement(text, language)).toBe(read)
  })
})
