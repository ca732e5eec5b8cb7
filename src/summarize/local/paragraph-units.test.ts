import { describe, expect, test } from 'vitest'
import { joinNoteLines } from '../text/join-note-lines'
import { collectPassages } from './collect-passages'
import { joinUnits } from './join-units'
import { readBoxedLines, readLines } from './read-lines'
import { signDashes } from './sign-dashes'
import { summaryUnit } from './test-support/summary-unit'

const texts = (text: string, isParagraphed: boolean) =>
  readLines(text, { isParagraphed }).map((line) => line.text)

// Issue 24, reader r-l: paragraphs run together without a stop, a qualifier set apart, a minus read as a dash,
// rehearsal notes taken as content.
describe('a PowerPoint paragraph is a unit', () => {
  test.each([
    [
      'en',
      'The more ways we look at how people refactor, the more confidence we have that we understand them\nIn studying refactoring from new perspectives, our findings have confirmed and refuted what we knew',
    ],
    [
      'de',
      'Je mehr Blickwinkel wir auf das Refactoring werfen, desto sicherer verstehen wir die Entwickler\nAus neuen Blickwinkeln haben unsere Ergebnisse bisheriges Wissen bestätigt und auch widerlegt',
    ],
    [
      'fr',
      'Plus nous regardons le refactoring sous des angles différents, plus nous comprenons les développeurs\nEn étudiant le refactoring sous de nouveaux angles, nos résultats ont confirmé et réfuté le savoir',
    ],
  ])('%s: two wide paragraphs stay two lines; the same lines of a PDF join', (_, text) => {
    const paragraphs = texts(text, true)
    const pdfLines = texts(text, false)

    expect(paragraphs).toHaveLength(2)
    expect(pdfLines).toHaveLength(1)
  })

  test.each([
    ['en', '89% of refactorings\nwere done without a tool\n… among toolsmiths.'],
    ['es', 'El 89 % de los cambios\nse hicieron sin herramienta\n… entre los propios autores.'],
    ['nb', '89 % av endringene\nble gjort uten verktøy\n... blant verktøymakerne.'],
  ])('%s: a line opening with an ellipsis in lower case stays with the line above', (_, text) => {
    const lines = texts(text, true)

    expect(lines).toEqual([text.replace(/\n/gu, ' ')])
  })
})

describe('a phrase its author broke over lines is one line', () => {
  test.each([
    ['en', 'Values round to the nearest of the\nTwo possible exact representations'],
    ['de', 'Die Werte runden auf den nächsten der\nZwei möglichen Darstellungen'],
    ['pt', 'Os valores arredondam para a mais próxima das\nDuas representações possíveis'],
  ])('%s: a line ending on an article or preposition goes on below', (language, text) => {
    const lines = readLines(text, { isParagraphed: true, language: language as 'en' })

    expect(lines.map((line) => line.text)).toEqual([text.replace('\n', ' ')])
  })

  test('the capitalised rest of a label broken over one box joins it; the next item of the box does not', () => {
    const label = readBoxedLines(
      [
        { text: '4 Developers on', box: 1 },
        { text: 'the Same Open', box: 1 },
        { text: 'Source Project', box: 1 },
        { text: 'Feb.1', box: 2 },
      ],
      { isParagraphed: true, language: 'en' },
    )
    const items = readBoxedLines(
      [
        { text: '1.023 Mcps (C/A),', box: 3 },
        { text: 'period = 1 msec', box: 3 },
        { text: '10.23 Mcps (P(Y)),', box: 3 },
      ],
      { isParagraphed: true, language: 'en' },
    )

    expect(label.map((line) => line.text)).toEqual(['4 Developers on the Same Open Source Project', 'Feb.1'])
    expect(items.map((line) => line.text)).toHaveLength(2)
  })
})

describe('a dash alone before a value is its minus sign', () => {
  test.each([
    ['— US$ 0.13 million', '−US$ 0.13 million'],
    ['Kapitalwert: – 1,2 Mio. €', 'Kapitalwert: −1,2 Mio. €'],
    ['VAN = — 0,4 M€', 'VAN = −0,4 M€'],
    ['— mais de 40 escolas', '— mais de 40 escolas'],
    ['Resultado — 12 escolas novas', 'Resultado — 12 escolas novas'],
  ])('%s', (text, expected) => {
    expect(signDashes(text)).toBe(expected)
  })

  test('a value under its label reads as a negative value', () => {
    const lines = readLines(
      '- Net present value of project\n  - — US$ 0.13 million\n- Project cost\n  - US$ 0.54 million',
    )

    expect(lines.map((line) => line.text)).toContain('Net present value of project: −US$ 0.13 million')
  })
})

describe('speaker notes are read line by line', () => {
  test.each([
    [
      'To understand something, we study it from one perspective\nWhen we study from different perspectives, our understanding grows richer',
      'To understand something, we study it from one perspective. When we study from different perspectives, our understanding grows richer',
    ],
    [
      'Die Kosten steigen, weil wir\ndrei neue Standorte eröffnen\nDanach sinken sie wieder',
      'Die Kosten steigen, weil wir drei neue Standorte eröffnen. Danach sinken sie wieder',
    ],
    [
      'Le refactoring comprend :\nRenommer\nExtraire une variable\nEnsuite, on applique le changement au code',
      'Le refactoring comprend : Renommer; Extraire une variable. Ensuite, on applique le changement au code',
    ],
  ])('%s', (notes, expected) => {
    expect(joinNoteLines(notes)).toBe(expected)
  })

  test.each([
    [
      'en',
      'Refactoring keeps behaviour.\nCould probably do it with only 3 pieces of code\nAdd space after class name?\nMake font bigger, if possible',
    ],
    [
      'de',
      'Refactoring erhält das Verhalten.\nKönnte man mit drei Codestücken zeigen\nSchrift größer machen',
    ],
    [
      'fr',
      'Le refactoring préserve le comportement.\nOn pourrait le montrer avec trois extraits\nPenser à agrandir la police',
    ],
  ])('%s: a note to the presenter themself is no passage', (language, notes) => {
    const passages = collectPassages([summaryUnit(1, 'Refactoring', '', notes)], language as 'en')

    expect(passages.filter((passage) => passage.fromNotes)).toHaveLength(1)
  })
})

describe('units said as one item keep their boundaries', () => {
  test('two full sentences end one another; short items part with a semicolon', () => {
    const sentences = joinUnits([
      'The more ways we look at how people refactor, the more we understand them',
      'In studying refactoring from new perspectives, our findings confirmed previous knowledge',
    ])
    const items = joinUnits(['Do programmers refactor often? Yes', 'Do they use tools? No'])

    expect(sentences).toBe(
      'The more ways we look at how people refactor, the more we understand them. In studying refactoring from new perspectives, our findings confirmed previous knowledge',
    )
    expect(items).toBe('Do programmers refactor often? Yes; Do they use tools? No')
  })
})
