import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { listNumberDropper } from './list-numbers'
import { selectActions } from './select-actions'
import { overallLinesOf } from './test-support/overall-lines-of'

// Reader r-s1 (decision 143): an action slide that states its actions as a numbered list and again as a table
// of owners and dates gave each action twice, the list's numbers kept. Each is one action, its owner joined on.
const DECKS: Record<'en' | 'de' | 'es', { title: string; text: string; owner: string; condition: string }> = {
  en: {
    title: 'Next steps',
    text: [
      '1. Submit the business case for recurrent funding to the Care Board by 31 July 2026.',
      '2. Take the Board decision on the options by 24 September 2026.',
      'Business case to the Care Board — Owner: Director of Strategy; Date: 31 July 2026',
      'Board decision on the options — Owner: Partnership Board; Date: 24 September 2026',
      'If these steps are taken on time, the service will be staffed for the winter.',
    ].join('\n'),
    owner: 'Director of Strategy',
    condition: 'If these steps',
  },
  de: {
    title: 'Nächste Schritte',
    text: [
      '1. Den Förderantrag für das Zentrum bis 31. Juli 2026 beim Land einreichen.',
      '2. Die Entscheidung des Vorstands über die Optionen bis 24. September 2026 treffen.',
      'Förderantrag für das Zentrum — Verantwortlich: Leiterin Strategie; Termin: 31. Juli 2026',
      'Entscheidung des Vorstands — Verantwortlich: Vorstand; Termin: 24. September 2026',
    ].join('\n'),
    owner: 'Leiterin Strategie',
    condition: '',
  },
  es: {
    title: 'Próximos pasos',
    text: [
      '1. Presentar el plan de apertura de Bilbao al consejo antes del 31 de julio de 2026.',
      '2. Cerrar la renovación del alquiler de Chamberí antes del 24 de septiembre de 2026.',
      'Plan de apertura de Bilbao — Responsable: Javier Ochandiano; Fecha: 31 de julio de 2026',
      'Renovación del alquiler de Chamberí — Responsable: Andrés Quiroga; Fecha: 24 de septiembre de 2026',
    ].join('\n'),
    owner: 'Javier Ochandiano',
    condition: '',
  },
}

/** The actions of a deck of a cover and one action slide, as the list states them. */
function actionsOf(deck: { title: string; text: string }, language: Language) {
  const lines = overallLinesOf(
    [
      { title: 'Cover', text: 'A review of the programme' },
      { title: deck.title, text: deck.text },
    ],
    language,
  )
  const actions = selectActions(lines)
  return { lines, texts: actions.indices.map((index) => actions.texts.get(index)!) }
}

describe('joinActionRows: an action stated as a list item and as a table row is one action', () => {
  test.each(Object.keys(DECKS) as ('en' | 'de' | 'es')[])('%s', (language: Language & keyof typeof DECKS) => {
    const deck = DECKS[language]
    const { lines, texts } = actionsOf(deck, language)
    const unnumbered = listNumberDropper(lines.passages)
    expect(texts).toHaveLength(2)
    expect(unnumbered(texts[0]!)).toMatch(/^\p{Lu}\p{Ll}/u)
    expect(texts[0]).toContain(deck.owner)
    expect(texts.join(' ')).not.toContain(' — ')
    if (deck.condition !== '') expect(texts.join(' ')).not.toContain(deck.condition)
  })
})

// Reader r-z1 (decision 186): a row of names ("Owner: Virtual ward service manager and county council workforce
// team") read as an enumeration and its owner was lost; a row naming another deed than the item ("Second evaluation
// report" beside "Commission a second evaluation") named the report's author as who commissions it.
const OWNED: Record<'en' | 'de' | 'es', { title: string; text: string; owned: string; deed: string }> = {
  en: {
    title: 'Next steps',
    text: [
      '1. Fill the 15 vacancies and halve agency spend by 18 December 2026.',
      '2. Commission an evaluation of the second phase, to be delivered by 31 May 2027.',
      'Report on the evaluation of the second phase — Owner: Marlowe Street Analytics; Date: 31 May 2027',
      'Fill vacancies; halve agency spend — Owner: Virtual ward service manager and county council workforce team; Date: 18 December 2026',
    ].join('\n'),
    owned: 'by 18 December 2026: Virtual ward service manager and county council workforce team',
    deed: '31 May 2027: Marlowe Street Analytics (report on the evaluation of the second phase)',
  },
  de: {
    title: 'Nächste Schritte',
    text: [
      '1. Stellen besetzen und Leiharbeit halbieren bis 18. Dezember 2026.',
      '2. Eine Evaluation der zweiten Phase in Auftrag geben, vorzulegen bis 31. Mai 2027.',
      'Bericht zur Evaluation der zweiten Phase — Verantwortlich: Marlowe Analytik; Termin: 31. Mai 2027',
      'Stellen besetzen; Leiharbeit halbieren — Verantwortlich: Stationsleitung Virtuelle Station und Personalteam Landkreis Nord; Termin: 18. Dezember 2026',
    ].join('\n'),
    owned: '18. Dezember 2026: Stationsleitung Virtuelle Station und Personalteam Landkreis Nord',
    deed: '31. Mai 2027: Marlowe Analytik (Bericht zur Evaluation der zweiten Phase)',
  },
  es: {
    title: 'Próximos pasos',
    text: [
      '1. Cubrir vacantes y reducir temporales antes del 18 de diciembre de 2026.',
      '2. Encargar la evaluación de la segunda fase antes del 31 de mayo de 2027.',
      'Informe de evaluación de la segunda fase — Responsable: Marlowe Analítica; Fecha: 31 de mayo de 2027',
      'Cubrir vacantes; reducir temporales — Responsable: Jefa Servicio Hospital Virtual Norte, Equipo Personal Diputación Norte; Fecha: 18 de diciembre de 2026',
    ].join('\n'),
    owned: '18 de diciembre de 2026: Jefa Servicio Hospital Virtual Norte, Equipo Personal Diputación Norte',
    deed: '31 de mayo de 2027: Marlowe Analítica (informe de evaluación de la segunda fase)',
  },
}

describe('joinActionRows: each action keeps its owner, and the owner of another deed is named with it', () => {
  test.each(Object.keys(OWNED) as ('en' | 'de' | 'es')[])('%s', (language: Language & keyof typeof OWNED) => {
    const deck = OWNED[language]

    const { texts } = actionsOf(deck, language)

    expect(texts).toHaveLength(2)
    expect(texts[0]).toContain(deck.owned)
    expect(texts[1]).toContain(deck.deed)
  })
})

describe('listNumberDropper', () => {
  test.each([
    ['en', '1. Activity: 4,860 episodes in 18 months', '2. Cost: £14.8M over 18 months', '3. Quartal'],
    [
      'de',
      '1. Aktivität: 4.860 Episoden in 18 Monaten',
      '2. Kosten: 14,8 Mio. € in 18 Monaten',
      '3. Quartal',
    ],
    ['fr', '1. Activité : 4 860 épisodes en 18 mois', '2. Coût : 14,8 M€ en 18 mois', '3. Trimestre'],
  ])(
    '%s: a list item loses its number, a line that only opens so keeps it',
    (language, first, second, other) => {
      const lines = overallLinesOf(
        [
          { title: 'Findings', text: [first, second].join('\n') },
          { title: 'Plan', text: `${other} 2026: the second site opens` },
        ],
        language as Language,
      )
      const unnumbered = listNumberDropper(lines.passages)
      expect(unnumbered(first)).toBe(first.slice(3))
      expect(unnumbered(`${other} 2026: the second site opens`)).toBe(`${other} 2026: the second site opens`)
    },
  )
})
