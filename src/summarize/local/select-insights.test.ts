import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import {
  bulletLines as bullets,
  paragraph,
  stat,
  type TestSlide,
} from '../../shared/test-support/document-of'
import { isStatedRelation, selectInsights } from './select-insights'
import { dropSpeakerDirection } from './drop-speaker-direction'
import { selectTakeaways } from './select-takeaways'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// The insights stage: measured statements not taken as takeaways, the speaker's context for a figure first,
// each with its question when one can be asked; insights with a question come first.

// Stat cards lead the takeaways, so the measured statements and the notes are left for the insights.
const cards: TestSlide[] = [
  ['Revenue', '£6.8M'],
  ['EBITDA', '£1.1M'],
  ['Cash', '£14.2M'],
  ['Orders', '£9.3M'],
  ['Margin', '16%'],
].map(([label, value]) => ({ title: `${label} Q2`, lines: [stat(label!, value!)] }))

function insightsOf(slides: TestSlide[], language: Language) {
  const lines = overallLinesOf(slides, language)
  const taken = new Set<number>()
  const takeaways = selectTakeaways(lines, undefined, taken)
  return { lines, insights: selectInsights(lines, taken, takeaways.insightCount) }
}

const NOTES: Record<'en' | 'es' | 'de', { figure: string; notes: string }> = {
  en: {
    figure: 'Plant OEE was 68.4% in October against a plan of 72.0%',
    notes: 'Excluding Oven 3, plant OEE was 73.1%, which is above plan.',
  },
  es: {
    figure: 'La ocupación media fue del 81 % en el trimestre frente al 78 % previsto',
    notes: 'Sin el centro de Triana, la ocupación media habría sido del 86 %.',
  },
  de: {
    figure: 'Der monatliche Churn lag bei 1,4 % und damit über dem Ziel von 1,0 %',
    notes: 'Ohne die Betriebe aus dem ersten Vertragsjahr läge der Churn bei 0,8 %.',
  },
}

describe('selectInsights', () => {
  test.each(['en', 'es', 'de'] as const)(
    "leads with what the speaker's notes add to a slide's figure (%s)",
    (language) => {
      const { figure, notes } = NOTES[language]
      const { lines, insights } = insightsOf(
        [
          { title: 'Review', role: 'cover', lines: [paragraph('October 2026')] },
          ...cards,
          { title: 'KPI', text: bullets(figure), notes },
          { title: 'Volume', text: bullets('Output 2,318 units, 94.6% of plan') },
          { title: 'Cost', text: bullets('Labour cost rose 8% to 229 per unit') },
        ],
        language,
      )

      expect(insights.map(({ index }) => index)).toContain(lineStarting(lines, notes.slice(0, 10)))
      // keyQuestions[i] belongs to strategicInsights[i]: no insight without a question before one with.
      const asked = insights.map(({ question }) => question !== undefined)
      expect(asked).toEqual([...asked].sort((a, b) => Number(b) - Number(a)))
    },
  )
})

// Readers found 10 of 12 insights were one fact, a table row, a form field or a speaker's instruction.
const LINES: Record<
  'en' | 'it' | 'de',
  { relation: string; field: string; oneFact: string; direction: string; stated: string }
> = {
  en: {
    relation: 'Labour cost per tonne rose to £229 because of the extra overtime',
    field: 'Revenue 2025: £61.3M (+2%)',
    oneFact: 'Customer complaints rose to 27 in October.',
    direction: 'Sales are sceptical: anticipate that the 312 items to drop are only 3% of revenue.',
    stated: 'The 312 items to drop are only 3% of revenue.',
  },
  it: {
    relation: 'Il costo del lavoro per tonnellata sale a 229 € a causa degli straordinari',
    field: 'Fatturato 2025: 61,3 milioni di euro (+2 %)',
    oneFact: 'I reclami dei clienti sono saliti a 27 in ottobre.',
    direction:
      'La direzione commerciale è scettica sul taglio del catalogo: anticipare che i 312 articoli da eliminare valgono solo il 3 % del fatturato.',
    stated: 'I 312 articoli da eliminare valgono solo il 3 % del fatturato.',
  },
  de: {
    relation: 'Die Kosten je Tonne stiegen auf 229 € wegen der zusätzlichen Überstunden',
    field: 'Umsatz 2025: 61,3 Mio. € (+2 %)',
    oneFact: 'Die Kundenbeschwerden stiegen im Oktober auf 27.',
    direction: 'Der Vertrieb ist skeptisch: betonen, dass die 312 Artikel nur 3 % vom Umsatz bringen.',
    stated: 'Die 312 Artikel nur 3 % vom Umsatz bringen.',
  },
}

describe('isStatedRelation', () => {
  const line = (brief: string, fromNotes = false) => ({
    kind: 'text' as const,
    table: undefined,
    brief,
    fromNotes,
  })

  test.each(['en', 'it', 'de'] as const)(
    'a %s sentence relating two things is an insight, one fact or a field is not',
    (language) => {
      const words = LINES[language]

      expect(isStatedRelation(line(words.relation), language)).toBe(true)
      expect(isStatedRelation(line(words.direction, true), language)).toBe(true)
      expect(isStatedRelation(line(words.field), language)).toBe(false)
      expect(isStatedRelation(line(words.oneFact), language)).toBe(false)
      expect(isStatedRelation({ ...line(words.relation), table: 'row' }, language)).toBe(false)
      expect(isStatedRelation({ ...line(words.relation), kind: 'stat' }, language)).toBe(false)
    },
  )

  test.each(['en', 'it', 'de'] as const)(
    "a %s speaker's direction is dropped, its statement kept",
    (language) => {
      const words = LINES[language]

      expect(dropSpeakerDirection(words.direction, language)).toBe(words.stated)
      expect(dropSpeakerDirection(words.relation, language)).toBe(words.relation)
    },
  )
})
