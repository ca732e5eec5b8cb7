import { describe, expect, test } from 'vitest'
import { documentOf } from '../shared/test-support/document-of'
import { groupSections } from './group-sections'

const documentOfPages = (pages: [title: string, text: string][]) =>
  documentOf(
    pages.map(([title, text]) => ({ title, text })),
    { format: 'pdf' },
  )

describe('groupSections', () => {
  test('starts a section at each page whose title is a heading and carries untitled pages along', () => {
    const document = documentOfPages([
      ['1 Introduction', 'We study tracing.'],
      ['', 'More on tracing.'],
      ['2 Method', 'Trace trees.'],
      ['', 'Nested loops.'],
      ['', 'Side exits.'],
    ])

    const sections = groupSections(document)

    expect(sections.map((s) => [s.title, s.pages])).toEqual([
      ['1 Introduction', [1, 2]],
      ['2 Method', [3, 4, 5]],
    ])
    expect(sections[1]?.text).toBe('Trace trees.\nNested loops.\nSide exits.')
  })

  test('ignores a running head repeated on many pages', () => {
    const document = documentOfPages([
      ['Annual Report 2024', 'Intro'],
      ['Annual Report 2024', 'More'],
      ['Risks', 'Rates'],
      ['Annual Report 2024', 'Liquidity'],
    ])

    expect(groupSections(document).map((s) => [s.title, s.pages])).toEqual([
      ['Intro', [1, 2]],
      ['Risks', [3, 4]],
    ])
  })

  test('never cuts a run under one heading at a page count, only past the size limit', () => {
    const pages: [string, string][] = Array.from({ length: 20 }, (_, i) => [
      i === 0 ? 'Appendix' : '',
      `Row ${i} `.repeat(10),
    ])

    expect(groupSections(documentOfPages(pages)).map((s) => s.pages.length)).toEqual([20])
    const sections = groupSections(documentOfPages(pages), { maxChars: 500 })
    expect(sections.map((s) => s.pages.length)).toEqual([8, 7, 5])
    expect(sections.every((s) => s.title === 'Appendix')).toBe(true)
  })

  test('keeps a numbered sub-heading in its chapter and starts a section at the next chapter', () => {
    const document = documentOfPages([
      ['3. The programme', 'Beds and staff.'],
      ['3.4 Clinical governance', 'Oversight.'],
      ['4. Evaluation method', 'Matched cohorts.'],
    ])

    expect(groupSections(document).map((s) => [s.title, s.pages])).toEqual([
      ['3. The programme', [1, 2]],
      ['4. Evaluation method', [3]],
    ])
  })

  test('does not call a section opening at a sub-heading headed, so the model may name its chapter', () => {
    const document = documentOfPages([
      ['7. Experience', 'Survey.'],
      ['8.1 Agency and bank staff', '8. Workforce\nThe programme planned 96 posts.'],
    ])

    expect(groupSections(document).map((s) => [s.title, s.hasHeading])).toEqual([
      ['7. Experience', true],
      ['8.1 Agency and bank staff', false],
    ])
  })

  test("starts sections at the document's outline, naming a topic shift without calling it a heading", () => {
    const document = {
      ...documentOfPages([
        ['Speech', 'Opening words.'],
        ['', 'More.'],
        ['', 'Networks fail in new ways.'],
        ['', 'Still on networks.'],
      ]),
      sections: [
        { title: 'Speech', level: 1, firstSlide: 1, lastSlide: 2 },
        { title: 'Networks fail in new ways…', level: 1, firstSlide: 3, lastSlide: 4 },
      ],
    }

    expect(groupSections(document).map((s) => [s.title, s.hasHeading, s.pages])).toEqual([
      ['Speech', true, [1, 2]],
      ['Networks fail in new ways…', false, [3, 4]],
    ])
  })

  test('names a continued part by its first line when the carried heading has a figure its pages lack', () => {
    const pages: [string, string][] = Array.from({ length: 10 }, (_, i) => [
      i === 0 ? '1308.14 Registration' : '',
      i === 8 ? 'Renewal of a registration\nText' : `Rule ${i}`,
    ])

    const sections = groupSections(documentOfPages(pages), { maxChars: 70 })

    expect(sections.map((s) => s.title)).toEqual(['1308.14 Registration', 'Renewal of a registration'])
  })

  test('carries a heading onto a continued part whose pages state its figures', () => {
    const pages: [string, string][] = Array.from({ length: 9 }, (_, i) => [
      i === 0 ? 'Results for 2024' : '',
      `Revenue in 2024, part ${i}`,
    ])

    const sections = groupSections(documentOfPages(pages), { maxChars: 200 })

    expect(sections.map((s) => s.title)).toEqual(['Results for 2024', 'Results for 2024'])
  })

  test('keeps a sub-heading of a later page as a line of the section text', () => {
    const document = documentOfPages([
      ['Results', 'Speed-ups of 10x.'],
      ['Results', 'Memory use.'],
    ])

    expect(groupSections(document)).toEqual([
      {
        title: 'Results',
        hasHeading: true,
        pages: [1, 2],
        text: 'Speed-ups of 10x.\nMemory use.',
        notes: '',
      },
    ])
  })

  test('does not take a sentence cut by the page break for a heading', () => {
    const document = documentOfPages([
      ['Overview', 'Start'],
      ['which continues here,', 'end'],
    ])

    expect(groupSections(document).map((s) => s.pages)).toEqual([[1, 2]])
  })
})
