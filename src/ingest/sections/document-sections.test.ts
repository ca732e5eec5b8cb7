import { describe, expect, test } from 'vitest'
import { documentSections } from './document-sections'
import { headingSections } from './heading-sections'
import { outlineSections } from './outline-sections'
import { topicSections, type Paragraph } from './topic-sections'

describe('outlineSections', () => {
  test('runs each bookmark to the page before the next of its level or above', () => {
    const outline = [
      { title: 'Preface', level: 1, page: 2 },
      { title: 'Scope', level: 2, page: 3 },
      { title: 'Levels', level: 2, page: 5 },
      { title: 'Requirements', level: 1, page: 8 },
      { title: 'Deep detail', level: 3, page: 9 },
    ]

    expect(outlineSections(outline, 12, 'Cover')).toEqual([
      { title: 'Cover', level: 1, firstSlide: 1, lastSlide: 1 },
      { title: 'Preface', level: 1, firstSlide: 2, lastSlide: 7 },
      { title: 'Scope', level: 2, firstSlide: 3, lastSlide: 4 },
      { title: 'Levels', level: 2, firstSlide: 5, lastSlide: 7 },
      { title: 'Requirements', level: 1, firstSlide: 8, lastSlide: 12 },
    ])
  })

  test('makes one section of the bookmarks that start on one page', () => {
    const outline = [
      { title: "What's New", level: 1, page: 1 },
      { title: 'Reminders', level: 1, page: 1 },
      { title: 'Calendar', level: 1, page: 4 },
    ]

    expect(outlineSections(outline, 8, '')).toEqual([
      { title: "What's New; Reminders", level: 1, firstSlide: 1, lastSlide: 3 },
      { title: 'Calendar', level: 1, firstSlide: 4, lastSlide: 8 },
    ])
  })

  test("ignores an exported deck's outline that bookmarks every slide", () => {
    const outline = Array.from({ length: 10 }, (_, index) => ({
      title: `Slide Number ${index + 1}`,
      level: 1,
      page: index + 1,
    }))

    expect(outlineSections(outline, 10, '')).toEqual([])
  })
})

describe('headingSections', () => {
  test('takes the largest headings as level 1 and the next size as level 2', () => {
    const headings = [
      { page: 1, title: 'Annual report', scale: 2.5 },
      { page: 3, title: 'Operations', scale: 2 },
      { page: 5, title: 'Plants', scale: 1.5 },
      { page: 7, title: 'Some body page', scale: 1 },
      { page: 9, title: 'Finance', scale: 2 },
    ]

    expect(headingSections(headings, 12)).toEqual([
      { title: 'Annual report', level: 1, firstSlide: 1, lastSlide: 12 },
      { title: 'Operations', level: 2, firstSlide: 3, lastSlide: 4 },
      { title: 'Plants', level: 2, firstSlide: 5, lastSlide: 8 },
      { title: 'Finance', level: 2, firstSlide: 9, lastSlide: 12 },
    ])
  })

  test('gives none for a deck whose every slide title is set alike', () => {
    const headings = Array.from({ length: 10 }, (_, index) => ({
      page: index + 1,
      title: `Slide ${index}`,
      scale: 1.6,
    }))

    expect(headingSections(headings, 10)).toEqual([])
  })
})

describe('topicSections', () => {
  const about = (topic: string[], page: number, count: number): Paragraph[] =>
    Array.from({ length: count }, (_, index) => ({
      page: page + Math.floor(index / 2),
      text: `${index === 0 ? 'Opening' : 'Then'} ${Array.from({ length: 60 }, (_, word) => topic[(word + index) % topic.length]).join(' ')}.`,
    }))

  test('cuts between paragraphs where the vocabulary shifts, never inside one', () => {
    const banks = ['banks', 'capital', 'lending', 'deposits', 'liquidity', 'balance', 'interest', 'credit']
    const disease = [
      'epidemic',
      'infection',
      'contagion',
      'virus',
      'immunity',
      'vaccine',
      'outbreak',
      'patients',
    ]
    const paragraphs = [...about(banks, 1, 10), ...about(disease, 6, 10)]

    const sections = topicSections(paragraphs, 10)

    expect(sections).toEqual([
      { title: 'Capital, deposits, lending', level: 1, firstSlide: 1, lastSlide: 5 },
      { title: 'Contagion, infection, virus', level: 1, firstSlide: 6, lastSlide: 10 },
    ])
  })

  // Issue 24, reader of the BoE speech: sections were named by their first eight words ("Charts 8 and 9
  // illustrate the problem. They…"), a cut sentence.
  test.each([
    ['en', 'The outbreak.', ['epidemic', 'infection', 'contagion', 'virus', 'immunity', 'vaccine']],
    ['de', 'Der Ausbruch.', ['Epidemie', 'Infektion', 'Ansteckung', 'Virus', 'Immunität', 'Impfstoff']],
    ['fr', 'L’épidémie.', ['épidémie', 'infection', 'contagion', 'virus', 'immunité', 'vaccin']],
  ])(
    'names a section by its short first sentence whole, never by a cut one (%s)',
    (_language, short, topic) => {
      const banks = ['banks', 'capital', 'lending', 'deposits', 'liquidity', 'balance', 'interest', 'credit']
      const disease = about(topic, 6, 10)
      disease[0] = { ...disease[0]!, text: `${short} ${disease[0]!.text}` }

      const sections = topicSections([...about(banks, 1, 10), ...disease], 10)

      expect(sections.map((section) => section.title)).toEqual([
        'Capital, deposits, lending',
        short.replace(/\.$/u, ''),
      ])
      expect(sections.every((section) => !section.title.endsWith('…'))).toBe(true)
    },
  )

  test('gives none for a text too short to cut', () => {
    expect(topicSections([{ page: 1, text: 'A short speech.' }], 1)).toEqual([])
  })
})

describe('documentSections', () => {
  test('leaves a short document whole', () => {
    const outline = [
      { title: 'One', level: 1, page: 1 },
      { title: 'Two', level: 1, page: 3 },
    ]

    expect(documentSections({ pageCount: 4, outline, headings: [], paragraphs: [] })).toEqual([])
  })
})
