import { describe, expect, test } from 'vitest'
import { joinSpacedLetters } from './join-spaced-letters'

// Workforce slide 32's "M o v e m e n t" / "G  o  a  l  s" were copied into its entry letter by letter.
describe('a word set as spaced letters is read as the word', () => {
  test.each([
    ['en', 'M o v e m e n t', 'Movement'],
    ['de', 'Z  i  e  l  e', 'Ziele'],
    ['es', 'O b j e t i v o s', 'Objetivos'],
    ['fr', 'L e s  b u t s', 'Les buts'],
  ])('%s: %s', (_language, spaced, word) => {
    expect(joinSpacedLetters(spaced)).toBe(word)
  })

  test('letters all in capitals (labels, grades) and short runs stay as they are', () => {
    expect(joinSpacedLetters('A B C D')).toBe('A B C D')
    expect(joinSpacedLetters('a b c')).toBe('a b c')
    expect(joinSpacedLetters('Plan A or B')).toBe('Plan A or B')
  })
})
