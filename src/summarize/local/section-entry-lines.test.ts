import { describe, expect, test } from 'vitest'
import { captionSubject, isNumberedHeading, isUnlabelledRow } from './section-entry-lines'

// Decision 155: the lines of a document's section that are no bullet alone, in three languages.
describe('a caption names its exhibit', () => {
  test.each([
    ['Table 3: Episodes and length of stay by pathway', 'Episodes and length of stay by pathway'],
    ['Tabelle D1. Merkmale der Patienten', 'Merkmale der Patienten'],
    ['Tableau 6a Enquête auprès des médecins', 'Enquête auprès des médecins'],
    ['Table 12. Actions, owners and dates; Action | Owner | Date', 'Actions, owners and dates'],
  ])('%s', (line, subject) => {
    expect(captionSubject(line)).toBe(subject)
  })

  test.each([
    'Table A1 gives the monthly series behind Table 2.',
    'Tabelle 2 zeigt die Aktivität je Quartal.',
    'Le tableau 3 montre la répartition des parcours.',
  ])('a sentence about an exhibit is none: %s', (line) => {
    expect(captionSubject(line)).toBeUndefined()
  })
})

describe('a numbered heading alone is no statement', () => {
  test.each(['6.1 Acute bed days saved', '4.2 Vergleichsgruppe', '10. Équité et accès'])('%s', (line) => {
    expect(isNumberedHeading(line)).toBe(true)
  })

  test.each([
    '6.4 Mortality and safety escalation we reviewed followed the agreed protocol, and the median time was short.',
    '1. Aktivität: das Programm betreute 4.860 Episoden.',
    '2. Occupation : 79 % au dernier trimestre',
  ])('a numbered statement is none: %s', (line) => {
    expect(isNumberedHeading(line)).toBe(false)
  })
})

describe('a row of figures without its column names', () => {
  test.each([
    'Total 4,860 2,817 2,043 31,181 6.4',
    'Gebrechlichkeit: 652; 92 %; 86 %',
    'Fragilité 1 990 1 453 537',
  ])('%s', (line) => {
    expect(isUnlabelledRow(line)).toBe(true)
  })

  test.each([
    'Frailty — Virtual ward: 13.1%; Comparison group: 16.8%',
    'Insgesamt wurden rund 21.300 Bettentage eingespart.',
    'Dans 7,6 % des épisodes, le patient est retourné à l’hôpital.',
  ])('a labelled row or a sentence is none: %s', (line) => {
    expect(isUnlabelledRow(line)).toBe(false)
  })
})
