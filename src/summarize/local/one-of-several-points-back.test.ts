import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

// Reader r-x3, the BoE speech: the point opened "Perhaps the key one concerns the 'robust-yet-fragile' property…",
// the key one of the three results the sentence before counts, which the reader never sees. A sentence that picks
// one of several things said before ("the key one", "the latter", "le principal d'entre eux") points back as a
// pronoun does (decision 176).
describe('a sentence that picks one of the things said before points back', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Perhaps the key one concerns the robust-yet-fragile property of connected networks.',
      'The robust-yet-fragile property of connected networks is the key result.',
    ],
    [
      'fr',
      'Le principal d’entre eux concerne la propriété robuste mais fragile des réseaux.',
      'La propriété robuste mais fragile des réseaux est le résultat principal.',
    ],
    [
      'es',
      'Quizá el principal de ellos es la propiedad robusta pero frágil de las redes.',
      'La propiedad robusta pero frágil de las redes es el resultado principal.',
    ],
    [
      'de',
      'Letztere ist die robuste, aber fragile Eigenschaft der Netze.',
      'Die Netze sind robust, aber fragil.',
    ],
  ])('%s: "%s" points back, "%s" does not', (language, pointing, standing) => {
    const { pointsBack } = DECK_WORDS[language].entries

    expect(pointsBack(pointing)).toBe(true)
    expect(pointsBack(standing)).toBe(false)
  })
})
