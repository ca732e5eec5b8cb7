import { describe, expect, test } from 'vitest'
import type { DeckRole, DeckStructure, Language } from '../../shared'
import { checkCompleteness } from './check-completeness'
import { bullet, documentOf } from '../../shared/test-support/document-of'

interface PitchWords {
  language: Language
  /** Slide titles of a pitch with no runway, each with its role. */
  slides: [string, DeckRole][]
  /** A line that states the runway in the deck's words. */
  runway: string
}

const PITCHES: PitchWords[] = [
  {
    language: 'en',
    slides: [
      ['Vetlark', 'cover'],
      ['The problem', 'problem'],
      ['What we do', 'solution'],
      ['Market', 'market'],
      ['Traction', 'traction'],
      ['Pricing', 'business-model'],
      ['Competition', 'competition'],
      ['Team', 'team'],
      ['The ask', 'ask'],
    ],
    runway: '24 months of runway after the round',
  },
  {
    language: 'de',
    slides: [
      ['Auftragsheld', 'cover'],
      ['Das Problem', 'problem'],
      ['Unsere Lösung', 'solution'],
      ['Markt', 'market'],
      ['Traktion', 'traction'],
      ['Geschäftsmodell', 'business-model'],
      ['Wettbewerb', 'competition'],
      ['Team', 'team'],
      ['Finanzierungsrunde', 'ask'],
    ],
    runway: 'Runway von 24 Monaten nach der Runde',
  },
  {
    language: 'fr',
    slides: [
      ['Pluvia', 'cover'],
      ['Le problème', 'problem'],
      ['Notre solution', 'solution'],
      ['Marché', 'market'],
      ['Traction', 'traction'],
      ['Modèle économique', 'business-model'],
      ['Concurrence', 'competition'],
      ['Équipe', 'team'],
      ['Notre levée', 'ask'],
    ],
    runway: '24 mois de trésorerie après la levée : notre runway',
  },
]

function structureOf(roles: DeckRole[], genre: DeckStructure['genre'] = 'pitch'): DeckStructure {
  return { genre, roles: roles.map((role, index) => ({ slideNumber: index + 1, role })) }
}

describe.each(PITCHES)('a pitch in $language', (w) => {
  const deck = documentOf(
    w.slides.map(([title, role]) => ({
      title,
      lines: [bullet(title)],
      role: role === 'cover' ? 'cover' : 'content',
    })),
    { language: w.language },
  )
  const structure = structureOf(w.slides.map(([, role]) => role))

  test('without unit economics, use of funds and runway, has those three missing and every other item with its slide', () => {
    const completeness = checkCompleteness(deck, structure)

    expect(completeness.genre).toBe('pitch')
    expect(completeness.items.filter((item) => !item.found).map((item) => item.id)).toEqual([
      // A pitch with no churn, CAC or lifetime value lacks its unit economics (issue 24, item 4).
      'unit-economics',
      'use-of-funds',
      'runway',
    ])
    expect(completeness.items.find((item) => item.id === 'team')?.slides).toEqual([8])
  })

  test('finds the runway by its cue words, on the slide that states it', () => {
    const withRunway = documentOf(
      [
        ...w.slides.map(([title]) => ({ title, lines: [bullet(title)] })),
        { title: '—', lines: [bullet(w.runway)] },
      ],
      { language: w.language },
    )

    const runway = checkCompleteness(
      withRunway,
      structureOf([...w.slides.map(([, role]) => role), 'content']),
    ).items.find((item) => item.id === 'runway')

    expect(runway).toEqual({ id: 'runway', label: 'Runway', found: true, slides: [10] })
  })
})

test('each genre of the issue has its checklist, and a genre without one gives no items', () => {
  const deck = documentOf([{ title: 'Risks', lines: [bullet('Supplier risk')] }])
  const items = (genre: DeckStructure['genre']) =>
    checkCompleteness(deck, structureOf(['risks'], genre)).items.map((item) => item.id)

  expect(items('review')).toEqual(['plan-vs-actual', 'pipeline', 'risks', 'asks'])
  expect(items('recommendation')).toEqual(['options', 'cost', 'timeline', 'decision', 'risks'])
  expect(items('investment-memo')).toEqual(['thesis', 'returns', 'risks', 'terms'])
  expect(items('lecture')).toEqual(['objectives', 'concepts', 'examples', 'assignments'])
  expect(items('report')).toEqual([])
})

test('an agenda that promises a slide is not that slide', () => {
  const deck = documentOf([
    { title: 'Agenda', role: 'agenda', lines: [bullet('Risks and asks')] },
    { title: 'Results', lines: [bullet('Output 2,318 t')] },
  ])

  const items = checkCompleteness(deck, structureOf(['agenda', 'content'], 'review')).items

  expect(items.find((item) => item.id === 'risks')).toMatchObject({ found: false, slides: [] })
})
