import { describe, expect, test } from 'vitest'
import { textHeadingSections } from './text-heading-sections'

const cases = [
  {
    language: 'en',
    prose: 'The network grew more complex and more alike over the decade, and so it grew more fragile.',
    headings: ['Part 1: Topology of the Network', '(a) Connectivity and Stability', 'Conclusion'],
    byline: ['Speech by', 'Andrew Smith*', 'April 2009'],
  },
  {
    language: 'de',
    prose: 'Das Netz wurde im Lauf des Jahrzehnts komplexer und gleichförmiger, und damit anfälliger.',
    headings: ['Teil 1: Die Gestalt des Netzes', '(a) Verflechtung und Stabilität', 'Schluss'],
    byline: ['Rede von', 'Anna Müller*', 'April 2009'],
  },
  {
    language: 'fr',
    prose: 'Le réseau est devenu plus complexe et plus homogène au fil de la décennie, donc plus fragile.',
    headings: ['Partie 1 : La topologie du réseau', '(a) Connectivité et stabilité', 'Conclusion'],
    byline: ['Discours de', 'Anne Dupont*', 'Avril 2009'],
  },
]

/** A part's running text: long enough (over 1,000 characters) to be a part, not an introduction. */
const long = (sentence: string) => Array.from({ length: 12 }, () => sentence).join(' ')

describe('sections at the headings of a running text', () => {
  test.each(cases)(
    'start at each heading and name the front pages by the title ($language)',
    ({ prose: sentence, headings, byline }) => {
      const prose = long(sentence)
      const paragraphs = [
        ...byline.map((text) => ({ page: 1, text })),
        { page: 1, text: prose },
        { page: 2, text: prose },
        { page: 3, text: headings[0]! },
        { page: 3, text: prose },
        { page: 5, text: headings[1]! },
        { page: 5, text: prose },
        { page: 8, text: headings[2]! },
        { page: 8, text: prose },
      ]

      expect(textHeadingSections(paragraphs, 10, 'The Network')).toEqual([
        { title: 'The Network', level: 1, firstSlide: 1, lastSlide: 2 },
        { title: headings[0], level: 1, firstSlide: 3, lastSlide: 4 },
        { title: headings[1], level: 1, firstSlide: 5, lastSlide: 7 },
        { title: headings[2], level: 1, firstSlide: 8, lastSlide: 10 },
      ])
    },
  )

  test.each(cases)(
    'take no byline, date or caption over figures for a heading ($language)',
    ({ prose, byline }) => {
      const paragraphs = [
        ...byline.flatMap((text, index) => [
          { page: index + 1, text },
          { page: index + 1, text: prose },
        ]),
        { page: 5, text: 'Table 1 Summary statistics' },
        { page: 5, text: '1985' },
      ]

      expect(textHeadingSections(paragraphs, 10, 'The Network')).toEqual([])
    },
  )

  // A reader of the BoE speech: "(d) Innovation and Stability" stood at the foot of page 15, and its section took
  // that page's figures of (c).
  test.each(cases)(
    'start on the next page at a heading set at the foot of its page ($language)',
    ({ prose: sentence, headings }) => {
      const prose = long(sentence)
      const paragraphs = [
        { page: 1, text: headings[0]! },
        { page: 1, text: prose },
        { page: 2, text: prose },
        { page: 3, text: headings[1]! },
        { page: 3, text: prose },
        { page: 4, text: prose },
        { page: 4, text: prose },
        { page: 4, text: headings[2]! },
        { page: 5, text: prose },
      ]

      expect(textHeadingSections(paragraphs, 6, 'The Network')).toEqual([
        { title: headings[0], level: 1, firstSlide: 1, lastSlide: 2 },
        { title: headings[1], level: 1, firstSlide: 3, lastSlide: 4 },
        { title: headings[2], level: 1, firstSlide: 5, lastSlide: 6 },
      ])
    },
  )

  // Reader r-p1 of the BoE speech: sections began at the page holding their heading, so "Diversity and Stability"
  // opened with the due-diligence figures of "(d) Innovation" set above it on that page.
  test.each(cases)(
    'start at the heading line itself, mid-page ($language)',
    ({ prose: sentence, headings }) => {
      const prose = long(sentence)
      const paragraphs = [
        { page: 1, line: 0, text: prose },
        { page: 2, line: 0, text: prose },
        { page: 2, line: 1, text: headings[0]! },
        { page: 2, line: 2, text: prose },
        { page: 3, line: 0, text: prose },
        { page: 3, line: 1, text: headings[2]! },
        { page: 3, line: 2, text: prose },
        { page: 4, line: 0, text: headings[1]! },
        { page: 4, line: 1, text: prose },
      ]

      expect(textHeadingSections(paragraphs, 5, 'The Network')).toEqual([
        { title: 'The Network', level: 1, firstSlide: 1, lastSlide: 2 },
        { title: headings[0], level: 1, firstSlide: 2, lastSlide: 3, firstLine: 1 },
        { title: headings[2], level: 1, firstSlide: 3, lastSlide: 3, firstLine: 1 },
        { title: headings[1], level: 1, firstSlide: 4, lastSlide: 5 },
      ])
    },
  )

  // "Part 2: Improving Network Stability", two short paragraphs, then "(a) Mapping the Network": one section.
  test.each(cases)(
    'name a short introduction and its first sub-heading together ($language)',
    ({ prose: sentence, headings }) => {
      const prose = long(sentence)
      const paragraphs = [
        { page: 1, line: 0, text: prose },
        { page: 2, line: 0, text: headings[0]! },
        { page: 2, line: 1, text: sentence },
        { page: 2, line: 2, text: headings[1]! },
        { page: 2, line: 3, text: prose },
        { page: 3, line: 0, text: headings[2]! },
        { page: 3, line: 1, text: sentence },
        { page: 3, line: 2, text: headings[0]! },
        { page: 3, line: 3, text: prose },
      ]

      expect(textHeadingSections(paragraphs, 8, 'The Network').map((section) => section.title)).toEqual([
        'The Network',
        `${headings[0]}; ${headings[1]}`,
        // A short part is merged only into its first sub-heading: a conclusion stays its own.
        headings[2],
        headings[0],
      ])
    },
  )
})
