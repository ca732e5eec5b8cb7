import { describe, expect, test } from 'vitest'
import { bulletLines as bullets } from '../../shared/test-support/document-of'
import { lineStarting, overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24, READER.md b: an overall item is a sentence with a meaning or a labelled figure. A conclusion's lead-in
// is said with its items as one sentence, never glued to one of them with "; "; a row of labels ("Level 3: …")
// and a heading chained to a sub-heading are no items, while a labelled figure stays.

const CASES = {
  en: {
    topics: ['Floating point', 'Table sizes'],
    lines: ['FP has greater relative error near one', 'LNS tables grow with precision'],
    conclusions: 'Conclusions',
    leadIn: 'Faithful rounding is good enough for:',
    items: ['low-precision FFT', 'MPEG-1 decoding', 'similar DSP applications…'],
    after: 'Reduces table size 3- to 5-fold for 32-bit LNS',
    said: 'Faithful rounding is good enough for low-precision FFT, MPEG-1 decoding and similar DSP applications',
    levels: 'Credentials by level',
    row: 'Level 3: One-time Password; Substantial assurance PKI at FPKI Basic',
    heading: 'Table Makers Dilemma',
    sub: '(Table Requirements for 32-bit Addition)',
    figure: 'Revenue: €38.6 million',
  },
  de: {
    topics: ['Gleitkomma', 'Tabellengrößen'],
    lines: ['Gleitkomma hat nahe eins größere Fehler', 'Die Tabellen wachsen mit der Genauigkeit'],
    conclusions: 'Fazit',
    leadIn: 'Treues Runden genügt für:',
    items: ['schnelle FFT', 'MPEG-1-Dekodierung', 'ähnliche DSP-Anwendungen…'],
    after: 'Die Tabellen werden 3- bis 5-mal kleiner für 32-Bit-LNS',
    said: 'Treues Runden genügt für schnelle FFT, MPEG-1-Dekodierung und ähnliche DSP-Anwendungen',
    levels: 'Nachweise nach Stufe',
    row: 'Stufe 3: Einmal-Passwort; Hohe Vertrauenswürdigkeit der PKI auf Basisstufe',
    heading: 'Das Dilemma der Tabellen',
    sub: '(Tabellen Anforderungen Für Die 32-Bit Addition)',
    figure: 'Umsatz: 38,6 Mio. €',
  },
  fr: {
    topics: ['Virgule flottante', 'Taille des tables'],
    lines: ['La virgule flottante a une erreur plus grande', 'Les tables croissent avec la précision'],
    conclusions: 'Conclusions',
    leadIn: 'L’arrondi fidèle suffit pour :',
    items: ['la FFT rapide', 'le décodage MPEG-1', 'les applications DSP semblables…'],
    after: 'Réduit la taille des tables de 3 à 5 fois pour un LNS de 32 bits',
    said: 'L’arrondi fidèle suffit pour la FFT rapide, le décodage MPEG-1 et les applications DSP semblables',
    levels: 'Identifiants par niveau',
    row: 'Niveau 3 : Mot de passe unique; Assurance substantielle de la PKI au niveau de base',
    heading: 'Le Dilemme des Tables',
    sub: '(Exigences Des Tables Pour Addition 32-bit)',
    figure: 'Chiffre d’affaires : 38,6 M€',
  },
} as const

describe.each(['en', 'de', 'fr'] as const)('lead-ins and label rows (%s)', (language) => {
  const c = CASES[language]
  const deck = [
    { title: 'Faithful rounding', text: 'A talk' },
    { title: c.topics[0], text: bullets(c.lines[0]) },
    { title: c.topics[1], text: bullets(c.lines[1]) },
    { title: c.levels, text: bullets(c.row, c.figure) },
    { title: c.heading, text: bullets(c.sub) },
    { title: c.conclusions, text: bullets(c.leadIn, ...c.items, c.after) },
  ]

  test('a conclusion’s lead-in is said with its items as one sentence', () => {
    const point = pointOf(overallLinesOf(deck, language, true), language)
    expect(point?.text).toContain(c.said)
    expect(point?.text).not.toMatch(/(?:for|für|pour) ?;/u)
  })

  test('a label row and a sub-heading are no items; a labelled figure is', () => {
    const lines = overallLinesOf(deck, language, true)
    expect(lines.eligible[lineStarting(lines, c.row.slice(0, 8))]).toBe(false)
    expect(lines.eligible[lineStarting(lines, c.sub.slice(0, 8))]).toBe(false)
    expect(lines.eligible[lineStarting(lines, c.figure.slice(0, 6))]).toBe(true)
  })
})
