import { describe, expect, test } from 'vitest'
import { isCoverQuestion } from './answer-the-cover-question'

// Decision 177, amended: a cover opening on a question word names its subject unless it asks with a question mark
// ("How We Refactor, and How We Know It" lost its place before the point of that talk).
describe('a cover that asks', () => {
  test.each([
    ['en', 'What is Cloud Native and why should I care?', 'How We Refactor, and How We Know It'],
    ['de', 'Warum Kubernetes? (Ein Vortrag)', 'Wie wir planen und wie wir es messen'],
    ['es', '¿Qué es la nube nativa y por qué debería importarme?', 'Cómo refactorizamos y cómo lo sabemos'],
  ])('%s: a question mark asks, a question word alone names a subject', (_language, asked, named) => {
    expect(isCoverQuestion(asked)).toBe(true)
    expect(isCoverQuestion(named)).toBe(false)
  })
})
