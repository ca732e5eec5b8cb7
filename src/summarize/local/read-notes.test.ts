import { describe, expect, test } from 'vitest'
import { readNotes } from './read-notes'

// Issue 24, item 5 (reader r24): "Objective: … Notes: …" and "(Animation)" stood as takeaways.
describe('readNotes', () => {
  test.each([
    [
      'en',
      'Objective: To explain the folder layout of a solution Notes:  When you create a project, you get 2 projects.',
      'When you create a project, you get 2 projects.',
    ],
    [
      'de',
      'Lernziel: Den Aufbau einer Lösung erklären. Notizen: Ein neues Projekt enthält 2 Teilprojekte.',
      'Ein neues Projekt enthält 2 Teilprojekte.',
    ],
    [
      'es',
      'Objetivo: Presentar la herramienta. Notas: La herramienta muestra el estado de 5 nodos.',
      'La herramienta muestra el estado de 5 nodos.',
    ],
  ] as const)(
    'leaves out the %s aim and the notes label, keeps the notes proper',
    (language, notes, kept) => {
      expect(readNotes(notes, language)).toBe(kept)
    },
  )

  test.each([
    [
      'en',
      '(Animation) If we add two more nodes, the partitions rebalance.',
      'If we add two more nodes, the partitions rebalance.',
    ],
    [
      'fr',
      '[Clic] Les partitions se rééquilibrent sur 5 nœuds.',
      'Les partitions se rééquilibrent sur 5 nœuds.',
    ],
    [
      'nl',
      '(Animatie) De partities worden over 5 knooppunten verdeeld.',
      'De partities worden over 5 knooppunten verdeeld.',
    ],
    // Reader r-a3 (LNS slide 5): a direction in square brackets that says what to do stood in the entry.
    [
      'en',
      'The chip is as accurate as IEEE-754. [pronounce “IEEE-754” as “I-triple-E-seven-fifty-four”]',
      'The chip is as accurate as IEEE-754.',
    ],
    [
      'de',
      '[Pause für Fragen] Der Chip ist so genau wie IEEE-754. [Aussprache: „IMI“ wie „I-M-I“]',
      'Der Chip ist so genau wie IEEE-754.',
    ],
    [
      'it',
      'Il chip è preciso quanto IEEE-754. [Pronunciare “IMI” come “I-M-I”]',
      'Il chip è preciso quanto IEEE-754.',
    ],
  ] as const)('takes a %s stage direction out', (language, notes, kept) => {
    expect(readNotes(notes, language)).toBe(kept)
  })

  test('keeps words in square brackets that direct nothing', () => {
    expect(readNotes('The chip [pan99] runs at 120 MHz.', 'en')).toBe('The chip [pan99] runs at 120 MHz.')
  })

  test('keeps an aim that holds a figure: a target is a fact of the deck', () => {
    expect(readNotes('Ziel: 12 % Wachstum im Jahr 2026.', 'de')).toBe('12 % Wachstum im Jahr 2026.')
  })

  test('keeps what follows the aim sentence unlabelled', () => {
    expect(readNotes('Objective: Introduce the tool. It shows the health of 5 nodes.', 'en')).toBe(
      'It shows the health of 5 nodes.',
    )
  })
})
