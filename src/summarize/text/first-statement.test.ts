import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { firstStatement } from './first-statement'

describe('firstStatement', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Front-desk staff spend 14 hours a week on reminder calls and rebooking. Most clinics have no one else to do it.',
      'Front-desk staff spend 14 hours a week on reminder calls and rebooking.',
    ],
    [
      'de',
      'Der ARR stieg auf 7,9 Mio. € im Jahr, z. B. durch die E-Rechnung. Danach folgt die Roadmap.',
      'Der ARR stieg auf 7,9 Mio. € im Jahr, z. B. durch die E-Rechnung.',
    ],
    [
      'nb',
      'Bygget skal stå ferdig 30. juni 2027, og skolen åpner i august. Deretter kommer uteområdet.',
      'Bygget skal stå ferdig 30. juni 2027, og skolen åpner i august.',
    ],
  ])('states the first %s sentence whole, never a stub ending in “…”', (language, text, sentence) => {
    const stated = firstStatement(text, language)

    expect(stated).toBe(sentence)
    expect(stated).not.toMatch(/…$/u)
  })

  test.each<[Language, string]>([
    [
      'en',
      'Independent clinics run on server software that was built in the 2000s, that needs a technician on site for every upgrade, that cannot take card payments without a separate terminal, and that most vendors will stop supporting by 2028 at the latest',
    ],
    [
      'fr',
      'La ville imperméabilise les sols, accélère le ruissellement vers les collecteurs, augmente les débits de pointe lors des orages et sature des réseaux qui ont été dimensionnés pour une ville beaucoup moins dense que celle que nous connaissons aujourd’hui',
    ],
    [
      'es',
      'El trimestre cerró con ingresos por encima del presupuesto, una ocupación media del ochenta y uno por ciento, un EBITDA récord para la compañía y una preventa en Valencia que avanza más despacio de lo previsto por el retraso de la licencia municipal',
    ],
  ])(
    'ends a long %s sentence at a clause break with its full stop, not with an ellipsis',
    (language, text) => {
      const stated = firstStatement(text, language)

      expect(stated.length).toBeLessThan(text.length)
      expect(stated).toMatch(/[^,;:]\.$/u)
      expect(text.startsWith(stated.slice(0, -1))).toBe(true)
    },
  )

  test.each<[Language, string, string]>([
    ['en', '8. Performance is critical to the next move', 'Performance is critical to the next move'],
    [
      'fr',
      '3) La performance compte pour la prochaine étape. Ensuite, le plan.',
      'La performance compte pour la prochaine étape.',
    ],
    ['nl', '10. Talentontwikkeling is de taak van leiders', 'Talentontwikkeling is de taak van leiders'],
  ])('states a numbered %s item by its sentence, never by its bare number', (language, text, sentence) => {
    expect(firstStatement(text, language)).toBe(sentence)
  })

  test.each<[Language, string, string]>([
    ['en', 'App. Specific Exploitability:3 Prevalence:2', 'App. Specific Exploitability:3 Prevalence:2'],
    ['de', 'Anw. Spezifisch: Ausnutzbarkeit 3. Danach folgt mehr.', 'Anw. Spezifisch: Ausnutzbarkeit 3.'],
    ['es', 'Apl. Específica: explotabilidad 3. Luego sigue más.', 'Apl. Específica: explotabilidad 3.'],
  ])(
    'reads a one-word %s "sentence" (an abbreviation) with the next, never alone',
    (language, text, sentence) => {
      expect(firstStatement(text, language)).toBe(sentence)
    },
  )

  // Issue 24, item 1 (reading of the third session): an acknowledgement cut after "Peng Li." named 14 of 25.
  test.each<[Language, string]>([
    ['en', 'Thanks to'],
    ['es', 'Gracias a'],
    ['de', 'Dank an'],
  ])('never cuts a %s list of names at a comma between two names', (language, opening) => {
    const names = Array.from({ length: 24 }, (_, n) => `Ana${String.fromCharCode(97 + n)} Lopez`).join(', ')
    const text = `${opening} ${names} and the Foundation for funding.`

    expect(firstStatement(text, language)).toBe(text)
  })
  // Reader r-b2 (decision 205): a German rule cut at a comma after a noun lost its verb ("… kann … bis zur
  // Bewilligung des Altersruhegeldes." without "… gekündigt werden").
  test('a long German sentence is not cut after a noun, before its verb', () => {
    const rule =
      'Einem Arbeitnehmer kann nach Vollendung des 55. Lebensjahres und einer ununterbrochenen Betriebszugehörigkeit von mindestens zehn Jahren bis zur Bewilligung des Altersruhegeldes, längstens jedoch bis zur Vollendung des 65. Lebensjahres, nur noch aus wichtigem Grund gekündigt werden.'

    expect(firstStatement(rule, 'de')).toBe(rule)
  })

  test('a long German sentence is still cut after a clause that has its verb', () => {
    const text =
      'Der Arbeitgeber muss in der schriftlichen Unternehmerentscheidung einen Termin für die Umsetzung angeben, zu dem die Organisationsänderung im Betrieb tatsächlich greifen soll, und er sollte diesen Termin zusätzlich datumsmäßig angeben, damit das Gericht ihn im Streitfall prüfen kann.'

    expect(firstStatement(text, 'de')).toMatch(/greifen soll\.$/u)
  })
})
