import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets } from '../../shared/test-support/document-of'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// The candidates stage: a line no reader can use as an overall item (reader r-u1 on the corpus decks), by its form.

type Case = {
  question: string
  title: string
  statement: string
  name: string
  orphan: string
  time: string
  remark: string
  slogan: string
  quote: string
  attributed: string
}

const CASES: Record<'en' | 'de' | 'fr', Case> = {
  en: {
    question: 'What changed?',
    title: 'Maintenance contracts',
    statement: 'Output reached 2,318 tonnes in October, 94.6% of plan',
    name: 'The Open Worldwide Application Security Project',
    orphan: 'And now, for 2025, this is the category that cut our losses by 12%',
    time: 'This year the category cut our losses by 12%',
    remark: 'Yes, we skipped 3. That is for after. More later!',
    slogan: 'Excellence with Equity is Possible!',
    quote:
      '"Is the information I want in the 3rd line? It is, but with the -a option it is in the 4th line".',
    attributed: 'Our customers say it best: "We cut our close from 9 days to 3"',
  },
  de: {
    question: 'Was hat sich geändert?',
    title: 'Wartungsverträge',
    statement: 'Der Umsatz stieg im Oktober um 36 % auf 7,9 Mio. €',
    name: 'Zentrum Für Angewandte Digitale Sicherheit',
    orphan: 'Diese senkt die Kosten der Wartung um 12 Prozent',
    time: 'Dieses Jahr sinken die Kosten der Wartung um 12 Prozent',
    remark: 'Ja, Punkt 3 fehlt hier noch. Mehr dazu später!',
    slogan: 'Exzellenz und Gerechtigkeit sind möglich!',
    quote: '„Steht die Angabe in der 3. Zeile? Ja, aber mit der Option -a in der 4. Zeile.“',
    attributed: 'Unsere Kunden sagen es so: „Wir schließen den Monat in 3 statt 9 Tagen ab“',
  },
  fr: {
    question: 'Qu’est-ce qui a changé ?',
    title: 'Contrats de maintenance',
    statement: 'Le débit de pointe atteint 1 850 m³ par heure lors de l’orage de juin',
    name: 'Observatoire National des Eaux Pluviales Urbaines',
    orphan: 'Cela réduit les coûts de maintenance de 12 % par an',
    time: 'Cette année, les coûts de maintenance baissent de 12 %',
    remark: 'Oui, nous avons sauté le point 3. Plus tard !',
    slogan: 'L’excellence avec l’équité est possible !',
    quote: '« L’information est-elle à la 3e ligne ? Oui, mais avec l’option -a elle est à la 4e ligne. »',
    attributed: 'Nos clients le disent : « Nous clôturons le mois en 3 jours au lieu de 9 »',
  },
}

const LANGUAGES = ['en', 'de', 'fr'] as const

function linesOf(language: Language, ...texts: string[]) {
  return overallLinesOf(
    [
      { title: 'Status', text: bullets(CASES[language as 'en'].statement) },
      // A question for title names nothing a line's pointer could stand for.
      ...texts.map((text) => ({ title: CASES[language as 'en'].question, text: bullets(text) })),
    ],
    language,
  )
}

describe('lines that are no overall item', () => {
  test.each(LANGUAGES)('a bare name in title case is none; a statement beside it is one (%s)', (language) => {
    const { statement, name } = CASES[language]

    const lines = linesOf(language, name)

    expect(lines.eligible[lineStarting(lines, statement.slice(0, 12))]).toBe(true)
    expect(lines.eligible[lineStarting(lines, name.slice(0, 12))]).toBe(false)
  })

  test.each(LANGUAGES)(
    'a line whose subject points back is none alone; "this year" points back at nothing (%s)',
    (language) => {
      const { orphan, time } = CASES[language]

      const lines = linesOf(language, orphan, time)

      expect(lines.eligible[lineStarting(lines, orphan.slice(0, 12))]).toBe(false)
      expect(lines.followsBefore[lineStarting(lines, orphan.slice(0, 12))]).toBe(false)
      expect(lines.eligible[lineStarting(lines, time.slice(0, 12))]).toBe(true)
    },
  )

  test.each(LANGUAGES)(
    'a line whose subject points back may follow the line before it on its slide (%s)',
    (language) => {
      const { statement, orphan } = CASES[language]

      const { question } = CASES[language]
      const lines = overallLinesOf([{ title: question, text: bullets(statement, orphan) }], language)
      const at = lineStarting(lines, orphan.slice(0, 12))

      expect(lines.eligible[at]).toBe(false)
      expect(lines.followsBefore[at]).toBe(true)
    },
  )

  test.each(LANGUAGES)(
    'a line whose subject points back is one under a title that names what it stands for (%s)',
    (language) => {
      const { orphan, title } = CASES[language]

      const lines = overallLinesOf([{ title, text: bullets(orphan) }], language)

      expect(lines.eligible[lineStarting(lines, orphan.slice(0, 12))]).toBe(true)
    },
  )

  test.each(LANGUAGES)('a remark to the room is none; a slogan alone is one (%s)', (language) => {
    const { remark, slogan } = CASES[language]

    const lines = linesOf(language, remark, slogan)

    expect(lines.eligible[lineStarting(lines, remark.slice(0, 8))]).toBe(false)
    expect(lines.eligible[lineStarting(lines, slogan.slice(0, 12))]).toBe(true)
  })

  test.each(LANGUAGES)('a quotation alone is none; a statement that quotes is one (%s)', (language) => {
    const { quote, attributed } = CASES[language]

    const lines = linesOf(language, quote, attributed)

    expect(lines.eligible[lineStarting(lines, quote.slice(0, 12))]).toBe(false)
    expect(lines.eligible[lineStarting(lines, attributed.slice(0, 12))]).toBe(true)
  })
})
