import { describe, expect, test } from 'vitest'
import { DOCUMENT_VERSION } from './document'
import { readStoredDocument } from './read-stored-document'

describe('readStoredDocument', () => {
  test('reads a version 1 slide model with bullets and paragraphs typed from its text', () => {
    const stored = {
      format: 'pptx',
      pageCount: 1,
      language: 'en',
      slides: [
        {
          number: 1,
          title: 'Traction',
          text: 'ARR grew\n- Revenue: $2.3M\n  - Churn 3%',
          notes: '',
          hidden: false,
        },
      ],
      warnings: [],
    }

    const document = readStoredDocument(stored)

    expect(document.version).toBe(DOCUMENT_VERSION)
    expect(document.sections).toEqual([])
    expect(document.slides[0]).toMatchObject({ role: 'content', text: stored.slides[0]!.text })
    expect(document.slides[0]!.lines).toEqual([
      { kind: 'title', text: 'Traction' },
      { kind: 'paragraph', text: 'ARR grew' },
      { kind: 'bullet', text: 'Revenue: $2.3M', level: 0 },
      { kind: 'bullet', text: 'Churn 3%', level: 1 },
    ])
  })

  test('reads the current version as it is and refuses a shape it does not know', () => {
    const current = readStoredDocument({
      format: 'pdf',
      pageCount: 0,
      language: 'de',
      slides: [],
      warnings: [],
    })

    expect(readStoredDocument(current)).toEqual(current)
    expect(() => readStoredDocument({ version: 99, slides: 'x' })).toThrow()
  })

  test('reads a current slide model stored before slides recorded their pictures, and one that records them', () => {
    const slide = {
      number: 1,
      title: 'Depots',
      text: '',
      notes: '',
      hidden: false,
      lines: [],
      role: 'content',
    }
    const stored = (visuals?: unknown) => ({
      version: DOCUMENT_VERSION,
      format: 'pptx',
      pageCount: 1,
      language: 'en',
      slides: [visuals === undefined ? slide : { ...slide, visuals }],
      sections: [],
      warnings: [],
    })

    const before = readStoredDocument(stored())
    const after = readStoredDocument(
      stored([{ kind: 'picture', alt: 'Map of the depots' }, { kind: 'chart' }]),
    )

    expect(before.slides[0]!.visuals).toBeUndefined()
    expect(after.slides[0]!.visuals).toEqual([
      { kind: 'picture', alt: 'Map of the depots' },
      { kind: 'chart' },
    ])
    expect(() => readStoredDocument(stored([{ kind: 'video' }]))).toThrow()
  })
})
