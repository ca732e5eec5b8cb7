import { describe, expect, test } from 'vitest'
import { DOCUMENT_VERSION, slideFromText, type Document, type Language, type SlideLine } from '../shared'
import { answerOffline, NOT_IN_DECK } from './answer-offline'
import { buildQuestionIndex, loadQuestionIndex } from './question-index'
import { bullet, stat } from '../shared/test-support/document-of'

interface TestSlide {
  title: string
  lines?: SlideLine[]
  notes?: string
}

function deckOf(language: Language, slides: TestSlide[]): Document {
  return {
    version: DOCUMENT_VERSION,
    format: 'pptx',
    pageCount: slides.length,
    language,
    sections: [],
    warnings: [],
    slides: slides.map((slide, i) =>
      slideFromText({
        number: i + 1,
        title: slide.title,
        text: (slide.lines ?? []).map((line) => line.text).join('\n'),
        notes: slide.notes ?? '',
        lines: [{ kind: 'title', text: slide.title }, ...(slide.lines ?? [])],
      }),
    ),
  }
}

function ask(document: Document, question: string) {
  // Through the stored form, as the server reads it.
  const stored = JSON.parse(JSON.stringify(buildQuestionIndex(document))) as ReturnType<
    typeof buildQuestionIndex
  >
  return answerOffline(loadQuestionIndex(stored), question)
}

const row = (headers: string[], cells: string[]): SlideLine => ({
  kind: 'table-row',
  text: `${cells[0]} — ${headers
    .slice(1)
    .map((header, i) => `${header}: ${cells[i + 1]}`)
    .join('; ')}`,
  headers,
  cells,
})

describe('in English', () => {
  const deck = deckOf('en', [
    { title: 'Vetlark', lines: [bullet('Practice software for independent vet clinics')] },
    {
      title: 'Agenda',
      lines: [
        { kind: 'agenda', text: 'Traction' },
        { kind: 'agenda', text: 'The ask' },
      ],
    },
    { title: 'Problem', lines: [bullet('Missed appointments cost the average clinic $58,000 a year')] },
    { title: 'Market', lines: [bullet('29,400 independent veterinary clinics in the US and Canada')] },
    {
      title: 'Traction at a glance',
      lines: [stat('Annual recurring revenue', '$3.4M'), stat('Gross margin', '76%')],
      notes: 'If asked about churn: logo churn over the last twelve months was 2.1%. The rest were acquired.',
    },
    {
      title: 'Business model',
      lines: [
        row(['Plan', 'Price per month', 'Clinics'], ['Essentials', '$350', '176']),
        row(['Plan', 'Price per month', 'Clinics'], ['Practice', '$640', '190']),
      ],
    },
  ])

  test('one figure that answers comes first, with its label and slide', () => {
    const answer = ask(deck, "What is Vetlark's ARR?")

    expect(answer.answer.split('\n')[0]).toBe('Annual recurring revenue is $3.4M (slide 5).')
    expect(answer.citations[0]).toEqual({ slideNumber: 5, text: 'Annual recurring revenue: $3.4M' })
  })

  test('words are matched by their stem ("appointment" finds "appointments")', () => {
    const answer = ask(deck, 'What does a missed appointment cost?')

    expect(answer.answer).toContain('“Missed appointments cost the average clinic $58,000 a year” (slide 3)')
  })

  test('a table cell is found by its column header and its row', () => {
    const answer = ask(deck, 'What is the monthly price of the Practice plan?')

    expect(answer.answer.split('\n')[0]).toBe('Price per month (Practice) is $640 (slide 6).')
  })

  test('speaker notes are found and said to be notes', () => {
    const answer = ask(deck, 'What is logo churn?')

    expect(answer.answer).toContain('logo churn over the last twelve months was 2.1%')
    expect(answer.answer).toContain('(slide 5, speaker notes)')
    expect(answer.citations).toEqual([
      { slideNumber: 5, text: 'If asked about churn: logo churn over the last twelve months was 2.1%.' },
    ])
  })

  test('a question the deck does not answer says so, with no figure and no citation', () => {
    for (const question of ['What is the capital of Mongolia?', 'What will the weather be tomorrow?']) {
      expect(ask(deck, question)).toEqual({ answer: NOT_IN_DECK, citations: [] })
    }
  })

  test('a line found only by its slide title does not answer', () => {
    const titled = deckOf('en', [{ title: 'Weather risk', lines: [bullet('Revenue up 5% on the year')] }])

    expect(ask(titled, 'What is the weather tomorrow?')).toEqual({ answer: NOT_IN_DECK, citations: [] })
  })

  test('agenda lines answer nothing', () => {
    expect(ask(deck, 'Traction?').citations.every((c) => c.slideNumber !== 2)).toBe(true)
  })
})

describe('in German', () => {
  const deck = deckOf('de', [
    { title: 'Kennzahlen', lines: [stat('Zahlende Betriebe', '8.600'), stat('Monatlicher Churn', '1,4 %')] },
    {
      title: 'Preise',
      lines: [
        row(['Paket', 'Preis pro Nutzer und Monat', 'Kunden'], ['Basis', '29 €', '5.100']),
        row(['Paket', 'Preis pro Nutzer und Monat', 'Kunden'], ['Sprachmodul', '19 €', '1.200']),
      ],
    },
    {
      title: 'Churn',
      notes:
        'Der Churn konzentriert sich auf das erste Jahr: 68 % aller Kündigungen kommen in den ersten zwölf Monaten.',
    },
  ])

  test('inflected words meet their stem ("Kündigung" finds "Kündigungen") in the notes', () => {
    const answer = ask(deck, 'Wann kommt die Kündigung meistens?')

    expect(answer.citations).toEqual([expect.objectContaining({ slideNumber: 3 })])
    expect(answer.answer).toContain('68 % aller Kündigungen')
  })

  test('a table cell is found by its header', () => {
    const answer = ask(deck, 'Wie viele Kunden nutzen das Sprachmodul?')

    expect(answer.answer.split('\n')[0]).toBe('Kunden (Sprachmodul): 1.200 (slide 2).')
  })

  test('how many paying businesses: the stat, led by its figure', () => {
    expect(ask(deck, 'Wie viele zahlende Betriebe gibt es?').answer.split('\n')[0]).toBe(
      'Zahlende Betriebe: 8.600 (slide 1).',
    )
  })
})

describe('in Spanish', () => {
  const deck = deckOf('es', [
    {
      title: 'Resultados del trimestre',
      lines: [
        row(['Concepto', 'Presupuesto', 'Real'], ['Ingresos', '2,68 M€', '2,84 M€']),
        row(['Concepto', 'Presupuesto', 'Real'], ['Ocupación media', '78 %', '81 %']),
      ],
    },
    { title: 'Socios', lines: [bullet('1.460 socios activos, 118 más que en diciembre')] },
    { title: 'Valencia', notes: 'Sin los 48 k€ de preapertura, el margen de EBITDA habría sido del 23,1 %.' },
  ])

  test('a table cell is found by its row and header, with accents or without', () => {
    expect(ask(deck, '¿Cuál fue la ocupacion media real?').answer.split('\n')[0]).toBe(
      'Real (Ocupación media): 81 % (slide 1).',
    )
  })

  test('plural and singular meet ("socio activo" finds "socios activos")', () => {
    expect(ask(deck, '¿Cuántos son los socios activos?').citations[0]?.slideNumber).toBe(2)
  })

  test('a question asked in English still finds the line by its words the deck uses', () => {
    expect(ask(deck, 'What is the EBITDA?').citations[0]?.slideNumber).toBe(3)
  })

  test('notes are found', () => {
    expect(ask(deck, '¿Qué margen de EBITDA sin preapertura?').answer).toContain('(slide 3, speaker notes)')
  })
})

describe('in Dutch', () => {
  test('a compound of the question finds the deck\'s word inside it ("tandartspraktijken" → "praktijken")', () => {
    const deck = deckOf('nl', [{ title: 'Groep', lines: [stat('praktijken', '26')] }])

    expect(ask(deck, 'Hoeveel tandartspraktijken heeft de groep?').answer).toContain(
      '“praktijken: 26” (slide 1)',
    )
  })
})
