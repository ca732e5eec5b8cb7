import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { askWhatIsDiscussed } from './ask-what-is-discussed'
import type { SummaryUnit } from './collect-passages'
import { readDeckStructure } from './read-deck-structure'
import { readAsks } from './relate-question'

const discussed = (language: Language, slides: Parameters<typeof documentOf>[0]) => {
  const document = documentOf(slides, { language })
  const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  const roles = readDeckStructure(document).roles.map(({ role }) => role)
  return askWhatIsDiscussed(units, roles, language)
}

// A reader of the board update: "no question on Cinderfall slipping again although the notes say it is the item
// the board will want to discuss".
describe('the deck says what its audience will want to discuss', () => {
  test.each([
    [
      'en',
      'The Ravenfield slip is the item the board will want to discuss.',
      'Ravenfield: why launch moves to May 2027',
      'Closed beta with 6,000 players: day-7 retention 28% against a target of 40%',
      'The Ravenfield slip: what caused it, and could it happen again?',
    ],
    [
      'de',
      'Die Ravenfield-Verschiebung ist das Thema, das der Aufsichtsrat diskutieren will.',
      'Ravenfield: warum der Start auf Mai 2027 rückt',
      'Beta mit 6.000 Spielern: Bindung nach 7 Tagen 28 % gegenüber einem Ziel von 40 %',
      'Die Ravenfield-Verschiebung: Was war die Ursache, und kann es sich wiederholen?',
    ],
    [
      'fr',
      'Le glissement de Ravenfield est le point que le conseil voudra discuter.',
      'Ravenfield : pourquoi le lancement passe à mai 2027',
      'Bêta avec 6 000 joueurs : rétention à 7 jours de 28 % contre un objectif de 40 %',
      'Le glissement de Ravenfield : qu’est-ce qui l’a causé, et cela peut-il se reproduire ?',
    ],
  ] as const)(
    'a %s setback the notes flag is asked about beside the slide that explains it',
    (language, cue, title, line, question) => {
      const found = discussed(language, [
        { title: 'Board update', text: 'Q2 2026', role: 'cover' },
        { title: 'Summary', text: '- Revenue 6.8', notes: cue },
        { title, text: `- ${line}\n- We rebuild the first two hours of play` },
      ])

      expect(found).toEqual([{ finding: `${title} — ${line}`, question, slides: [3] }])
    },
  )

  test.each([
    ['en', 'Day-30 retention is the number the publisher will want to discuss.'],
    ['de', 'Die Bindung nach 30 Tagen ist die Zahl, die der Verlag diskutieren will.'],
    ['it', 'La fidelizzazione a 30 giorni è il numero che l’editore vorrà discutere.'],
  ] as const)('a %s subject that is no setback asks nothing of its cause ("%s")', (language, cue) => {
    const found = discussed(language, [
      { title: 'Live games', text: '- Retention 21% against 25% a year ago', notes: cue },
    ])

    expect(found).toEqual([])
  })

  // A reader: "What day-7 retention must the rebuilt first two hours reach before the £1.8M is spent?" The slide
  // states why it slipped; the ask for money on it is what the question relates to.
  test('a setback the deck asks money for is asked what must hold before that money goes', () => {
    const document = documentOf(
      [
        { title: 'Board update', text: 'Q2 2026', role: 'cover' },
        {
          title: 'Summary',
          text: '- Revenue 6.8',
          notes: 'The Ravenfield slip is the item the board will want to discuss.',
        },
        {
          title: 'Ravenfield: why launch moves to May 2027',
          text: '- Closed beta: day-7 retention 28% against a target of 40%',
        },
        { title: 'Decisions', text: '- Approve the Ravenfield budget increase of £1.6M' },
      ],
      { language: 'en' },
    )
    const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
    const roles = readDeckStructure(document).roles.map(({ role }) => role)
    const asks = readAsks(['Approve the Ravenfield budget increase of £1.6M'], [[4]])

    expect(askWhatIsDiscussed(units, roles, 'en', asks)[0]).toMatchObject({
      question: 'The Ravenfield slip: what must hold before the £1.6M is spent?',
      slides: [3],
      questionSlides: [3, 4],
    })
  })
})
