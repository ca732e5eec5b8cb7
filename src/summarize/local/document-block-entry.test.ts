import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { collectPassages } from './collect-passages'
import type { SummaryUnit } from './collect-passages'
import { pickForSlides } from './pick-for-slides'

// Decision 173, amended at the merge: a block under one label is said whole on a slide. A document's section is as
// long as its pages: said whole, a 300-page document's references section became one entry of 1,455 bullets.
const LINES: Record<'en' | 'de' | 'fr', string> = {
  en: 'The network of banks grew by %d links in the year under review.',
  de: 'Das Netz der Banken wuchs im Berichtsjahr um %d Verbindungen.',
  fr: 'Le réseau des banques a gagné %d liens au cours de l’année.',
}

const entryOf = (language: Language, template: string, isDocument: boolean) => {
  const text = Array.from({ length: 40 }, (_, at) => template.replace('%d', String(at + 1))).join('\n')
  const document = documentOf(
    [{ title: 'Findings of the review of the banking network in the year under review', text }],
    { language },
  )
  const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  // The lines of one labelled block, as a layout reads them (decision 173).
  const passages = collectPassages(units, language).map((passage) => ({ ...passage, column: 'Sources' }))
  const picked = pickForSlides(
    passages,
    passages.map(() => 1),
    units,
    language,
    isDocument,
  )
  return picked.get(0) ?? []
}

describe("a document section's one labelled block", () => {
  test.each(Object.entries(LINES) as ['en' | 'de' | 'fr', string][])(
    '%s: gives an entry of a few bullets, not every line joined',
    (language, template) => {
      const entry = entryOf(language, template, true)

      expect(entry.length).toBeLessThanOrEqual(5)
      expect(entry.map(({ text }) => text).join(' ').length).toBeLessThan(1000)
    },
  )
})
