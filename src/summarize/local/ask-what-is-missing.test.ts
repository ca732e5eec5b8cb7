import { describe, expect, test } from 'vitest'
import type { DeckRole, DeckStructure, Language } from '../../shared'
import { bullet, documentOf } from '../../shared/test-support/document-of'
import { askWhatIsMissing } from './ask-what-is-missing'
import { DECK_WORDS } from './deck-words'

// Issue 24, item 4: the question a reader of the genre asks when the deck lacks what the genre needs.

const PITCH_ROLES: DeckRole[] = ['cover', 'problem', 'solution', 'market', 'traction', 'team', 'ask']
const PITCHES: Record<'en' | 'es' | 'de', { titles: string[]; competition: string; churnInNotes: string }> = {
  en: {
    titles: ['Vetlark', 'The problem', 'Our solution', 'Market', 'Traction', 'Team', 'The ask'],
    competition: 'Competitors: two booking tools, neither with reminders',
    churnInNotes: 'Logo churn was 2.1% last year, and CAC is paid back in 9 months.',
  },
  es: {
    titles: ['Vetlark', 'El problema', 'Nuestra solución', 'Mercado', 'Tracción', 'Equipo', 'La ronda'],
    competition: 'Competencia: dos herramientas de reservas sin recordatorios',
    churnInNotes: 'El churn fue del 2,1 % el año pasado y el CAC se recupera en 9 meses.',
  },
  de: {
    titles: ['Vetlark', 'Das Problem', 'Unsere Lösung', 'Markt', 'Traktion', 'Team', 'Die Runde'],
    competition: 'Wettbewerb: zwei Buchungstools ohne Erinnerungen',
    churnInNotes: 'Der Churn lag im Vorjahr bei 2,1 %, der CAC amortisiert sich in 9 Monaten.',
  },
}

const structureOf = (roles: DeckRole[], genre: DeckStructure['genre']): DeckStructure => ({
  genre,
  roles: roles.map((role, index) => ({ slideNumber: index + 1, role })),
})

function pitch(language: 'en' | 'es' | 'de', { competition = false, notes = '' } = {}) {
  const words = PITCHES[language]
  return documentOf(
    words.titles.map((title, at) => ({
      title,
      lines: [bullet(at === 3 && competition ? words.competition : `${title} 2026`)],
      notes: at === 4 ? notes : '',
    })),
    { language },
  )
}

describe('askWhatIsMissing', () => {
  test.each(['en', 'es', 'de'] as const)(
    'asks a %s pitch without competitors who else serves its customers',
    (language) => {
      const gaps = askWhatIsMissing(pitch(language), structureOf(PITCH_ROLES, 'pitch'))

      expect(gaps).toEqual([DECK_WORDS[language].gaps.competition])
    },
  )

  test.each(['en', 'es', 'de'] as const)(
    'asks a %s pitch with competitors about its churn and CAC, unless its notes state them',
    (language) => {
      const withCompetition = askWhatIsMissing(
        pitch(language, { competition: true }),
        structureOf(PITCH_ROLES, 'pitch'),
      )
      const withNotes = askWhatIsMissing(
        pitch(language, { competition: true, notes: PITCHES[language].churnInNotes }),
        structureOf(PITCH_ROLES, 'pitch'),
      )

      expect(withCompetition).toEqual([DECK_WORDS[language].gaps['unit-economics']])
      expect(withNotes).not.toContainEqual(DECK_WORDS[language].gaps['unit-economics'])
    },
  )

  test('asks nothing of a file that has little of its genre: it is another kind of file', () => {
    const paper = documentOf(
      ['Abstract', 'Methods', 'Results', 'Discussion'].map((title) => ({
        title,
        lines: [bullet(`${title} text`)],
      })),
      { language: 'en' as Language },
    )

    expect(
      askWhatIsMissing(paper, structureOf(['cover', 'content', 'content', 'content'], 'recommendation')),
    ).toEqual([])
  })
})

const RECOMMENDATIONS: Record<'en' | 'it' | 'de', { titles: string[]; actions: string[] }> = {
  en: {
    titles: ['Bellwood', 'Options', 'Cost and investment', 'We recommend option B', 'Who does what'],
    actions: ['Approve option B: the board; 15 January 2027', 'Start the pilot: Ana Ruiz; 3 March 2027'],
  },
  it: {
    titles: ['Bellandi', 'Opzioni', 'Costi e investimento', 'Raccomandiamo l’opzione B', 'Chi fa cosa'],
    actions: ['Approvare l’opzione B: CdA; 15 gennaio 2027', 'Avviare il pilota: Anna Rossi; 3 marzo 2027'],
  },
  de: {
    titles: ['Bellwald', 'Optionen', 'Kosten und Investition', 'Wir empfehlen Option B', 'Wer macht was'],
    actions: ['Option B freigeben: Vorstand; 15. Januar 2027', 'Pilot starten: Anna Roth; 3. März 2027'],
  },
}

describe('a recommendation whose actions carry their dates', () => {
  test.each(['en', 'it', 'de'] as const)('is not said to lack a timeline (%s)', (language) => {
    const { titles, actions } = RECOMMENDATIONS[language]
    const deck = documentOf(
      titles.map((title) => ({ title, lines: [bullet(`${title} 2026`)] })),
      { language },
    )
    const structure = structureOf(
      ['cover', 'options', 'financials', 'recommendation', 'content'],
      'recommendation',
    )

    const undated = askWhatIsMissing(deck, structure)
    const dated = askWhatIsMissing(deck, structure, actions)

    expect(undated).toEqual([DECK_WORDS[language].gaps.timeline])
    expect(dated).toEqual([])
  })
})
